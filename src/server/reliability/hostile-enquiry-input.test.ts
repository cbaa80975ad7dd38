/**
 * Hostile requests to the enquiry endpoints (issue 22), in process on both engines: her public
 * "Ask for a quote" stores exactly what the shared schema accepts; the owners' list query, the
 * pipeline's change and a typed-in enquiry answer what their schemas call for, a refused field
 * named in words for people, never a 5xx, and a refusal stores nothing.
 */
import fc from "fast-check";
import type { Hono } from "hono";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { todayInIndia } from "../../shared/dates";
import {
  ENQUIRY_FILTERS,
  EnquiryChangeSchema,
  EnquiryPageQuerySchema,
  OwnerEnquiryExtraSchema,
} from "../../shared/quotes/enquiry-admin";
import { enquirySchema } from "../../shared/quotes/enquiry-schema";
import { ENQUIRY_MAX_BODY_BYTES } from "../quotes/enquiry-routes";
import { createAdminTestApp, sessionTokenFor } from "../test-support/admin-app";
import { jsonPost } from "../test-support/api-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { validEnquiry } from "../test-support/enquiry-bodies";
import {
  bodyVerdict,
  expectMany,
  expectVerdict,
  fieldValue,
  hostileClient,
  hostileRequest,
  hostileString,
  hostileText,
  mostlyJsonRequest,
  objectBody,
  requestInit,
  runs,
  transportAnswer,
} from "../test-support/hostile-input";

const NOW = new Date("2026-03-02T04:30:00.000Z");
const TODAY = todayInIndia(NOW);
const SCHEMA = enquirySchema("en", TODAY);

/** Her form's fields: most values fitting, the rest hostile. */
const enquiryFields = {
  designs: fieldValue(fc.constantFrom("", "Rani Gulabi Poshak", "A, B,\nC", "ज़री, 🪡")),
  occasion: fieldValue(fc.constantFrom("wedding", "festival", "other")),
  neededBy: fieldValue(fc.constantFrom("", "2026-03-02", "2026-02-30", "2028-03-03", "2026-12-31")),
  quantity: fc.oneof(
    fieldValue(fc.constantFrom("1", "9", "10", "10000", "10001", " 3 ", "1e3")),
    fc.integer({ min: -5, max: 20_000 }),
  ),
  buyer: fieldValue(fc.constantFrom("retail", "wholesale")),
  sizes: fieldValue(fc.constantFrom("", "M, L", "bust 36")),
  measure: fc.oneof(fieldValue(fc.constantFrom("", "on")), fc.boolean()),
  city: fieldValue(fc.constantFrom("Udaipur", "जयपुर", " ")),
  state: fieldValue(fc.constantFrom("Rajasthan", "")),
  name: fieldValue(fc.constantFrom("Kavya", "  Priya Sharma ", "ज़री वाली")),
  phone: fieldValue(fc.constantFrom("98290 41736", "+91 98290-41736", "(0141) 2345678")),
  email: fieldValue(fc.constantFrom("", "kavya@example.in")),
  answerBy: fieldValue(fc.constantFrom("whatsapp", "email", "call")),
  language: fieldValue(fc.constantFrom("en", "hi")),
  consent: fc.oneof(fieldValue(fc.constantFrom("", "on")), fc.boolean()),
  note: fieldValue(fc.constantFrom("", "Pink please")),
};

const enquiryBody = fc.oneof(
  // Well-formed enquiries carrying hostile text (most are stored)...
  fc.record({
    ...Object.fromEntries(Object.entries(validEnquiry).map(([k, v]) => [k, fc.constant(v)])),
    name: hostileText(1, 100),
    city: hostileText(1, 80),
    note: hostileText(0, 200),
    designs: hostileText(0, 120),
  }),
  // ...and anything at all.
  objectBody({
    ...enquiryFields,
    website: fc.oneof({ weight: 8, arbitrary: fc.constant("") }, hostileString(8)),
  }),
);

