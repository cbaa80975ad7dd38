/**
 * Hostile bodies and queries for the calendar (issue 24 §3), in process on both engines: an
 * owner's bookings and changes, the day's and week's reads, and her request to move an
 * appointment from her link (no session). Each answer is the one the shared schema calls for
 * (a refused field named in words for people), never a 5xx, and a refusal stores nothing.
 */
import fc from "fast-check";
import type { Hono } from "hono";
import { beforeAll, beforeEach, expect, it } from "vitest";
import {
  AlterationStatusSchema,
  AppointmentInputSchema,
  MoveRequestSchema,
  OccasionSchema,
  RangeQuerySchema,
  TrialNoteSchema,
} from "../../shared/calendar/calendar";
import { createAdminTestApp, sessionTokenFor } from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { rowCounts } from "../test-support/stored-state";
import {
  bodyVerdict,
  expectVerdict,
  fieldValue,
  hostileClient,
  hostileJson,
  hostilePathSegment,
  hostileString,
  mostlyJsonRequest,
  objectBody,
  requestInit,
  runs,
} from "../test-support/hostile-input";

const NOW = new Date("2026-03-02T06:00:00Z");
const BODY_BYTES = 4 * 1024;

const int = (min: number, max: number) =>
  fc.oneof(fc.integer({ min, max }), fc.double(), hostileJson);

