/**
 * What every stored row must satisfy, checked by reading the tables back: no half-written step
 * update (order, steps, history and audit agree) and no contact message the schema forbids.
 * Returns the problems found, so a failing test names each one.
 */
import type { Kysely } from "kysely";
import { ContactSchema } from "../../shared/contact-schema";
import {
  CUSTOMER_STATUSES,
  PRODUCTION_STEP_TEMPLATE,
  STEP_STATUSES,
  currentStepOf,
  customerStatusFor,
} from "../../shared/orders";
import type { Database } from "../db/schema";

export async function orderProblems(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const orders = await db.selectFrom("orders").selectAll().orderBy("order_id").execute();
  const steps = await db.selectFrom("production_steps").selectAll().orderBy("step_index").execute();
  const history = await db.selectFrom("status_history").selectAll().orderBy("seq").execute();
  const changes = await db.selectFrom("step_changes").selectAll().orderBy("id").execute();

  for (const order of orders) {
    const id = order.order_id;
    const own = steps.filter((s) => s.order_id === id);
    const ownHistory = history.filter((h) => h.order_id === id);
    const problem = (text: string) => problems.push(`${id}: ${text}`);

    if (own.map((s) => s.step_id).join() !== PRODUCTION_STEP_TEMPLATE.map((t) => t.id).join())
      problem(`steps are ${own.map((s) => s.step_id).join()}`);
    for (const step of own) {
      if (!STEP_STATUSES.includes(step.status)) problem(`${step.step_id} status ${step.status}`);
      if ((step.status === "completed") !== (step.completed_date !== null))
        problem(`${step.step_id} is ${step.status} with completed date ${step.completed_date}`);
    }
    if (order.current_step !== currentStepOf(own))
      problem(`currentStep ${order.current_step}, steps say ${currentStepOf(own)}`);
    if (order.customer_status !== customerStatusFor(order.current_step))
      problem(`status ${order.customer_status} at step ${order.current_step}`);
    if (!CUSTOMER_STATUSES.includes(order.customer_status)) problem("unknown customer status");
    if (ownHistory.map((h) => Number(h.seq)).join() !== ownHistory.map((_, i) => i).join())
      problem(`history seq ${ownHistory.map((h) => h.seq).join()}`);
    if (ownHistory.at(-1)?.status !== order.customer_status)
      problem(`last history entry ${ownHistory.at(-1)?.status}, status ${order.customer_status}`);

    // The latest audit row of each step names the status and owner the step now has.
    for (const step of own) {
      const last = changes.filter((c) => c.order_id === id && c.step_id === step.step_id).at(-1);
      if (!last) continue;
      if (last.to_status !== step.status || last.changed_by !== step.updated_by)
        problem(
          `${step.step_id} is ${step.status} by ${step.updated_by}; audit says ${last.to_status} by ${last.changed_by}`,
        );
    }
  }
  return problems;
}

/** Every stored message must be exactly what ContactSchema makes of it (trimmed, in limits). */
export async function contactProblems(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom("contact_messages").selectAll().execute();
  const problems: string[] = [];
  for (const row of rows) {
    const stored = {
      name: row.name,
      phone: row.phone,
      email: row.email,
      subject: row.subject,
      message: row.message,
    };
    const parsed = ContactSchema.safeParse(stored);
    if (!parsed.success) problems.push(`message ${row.id}: ${parsed.error.issues[0]?.message}`);
    else if (JSON.stringify(parsed.data) !== JSON.stringify(stored))
      problems.push(`message ${row.id} is not in its normal form`);
    if (Number.isNaN(Date.parse(row.received_at))) problems.push(`message ${row.id}: no time`);
  }
  return problems;
}
