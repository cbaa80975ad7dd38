import type { Kysely } from "kysely";
import { todayInIndia } from "../../shared/dates";
import type { StepStatus } from "../../shared/orders";
import { earnedDescription, reopenedDescription } from "../../shared/workshop/entry-description";
import type { AssignmentInput } from "../../shared/workshop/karigar-input";
import type { StepAssignment, WorkloadBoard } from "../../shared/workshop/workshop";
import type { Database } from "../db/schema";
import type { Trx } from "../orders/order-change";
import { listKarigars, rateOn, type Who } from "./karigar-store";

type Reader = Kysely<Database> | Trx;

export type AssignOutcome =
  | "assigned"
  | "order-not-found"
  | "step-not-found"
  | "karigar-not-found"
  | "karigar-inactive"
  | "no-rate";

/**
 * Gives an order's step to a karigar (or to another one) with a due date. A step already
 * completed and paid for keeps its earned entry with whoever made it.
 */
export async function assignStep(
  db: Kysely<Database>,
  orderId: string,
  stepId: string,
  input: AssignmentInput,
  who: Who,
): Promise<AssignOutcome> {
  return db.transaction().execute(async (trx) => {
    const step = await trx
      .selectFrom("production_steps")
      .innerJoin("orders", "orders.order_id", "production_steps.order_id")
      .select(["production_steps.step_id", "orders.cancelled_at"])
      .where("production_steps.order_id", "=", orderId)
      .where("production_steps.step_id", "=", stepId)
      .executeTakeFirst();
    if (!step) {
      const order = await trx
        .selectFrom("orders")
        .select("order_id")
        .where("order_id", "=", orderId)
        .executeTakeFirst();
      return order ? "step-not-found" : "order-not-found";
    }
    const karigar = await trx
      .selectFrom("karigars")
      .select(["id", "active"])
      .where("id", "=", input.karigarId)
      .executeTakeFirst();
    if (!karigar) return "karigar-not-found";
    if (karigar.active !== 1) return "karigar-inactive";
    if (!(await rateOn(trx, input.karigarId, stepId, input.work, todayInIndia(who.now))))
      return "no-rate";
    const values = {
      karigar_id: input.karigarId,
      work: input.work,
      quantity: input.quantity,
      due_date: input.dueDate,
      assigned_at: who.now.toISOString(),
      assigned_by: who.by,
    };
    await trx
      .insertInto("step_assignments")
      .values({ order_id: orderId, step_id: stepId, earned_entry_id: null, ...values })
      .onConflict((oc) => oc.columns(["order_id", "step_id"]).doUpdateSet(values))
      .execute();
    return "assigned";
  });
}

export async function unassignStep(
  db: Kysely<Database>,
  orderId: string,
  stepId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom("step_assignments")
    .where("order_id", "=", orderId)
    .where("step_id", "=", stepId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * What moving an assigned step's status does to its karigar's account, in the step change's
 * own transaction (admin/step-update.ts): completing it adds its piece-rate amount (the rate
 * in force that day, times the quantity); reopening a completed step reverses that entry.
 */
export async function settleStepChange(
  trx: Trx,
  orderId: string,
  stepId: string,
  stepName: string,
  from: StepStatus,
  to: StepStatus,
  who: Who,
): Promise<void> {
  if (from === to || (from !== "completed" && to !== "completed")) return;
  const assignment = await trx
    .selectFrom("step_assignments")
    .selectAll()
    .where("order_id", "=", orderId)
    .where("step_id", "=", stepId)
    .executeTakeFirst();
  if (!assignment) return;
  const today = todayInIndia(who.now);
  const base = {
    karigar_id: assignment.karigar_id,
    on_date: today,
    order_id: orderId,
    step_id: stepId,
    method: null,
    reference: "",
    created_at: who.now.toISOString(),
    created_by: who.by,
  };
  if (to === "completed" && assignment.earned_entry_id === null) {
    const rate = await rateOn(trx, assignment.karigar_id, stepId, assignment.work, today);
    if (!rate) return;
    const { id } = await trx
      .insertInto("karigar_entries")
      .values({
        ...base,
        kind: "earned",
        amount_paise: rate.ratePaise * assignment.quantity,
        description: earnedDescription(
          stepName,
          assignment.work,
          assignment.quantity,
          rate.unit,
          rate.ratePaise,
        ),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await setEarned(trx, orderId, stepId, Number(id));
  } else if (from === "completed" && assignment.earned_entry_id !== null) {
    const earned = await trx
      .selectFrom("karigar_entries")
      .select(["amount_paise", "karigar_id"])
      .where("id", "=", assignment.earned_entry_id)
      .executeTakeFirst();
    if (earned)
      await trx
        .insertInto("karigar_entries")
        .values({
          ...base,
          karigar_id: earned.karigar_id,
          kind: "reversed",
          amount_paise: -Number(earned.amount_paise),
          description: reopenedDescription(stepName),
        })
        .execute();
    await setEarned(trx, orderId, stepId, null);
  }
}

const setEarned = (trx: Trx, orderId: string, stepId: string, id: number | null) =>
  trx
    .updateTable("step_assignments")
    .set({ earned_entry_id: id })
    .where("order_id", "=", orderId)
    .where("step_id", "=", stepId)
    .execute();

/** The assigned steps, open ones only unless `all`, of one karigar or order or every one. */
export async function assignments(
  db: Reader,
  today: string,
  where: { karigarId?: number; orderId?: string; open?: boolean },
): Promise<StepAssignment[]> {
  const rows = await db
    .selectFrom("step_assignments as a")
    .innerJoin("production_steps as s", (j) =>
      j.onRef("s.order_id", "=", "a.order_id").onRef("s.step_id", "=", "a.step_id"),
    )
    .innerJoin("orders as o", "o.order_id", "a.order_id")
    .innerJoin("karigars as k", "k.id", "a.karigar_id")
    .select([
      "a.order_id",
      "a.step_id",
      "s.name as step_name",
      "s.status",
      "a.karigar_id",
      "k.name as karigar_name",
      "a.work",
      "a.quantity",
      "a.due_date",
    ])
    .$if(where.karigarId !== undefined, (q) => q.where("a.karigar_id", "=", where.karigarId!))
    .$if(where.orderId !== undefined, (q) => q.where("a.order_id", "=", where.orderId!))
    .$if(where.open === true, (q) =>
      q.where("s.status", "!=", "completed").where("o.cancelled_at", "is", null),
    )
    .orderBy("a.due_date")
    .orderBy("a.order_id")
    .orderBy("s.step_index")
    .execute();
  return rows.map((r) => ({
    orderId: r.order_id,
    stepId: r.step_id,
    stepName: r.step_name,
    karigarId: Number(r.karigar_id),
    karigarName: r.karigar_name,
    work: r.work,
    quantity: Number(r.quantity),
    dueDate: r.due_date,
    status: r.status,
    late: r.status !== "completed" && r.due_date < today,
  }));
}

/** Each active karigar (and any other with open steps) with their open steps, late first. */
export async function workloadBoard(db: Kysely<Database>, today: string): Promise<WorkloadBoard> {
  const [karigars, open] = await Promise.all([
    listKarigars(db),
    assignments(db, today, { open: true }),
  ]);
  return {
    karigars: karigars
      .filter((k) => k.active || k.openSteps > 0)
      .map((karigar) => ({
        karigar,
        // Due-date order puts the late ones first: they are the ones due before today.
        steps: open.filter((s) => s.karigarId === karigar.id),
      })),
  };
}
