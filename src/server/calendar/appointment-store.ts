import type { Kysely } from "kysely";
import {
  instantOf,
  jaipurParts,
  type Appointment,
  type AppointmentInput,
  type MoveRequest,
} from "../../shared/calendar/calendar";
import { addDays } from "../../shared/dates";
import type { Database } from "../db/schema";
import { newTrackingCode } from "../orders/tracking-code";
import { dropReminders, planReminders } from "./appointment-reminders";

/** Who changes, when, and the site's address her reminders' links start with. */
export interface CalendarChange {
  by: string;
  now: Date;
  site: string;
}

export type Refusal =
  | "customer-not-found"
  | "order-not-found"
  | "order-not-hers"
  | "measurement-not-found"
  | "not-found"
  | "cancelled"
  | "past"
  | "revision";

const SELECT = [
  "a.id",
  "a.kind",
  "a.customer_id",
  "a.order_id",
  "a.measurement_version",
  "a.starts_at",
  "a.duration_minutes",
  "a.note",
  "a.state",
  "a.revision",
  "c.name",
  "c.phone",
] as const;

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom("appointments as a")
    .innerJoin("customers as c", "c.id", "a.customer_id")
    .select(SELECT);
}
type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>["execute"]>>[number];

async function withRequests(db: Kysely<Database>, rows: Row[]): Promise<Appointment[]> {
  const ids = rows.map((r) => Number(r.id));
  const requests =
    ids.length === 0
      ? []
      : await db
          .selectFrom("appointment_requests")
          .selectAll()
          .where("appointment_id", "in", ids)
          .orderBy("id", "desc")
          .execute();
  return rows.map((r) => {
    const { date, time } = jaipurParts(r.starts_at);
    const own: MoveRequest[] = requests
      .filter((q) => Number(q.appointment_id) === Number(r.id))
      .map((q) => ({
        id: Number(q.id),
        message: q.message,
        askedAt: q.asked_at,
        handled: Number(q.handled) === 1,
      }));
    return {
      id: Number(r.id),
      kind: r.kind,
      customerId: Number(r.customer_id),
      customerName: r.name,
      customerPhone: r.phone,
      orderId: r.order_id,
      measurementVersion: r.measurement_version === null ? null : Number(r.measurement_version),
      startsAt: r.starts_at,
      date,
      time,
      durationMinutes: Number(r.duration_minutes),
      note: r.note,
      state: r.state,
      revision: Number(r.revision),
      requests: own,
    };
  });
}

/** The appointments of `days` days from `from` (Jaipur's days), booked and cancelled, in time order. */
export async function listAppointments(
  db: Kysely<Database>,
  from: string,
  days: number,
): Promise<Appointment[]> {
  const rows = await baseQuery(db)
    .where("a.starts_at", ">=", instantOf(from, "00:00"))
    .where("a.starts_at", "<", instantOf(addDays(from, days), "00:00"))
    .orderBy("a.starts_at")
    .orderBy("a.id")
    .execute();
  return withRequests(db, rows);
}

/** An order's appointments, in time order (its page shows them). */
export async function orderAppointments(
  db: Kysely<Database>,
  orderId: string,
): Promise<Appointment[]> {
  const rows = await baseQuery(db)
    .where("a.order_id", "=", orderId)
    .orderBy("a.starts_at")
    .orderBy("a.id")
    .execute();
  return withRequests(db, rows);
}

export async function loadAppointment(
  db: Kysely<Database>,
  id: number,
): Promise<Appointment | undefined> {
  const rows = await baseQuery(db).where("a.id", "=", id).execute();
  return (await withRequests(db, rows))[0];
}

/** What an appointment points at exists and is hers. */
async function checkLinks(
  db: Kysely<Database>,
  input: AppointmentInput,
): Promise<Refusal | undefined> {
  const customer = await db
    .selectFrom("customers")
    .select("id")
    .where("id", "=", input.customerId)
    .executeTakeFirst();
  if (!customer) return "customer-not-found";
  if (input.orderId !== null) {
    const order = await db
      .selectFrom("orders")
      .select("customer_id")
      .where("order_id", "=", input.orderId)
      .executeTakeFirst();
    if (!order) return "order-not-found";
    if (order.customer_id === null || Number(order.customer_id) !== input.customerId)
      return "order-not-hers";
  }
  if (input.measurementVersion !== null) {
    const version = await db
      .selectFrom("measurements")
      .select("id")
      .where("customer_id", "=", input.customerId)
      .where("version", "=", input.measurementVersion)
      .executeTakeFirst();
    if (!version) return "measurement-not-found";
  }
  return undefined;
}

