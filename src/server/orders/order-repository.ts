import type { Kysely } from "kysely";
import type { CustomerNote } from "../../shared/order-format";
import type { Order } from "../../shared/orders";
import type { Database } from "../db/schema";
import { rowsToOrder } from "./order-rows";
import { loadCustomerNotes } from "./order-timeline";
import { TRACKING_CODE_PATTERN } from "./tracking-code";

/** The full order with its steps and status history. `orderId` must already be normalised. */
export async function findOrder(db: Kysely<Database>, orderId: string): Promise<Order | undefined> {
  const row = await db
    .selectFrom("orders")
    .selectAll()
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  if (!row) return undefined;
  const [steps, history] = await Promise.all([
    db
      .selectFrom("production_steps")
      .selectAll()
      .where("order_id", "=", orderId)
      .orderBy("step_index")
      .execute(),
    db
      .selectFrom("status_history")
      .selectAll()
      .where("order_id", "=", orderId)
      .orderBy("seq")
      .execute(),
  ]);
  return rowsToOrder(row, steps, history);
}

/** What the tracking page may draw from: the order and the notes written for its customer. */
export async function findTrackedOrder(
  db: Kysely<Database>,
  orderId: string,
): Promise<{ order: Order; notes: CustomerNote[] } | undefined> {
  const order = await findOrder(db, orderId);
  return order && { order, notes: await loadCustomerNotes(db, orderId) };
}

/** The order a tracking code opens, as findTrackedOrder gives it; undefined for any other text. */
export async function findTrackedOrderByCode(
  db: Kysely<Database>,
  code: string,
): Promise<{ order: Order; notes: CustomerNote[] } | undefined> {
  if (!TRACKING_CODE_PATTERN.test(code)) return undefined;
  const row = await db
    .selectFrom("orders")
    .select("order_id")
    .where("tracking_code", "=", code)
    .executeTakeFirst();
  return row && findTrackedOrder(db, row.order_id);
}
