import type { Kysely } from "kysely";
import {
  COMPLETED_LABEL,
  type AdminOrderDetail,
  type AdminOrderSummary,
  type StepChange,
} from "../../shared/admin";
import { formatRupees } from "../../shared/orders";
import type { Database } from "../db/schema";
import { createOrderRepository } from "../orders/order-repository";

/** Every order for the owners' list: newest order date first, then by ID. */
export async function listOrderSummaries(db: Kysely<Database>): Promise<AdminOrderSummary[]> {
  const rows = await db
    .selectFrom("orders as o")
    .leftJoin("production_steps as cur", (join) =>
      join.onRef("cur.order_id", "=", "o.order_id").onRef("cur.step_index", "=", "o.current_step"),
    )
    .select((eb) => [
      "o.order_id",
      "o.customer_name",
      "o.order_date",
      "o.expected_delivery",
      "o.order_type",
      "o.priority",
      "o.amount_rupees",
      "o.current_step",
      "o.customer_status",
      "cur.name as current_step_name",
      eb
        .selectFrom("production_steps as s")
        .select((sub) => sub.fn.countAll().as("n"))
        .whereRef("s.order_id", "=", "o.order_id")
        .as("total_steps"),
    ])
    .orderBy("o.order_date", "desc")
    .orderBy("o.order_id", "asc")
    .execute();
  return rows.map((r) => {
    const totalSteps = Number(r.total_steps);
    return {
      orderId: r.order_id,
      customerName: r.customer_name,
      orderDate: r.order_date,
      expectedDelivery: r.expected_delivery,
      orderType: r.order_type,
      priority: r.priority,
      totalAmount: formatRupees(Number(r.amount_rupees)),
      currentStep: r.current_step,
      totalSteps,
      currentStepName:
        r.current_step >= totalSteps ? COMPLETED_LABEL : (r.current_step_name ?? COMPLETED_LABEL),
      currentStatus: r.customer_status,
    };
  });
}

/** The order with its steps and history, and who changed which step when (newest first). */
export async function loadOrderDetail(
  db: Kysely<Database>,
  orderId: string,
): Promise<AdminOrderDetail | undefined> {
  const order = await createOrderRepository(db).findOrder(orderId);
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
  return { order: { ...order, totalAmount: formatRupees(order.amountRupees) }, changes };
}
