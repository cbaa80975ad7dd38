import type { Kysely } from "kysely";
import { todayInIndia } from "../../shared/admin";
import {
  STATUS_HISTORY_NOTES,
  currentStepOf,
  customerStatusFor,
  setStepStatus,
  type StepStatus,
} from "../../shared/orders";
import type { Database, Engine } from "../db/schema";
import { rowsToOrder } from "../orders/order-rows";

export interface StepUpdateRequest {
  orderId: string;
  stepId: string;
  status: StepStatus;
  /** The owner's username. */
  changedBy: string;
  now: Date;
}

export type StepUpdateOutcome = "updated" | "unchanged" | "order-not-found" | "step-not-found";

/**
 * Sets one step's status and everything that follows from it, all or nothing, in one
 * transaction: the step, the order's currentStep, customer status and revision, a history entry
 * when that status moves, and the audit row. The order row is locked first so two owners changing
 * different steps at once each recompute from the other's committed change.
 */
export async function updateStepStatus(
  db: Kysely<Database>,
  engine: Engine,
  req: StepUpdateRequest,
): Promise<StepUpdateOutcome> {
  return db.transaction().execute(async (trx) => {
    if (engine === "sqlite") {
      // SQLite has no FOR UPDATE. Writing first takes its single write lock before anything is
      // read, so another instance's transaction waits (busy_timeout) rather than failing later
      // on a stale snapshot.
      await trx
        .updateTable("orders")
        .set((eb) => ({ updated_at: eb.ref("updated_at") }))
        .where("order_id", "=", req.orderId)
        .execute();
    }
    const order = await trx
      .selectFrom("orders")
      .selectAll()
      .where("order_id", "=", req.orderId)
      .$if(engine === "postgres", (q) => q.forUpdate())
      .executeTakeFirst();
    if (!order) return "order-not-found";
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
    const customerStatus = customerStatusFor(currentStep);

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
    await trx
      .updateTable("orders")
      .set((eb) => ({
        current_step: currentStep,
        customer_status: customerStatus,
        updated_at: at,
        revision: eb("revision", "+", 1),
      }))
      .where("order_id", "=", req.orderId)
      .execute();
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
    }
    await trx
      .insertInto("step_changes")
      .values({
        order_id: req.orderId,
        step_id: req.stepId,
        step_name: step.name,
        from_status: step.status,
        to_status: req.status,
        changed_by: req.changedBy,
        changed_at: at,
      })
      .execute();
    return "updated";
  });
}
