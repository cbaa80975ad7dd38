import { Hono, type Context } from "hono";
import {
  AlterationStatusSchema,
  AppointmentInputSchema,
  CALENDAR_REFUSALS,
  OccasionSchema,
  TrialNoteSchema,
  RangeQuerySchema,
  type CalendarAnswer,
} from "../../shared/calendar/calendar";
import type { AdminDeps } from "../admin/admin-deps";
import { requireOwner, type OwnerEnv } from "../auth/require-owner";
import { jsonBodyLimit } from "../json-body";
import { invalidInput } from "../admin/invalid-input";
import { validatedBody } from "../validated-body";
import {
  cancelAppointment,
  createAppointment,
  listAppointments,
  loadAppointment,
  markRequestHandled,
  updateAppointment,
  type CalendarChange,
  type Refusal,
} from "./appointment-store";
import {
  addTrialNote,
  orderCalendar,
  setAlterationStatus,
  setOccasion,
  type PlanRefusal,
} from "./order-plan";

const ID = ":id{[0-9]{1,9}}";
const ORDER = "/orders/:orderId{[A-Za-z0-9-]{1,40}}";

/** The refusal's status, words and field. */
const REFUSALS: Record<Refusal, [status: 400 | 404 | 409, error: string, field?: string]> = {
  "customer-not-found": [400, CALENDAR_REFUSALS.customerNotFound, "customerId"],
  "order-not-found": [400, CALENDAR_REFUSALS.orderNotFound, "orderId"],
  "order-not-hers": [400, CALENDAR_REFUSALS.orderNotHers, "orderId"],
  "measurement-not-found": [400, CALENDAR_REFUSALS.measurementNotFound, "measurementVersion"],
  past: [400, CALENDAR_REFUSALS.past, "time"],
  "not-found": [404, CALENDAR_REFUSALS.notFound],
  cancelled: [409, CALENDAR_REFUSALS.cancelled],
  revision: [409, CALENDAR_REFUSALS.revision],
};

/**
 * Under /api/admin/calendar (any owner): a day's or a week's appointments, an order's, one
 * booked, changed (its reminders planned again), cancelled (its reminders dropped), and her
 * request to move one marked answered.
 */
export function calendarRoutes(deps: AdminDeps): Hono<OwnerEnv> {
  const owner = requireOwner(deps);
  const body = jsonBodyLimit(4 * 1024);
  const who = (c: Context<OwnerEnv>): CalendarChange => ({
    by: c.get("session").user.username,
    now: deps.now(),
    site: deps.publicUrl,
  });
  const idOf = (c: Context) => Number(c.req.param("id"));
  const answer = (c: Context, outcome: Awaited<ReturnType<typeof createAppointment>>, ok = 200) => {
    if (typeof outcome === "string") {
      const [status, error, field] = REFUSALS[outcome];
      return c.json(field ? { error, field } : { error }, status);
    }
    return c.json({ appointment: outcome }, ok as 200 | 201);
  };

  /** An order's plan refused: the order missing or cancelled, an appointment or alteration not its. */
  const planRefusal = (c: Context, refusal: PlanRefusal, field?: string) =>
    refusal === "order-not-found"
      ? c.json({ error: CALENDAR_REFUSALS.orderNotFound }, 404)
      : refusal === "order-cancelled"
        ? c.json({ error: CALENDAR_REFUSALS.orderCancelled }, 409)
        : field
          ? c.json({ error: CALENDAR_REFUSALS.notFound, field }, 400)
          : c.json({ error: CALENDAR_REFUSALS.alterationNotFound }, 404);

  return new Hono<OwnerEnv>()
    .get("/", owner, async (c) => {
      const range = RangeQuerySchema.safeParse(c.req.query());
      if (!range.success) return c.json(invalidInput(range.error), 400);
      const { from, days } = range.data;
      const result: CalendarAnswer = {
        from,
        days,
        appointments: await listAppointments(deps.db, from, days),
      };
      return c.json(result);
    })
    .get(ORDER, owner, async (c) => {
      const orderId = c.req.param("orderId");
      const found = await deps.db
        .selectFrom("orders")
        .select("order_id")
        .where("order_id", "=", orderId)
        .executeTakeFirst();
      if (!found) return planRefusal(c, "order-not-found");
      return c.json(await orderCalendar(deps.db, orderId, deps.now()));
    })
    .post(`${ORDER}/trial-notes`, owner, body, async (c) => {
      const input = await validatedBody(c, TrialNoteSchema);
      if (!input.ok) return input.response;
      const orderId = c.req.param("orderId");
      const refused = await addTrialNote(deps.db, orderId, input.data, who(c));
      if (refused) return planRefusal(c, refused, "appointmentId");
      return c.json(await orderCalendar(deps.db, orderId, deps.now()), 201);
    })
    .patch(`${ORDER}/alterations/${ID}`, owner, body, async (c) => {
      const input = await validatedBody(c, AlterationStatusSchema);
      if (!input.ok) return input.response;
      const orderId = c.req.param("orderId");
      const refused = await setAlterationStatus(
        deps.db,
        orderId,
        idOf(c),
        input.data.status,
        who(c),
      );
      if (refused) return planRefusal(c, refused);
      return c.json(await orderCalendar(deps.db, orderId, deps.now()));
    })
    .put(`${ORDER}/occasion`, owner, body, async (c) => {
      const input = await validatedBody(c, OccasionSchema);
      if (!input.ok) return input.response;
      const orderId = c.req.param("orderId");
      const refused = await setOccasion(deps.db, orderId, input.data.eventDate, who(c));
      if (refused) return planRefusal(c, refused);
      return c.json(await orderCalendar(deps.db, orderId, deps.now()));
    })
    .post("/appointments", owner, body, async (c) => {
      const input = await validatedBody(c, AppointmentInputSchema);
      if (!input.ok) return input.response;
      return answer(c, await createAppointment(deps.db, input.data, who(c)), 201);
    })
    .get(`/appointments/${ID}`, owner, async (c) => {
      const found = await loadAppointment(deps.db, idOf(c));
      return found ? c.json({ appointment: found }) : answer(c, "not-found");
    })
    .put(`/appointments/${ID}`, owner, body, async (c) => {
      const input = await validatedBody(c, AppointmentInputSchema);
      if (!input.ok) return input.response;
      return answer(c, await updateAppointment(deps.db, idOf(c), input.data, who(c)));
    })
    .post(`/appointments/${ID}/cancellation`, owner, async (c) =>
      answer(c, await cancelAppointment(deps.db, idOf(c), who(c))),
    )
    .post(`/appointments/${ID}/requests/:requestId{[0-9]{1,9}}/handled`, owner, async (c) => {
      const done = await markRequestHandled(deps.db, idOf(c), Number(c.req.param("requestId")));
      if (!done) return c.json({ error: CALENDAR_REFUSALS.requestNotFound }, 404);
      return answer(c, (await loadAppointment(deps.db, idOf(c)))!);
    });
}
