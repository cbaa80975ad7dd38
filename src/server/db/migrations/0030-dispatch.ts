import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

/**
 * Issue 24 §5: the couriers the owners keep (none seeded: their tracking pages' addresses are
 * the owners' to give, and a wrong one would send her to a stranger's page) and each order's
 * dispatch, one per order, corrected in place until the order is delivered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable("couriers")
    .addColumn("id", "integer", id)
    .addColumn("name", "text", (c) => c.notNull())
    /** Lower-cased name: one courier of a name. */
    .addColumn("name_key", "text", (c) => c.notNull().unique())
    /** An https address with {awb} where the tracking number goes. */
    .addColumn("tracking_template", "text", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("order_dispatches")
    .addColumn("order_id", "text", (c) =>
      c.primaryKey().references("orders.order_id").onDelete("cascade"),
    )
    .addColumn("courier_id", "integer", (c) => c.notNull().references("couriers.id"))
    .addColumn("awb", "text", (c) => c.notNull())
    .addColumn("dispatched_on", "text", (c) => c.notNull())
    .addColumn("recorded_at", "text", (c) => c.notNull())
    .addColumn("recorded_by", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("order_dispatches_courier_idx")
    .on("order_dispatches")
    .column("courier_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("order_dispatches").execute();
  await db.schema.dropTable("couriers").execute();
}
