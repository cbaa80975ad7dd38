import { sql, type Kysely, type RawBuilder } from "kysely";
import {
  DEFAULT_ORDER_FILTER,
  orderSummaryOf,
  type AdminOrderDetail,
  type AdminOrderSummary,
  type OrderListFilter,
  type OrderSort,
} from "../../shared/admin";
import type { MeasurementVersion } from "../../shared/measurements";
import { formatRupees } from "../../shared/orders";
import { paidRupees } from "../../shared/payments";
import type { Database } from "../db/schema";
import { findOrder } from "../orders/order-repository";
import { loadTimeline } from "../orders/order-timeline";
import { loadPayments, paidByOrder } from "../orders/payment-rows";

/**
 * What the list sorts by, as SQL. Each but the balance has an index that leads with it (orders'
 * order_date, order_id, lower(customer_name), expected_delivery, current_step; migration 0017),
 * so a page of the list costs the same however many years of orders there are.
 */
const SORT_KEYS: Record<OrderSort, RawBuilder<unknown>> = {
  ordered: sql`order_date`,
  id: sql`order_id`,
  customer: sql`lower(customer_name)`,
  delivery: sql`expected_delivery`,
  step: sql`current_step`,
  balance: sql`amount_rupees - coalesce((select sum(p.amount_rupees) from payments p where p.order_id = orders.order_id), 0)`,
};

/**
 * The orders of the owners' list (or one customer's), in the order asked for (newest order date
 * first unless told), ties by order ID: the same way round, so one index serves both directions,
 * but the order date's newest-first list keeps its IDs ascending, as it always listed them.
 */
export const orderListQuery = (
  db: Kysely<Database>,
  only: { customerId?: number },
  order: Pick<OrderListFilter, "sort" | "dir">,
) =>
  db
    .selectFrom("orders")
    .select([
      "order_id",
      "customer_name",
      "customer_phone",
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
    .orderBy(SORT_KEYS[order.sort], order.dir)
    .$if(order.sort !== "id", (q) =>
      q.orderBy("order_id", order.sort === "ordered" ? "asc" : order.dir),
    );

/** Every order for the owners' list (or one customer's), as rows (orderListQuery's order). */
export async function listOrderSummaries(
  db: Kysely<Database>,
  only: { customerId?: number } = {},
  order: Pick<OrderListFilter, "sort" | "dir"> = DEFAULT_ORDER_FILTER,
): Promise<AdminOrderSummary[]> {
  // One customer's page reads her orders' steps and payments only (through her orders' index).
  const hers =
    only.customerId === undefined
      ? undefined
      : db.selectFrom("orders").select("order_id").where("customer_id", "=", only.customerId);
  const [orders, steps, paid] = await Promise.all([
    orderListQuery(db, only, order).execute(),
    // Step names never change, so reading them apart from the orders cannot mix two states.
    db
      .selectFrom("production_steps")
      .select(["order_id", "name"])
      .$if(hers !== undefined, (q) => q.where("order_id", "in", hers!))
      .orderBy("order_id")
      .orderBy("step_index")
      .execute(),
    paidByOrder(db, hers),
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
      customerPhone: r.customer_phone,
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
