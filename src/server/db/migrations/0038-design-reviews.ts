import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

/**
 * Issue 23: reviews the owners record for a design (a customer's first name, city, rating 1–5,
 * her words and the date she gave them). Only an approved one is shown, and outside demo mode
 * the approved ones are the design's stars (and its AggregateRating); demo mode keeps the
 * spec's five-star row. Deleted with the design.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable("design_reviews")
    .addColumn("id", "integer", id)
    .addColumn("design_id", "integer", (c) =>
      c.notNull().references("designs.id").onDelete("cascade"),
    )
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("rating", "integer", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    /** The day she gave it (yyyy-mm-dd, India's calendar). */
    .addColumn("reviewed_on", "text", (c) => c.notNull())
    .addColumn("approved", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .execute();
  // The public catalogue reads the approved ones of every design; a design's page in the back
  // office reads its own, newest first.
  await db.schema
    .createIndex("design_reviews_design_idx")
    .on("design_reviews")
    .columns(["design_id", "approved", "reviewed_on"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("design_reviews").execute();
}
