import { Hono, type Context } from "hono";
import type { Kysely } from "kysely";
import {
  CALENDAR_REFUSALS,
  MoveRequestSchema,
  jaipurParts,
  type PublicAppointment,
} from "../../shared/calendar/calendar";
import { TRACKING_CODE_PATTERN } from "../../shared/tracking-code-pattern";
import { clientNetwork } from "../client-ip";
import type { Database } from "../db/schema";
import { jsonBodyLimit } from "../json-body";
import { ORDER_LOOKUP_LIMIT, WRONG_DIGITS_COST } from "../orders/order-routes";
import { rateLimitByNetwork, type RateLimiter } from "../rate-limit";
import { validatedBody } from "../validated-body";
import { phoneKey } from "../../shared/phone";

interface MoveRequestDeps {
  db: Kysely<Database>;
  limiter: RateLimiter;
  trustProxy: boolean;
  now: () => Date;
}

/** Her requests to move one appointment that wait for an answer, at most: more is a flood. */
export const OPEN_REQUESTS_MAX = 5;
const NOT_FOUND = { error: CALENDAR_REFUSALS.notFound } as const;

const KIND_WORDS = {
  measurement: "measurement",
  fitting: "fitting",
  pickup: "pickup",
  delivery: "delivery",
} as const;

/**
 * Her page to ask for another time (`/api/appointments`), opened by the unguessable code in
 * her reminder's link. Every lookup takes one of the client network's tracking lookups, and a
 * wrong code takes several more, so guessing codes is soon refused (429); an unknown code and a
 * malformed one get the same 404. Her request reaches the owners in the calendar and the inbox.
 */
export function moveRequestRoutes(deps: MoveRequestDeps): Hono {
  const limit = rateLimitByNetwork(deps.limiter, ORDER_LOOKUP_LIMIT, deps.trustProxy);
  async function find(c: Context) {
    const code = c.req.param("code") ?? "";
    const row = TRACKING_CODE_PATTERN.test(code)
      ? await deps.db
          .selectFrom("appointments as a")
          .innerJoin("customers as c", "c.id", "a.customer_id")
          .select(["a.id", "a.kind", "a.starts_at", "a.state", "a.customer_id"])
          .select(["c.name", "c.phone", "c.email"])
          .where("a.code", "=", code)
          .executeTakeFirst()
      : undefined;
    if (!row) {
      const { name, limit: max, windowMs } = ORDER_LOOKUP_LIMIT;
      await deps.limiter.hit(
        `${name}:${clientNetwork(c, deps.trustProxy)}`,
        max,
        windowMs,
        WRONG_DIGITS_COST,
      );
    }
    return row;
  }
  const openRequests = async (appointmentId: number) =>
    (
      await deps.db
        .selectFrom("appointment_requests")
        .select("id")
        .where("appointment_id", "=", appointmentId)
        .where("handled", "=", 0)
        .execute()
    ).length;

  return new Hono()
    .get("/:code", limit, async (c) => {
      const a = await find(c);
      if (!a) return c.json(NOT_FOUND, 404);
      const answer: PublicAppointment = {
        kind: a.kind,
        ...jaipurParts(a.starts_at),
        cancelled: a.state === "cancelled",
        asked: (await openRequests(Number(a.id))) > 0,
      };
      return c.json({ appointment: answer });
    })
    .post("/:code/requests", limit, jsonBodyLimit(2048), async (c) => {
      const input = await validatedBody(c, MoveRequestSchema);
      if (!input.ok) return input.response;
      const a = await find(c);
      if (!a) return c.json(NOT_FOUND, 404);
      if (a.state === "cancelled") return c.json({ error: CALENDAR_REFUSALS.cancelled }, 409);
      if ((await openRequests(Number(a.id))) >= OPEN_REQUESTS_MAX)
        return c.json({ error: ORDER_LOOKUP_LIMIT.message }, 429);
      const at = deps.now().toISOString();
      const { date, time } = jaipurParts(a.starts_at);
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .insertInto("appointment_requests")
          .values({
            appointment_id: Number(a.id),
            message: input.data.message,
            asked_at: at,
            handled: 0,
          })
          .execute();
        // The owners' inbox shows it beside the website's messages, from her record.
        await trx
          .insertInto("contact_messages")
          .values({
            name: a.name,
            phone: a.phone,
            phone_key: phoneKey(a.phone),
            email: a.email,
            subject: `Another time for her ${KIND_WORDS[a.kind]} on ${date} at ${time}`,
            message: input.data.message,
            received_at: at,
            customer_id: Number(a.customer_id),
          })
          .execute();
      });
      return c.json({ ok: true }, 201);
    });
}
