import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

/**
 * Orders taken in the back office: customers (one per phone number), payments, one timeline of
 * what happened to an order (order_events, which takes over step_changes), the yearly order
 * number sequence, and on orders the customer link, e-mail, cancellation and whether the order
 * is one of the spec's samples. Items become objects ({ designId, name, quantity, note }).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable("customers")
    .addColumn("id", "integer", id)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    /** The phone's digits without +91 (shared/phone.ts): one customer per number. */
    .addColumn("phone_key", "text", (c) => c.notNull().unique())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("address_line", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("postal_code", "text", (c) => c.notNull())
    .addColumn("is_sample", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("customers_name_idx").on("customers").column("name").execute();

  await db.schema
    .alterTable("orders")
    .addColumn("customer_id", "integer", (c) => c.references("customers.id"))
    .execute();
  for (const [column, type, fallback] of [
    ["customer_email", "text", ""],
    ["is_sample", "integer", 0],
  ] as const) {
    await db.schema
      .alterTable("orders")
      .addColumn(column, type, (c) => c.notNull().defaultTo(fallback))
      .execute();
  }
  for (const column of ["cancelled_at", "cancelled_by", "cancel_reason", "created_by"]) {
    await db.schema.alterTable("orders").addColumn(column, "text").execute();
  }
  await db.schema.createIndex("orders_customer_idx").on("orders").column("customer_id").execute();

  await db.schema
    .createTable("payments")
    .addColumn("id", "integer", id)
    .addColumn("order_id", "text", (c) =>
      c.notNull().references("orders.order_id").onDelete("cascade"),
    )
    /** Negative for an entry that reverses a mistaken payment. */
    .addColumn("amount_rupees", "integer", (c) => c.notNull())
    .addColumn("paid_on", "text", (c) => c.notNull())
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.notNull())
    /** The payment this entry reverses; unique, so a payment is reversed at most once. */
    .addColumn("reverses_id", "integer", (c) => c.unique().references("payments.id"))
    .addColumn("recorded_by", "text", (c) => c.notNull())
    .addColumn("recorded_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("payments_order_idx").on("payments").column("order_id").execute();

  await db.schema
    .createTable("order_events")
    .addColumn("id", "integer", id)
    .addColumn("order_id", "text", (c) =>
      c.notNull().references("orders.order_id").onDelete("cascade"),
    )
    .addColumn("at", "text", (c) => c.notNull())
    /** The owner's username; null for what the system did (the sample orders' seed). */
    .addColumn("by", "text")
    .addColumn("kind", "text", (c) => c.notNull())
    /** JSON: what the event says, by kind (shared/order-events.ts). */
    .addColumn("detail", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("order_events_order_idx")
    .on("order_events")
    .columns(["order_id", "id"])
    .execute();

  await db.schema
    .createTable("order_sequences")
    .addColumn("year", "integer", (c) => c.primaryKey())
    .addColumn("last", "integer", (c) => c.notNull())
    .execute();

  await moveData(db as Kysely<Legacy>);
  await db.schema.dropTable("step_changes").execute();
}

/** The tables as this migration finds and leaves them (only what it reads and writes). */
interface Legacy {
  orders: {
    order_id: string;
    items: string;
    is_sample: number;
    customer_name: string;
    customer_phone: string;
    customer_id: number | null;
    address_line: string;
    city: string;
    state: string;
    postal_code: string;
    created_at: string;
  };
  customers: {
    id?: number;
    name: string;
    phone: string;
    phone_key: string;
    email: string;
    address_line: string;
    city: string;
    state: string;
    postal_code: string;
    is_sample: number;
    created_at: string;
    updated_at: string;
  };
  step_changes: {
    id: number;
    order_id: string;
    step_id: string;
    step_name: string;
    from_status: string;
    to_status: string;
    changed_by: string;
    changed_at: string;
  };
  order_events: {
    order_id: string;
    at: string;
    by: string | null;
    kind: string;
    detail: string;
  };
}

/**
 * Every order so far came from the sample seed: each becomes a sample with its customer, its
 * item names become items, and its step changes and creation move to its timeline.
 */
async function moveData(db: Kysely<Legacy>): Promise<void> {
  const orders = await db.selectFrom("orders").selectAll().orderBy("order_id").execute();
  for (const order of orders) {
    const names = JSON.parse(order.items) as string[];
    const items = names.map((name) => ({ designId: null, name, quantity: 1, note: "" }));
    const key = phoneKeyOf(order.customer_phone);
    await db
      .insertInto("customers")
      .values({
        name: order.customer_name,
        phone: order.customer_phone,
        phone_key: key,
        email: "",
        address_line: order.address_line,
        city: order.city,
        state: order.state,
        postal_code: order.postal_code,
        is_sample: 1,
        created_at: order.created_at,
        updated_at: order.created_at,
      })
      .onConflict((oc) => oc.column("phone_key").doNothing())
      .execute();
    const customer = await db
      .selectFrom("customers")
      .select("id")
      .where("phone_key", "=", key)
      .executeTakeFirstOrThrow();
    await db
      .updateTable("orders")
      .set({ items: JSON.stringify(items), is_sample: 1, customer_id: customer.id ?? null })
      .where("order_id", "=", order.order_id)
      .execute();
    await db
      .insertInto("order_events")
      .values({
        order_id: order.order_id,
        at: order.created_at,
        by: null,
        kind: "created",
        detail: "{}",
      })
      .execute();
  }
  const changes = await db.selectFrom("step_changes").selectAll().orderBy("id").execute();
  for (const c of changes) {
    await db
      .insertInto("order_events")
      .values({
        order_id: c.order_id,
        at: c.changed_at,
        by: c.changed_by,
        kind: "step",
        detail: JSON.stringify({
          stepId: c.step_id,
          stepName: c.step_name,
          from: c.from_status,
          to: c.to_status,
        }),
      })
      .execute();
  }
}

/**
 * shared/phone.ts's phoneKey as it stood when this migration was written (a migration must not
 * change with later code): the digits, without India's +91 or a trunk 0.
 */
function phoneKeyOf(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits;
}
