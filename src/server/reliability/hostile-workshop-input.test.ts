/**
 * Hostile bodies and queries for the workshop (issue 24 §1), from a logged-in owner, in process
 * on both engines: each answer is the one the shared schema calls for (a refused field named in
 * words for people), never a 5xx, and a refusal stores nothing.
 */
import fc from "fast-check";
import type { Hono } from "hono";
import { beforeAll, beforeEach, expect, it } from "vitest";
import {
  AdjustmentInputSchema,
  AssignmentInputSchema,
  KarigarInputSchema,
  PayoutInputSchema,
} from "../../shared/workshop/karigar-input";
import { createAdminTestApp, sessionTokenFor } from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { rowCounts } from "../test-support/stored-state";
import {
  bodyVerdict,
  expectVerdict,
  fieldValue,
  hostileClient,
  hostileString,
  hostileJson,
  mostlyJsonRequest,
  objectBody,
  requestInit,
  runs,
} from "../test-support/hostile-input";

const NOW = new Date("2026-03-02T06:00:00Z");
const BODY_BYTES = 32 * 1024;

const amount = fc.oneof(
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
  fc.double(),
  hostileJson,
);
const date = fieldValue(fc.constantFrom("2026-03-02", "2026-02-30", "2026-3-2"));

const bodies = {
  karigar: objectBody({
    name: fieldValue(fc.constantFrom("Salma Bano", "मीना देवी")),
    phone: fieldValue(fc.constantFrom("+91 98290 11111", "12")),
    place: fieldValue(fc.constantFrom("workshop", "outside", "home")),
    skills: fc.oneof(fc.array(fc.constantFrom("step-4", "step-5", "step-99")), hostileJson),
    note: fieldValue(fc.constant("")),
    active: fc.oneof(fc.boolean(), hostileJson),
    rates: fc.oneof(
      fc.array(
        objectBody({
          stepId: fieldValue(fc.constantFrom("step-4", "step-9")),
          work: fieldValue(fc.constant("Gota border")),
          unit: fieldValue(fc.constantFrom("piece", "metre", "kg")),
          ratePaise: amount,
          effectiveFrom: date,
        }),
        { maxLength: 3 },
      ),
      hostileJson,
    ),
  }),
  adjustment: objectBody({ amountPaise: amount, reason: fieldValue(fc.constant("Thread")) }),
  payout: objectBody({
    amountPaise: amount,
    method: fieldValue(fc.constantFrom("cash", "upi", "cheque")),
    reference: fieldValue(fc.constantFrom("", "UTR 1234")),
    paidOn: date,
  }),
  assignment: objectBody({
    karigarId: fc.oneof(fc.integer({ min: -5, max: 5 }), hostileJson),
    work: fieldValue(fc.constant("Gota border")),
    quantity: fc.oneof(fc.integer({ min: -5, max: 2000 }), hostileJson),
    dueDate: date,
  }),
};

describeEachEngine("hostile workshop bodies from an owner", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let auth: Record<string, string>;
  let client: ReturnType<typeof hostileClient>;
  let karigarId: number;

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => NOW);
    auth = { authorization: `Bearer ${await sessionTokenFor(testDb.db, "sunita", NOW)}` };
    const made = await app.request("/api/admin/workshop/karigars", {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({
        name: "Salma Bano",
        phone: "+91 98290 11111",
        place: "workshop",
        rates: [
          {
            stepId: "step-4",
            work: "Gota border",
            unit: "metre",
            ratePaise: 9000,
            effectiveFrom: "2026-01-01",
          },
        ],
      }),
    });
    expect(made.status).toBe(201);
    karigarId = ((await made.json()) as { karigar: { id: number } }).karigar.id;
  });
  beforeEach(() => {
    client = hostileClient(app);
  });

  const counts = () =>
    rowCounts(testDb.db, ["karigars", "karigar_rates", "step_assignments", "karigar_entries"]);

  it("answers each write as its schema does, and a refusal stores nothing", async () => {
    const order = (
      await testDb.db.db.selectFrom("orders").select("order_id").executeTakeFirstOrThrow()
    ).order_id;
    const cases = [
      {
        url: "/api/admin/workshop/karigars",
        method: "POST",
        schema: KarigarInputSchema,
        body: bodies.karigar,
        ok: 201,
      },
      {
        url: `/api/admin/workshop/karigars/${karigarId}`,
        method: "PUT",
        schema: KarigarInputSchema,
        body: bodies.karigar,
        ok: 200,
      },
      {
        url: `/api/admin/workshop/karigars/${karigarId}/adjustments`,
        method: "POST",
        schema: AdjustmentInputSchema,
        body: bodies.adjustment,
        ok: 201,
      },
      {
        url: `/api/admin/workshop/karigars/${karigarId}/payouts`,
        method: "POST",
        schema: PayoutInputSchema,
        body: bodies.payout,
        ok: 201,
      },
      {
        url: `/api/admin/workshop/orders/${order}/steps/step-4`,
        method: "PUT",
        schema: AssignmentInputSchema,
        body: bodies.assignment,
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
          const verdict = bodyVerdict(req, BODY_BYTES, c.schema as typeof KarigarInputSchema);
          const before = await counts();
          const answer = await client.send(c.url, requestInit(c.method, req, auth));
          if ("data" in verdict) {
            // A valid assignment may still name a karigar who is not there (400, karigarId).
            if (c.schema === AssignmentInputSchema && answer.status === 400)
              expect((answer.json as { field: string }).field).toBe("karigarId");
            else if (c.schema === KarigarInputSchema && answer.status === 409)
              expect((answer.json as { field: string }).field).toBe("rates");
            else expect(answer.status).toBe(c.ok);
          } else {
            expectVerdict(verdict, answer);
            expect(await counts()).toEqual(before);
          }
        },
      ),
      { numRuns: runs(engine, 300) },
    );
  });

  it("refuses any period that is not two dates, naming the field", async () => {
    await fc.assert(
      fc.asyncProperty(hostileString(20), hostileString(20), async (from, to) => {
        const query = new URLSearchParams({ from, to });
        const { status, json } = await client.send(
          `/api/admin/workshop/karigars/${karigarId}/statement?${query}`,
          { headers: auth },
        );
        expect(status).toBe(400);
        expect(["from", "to"]).toContain((json as { field: string }).field);
      }),
      { numRuns: runs(engine, 100) },
    );
  });
});