describeEachEngine("hostile calendar bodies and queries", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let auth: Record<string, string>;
  let client: ReturnType<typeof hostileClient>;
  let customerId: number;
  let appointmentId: number;
  let code: string;

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => NOW);
    auth = { authorization: `Bearer ${await sessionTokenFor(testDb.db, "sunita", NOW)}` };
    const customer = await testDb.db.db
      .selectFrom("customers")
      .select("id")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    customerId = Number(customer.id);
    const made = await app.request("/api/admin/calendar/appointments", {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ kind: "fitting", customerId, date: "2026-03-05", time: "11:00" }),
    });
    expect(made.status).toBe(201);
    appointmentId = ((await made.json()) as { appointment: { id: number } }).appointment.id;
    code = (
      await testDb.db.db
        .selectFrom("appointments")
        .select("code")
        .where("id", "=", appointmentId)
        .executeTakeFirstOrThrow()
    ).code;
  });
  beforeEach(() => {
    client = hostileClient(app);
  });

  const counts = () =>
    rowCounts(testDb.db, [
      "appointments",
      "appointment_requests",
      "contact_messages",
      "outbox_messages",
    ]);

  const planCounts = () =>
    rowCounts(testDb.db, ["trial_notes", "order_alterations", "order_occasions"]);

  const appointment = () =>
    objectBody({
      kind: fieldValue(fc.constantFrom("measurement", "fitting", "pickup", "delivery", "party")),
      customerId: fc.oneof(fc.constant(customerId), int(-5, 5)),
      orderId: fc.oneof(fc.constant(null), fieldValue(fc.constantFrom("", "RR2024001"))),
      measurementVersion: fc.oneof(fc.constant(null), int(-2, 3)),
      date: fieldValue(fc.constantFrom("2026-03-09", "2026-02-30", "2026-3-9", "2026-03-01")),
      time: fieldValue(fc.constantFrom("10:30", "24:00", "9:30")),
      durationMinutes: int(0, 600),
      note: fieldValue(fc.constantFrom("", "Bring the blouse")),
    });

  it("answers each booking and change as its schema does, and a refusal stores nothing", async () => {
    const cases = [
      { url: "/api/admin/calendar/appointments", method: "POST", ok: 201 },
      { url: `/api/admin/calendar/appointments/${appointmentId}`, method: "PUT", ok: 200 },
    ] as const;
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...cases)
          .chain((c) => mostlyJsonRequest(appointment()).map((req) => ({ c, req }))),
        async ({ c, req }) => {
          const verdict = bodyVerdict(req, BODY_BYTES, AppointmentInputSchema);
          const before = await counts();
          const answer = await client.send(c.url, requestInit(c.method, req, auth));
          if ("data" in verdict) {
            // A valid body may still name what is not there, or not hers, or a past time.
            if (answer.status === 400)
              expect((answer.json as { field: string }).field).toMatch(
                /^(customerId|orderId|measurementVersion|time)$/,
              );
            else expect(answer.status).toBe(c.ok);
          } else {
            expectVerdict(verdict, answer);
            expect(await counts()).toEqual(before);
          }
        },
      ),
      { numRuns: runs(engine, 200) },
    );
  });

  it("answers a trial note, an alteration's status and her occasion as their schemas do", async () => {
    const order = (
      await testDb.db.db
        .selectFrom("orders")
        .select("order_id")
        .orderBy("order_id")
        .executeTakeFirstOrThrow()
    ).order_id;
    const cases = [
      {
        url: `/api/admin/calendar/orders/${order}/trial-notes`,
        method: "POST",
        schema: TrialNoteSchema,
        body: objectBody({
          appointmentId: fc.oneof(fc.constant(null), int(-2, 3)),
          note: fieldValue(fc.constantFrom("Loose at the waist", "")),
          alterations: fc.oneof(
            fc.array(
              objectBody({
                name: fieldValue(fc.constantFrom("Take in the waist", "")),
                estimatedDays: int(-1, 70),
              }),
              { maxLength: 12 },
            ),
            hostileJson,
          ),
        }),
        ok: 201,
      },
      {
        url: `/api/admin/calendar/orders/${order}/alterations/1`,
        method: "PATCH",
        schema: AlterationStatusSchema,
        body: objectBody({
          status: fieldValue(fc.constantFrom("pending", "in-progress", "completed", "done")),
        }),
        ok: 200,
      },
      {
        url: `/api/admin/calendar/orders/${order}/occasion`,
        method: "PUT",
        schema: OccasionSchema,
        body: objectBody({
          eventDate: fc.oneof(
            fc.constant(null),
            fieldValue(fc.constantFrom("2026-04-01", "2026-02-30", "2026-4-1")),
          ),
        }),
        ok: 200,
      },
    ] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...cases).chain((c) =>
          mostlyJsonRequest(c.body as fc.Arbitrary<Record<string, unknown>>).map((req) => ({
            c,
            req,
          })),
        ),
        async ({ c, req }) => {
          const verdict = bodyVerdict(req, BODY_BYTES, c.schema as typeof OccasionSchema);
          const before = await planCounts();
          const answer = await client.send(c.url, requestInit(c.method, req, auth));
          if ("data" in verdict) {
            // A valid body may name an appointment not the order's, or no alteration yet.
            if (answer.status === 400)
              expect((answer.json as { field: string }).field).toBe("appointmentId");
            else if (answer.status !== 404) expect(answer.status).toBe(c.ok);
          } else {
            expectVerdict(verdict, answer);
            expect(await planCounts()).toEqual(before);
          }
        },
      ),
      { numRuns: runs(engine, 200) },
    );
  });

  it("answers her request to move it as its schema does, without a session", async () => {
    await fc.assert(
      fc.asyncProperty(
        mostlyJsonRequest(objectBody({ message: fieldValue(fc.constantFrom("Sunday?", "")) })),
        async (req) => {
          const verdict = bodyVerdict(req, 2048, MoveRequestSchema);
          const before = await counts();
          const answer = await client.send(
            `/api/appointments/${code}/requests`,
            requestInit("POST", req, { "x-forwarded-for": client.freshIp() }),
          );
          if ("data" in verdict) {
            expect([201, 429]).toContain(answer.status);
            await testDb.db.db.updateTable("appointment_requests").set({ handled: 1 }).execute();
          } else {
            expectVerdict(verdict, answer);
            expect(await counts()).toEqual(before);
          }
        },
      ),
      { numRuns: runs(engine, 150) },
    );
  });

  it("refuses any day or week that is not a date and 1 to 7 days, naming the field", async () => {
    await fc.assert(
      fc.asyncProperty(hostileString(20), hostileString(4), async (from, days) => {
        const query = new URLSearchParams({ from, days });
        const { status, json } = await client.send(`/api/admin/calendar?${query}`, {
          headers: auth,
        });
        const parsed = RangeQuerySchema.safeParse({ from, days });
        if (parsed.success) expect(status).toBe(200);
        else {
          expect(status).toBe(400);
          expect((json as { field: string }).field).toBe(parsed.error.issues[0]!.path.join("."));
        }
      }),
      { numRuns: runs(engine, 150) },
    );
  });

  it("answers a hostile code in her link with 404 or, soon, 429: never anything else", async () => {
    await fc.assert(
      fc.asyncProperty(hostilePathSegment, async (segment) => {
        const { status } = await client.send(`/api/appointments/${segment}`, {
          headers: { "x-forwarded-for": client.freshIp() },
        });
        expect([404, 429]).toContain(status);
      }),
      { numRuns: runs(engine, 100) },
    );
  });
});
