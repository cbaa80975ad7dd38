import type { Kysely } from "kysely";
import { todayInIndia } from "../../shared/dates";
import {
  STATUS_HISTORY_NOTES,
  currentStepOf,
  customerStatusFor,
  setStepStatus,
  templateOfSteps,
  type StepStatus,
} from "../../shared/orders";
import type { Database, Engine } from "../db/schema";
import { changeOrder } from "../orders/order-change";
import { rowsToOrder } from "../orders/order-rows";
import { settleStepChange } from "../workshop/step-assignments";

export interface StepUpdateRequest {
  orderId: string;
  stepId: string;
  status: StepStatus;
  /** The owner's username. */
  changedBy: string;
  now: Date;
  /** PUBLIC_URL, for the links in the message a status change queues. */
  site: string;
  /** false: the owner chose not to tell the customer (default: tell her). */
  tell?: boolean;
}

export type StepUpdateOutcome =
  "updated" | "unchanged" | "order-not-found" | "step-not-found" | "order-cancelled";

/**
 * Sets one step's status and everything that follows from it, all or nothing: the step, the
 * order's currentStep, customer status and revision, a history entry and a timeline entry when
 * that status moves, and the step change's own timeline entry (changeOrder locks the order).
 */
export async function updateStepStatus(
  db: Kysely<Database>,
  engine: Engine,
  req: StepUpdateRequest,
): Promise<StepUpdateOutcome> {
  const who = { by: req.changedBy, now: req.now, site: req.site };
  return changeOrder(db, engine, req.orderId, who, async ({ trx, order, record }) => {
    if (order.cancelled_at) return "order-cancelled";
    const stepRows = await trx
      .selectFrom("production_steps")
      .selectAll()
      .where("order_id", "=", req.orderId)
      .orderBy("step_index")
      .execute();
    const before = rowsToOrder(order, stepRows, []);
    const step = before.productionSteps.find((s) => s.id === req.stepId);
    if (!step) return "step-not-found";
    if (step.status === req.status) return "unchanged";

    const today = todayInIndia(req.now);
    const at = req.now.toISOString();
    const steps = setStepStatus(before.productionSteps, req.stepId, req.status, today);
    const changed = steps.find((s) => s.id === req.stepId) ?? step;
    const currentStep = currentStepOf(steps);
    const customerStatus = customerStatusFor(currentStep, templateOfSteps(steps.map((s) => s.id)));

    await trx
      .updateTable("production_steps")
      .set({
        status: changed.status,
        completed_date: changed.completedDate,
        updated_by: req.changedBy,
        updated_at: at,
      })
      .where("order_id", "=", req.orderId)
      .where("step_id", "=", req.stepId)
      .execute();
    // The karigar who has the step earns (or gives back) its piece rate with the step itself.
    await settleStepChange(trx, req.orderId, step.id, step.name, step.status, changed.status, who);
    await trx
      .updateTable("orders")
      .set({ current_step: currentStep, customer_status: customerStatus })
      .where("order_id", "=", req.orderId)
      .execute();
    await record({
      kind: "step",
      stepId: step.id,
      stepName: step.name,
      from: step.status,
      to: req.status,
    });
    if (customerStatus !== order.customer_status) {
      const last = await trx
        .selectFrom("status_history")
        .select((eb) => eb.fn.max("seq").as("seq"))
        .where("order_id", "=", req.orderId)
        .executeTakeFirst();
      await trx
        .insertInto("status_history")
        .values({
          order_id: req.orderId,
          seq: last?.seq == null ? 0 : Number(last.seq) + 1,
          status: customerStatus,
          date: today,
          description: STATUS_HISTORY_NOTES[customerStatus],
        })
        .execute();
      await record({
        kind: "status",
        status: customerStatus,
        ...(req.tell === false ? { untold: true as const } : {}),
      });
    }
    return "updated";
  });
}
