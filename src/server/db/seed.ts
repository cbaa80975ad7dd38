import type { Kysely } from "kysely";
import { SAMPLE_ORDERS } from "../../shared/sample-orders";
import type { Order } from "../../shared/orders";
import { findCustomerByPhone, insertCustomer } from "../customers/customer-repository";
import { recordEvent } from "../orders/order-change";
import { orderToRows } from "../orders/order-rows";
import type { Database } from "./schema";

/**
 * Inserts each sample order whose ID is absent, with its customer, in one transaction (demo
 * mode only: see openDatabase). Existing orders are never touched, so what the owners changed
 * survives every restart. ON CONFLICT DO NOTHING keeps two instances starting at once from
 * colliding.
 */
export async function seedSampleOrders(
  db: Kysely<Database>,
  now: Date,
  orders: readonly Order[] = SAMPLE_ORDERS,
): Promise<string[]> {
  const timestamp = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const inserted: string[] = [];
    for (const order of orders) {
      const details = {
        name: order.customerName,
        phone: order.customerPhone,
        email: order.customerEmail,
        address: order.address,
      };
      const customerId =
        (await insertCustomer(trx, details, timestamp, {
          isSample: true,
          type: order.orderType === "custom" ? "custom" : "retail",
        })) ?? (await findCustomerByPhone(trx, order.customerPhone))!.id;
      const rows = orderToRows({ ...order, customerId }, timestamp);
      const created = await trx
        .insertInto("orders")
        .values(rows.order)
        .onConflict((oc) => oc.column("order_id").doNothing())
        .returning("order_id")
        .executeTakeFirst();
      if (!created) continue;
      await trx.insertInto("production_steps").values(rows.steps).execute();
      if (rows.history.length > 0)
        await trx.insertInto("status_history").values(rows.history).execute();
      await recordEvent(trx, order.orderId, { by: null, now }, { kind: "created" });
      inserted.push(order.orderId);
    }
    return inserted;
  });
}
