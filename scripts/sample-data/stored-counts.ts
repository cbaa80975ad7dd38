/** What a database holds before the sample data goes in, and what it holds afterwards. */
import type { Kysely } from "kysely";
import { addDays, todayInIndia } from "../../src/shared/dates";
import { CUSTOMER_STATUSES, type CustomerStatus } from "../../src/shared/orders";
import type { Database } from "../../src/server/db/schema";
import { readRetention } from "../../src/server/privacy/retention";
import type { Existing } from "./customer-plan";

export async function existingData(
  db: Kysely<Database>,
): Promise<Existing & { ordersTaken: number; keptMonths: number }> {
  const [customers, orders, sequences, retention] = await Promise.all([
    db.selectFrom("customers").select(["id", "phone_key"]).execute(),
    db.selectFrom("orders").select(["order_id", "is_sample"]).execute(),
    db.selectFrom("order_sequences").selectAll().execute(),
    readRetention(db),
  ]);
  return {
    lastCustomerId: Math.max(0, ...customers.map((c) => Number(c.id))),
    phoneKeys: new Set(customers.map((c) => c.phone_key)),
    orderIds: new Set(orders.map((o) => o.order_id)),
    sequences: new Map(sequences.map((s) => [Number(s.year), Number(s.last)])),
    ordersTaken: orders.filter((o) => Number(o.is_sample) === 0).length,
    keptMonths: retention.enquiryMonths,
  };
}

const TABLES = [
  "customers",
  "consents",
  "measurements",
  "customer_events",
  "orders",
  "production_steps",
  "status_history",
  "order_events",
  "payments",
  "designs",
  "contact_messages",
  "outbox_messages",
] as const;

export interface StoredCounts {
  rows: Record<(typeof TABLES)[number], number>;
  /** Orders standing (not cancelled) by their status, the cancelled ones, the overdue ones. */
  orders: Record<CustomerStatus | "cancelled" | "overdue" | "due in 7 days", number>;
}

export async function storedCounts(db: Kysely<Database>, now: Date): Promise<StoredCounts> {
  const rows = Object.fromEntries(
    await Promise.all(
      TABLES.map(async (table) => {
        const row = await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow();
        return [table, Number(row.n)] as const;
      }),
    ),
  ) as StoredCounts["rows"];
  const orders = await db
    .selectFrom("orders")
    .select(["customer_status", "cancelled_at", "expected_delivery"])
    .execute();
  const today = todayInIndia(now);
  const count = (test: (o: (typeof orders)[number]) => boolean) => orders.filter(test).length;
  const open = (o: (typeof orders)[number]) =>
    o.cancelled_at === null && o.customer_status !== "delivered";
  return {
    rows,
    orders: {
      ...(Object.fromEntries(
        CUSTOMER_STATUSES.map((s) => [
          s,
          count((o) => o.cancelled_at === null && o.customer_status === s),
        ]),
      ) as Record<CustomerStatus, number>),
      cancelled: count((o) => o.cancelled_at !== null),
      overdue: count((o) => open(o) && o.expected_delivery < today),
      "due in 7 days": count(
        (o) => open(o) && o.expected_delivery >= today && o.expected_delivery <= addDays(today, 7),
      ),
    },
  };
}
