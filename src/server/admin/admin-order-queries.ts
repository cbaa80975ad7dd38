import type { Kysely } from "kysely";
import { orderSummaryOf, type AdminOrderDetail, type AdminOrderSummary } from "../../shared/admin";
import type { MeasurementVersion } from "../../shared/measurements";
import { formatRupees } from "../../shared/orders";
import { paidRupees } from "../../shared/payments";
import type { Database } from "../db/schema";
import { findOrder } from "../orders/order-repository";
import { loadTimeline } from "../orders/order-timeline";
import { loadPayments, paidByOrder } from "../orders/payment-rows";

/** Every order for the owners' list (or one customer's): newest order date first, then by ID. */
export async function listOrderSummaries(
  db: Kysely<Database>,
  only: { customerId?: number } = {},
): Promise<AdminOrderSummary[]> {
  const [orders, steps, paid] = await Promise.all([
    db
      .selectFrom("orders")
      .select([
        "order_id",
        "customer_name",
        "order_date",
        "expected_delivery",
        "order_type",
        "priority",
        "amount_rupees",
        "current_step",
        "customer_status",
        "revision",
        "cancelled_at",
      ])
      .$if(only.customerId !== undefined, (q) => q.where("customer_id", "=", only.customerId!))
      .orderBy("order_date", "desc")
      .orderBy("order_id", "asc")
      .execute(),
    // Step names never change, so reading them apart from the orders cannot mix two states.
    db
      .selectFrom("production_steps")
      .select(["order_id", "name"])
      .orderBy("order_id")
      .orderBy("step_index")
      .execute(),
    paidByOrder(db),
  ]);
  const stepsOf = new Map<string, { name: string }[]>();
  for (const step of steps) {
    const list = stepsOf.get(step.order_id);
    if (list) list.push(step);
    else stepsOf.set(step.order_id, [step]);
  }
  return orders.map((r) =>
    orderSummaryOf({
      orderId: r.order_id,
      customerName: r.customer_name,
      orderDate: r.order_date,
      expectedDelivery: r.expected_delivery,
      orderType: r.order_type,
      priority: r.priority,
      amountRupees: Number(r.amount_rupees),
      currentStep: r.current_step,
      currentStatus: r.customer_status,
      revision: r.revision,
      balanceRupees: Number(r.amount_rupees) - (paid.get(r.order_id) ?? 0),
      cancellation: r.cancelled_at,
      productionSteps: stepsOf.get(r.order_id) ?? [],
    }),
  );
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
    .select(["revision", "measurements"])
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
      measurements:
        version.measurements === null
          ? null
          : (JSON.parse(version.measurements) as MeasurementVersion),
    },
    payments,
    timeline,
  };
}