describeEachEngine("hostile input to the enquiry endpoints", (engine) => {
  const t = useTestDatabase(engine);
  let app: Hono;
  let auth: Record<string, string>;
  let client: ReturnType<typeof hostileClient>;
  const count = async () =>
    Number(
      (
        await t.db.db
          .selectFrom("quote_enquiries")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    app = await createAdminTestApp(t.db, () => NOW);
    auth = { authorization: `Bearer ${await sessionTokenFor(t.db, "sunita", NOW)}` };
  });
  beforeEach(() => {
    client = hostileClient(app);
  });

  it("stores her enquiry exactly when the shared schema accepts it", async () => {
    const expected: string[] = [];
    await fc.assert(
      fc.asyncProperty(hostileRequest(enquiryBody), async (req) => {
        const before = transportAnswer(req, ENQUIRY_MAX_BODY_BYTES);
        const init = requestInit("POST", req, { "x-forwarded-for": client.freshIp() });
        const { status, json } = await client.send("/api/quote-enquiries", init);
        const honeypot = typeof before === "object" ? before.website : undefined;
        const parsed = typeof before === "object" ? SCHEMA.safeParse(before) : undefined;
        if (typeof before === "number") expect(status).toBe(before);
        else if (typeof honeypot === "string" && honeypot.trim() !== "") expect(status).toBe(201);
        else if (!parsed?.success) {
          expectVerdict(
            { status: 400, field: String(parsed!.error.issues[0]!.path[0] ?? "") },
            { status, json },
          );
          expect(Object.keys((json as { fields: object }).fields).length).toBeGreaterThan(0);
        } else {
          expect(status).toBe(201);
          expect((json as { reference: string }).reference).toMatch(/^Q-2026-\d{4}$/);
          expected.push(parsed.data.name);
        }
      }),
      { numRuns: runs(engine, 600) },
    );
    const rows = await t.db.db.selectFrom("quote_enquiries").select("name").execute();
    expect(rows.map((r) => r.name).sort()).toEqual(expected.sort());
    expectMany(engine, client.statuses[201], 50);
    expectMany(engine, client.statuses[400], 50);
  });

  it("answers the owners' list query as its schema says, never a 5xx", async () => {
    const query = objectBody({
      state: fieldValue(fc.constantFrom(...ENQUIRY_FILTERS)),
      q: fieldValue(fc.constantFrom("", "kavya", "98290", "%_\\")),
      limit: fieldValue(fc.constantFrom("1", "30", "100", "101", "0", "x")),
      cursor: fieldValue(fc.constantFrom("2026-03-02T04:30:00.000Z_1", "x", "")),
    });
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const search = new URLSearchParams(
          Object.entries(params).map(([k, v]) => [
            k,
            typeof v === "string" ? v : JSON.stringify(v),
          ]),
        );
        const { status, json } = await client.send(`/api/admin/enquiries?${search}`, {
          headers: auth,
        });
        // What the server reads: the address as sent (a lone surrogate sent as U+FFFD).
        const sent = new URLSearchParams(search.toString());
        const parsed = EnquiryPageQuerySchema.safeParse(Object.fromEntries(sent));
        if (parsed.success) expect(status).toBe(200);
        else
          expectVerdict(
            { status: 400, field: parsed.error.issues[0]!.path.join(".") },
            { status, json },
          );
      }),
      { numRuns: runs(engine, 300) },
    );
  });

  it("changes an enquiry only as the change schema allows, and a refusal changes nothing", async () => {
    const made = await app.request("/api/quote-enquiries", jsonPost(validEnquiry, "10.99.0.1"));
    expect(made.status).toBe(201);
    const id = Number(
      (
        await t.db.db
          .selectFrom("quote_enquiries")
          .select("id")
          .orderBy("id", "desc")
          .executeTakeFirstOrThrow()
      ).id,
    );
    const change = objectBody({
      revision: fc.oneof(fc.integer({ min: -1, max: 3 }), hostileJson()),
      state: fieldValue(fc.constantFrom("new", "quoted", "lost", "accepted")),
      lostReason: fieldValue(fc.constantFrom("", "Too dear")),
      followUpOn: fc.oneof(
        fieldValue(fc.constantFrom("2026-03-09", "2026-02-30")),
        fc.constant(null),
      ),
    });
    await fc.assert(
      fc.asyncProperty(mostlyJsonRequest(change), async (req) => {
        const before = await t.db.db
          .selectFrom("quote_enquiries")
          .select(["state", "revision", "follow_up_on"])
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        const verdict = bodyVerdict(req, 16 * 1024, EnquiryChangeSchema);
        const answer = await client.send(
          `/api/admin/enquiries/${id}`,
          requestInit("PATCH", req, auth),
        );
        if ("status" in verdict) {
          expectVerdict(verdict, answer);
          const after = await t.db.db
            .selectFrom("quote_enquiries")
            .select(["state", "revision", "follow_up_on"])
            .where("id", "=", id)
            .executeTakeFirstOrThrow();
          expect(after).toEqual(before);
        } else expect([200, 409]).toContain(answer.status);
      }),
      { numRuns: runs(engine, 300) },
    );
  });

  it("takes an owner's enquiry only as both schemas allow", async () => {
    const body = fc.oneof(
      fc.record({
        ...Object.fromEntries(Object.entries(validEnquiry).map(([k, v]) => [k, fc.constant(v)])),
        source: fieldValue(fc.constantFrom("call", "visit", "contact", "website")),
        fromMessageId: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.constant(undefined)),
        name: hostileText(0, 110),
      }),
      objectBody({ ...enquiryFields, source: fieldValue(fc.constantFrom("call", "visit")) }),
    );
    await fc.assert(
      fc.asyncProperty(mostlyJsonRequest(body), async (req) => {
        const stored = await count();
        const value = transportAnswer(req, 16 * 1024);
        const answer = await client.send("/api/admin/enquiries", requestInit("POST", req, auth));
        if (typeof value === "number") {
          expect(answer.status).toBe(value);
          return;
        }
        const extra = OwnerEnquiryExtraSchema.safeParse(value);
        const fields = SCHEMA.safeParse(value);
        if (!extra.success || !fields.success) {
          expect(answer.status).toBe(400);
          expect(await count()).toBe(stored);
        } else expect([201, 404]).toContain(answer.status);
      }),
      { numRuns: runs(engine, 200) },
    );
  });
});

function hostileJson() {
  return fc.jsonValue({ maxDepth: 2 });
}
