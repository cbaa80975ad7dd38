import { PostgresAdapter, sql, type Kysely } from "kysely";

/** Orders with their steps and history, contact messages and shared rate-limit counters. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable("orders")
    .addColumn("order_id", "text", (c) => c.primaryKey())
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_phone", "text", (c) => c.notNull())
    .addColumn("address_line", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("postal_code", "text", (c) => c.notNull())
    .addColumn("order_date", "text", (c) => c.notNull())
    .addColumn("expected_delivery", "text", (c) => c.notNull())
    .addColumn("items", "text", (c) => c.notNull())
    .addColumn("priority", "text", (c) => c.notNull())
    .addColumn("order_type", "text", (c) => c.notNull())
    .addColumn("current_step", "integer", (c) => c.notNull())
    .addColumn("customer_status", "text", (c) => c.notNull())
    .addColumn("amount_rupees", "integer", (c) => c.notNull().check(sql`amount_rupees >= 0`))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("orders_order_date_idx").on("orders").column("order_date").execute();

  await db.schema
    .createTable("production_steps")
    .addColumn("order_id", "text", (c) =>
      c.notNull().references("orders.order_id").onDelete("cascade"),
    )
    .addColumn("step_index", "integer", (c) => c.notNull())
    .addColumn("step_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("estimated_days", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("completed_date", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .addPrimaryKeyConstraint("production_steps_pk", ["order_id", "step_index"])
    .addUniqueConstraint("production_steps_step_id_uq", ["order_id", "step_id"])
    .execute();

  await db.schema
    .createTable("status_history")
    .addColumn("order_id", "text", (c) =>
      c.notNull().references("orders.order_id").onDelete("cascade"),
    )
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("status_history_pk", ["order_id", "seq"])
    .execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "integer", (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("contact_messages_received_at_idx")
    .on("contact_messages")
    .column("received_at")
    .execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("window_start", "bigint", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .execute();
}
