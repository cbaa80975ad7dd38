import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

/**
 * Issue 24 §4: photos of her piece, attached to an order and, if the owner chooses, one of its
 * steps; for the owners only unless marked for her. The files live in the photo store under
 * order-photos/ (never served by /media: server/order-photos/photo-links.ts); the row keeps
 * their keys, sizes and formats as design_photos does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable("order_photos")
    .addColumn("id", "integer", id)
    .addColumn("order_id", "text", (c) =>
      c.notNull().references("orders.order_id").onDelete("cascade"),
    )
    /** A production step's id of the order; null: the order's as a whole. */
    .addColumn("step_id", "text")
    /** 1: her tracking page shows it (after her digits); 0: the owners' only. */
    .addColumn("for_her", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    /** JSON of PhotoFile[] (server/photos/photo-files.ts). */
    .addColumn("files", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .execute();
  // An order's photos in the order they were added: every read is one range of it.
  await db.schema
    .createIndex("order_photos_order_idx")
    .on("order_photos")
    .columns(["order_id", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("order_photos").execute();
}
