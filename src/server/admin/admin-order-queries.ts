import type { Kysely } from "kysely";
import {
  orderSummaryOf,
  type AdminOrderDetail,
  type AdminOrderSummary,
  type StepChange,
} from "../../shared/admin";
import { formatRupees } from "../../shared/orders";
import type { Database } from "../db/schema";
import { createOrderRepository } from "../orders/order-repository";

/** Every order for the owners' list: newest order date first, then by ID. */
export async function listOrderSummaries(db: Kysely<Database>): Promise<AdminOrderSummary[]> {
  const [orders, steps] = await Promise.all([
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
      ])
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
      productionSteps: stepsOf.get(r.order_id) ?? [],
    }),
  );
}

/** The order with its steps and history, and who changed which step when (newest first). */
export async function loadOrderDetail(
  db: Kysely<Database>,
  orderId: string,
): Promise<AdminOrderDetail | undefined> {
  // The revision is read before the order: should a change land in between, the answer shows
  // more than its revision says, never less, so the browser never keeps it over a newer one.
  const version = await db
    .selectFrom("orders")
    .select("revision")
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  const order = version && (await createOrderRepository(db).findOrder(orderId));
  if (!order) return undefined;
  const rows = await db
    .selectFrom("step_changes as sc")
    .leftJoin("admin_accounts as a", "a.username", "sc.changed_by")
    .select([
      "sc.step_id",
      "sc.step_name",
      "sc.from_status",
      "sc.to_status",
      "sc.changed_by",
      "sc.changed_at",
      "a.display_name",
    ])
    .where("sc.order_id", "=", orderId)
    .orderBy("sc.changed_at", "desc")
    .orderBy("sc.id", "desc")
    .execute();
  const changes: StepChange[] = rows.map((r) => ({
    stepId: r.step_id,
    stepName: r.step_name,
    fromStatus: r.from_status,
    toStatus: r.to_status,
    changedBy: r.display_name ?? r.changed_by,
    changedAt: r.changed_at,
  }));
  return {
    order: {
      ...order,
      totalAmount: formatRupees(order.amountRupees),
      revision: version.revision,
    },
    changes,
  };
}