/** Books an appointment and plans its reminders, all or nothing. */
export async function createAppointment(
  db: Kysely<Database>,
  input: AppointmentInput,
  who: CalendarChange,
): Promise<Appointment | Refusal> {
  const startsAt = instantOf(input.date, input.time);
  if (new Date(startsAt) <= who.now) return "past";
  const id = await db.transaction().execute(async (trx) => {
    const refused = await checkLinks(trx, input);
    if (refused) return refused;
    const at = who.now.toISOString();
    const row = await trx
      .insertInto("appointments")
      .values({
        kind: input.kind,
        customer_id: input.customerId,
        order_id: input.orderId,
        measurement_version: input.measurementVersion,
        starts_at: startsAt,
        duration_minutes: input.durationMinutes,
        note: input.note,
        state: "booked",
        revision: 0,
        code: newTrackingCode(),
        created_at: at,
        created_by: who.by,
        updated_at: at,
        updated_by: who.by,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await planReminders(trx, Number(row.id), who);
    return Number(row.id);
  });
  return typeof id === "number" ? (await loadAppointment(db, id))! : id;
}

/**
 * Changes an appointment (a new time, kind, order or note): its waiting reminders are dropped
 * and planned again for the time it now has, so she is reminded of the right one, once.
 */
export async function updateAppointment(
  db: Kysely<Database>,
  id: number,
  input: AppointmentInput,
  who: CalendarChange,
): Promise<Appointment | Refusal> {
  const startsAt = instantOf(input.date, input.time);
  const outcome = await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("appointments")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) return "not-found" as const;
    if (before.state === "cancelled") return "cancelled" as const;
    if (input.revision !== undefined && input.revision !== Number(before.revision))
      return "revision" as const;
    if (startsAt !== before.starts_at && new Date(startsAt) <= who.now) return "past" as const;
    const refused = await checkLinks(trx, input);
    if (refused) return refused;
    const changed = await trx
      .updateTable("appointments")
      .set({
        kind: input.kind,
        customer_id: input.customerId,
        order_id: input.orderId,
        measurement_version: input.measurementVersion,
        starts_at: startsAt,
        duration_minutes: input.durationMinutes,
        note: input.note,
        revision: Number(before.revision) + 1,
        updated_at: who.now.toISOString(),
        updated_by: who.by,
      })
      .where("id", "=", id)
      .where("revision", "=", before.revision)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return "revision" as const;
    await dropReminders(trx, [id]);
    await planReminders(trx, id, who);
    return undefined;
  });
  return outcome ?? (await loadAppointment(db, id))!;
}

/** Cancels an appointment: its reminders still waiting are not sent. */
export async function cancelAppointment(
  db: Kysely<Database>,
  id: number,
  who: CalendarChange,
): Promise<Appointment | Refusal> {
  const outcome = await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("appointments")
      .select(["state", "revision"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) return "not-found" as const;
    if (before.state === "cancelled") return undefined;
    await trx
      .updateTable("appointments")
      .set({
        state: "cancelled",
        revision: Number(before.revision) + 1,
        updated_at: who.now.toISOString(),
        updated_by: who.by,
      })
      .where("id", "=", id)
      .execute();
    await dropReminders(trx, [id]);
    return undefined;
  });
  return outcome ?? (await loadAppointment(db, id))!;
}

/** An owner has answered her request to move it. */
export async function markRequestHandled(
  db: Kysely<Database>,
  appointmentId: number,
  requestId: number,
): Promise<boolean> {
  const r = await db
    .updateTable("appointment_requests")
    .set({ handled: 1 })
    .where("id", "=", requestId)
    .where("appointment_id", "=", appointmentId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
