/**
 * What every stored row must satisfy, checked by reading the tables back: no half-written
 * change to an order (order, steps, history, payments and timeline agree) and no contact
 * message the schema forbids. Returns the problems found, so a failing test names each one.
 */
import type { Kysely } from "kysely";
import { ContactSchema } from "../../shared/contact-schema";
import {
  CUSTOMER_STATUSES,
  STEP_STATUSES,
  currentStepOf,
  customerStatusFor,
  templateOfSteps,
} from "../../shared/orders";
import type { Database } from "../db/schema";

type Tables = Awaited<ReturnType<typeof readTables>>;

async function readTables(db: Kysely<Database>) {
  const [orders, steps, history, events, payments] = await Promise.all([
    db.selectFrom("orders").selectAll().orderBy("order_id").execute(),
    db.selectFrom("production_steps").selectAll().orderBy("step_index").execute(),
    db.selectFrom("status_history").selectAll().orderBy("seq").execute(),
    db.selectFrom("order_events").selectAll().orderBy("id").execute(),
    db.selectFrom("payments").selectAll().orderBy("id").execute(),
  ]);
  return { orders, steps, history, events, payments };
}

export async function orderProblems(db: Kysely<Database>): Promise<string[]> {
  const tables = await readTables(db);
  return tables.orders.flatMap((order) => {
    const problems: string[] = [];
    const problem = (text: string) => problems.push(`${order.order_id}: ${text}`);
    stepProblems(order, tables, problem);
    timelineProblems(order, tables, problem);
    paymentProblems(order, tables, problem);
    return problems;
  });
}

type Order = Tables["orders"][number];
type Report = (text: string) => void;

/** Steps, current step, customer status and history agree with one another. */
function stepProblems(order: Order, { steps, history }: Tables, problem: Report): void {
  const own = steps.filter((s) => s.order_id === order.order_id);
  const ownHistory = history.filter((h) => h.order_id === order.order_id);
  const template = templateOfSteps(own.map((s) => s.step_id));
  if (own.map((s) => s.step_id).join() !== template.steps.map((t) => t.id).join())
    problem(`steps are ${own.map((s) => s.step_id).join()}`);
  for (const step of own) {
    if (!STEP_STATUSES.includes(step.status)) problem(`${step.step_id} status ${step.status}`);
    if ((step.status === "completed") !== (step.completed_date !== null))
      problem(`${step.step_id} is ${step.status} with completed date ${step.completed_date}`);
  }
  if (order.current_step !== currentStepOf(own))
    problem(`currentStep ${order.current_step}, steps say ${currentStepOf(own)}`);
  if (order.customer_status !== customerStatusFor(order.current_step, template))
    problem(`status ${order.customer_status} at step ${order.current_step}`);
  if (!CUSTOMER_STATUSES.includes(order.customer_status)) problem("unknown customer status");
  if (ownHistory.map((h) => Number(h.seq)).join() !== ownHistory.map((_, i) => i).join())
    problem(`history seq ${ownHistory.map((h) => h.seq).join()}`);
  if (ownHistory.at(-1)?.status !== order.customer_status)
    problem(`last history entry ${ownHistory.at(-1)?.status}, status ${order.customer_status}`);
}

/**
 * The timeline opens with the order's creation; the latest entry about each step names the
 * status and owner the step now has; the latest status entry is the order's status; a
 * cancelled order has one cancellation entry and no step changes after it.
 */
function timelineProblems(order: Order, { steps, events }: Tables, problem: Report): void {
  const own = events.filter((e) => e.order_id === order.order_id);
  const detail = (e: (typeof own)[number]) => JSON.parse(e.detail) as Record<string, unknown>;
  if (own[0]?.kind !== "created" || own.filter((e) => e.kind === "created").length !== 1)
    problem(`timeline starts with ${own[0]?.kind}, not one creation`);
  for (const step of steps.filter((s) => s.order_id === order.order_id)) {
    const last = own.filter((e) => e.kind === "step" && detail(e).stepId === step.step_id).at(-1);
    if (last && (detail(last).to !== step.status || last.by !== step.updated_by))
      problem(
        `${step.step_id} is ${step.status} by ${step.updated_by}; timeline says ${String(detail(last).to)} by ${last.by}`,
      );
  }
  const lastStatus = own.filter((e) => e.kind === "status").at(-1);
  if (lastStatus && detail(lastStatus).status !== order.customer_status)
    problem(`timeline status ${String(detail(lastStatus).status)}, order ${order.customer_status}`);
  const cancellations = own.filter((e) => e.kind === "cancelled");
  if (cancellations.length !== (order.cancelled_at ? 1 : 0))
    problem(`${cancellations.length} cancellation entries, cancelled_at ${order.cancelled_at}`);
  const cancelledId = cancellations[0]?.id;
  if (cancelledId !== undefined && own.some((e) => e.kind === "step" && e.id > cancelledId))
    problem("a step changed after the order was cancelled");
}

/**
 * Every payment and refund has its timeline entry; a reversal takes back exactly the payment
 * or refund it names, on the same order, once; a reversal is never itself reversed.
 */
function paymentProblems(order: Order, { payments, events }: Tables, problem: Report): void {
  const own = payments.filter((p) => p.order_id === order.order_id);
  const told = events
    .filter((e) => e.order_id === order.order_id)
    .filter((e) => e.kind === "payment" || e.kind === "payment-reversed" || e.kind === "refund")
    .map((e) => Number((JSON.parse(e.detail) as { paymentId: number }).paymentId));
  if (told.join() !== own.map((p) => Number(p.id)).join())
    problem(`payments ${own.map((p) => p.id).join()}, timeline tells ${told.join()}`);
  for (const p of own) {
    if (p.reverses_id === null) {
      // A payment is money in, a refund money out.
      if (p.refund === 1 ? Number(p.amount_rupees) >= 0 : Number(p.amount_rupees) <= 0)
        problem(`${p.refund === 1 ? "refund" : "payment"} ${p.id} of ${p.amount_rupees}`);
      continue;
    }
    const reversed = own.find((q) => Number(q.id) === Number(p.reverses_id));
    if (!reversed || reversed.reverses_id !== null)
      problem(`entry ${p.id} reverses ${p.reverses_id}, not a payment of this order`);
    else if (reversed.refund !== p.refund)
      problem(
        `entry ${p.id} reverses ${p.reverses_id} but not as a ${reversed.refund ? "refund" : "payment"}`,
      );
    else if (Number(p.amount_rupees) !== -Number(reversed.amount_rupees))
      problem(`entry ${p.id} takes back ${p.amount_rupees} of ${reversed.amount_rupees}`);
  }
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
