import type { Kysely } from "kysely";
import { latestMeasurements } from "../customers/measurement-repository";
import type { Database, Engine } from "../db/schema";
import { changeOrder, type OrderChange, type Trx } from "../orders/order-change";

/**
 * Copies the customer's latest measurements onto the order, which keeps them as they are now:
 * a later change to her measurements never alters an order in progress.
 */
export async function copyMeasurements(
  trx: Trx,
  orderId: string,
  customerId: number,
): Promise<number | undefined> {
  const latest = await latestMeasurements(trx, customerId);
  if (!latest) return undefined;
  await trx
    .updateTable("orders")
    .set({ measurements: JSON.stringify(latest) })
    .where("order_id", "=", orderId)
    .execute();
  return latest.version;
}

/** POST /orders/:id/measurements: the order takes the customer's latest measurements. */
export async function takeLatestMeasurements(
  db: Kysely<Database>,
  engine: Engine,
  orderId: string,
  who: OrderChange,
): Promise<"taken" | "order-not-found" | "order-cancelled" | "no-measurements"> {
  return changeOrder(db, engine, orderId, who, async ({ trx, order, record }) => {
    if (order.cancelled_at) return "order-cancelled";
    if (order.customer_id === null) return "no-measurements";
    const version = await copyMeasurements(trx, orderId, order.customer_id);
    if (version === undefined) return "no-measurements";
    await record({ kind: "measurements", version });
    return "taken";
  });
}
