import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

/**
 * The Customers tab: a customer's type, notes and revision, the history of edits to her record,
 * her measurements in dated versions, the copy of them an order is made with, and the inbox's
 * handled mark (who, when) with the customer a message became.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  for (const [column, type, fallback] of [
    ["customer_type", "text", "retail"],
    ["notes", "text", ""],
    ["revision", "integer", 0],
  ] as const) {
    await db.schema
      .alterTable("customers")
      .addColumn(column, type, (c) => c.notNull().defaultTo(fallback))
      .execute();
  }

  await db.schema
    .createTable("customer_events")
    .addColumn("id", "integer", id)
    .addColumn("customer_id", "integer", (c) =>
      c.notNull().references("customers.id").onDelete("cascade"),
    )
    .addColumn("at", "text", (c) => c.notNull())
    /** The owner's username; null for the seed. */
    .addColumn("by", "text")
    .addColumn("kind", "text", (c) => c.notNull())
    /** JSON: what the event says, by kind (shared/customers.ts CustomerEvent). */
    .addColumn("detail", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("customer_events_customer_idx")
    .on("customer_events")
    .column("customer_id")
    .execute();

  await db.schema
    .createTable("measurements")
    .addColumn("id", "integer", id)
    .addColumn("customer_id", "integer", (c) =>
      c.notNull().references("customers.id").onDelete("cascade"),
    )
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("unit", "text", (c) => c.notNull())
    /** JSON object of the measurements taken (shared/measurements.ts MeasurementValues). */
    .addColumn("sizes", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull())
    .addColumn("recorded_at", "text", (c) => c.notNull())
    .addColumn("recorded_by", "text", (c) => c.notNull())
    .addUniqueConstraint("measurements_customer_version_unique", ["customer_id", "version"])
    .execute();

  /** JSON of the MeasurementVersion the order is made with; null when none was taken. */
  await db.schema.alterTable("orders").addColumn("measurements", "text").execute();

  for (const column of ["handled_at", "handled_by"]) {
    await db.schema.alterTable("contact_messages").addColumn(column, "text").execute();
  }
  await db.schema
    .alterTable("contact_messages")
    .addColumn("customer_id", "integer", (c) => c.references("customers.id").onDelete("set null"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["customer_id", "handled_by", "handled_at"]) {
    await db.schema.alterTable("contact_messages").dropColumn(column).execute();
  }
  await db.schema.alterTable("orders").dropColumn("measurements").execute();
  await db.schema.dropTable("measurements").execute();
  await db.schema.dropTable("customer_events").execute();
  for (const column of ["revision", "notes", "customer_type"]) {
    await db.schema.alterTable("customers").dropColumn(column).execute();
  }
}
