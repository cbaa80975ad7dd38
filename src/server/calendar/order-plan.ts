import type { Kysely } from "kysely";
import {
  type Alteration,
  type PublicAlteration,
  type OccasionFit,
  type OrderCalendar,
  type TrialNote,
  type TrialNoteInput,
} from "../../shared/calendar/calendar";
import { addDays, todayInIndia } from "../../shared/dates";
import type { Database } from "../db/schema";
import { orderAppointments } from "./appointment-store";

/** Whole days from one date to another (yyyy-mm-dd). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Whether the unfinished steps fit before her occasion: the nine steps' usual durations (the
 * spec's estimated days, as each order stores them) and the alterations' (the owner's), for
 * every step not completed, worked forward from today. A step in progress counts whole: a
 * boutique's day is not split.
 */
export function occasionFit(
  eventDate: string,
  remaining: readonly { estimatedDays: number }[],
  today: string,
): OccasionFit {
  const daysNeeded = remaining.reduce((sum, s) => sum + s.estimatedDays, 0);
  const readyBy = addDays(today, daysNeeded);
  return {
    eventDate,
    daysNeeded,
    daysLeft: daysBetween(today, eventDate),
    readyBy,
    fits: readyBy <= eventDate,
  };
}

export async function loadAlterations(
  db: Kysely<Database>,
  orderId: string,
): Promise<Alteration[]> {
  const rows = await db
    .selectFrom("order_alterations")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    trialNoteId: r.trial_note_id === null ? null : Number(r.trial_note_id),
    name: r.name,
    estimatedDays: Number(r.estimated_days),
    status: r.status,
    completedDate: r.completed_date,
  }));
}

/** Her order's alterations for her tracking page (after her digits): no notes, no days. */
export async function publicAlterations(
  db: Kysely<Database>,
  orderId: string,
): Promise<PublicAlteration[]> {
  return (await loadAlterations(db, orderId)).map(({ name, status, completedDate }) => ({
    name,
    status,
    completedDate,
  }));
}

/** The order's appointments, trial notes, alterations and the fit before her occasion. */
export async function orderCalendar(
  db: Kysely<Database>,
  orderId: string,
  now: Date,
): Promise<OrderCalendar> {
  const [appointments, notes, alterations, occasion, steps] = await Promise.all([
    orderAppointments(db, orderId),
    db
      .selectFrom("trial_notes as t")
      .leftJoin("admin_accounts as a", "a.username", "t.created_by")
      .select(["t.id", "t.appointment_id", "t.note", "t.created_at", "t.created_by"])
      .select("a.display_name")
      .where("t.order_id", "=", orderId)
      .orderBy("t.id", "desc")
      .execute(),
    loadAlterations(db, orderId),
    db
      .selectFrom("order_occasions")
      .select("event_date")
      .where("order_id", "=", orderId)
      .executeTakeFirst(),
    db
      .selectFrom("production_steps")
      .select(["estimated_days", "status"])
      .where("order_id", "=", orderId)
      .execute(),
  ]);
  const trialNotes: TrialNote[] = notes.map((n) => ({
    id: Number(n.id),
    appointmentId: n.appointment_id === null ? null : Number(n.appointment_id),
    note: n.note,
    createdAt: n.created_at,
    createdBy: n.display_name ?? n.created_by,
  }));
  const remaining = [
    ...steps
      .filter((s) => s.status !== "completed")
      .map((s) => ({ estimatedDays: Number(s.estimated_days) })),
    ...alterations.filter((a) => a.status !== "completed"),
  ];
  return {
    appointments,
    trialNotes,
    alterations,
    fit: occasion ? occasionFit(occasion.event_date, remaining, todayInIndia(now)) : null,
  };
}

export type PlanRefusal = "order-not-found" | "order-cancelled" | "not-found";

async function orderState(db: Kysely<Database>, orderId: string) {
  const order = await db
    .selectFrom("orders")
    .select(["cancelled_at"])
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  if (!order) return "order-not-found" as const;
  return order.cancelled_at === null ? undefined : ("order-cancelled" as const);
}

/** A fitting's notes, and each alteration it calls for as a step of the order's own. */
export async function addTrialNote(
  db: Kysely<Database>,
  orderId: string,
  input: TrialNoteInput,
  who: { by: string; now: Date },
): Promise<PlanRefusal | undefined> {
  const refused = await orderState(db, orderId);
  if (refused) return refused;
  if (input.appointmentId !== null) {
    const a = await db
      .selectFrom("appointments")
      .select("id")
      .where("id", "=", input.appointmentId)
      .where("order_id", "=", orderId)
      .executeTakeFirst();
    if (!a) return "not-found";
  }
  const at = who.now.toISOString();
  await db.transaction().execute(async (trx) => {
    const note = await trx
      .insertInto("trial_notes")
      .values({
        order_id: orderId,
        appointment_id: input.appointmentId,
        note: input.note,
        created_at: at,
        created_by: who.by,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const alteration of input.alterations)
      await trx
        .insertInto("order_alterations")
        .values({
          order_id: orderId,
          trial_note_id: Number(note.id),
          name: alteration.name,
          estimated_days: alteration.estimatedDays,
          status: "pending",
          completed_date: null,
          created_at: at,
          created_by: who.by,
          updated_at: at,
          updated_by: who.by,
        })
        .execute();
  });
  return undefined;
}

/** An alteration step moved on (completed: dated today in India). */
export async function setAlterationStatus(
  db: Kysely<Database>,
  orderId: string,
  alterationId: number,
  status: "pending" | "in-progress" | "completed",
  who: { by: string; now: Date },
): Promise<PlanRefusal | undefined> {
  const refused = await orderState(db, orderId);
  if (refused) return refused;
  const r = await db
    .updateTable("order_alterations")
    .set({
      status,
      completed_date: status === "completed" ? todayInIndia(who.now) : null,
      updated_at: who.now.toISOString(),
      updated_by: who.by,
    })
    .where("id", "=", alterationId)
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1 ? undefined : "not-found";
}

/** Her occasion's date kept on the order (null: cleared). */
export async function setOccasion(
  db: Kysely<Database>,
  orderId: string,
  eventDate: string | null,
  who: { by: string; now: Date },
): Promise<PlanRefusal | undefined> {
  const order = await db
    .selectFrom("orders")
    .select("order_id")
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  if (!order) return "order-not-found";
  if (eventDate === null) {
    await db.deleteFrom("order_occasions").where("order_id", "=", orderId).execute();
    return undefined;
  }
  const values = { event_date: eventDate, updated_at: who.now.toISOString(), updated_by: who.by };
  await db
    .insertInto("order_occasions")
    .values({ order_id: orderId, ...values })
    .onConflict((oc) => oc.column("order_id").doUpdateSet(values))
    .execute();
  return undefined;
}
