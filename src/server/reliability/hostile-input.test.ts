/**
 * Thousands of hostile requests to the public endpoints (order lookup, contact, login), in
 * process on both engines: never a 5xx, always JSON within a time bound, the contact route
 * stores exactly what the shared schema accepts and nothing it forbids, no login succeeds.
 */
import fc from "fast-check";
import type { Hono } from "hono";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { ContactSchema } from "../../shared/contact-schema";
import { LoginRequestSchema } from "../../shared/admin";
import { TRACKING_DEMO_ORDER_IDS } from "../../shared/sample-orders";
import { CONTACT_MAX_BODY_BYTES, HONEYPOT_FIELD } from "../contact/contact-routes";
import { LOGIN_MAX_BODY_BYTES } from "../admin/login-routes";
import { ORDER_NOT_FOUND } from "../orders/order-routes";
import { allowTimeForScrypt, createAdminTestApp } from "../test-support/admin-app";
import { fromIp, jsonPost } from "../test-support/api-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import {
  expectMany,
  fieldValue,
  hostileClient,
  hostilePathSegment,
  hostileRequest,
  hostileString,
  hostileText,
  isUnstorable,
  objectBody,
  requestInit,
  runs,
  transportAnswer,
} from "../test-support/hostile-input";
import { contactProblems } from "../test-support/stored-data-rules";

allowTimeForScrypt();

const storable = (data: Record<string, unknown>) =>
  Object.values(data).every((v) => typeof v !== "string" || !isUnstorable(v));

const contactBody = fc.oneof(
  // Well-formed messages carrying hostile text (most are stored)...
  fc.record({
    name: hostileText(1, 100),
    phone: fc.constantFrom("98290 41736", "+91 98290-41736"),
    email: fc.constantFrom("", "kavya@example.in"),
    subject: hostileText(0, 150),
    message: hostileText(1, 120),
  }),
  // ...and anything at all.
  objectBody({
    name: fieldValue(fc.constantFrom("Kavya", "  Priya Sharma ", "ज़री वाली")),
    phone: fieldValue(fc.constantFrom("98290 41736", "+91 98290-41736", "(0141) 2345678")),
    email: fieldValue(fc.constantFrom("", "kavya@example.in")),
    subject: fieldValue(fc.constantFrom("Bridal", "")),
    message: fieldValue(fc.constantFrom("Is the shop open?", "नमस्ते 🙏")),
    [HONEYPOT_FIELD]: fc.oneof({ weight: 6, arbitrary: fc.constant("") }, hostileString(8)),
  }),
);

const loginBody = objectBody({
  username: fieldValue(fc.constantFrom("sunita", " REKHA ", "admin")),
  password: fieldValue(fc.constantFrom("Poshak@2023", "password")),
});

describeEachEngine("hostile input to the public API", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let client: ReturnType<typeof hostileClient>;

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => new Date());
  });
  beforeEach(() => {
    client = hostileClient(app);
  });

  it("looks up any path as an order: 200 for a real one, the one 404 otherwise", async () => {
    const segment = fc.oneof(
      hostilePathSegment,
      fc
        .tuple(fc.constantFrom(...TRACKING_DEMO_ORDER_IDS), hostileString(3))
        .map(([id, junk]) =>
          encodeURIComponent(id.toLowerCase() + junk.replace(/[\ud800-\udfff]/g, "")),
        ),
    );
    await fc.assert(
      fc.asyncProperty(segment, async (path) => {
        const { status, json } = await client.send(`/api/orders/${path}`, fromIp(client.freshIp()));
        if (status !== 200) expect([status, json]).toEqual([404, ORDER_NOT_FOUND]);
      }),
      { numRuns: runs(engine, 600) },
    );
  });

  it("stores a contact message exactly when ContactSchema accepts it", async () => {
    const expected: string[] = [];
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(hostileRequest(contactBody), async (req) => {
        const before = transportAnswer(req, CONTACT_MAX_BODY_BYTES);
        const init = requestInit("POST", req, { "x-forwarded-for": client.freshIp() });
        const { status, json } = await client.send("/api/contact", init);
        const honeypot = typeof before === "object" ? before[HONEYPOT_FIELD] : undefined;
        const parsed = typeof before === "object" ? ContactSchema.safeParse(before) : undefined;
        if (typeof before === "number") expect(status).toBe(before);
        else if (typeof honeypot === "string" && honeypot.trim() !== "") expect(status).toBe(201);
        else if (!parsed?.success || !storable(parsed.data)) {
          expect(status).toBe(400);
          expect(json).toMatchObject({ error: expect.any(String), field: expect.any(String) });
        } else {
          expect(status).toBe(201);
          expected.push(parsed.data.message);
          stored++;
        }
      }),
      { numRuns: runs(engine, 1000) },
    );
    const rows = await testDb.db.db.selectFrom("contact_messages").select("message").execute();
    expect(rows.map((r) => r.message).sort()).toEqual(expected.sort());
    expect(await contactProblems(testDb.db.db)).toEqual([]);
    // The generator reached every path: stored, refused by the schema, too large.
    expectMany(engine, stored, 100);
    expectMany(engine, client.statuses[400], 300);
    expectMany(engine, client.statuses[413], 10);
  });

  it("refuses every malformed or wrong login, starting no session", async () => {
    await fc.assert(
      fc.asyncProperty(hostileRequest(loginBody), async (req) => {
        const before = transportAnswer(req, LOGIN_MAX_BODY_BYTES);
        const init = requestInit("POST", req, { "x-forwarded-for": client.freshIp() });
        const { status, json } = await client.send("/api/admin/login", init);
        const login = typeof before === "object" ? LoginRequestSchema.safeParse(before) : undefined;
        if (typeof before === "number") expect(status).toBe(before);
        else if (!login?.success || !storable(login.data)) expect(status).toBe(400);
        // A well-formed guess: wrong, or refused by the per-account limit.
        else expect(status).toBeOneOf([401, 429]);
        expect(json).toMatchObject({ error: expect.any(String) });
      }),
      { numRuns: runs(engine, 300) },
    );
    expectMany(engine, client.statuses[400], 100);
    expectMany(engine, client.statuses[401], 10);
    expect(await testDb.db.db.selectFrom("sessions").selectAll().execute()).toEqual([]);
  });

  it.each([
    ["/api/contact", { name: "Kavya", phone: "98290 41736", message: "Hi\u0000" }, "message"],
    ["/api/contact", { name: "Kavya\ud800", phone: "98290 41736", message: "Hi" }, "name"],
    ["/api/admin/login", { username: "sunita\u0000", password: "x" }, "username"],
  ])(
    "refuses text no database keeps as sent (NUL, lone surrogate): %s %j",
    async (url, body, field) => {
      const { status, json } = await client.send(url, jsonPost(body, client.freshIp()));
      expect([status, json]).toEqual([400, { error: expect.stringMatching(/not allowed/), field }]);
    },
  );
});
