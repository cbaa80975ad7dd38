import type { Kysely } from "kysely";
import type { AdminOrderDetail, AdminOrderSummary } from "../../shared/admin";
import type { MeasurementVersion } from "../../shared/measurements";
import { formatRupees } from "../../shared/orders";
import { paidRupees } from "../../shared/payments";
import type { Database } from "../db/schema";
import { findOrder } from "../orders/order-repository";
import { loadTimeline } from "../orders/order-timeline";
import { loadPayments } from "../orders/payment-rows";
import { allOrderSummaries, customerOrderSummaries } from "./order-pages";

/**
 * Every order as the list shows it (newest order date first, ties by ascending ID), or one
 * customer's: her page and the orders CSV. The owners' list reads pages (order-pages.ts).
 */
export async function listOrderSummaries(
  db: Kysely<Database>,
  only: { customerId?: number } = {},
): Promise<AdminOrderSummary[]> {
  return only.customerId === undefined
    ? allOrderSummaries(db)
    : customerOrderSummaries(db, only.customerId);
}

/** The order with its steps, history, payments and timeline. */
export async function loadOrderDetail(
  db: Kysely<Database>,
  orderId: string,
): Promise<AdminOrderDetail | undefined> {
  // The revision is read before the order: should a change land in between, the answer shows
  // more than its revision says, never less, so the browser never keeps it over a newer one.
  const version = await db
    .selectFrom("orders")
    .select(["revision", "measurements", "advance_due_paise"])
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  const order = version && (await findOrder(db, orderId));
  if (!order) return undefined;
  const [payments, timeline] = await Promise.all([
    loadPayments(db, orderId),
    loadTimeline(db, orderId),
  ]);
  const paid = paidRupees(payments);
  return {
    order: {
      ...order,
      totalAmount: formatRupees(order.amountRupees),
      revision: version.revision,
      paidRupees: paid,
      balanceRupees: order.amountRupees - paid,
      advanceDuePaise:
        version.advance_due_paise === null ? null : Number(version.advance_due_paise),
      measurements:
        version.measurements === null
          ? null
          : (JSON.parse(version.measurements) as MeasurementVersion),
    },
    payments,
    timeline,
  };
}
