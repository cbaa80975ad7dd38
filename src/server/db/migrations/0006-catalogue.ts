import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

/**
 * The catalogue moves into the database: designs (in the owners' order, shown or hidden), every
 * address a design has had (old ones redirect), their photos, the four filter lists, the log of
 * every change, and one row holding the catalogue's revision (raised by every change, so each
 * instance notices within a second) and whether the spec's catalogue has been seeded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable("catalogue_state")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("seeded", "integer", (c) => c.notNull())
    .execute();
  await db
    .insertInto("catalogue_state" as never)
    .values({ id: 1, revision: 0, seeded: 0 } as never)
    .execute();

  // Ids are given by the catalogue's writer (one at a time, see catalogue-write.ts), so the
  // seeded designs keep the spec's ids 1-19 that orders refer to.
  await db.schema
    .createTable("designs")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("fabric", "text", (c) => c.notNull())
    .addColumn("work", "text", (c) => c.notNull())
    .addColumn("color", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();

  await db.schema
    .createTable("design_slugs")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("design_id", "integer", (c) =>
      c.notNull().references("designs.id").onDelete("cascade"),
    )
    .execute();

  await db.schema
    .createTable("design_photos")
    .addColumn("id", "integer", id)
    .addColumn("design_id", "integer", (c) =>
      c.notNull().references("designs.id").onDelete("cascade"),
    )
    /** 0 is the main photo. */
    .addColumn("position", "integer", (c) => c.notNull())
    /** 'artwork' (an SVG of the build, seeded) or 'photo' (uploaded; its files in the store). */
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    /** JSON: the photo's files (server/photos/photo-files.ts). */
    .addColumn("files", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .execute();
  await db.schema
    .createIndex("design_photos_design_idx")
    .on("design_photos")
    .columns(["design_id", "position"])
    .execute();

  await db.schema
    .createTable("catalogue_options")
    .addColumn("id", "integer", id)
    /** category, fabric, work or color (shared/filter.ts FILTER_GROUPS). */
    .addColumn("group_name", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addUniqueConstraint("catalogue_options_group_value", ["group_name", "value"])
    .execute();

  await db.schema
    .createTable("catalogue_changes")
    .addColumn("id", "integer", id)
    .addColumn("at", "text", (c) => c.notNull())
    /** The owner's username; null for the seed. */
    .addColumn("by", "text")
    .addColumn("design_id", "integer")
    /** JSON: what changed (shared/catalogue-changes.ts CatalogueChangeWhat). */
    .addColumn("what", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("catalogue_changes_design_idx")
    .on("catalogue_changes")
    .columns(["design_id", "id"])
    .execute();
}
