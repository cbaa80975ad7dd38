/**
 * Hostile bodies and queries for work sent out (issue 24 §2), from a logged-in owner, in process
 * on both engines: each answer is the one the shared schema calls for (a refused field named in
 * words for people), never a 5xx, and a refusal stores nothing.
 */
import fc from "fast-check";
import type { Hono } from "hono";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { ChallanInputSchema, ChallanReturnInputSchema } from "../../shared/workshop/challan-input";
import type { Challan } from "../../shared/workshop/challans";
import { createAdminTestApp, sessionTokenFor } from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { rowCounts } from "../test-support/stored-state";
import {
  bodyVerdict,
  expectVerdict,
  fieldValue,
  hostileClient,
  hostileJson,
  hostileString,
  mostlyJsonRequest,
  objectBody,
  requestInit,
  runs,
} from "../test-support/hostile-input";

const NOW = new Date("2026-03-02T06:00:00Z");
const BODY_BYTES = 32 * 1024;

const whole = fc.oneof(fc.integer({ min: -5, max: 2_000_000 }), fc.double(), hostileJson);
const date = fieldValue(fc.constantFrom("2026-03-02", "2026-03-09", "2026-02-30", "2026-3-2"));

describeEachEngine("hostile challan bodies from an owner", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let auth: Record<string, string>;
  let client: ReturnType<typeof hostileClient>;
  let karigarId: number;
  let orderId: string;
  let challan: Challan;

  const post = async <T>(url: string, body: unknown) => {
    const res = await app.request(url, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as T };
  };

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => NOW);
    auth = { authorization: `Bearer ${await sessionTokenFor(testDb.db, "sunita", NOW)}` };
    const made = await post<{ karigar: { id: number } }>("/api/admin/workshop/karigars", {
      name: "Rangrez Iqbal",
      phone: "+91 98290 22222",
      place: "outside",
    });
    expect(made.status).toBe(201);
    karigarId = made.json.karigar.id;
    orderId = (await testDb.db.db.selectFrom("orders").select("order_id").executeTakeFirstOrThrow())
      .order_id;
    const sent = await post<{ challan: Challan }>("/api/admin/workshop/challans", {
      karigarId,
      orderId,
      stepId: "step-4",
      sentOn: "2026-03-02",
      expectedOn: "2026-03-09",
      // Far more than any return below can bring back: every valid return is recorded.
      lines: [{ description: "Georgette", quantity: 10_000, centimetres: 1_000_000 }],
    });
    expect(sent.status).toBe(201);
    challan = sent.json.challan;
  });
  beforeEach(() => {
    client = hostileClient(app);
  });

  const counts = () =>
    rowCounts(testDb.db, [
      "challans",
      "challan_lines",
      "challan_returns",
      "challan_return_lines",
      "billing_sequences",
    ]);

  it("answers each write as its schema does, and a refusal stores nothing", async () => {
    const bodies = {
      challan: objectBody({
        karigarId: fc.oneof(fc.constant(karigarId), fc.integer({ min: -5, max: 5 }), hostileJson),
        orderId: fieldValue(fc.constantFrom(orderId, "rr2024001", "RR 1")),
        stepId: fieldValue(fc.constantFrom("step-4", "step-9", "ready-1")),
        sentOn: date,
        expectedOn: date,
        note: fieldValue(fc.constant("")),
        lines: fc.oneof(
          fc.array(
            objectBody({
              description: fieldValue(fc.constantFrom("Georgette", "दुपट्टा")),
              quantity: whole,
              centimetres: whole,
            }),
            { maxLength: 3 },
          ),
          hostileJson,
        ),
      }),
      back: objectBody({
        returnedOn: date,
        note: fieldValue(fc.constant("")),
        lines: fc.oneof(
          fc.array(
            objectBody({
              lineId: fc.oneof(fc.constant(challan.lines[0]!.id), whole),
              quantity: fc.oneof(fc.integer({ min: -1, max: 2 }), hostileJson),
              centimetres: fc.oneof(fc.integer({ min: -1, max: 3 }), hostileJson),
            }),
            { maxLength: 2 },
          ),
          hostileJson,
        ),
      }),
    };
    const cases = [
      {
        url: "/api/admin/workshop/challans",
        schema: ChallanInputSchema,
        body: bodies.challan,
        // A valid challan may still name a karigar or order that is not there (400, named).
        named: ["karigarId", "orderId", "stepId"],
      },
      {
        url: `/api/admin/workshop/challans/${challan.id}/returns`,
        schema: ChallanReturnInputSchema,
        body: bodies.back,
        // A line that is not on the challan is refused by name.
        named: ["lines"],
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
          const verdict = bodyVerdict(req, BODY_BYTES, c.schema as typeof ChallanInputSchema);
          const before = await counts();
          const answer = await client.send(c.url, requestInit("POST", req, auth));
          if ("data" in verdict) {
            if (answer.status === 400) {
              expect(c.named).toContain((answer.json as { field: string }).field);
              expect(await counts()).toEqual(before);
            } else expect(answer.status).toBe(201);
          } else {
            expectVerdict(verdict, answer);
            expect(await counts()).toEqual(before);
          }
        },
      ),
      { numRuns: runs(engine, 300) },
    );
  });

  it("refuses any list query that is not a filter and an order number, naming the field", async () => {
    await fc.assert(
      fc.asyncProperty(hostileString(20), hostileString(20), async (show, order) => {
        fc.pre(!["all", "open", "partly-returned", "returned", "overdue"].includes(show));
        const query = new URLSearchParams({ show, order });
        const { status, json } = await client.send(`/api/admin/workshop/challans?${query}`, {
          headers: auth,
        });
        expect(status).toBe(400);
        expect(["show", "order"]).toContain((json as { field: string }).field);
      }),
      { numRuns: runs(engine, 100) },
    );
  });
});
