/**
 * Hostile bodies for the Customers tab and the inbox, from a logged-in owner, in process on
 * both engines: each answer is the one the shared schema calls for (a refused field named in
 * words for people), and a refusal stores nothing.
 */
import fc from "fast-check";
import type { Hono } from "hono";
import { sql } from "kysely";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { MessageHandledSchema } from "../../shared/admin-messages";
import {
  CustomerEditSchema,
  CustomerRecordSchema,
  type CustomerDetail,
} from "../../shared/customers";
import { MeasurementsSchema } from "../../shared/measurements";
import { phoneKey } from "../../shared/phone";
import { createAdminTestApp, sessionTokenFor } from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import {
  customerEditArbitrary,
  customerRecordArbitrary,
  handledArbitrary,
  measurementsArbitrary,
} from "../test-support/hostile-customer-bodies";
import {
  bodyVerdict,
  expectMany,
  expectVerdict,
  hostileClient,
  mostlyJsonRequest,
  requestInit,
  runs,
  type HostileRequest,
} from "../test-support/hostile-input";

const NOW = new Date("2026-03-02T06:00:00Z");
const BODY_BYTES = 8 * 1024;

describeEachEngine("hostile customer bodies from an owner", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let auth: Record<string, string>;
  let client: ReturnType<typeof hostileClient>;
  let messageId: number;

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => NOW);
    auth = { authorization: `Bearer ${await sessionTokenFor(testDb.db, "sunita", NOW)}` };
    const row = await testDb.db.db
      .insertInto("contact_messages")
      .values({
        name: "Leela",
        phone: "98290 41736",
        phone_key: phoneKey("98290 41736"),
        email: "",
        subject: "",
        message: "Kurti sizes?",
        received_at: NOW.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    messageId = Number(row.id);
  });
  beforeEach(() => {
    client = hostileClient(app);
  });

  const counts = async () => {
    const n = (table: "customers" | "customer_events" | "measurements") =>
      testDb.db.db
        .selectFrom(table)
        .select(sql<number>`count(*)`.as("n"))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    const handled = await testDb.db.db
      .selectFrom("contact_messages")
      .select(["handled_at", "customer_id"])
      .execute();
    return [await n("customers"), await n("customer_events"), await n("measurements"), handled];
  };
  const phoneOwner = async (phone: string) =>
    testDb.db.db
      .selectFrom("customers")
      .select("id")
      .where("phone_key", "=", phoneKey(phone))
      .executeTakeFirst();

  it("records a customer exactly when CustomerRecordSchema does, and stores nothing else", async () => {
    let created = 0;
    await fc.assert(
      fc.asyncProperty(
        mostlyJsonRequest(customerRecordArbitrary([messageId, 2 ** 31 - 1])),
        async (req) => {
          const verdict = bodyVerdict(req, BODY_BYTES, CustomerRecordSchema);
          let expected: { status: number; field?: string } =
            "data" in verdict ? { status: 201 } : verdict;
          if ("data" in verdict) {
            const linked = await testDb.db.db
              .selectFrom("contact_messages")
              .select("customer_id")
              .where("id", "=", verdict.data.fromMessageId ?? -1)
              .executeTakeFirst();
            if (await phoneOwner(verdict.data.phone)) expected = { status: 409, field: "phone" };
            else if (verdict.data.fromMessageId !== null && !linked)
              expected = { status: 404, field: "fromMessageId" };
          }
          const before = await counts();
          const answer = await client.send("/api/admin/customers", requestInit("POST", req, auth));
          expectVerdict(expected, answer);
          if (answer.status === 201) {
            created++;
            const { customer } = answer.json as CustomerDetail;
            expect(customer.name).toBe((verdict as { data: { name: string } }).data.name);
          } else {
            expect(await counts()).toEqual(before);
          }
        },
      ),
      { numRuns: runs(engine, 200) },
    );
    expectMany(engine, created, 10);
    expectMany(engine, client.statuses[400], 30);
  });

  it("edits her record exactly when CustomerEditSchema and her revision allow", async () => {
    const made = await app.request(
      "/api/admin/customers",
      requestInit("POST", json({ name: "Tara", phone: "+91 90000 77777", type: "retail" }), auth),
    );
    let current = (await made.json()) as CustomerDetail;
    const id = current.customer.id;
    await fc.assert(
      fc.asyncProperty(
        mostlyJsonRequest(customerEditArbitrary),
        fc.boolean(),
        async (sent, stale) => {
          const rev = current.customer.revision;
          const req = withRevision(sent, stale ? rev + 1 : rev);
          const verdict = bodyVerdict(req, BODY_BYTES, CustomerEditSchema);
          const before = await counts();
          const answer = await client.send(
            `/api/admin/customers/${id}`,
            requestInit("PATCH", req, auth),
          );
          if (!("data" in verdict)) {
            expectVerdict(verdict, answer);
          } else if (stale) {
            expect(answer.status).toBe(409);
          } else if (answer.status === 409) {
            const owner = await phoneOwner(verdict.data.phone);
            expect(owner && Number(owner.id) !== id).toBe(true);
            expectVerdict({ status: 409, field: "phone" }, answer);
          } else {
            expect(answer.status).toBe(200);
            current = answer.json as CustomerDetail;
            expect(current.customer).toMatchObject({
              name: verdict.data.name,
              phone: verdict.data.phone,
              type: verdict.data.type,
              notes: verdict.data.notes,
            });
            return;
          }
          expect(await counts()).toEqual(before);
        },
      ),
      { numRuns: runs(engine, 150) },
    );
  });

  it("keeps measurements exactly when MeasurementsSchema does, and marks messages as told", async () => {
    const customerId = Number(
      (await testDb.db.db.selectFrom("customers").select("id").executeTakeFirstOrThrow()).id,
    );
    await fc.assert(
      fc.asyncProperty(mostlyJsonRequest(measurementsArbitrary), async (req) => {
        const verdict = bodyVerdict(req, BODY_BYTES, MeasurementsSchema);
        const before = await counts();
        const answer = await client.send(
          `/api/admin/customers/${customerId}/measurements`,
          requestInit("POST", req, auth),
        );
        expectVerdict("data" in verdict ? { status: 201 } : verdict, answer);
        if (answer.status !== 201) expect(await counts()).toEqual(before);
      }),
      { numRuns: runs(engine, 150) },
    );
    await fc.assert(
      fc.asyncProperty(mostlyJsonRequest(handledArbitrary), async (req) => {
        const verdict = bodyVerdict(req, 1024, MessageHandledSchema);
        const before = await counts();
        const answer = await client.send(
          `/api/admin/messages/${messageId}`,
          requestInit("PATCH", req, auth),
        );
        expectVerdict("data" in verdict ? { status: 200 } : verdict, answer);
        if (answer.status !== 200) expect(await counts()).toEqual(before);
      }),
      { numRuns: runs(engine, 100) },
    );
  });
});

const json = (value: unknown): HostileRequest => ({
  contentType: "application/json",
  value,
  body: JSON.stringify(value),
});

function withRevision(req: HostileRequest, revision: number): HostileRequest {
  const value = req.value;
  if (req.body !== JSON.stringify(value) || typeof value !== "object" || value === null) return req;
  if (Array.isArray(value)) return req;
  const next = { ...value, revision };
  return { ...req, value: next, body: JSON.stringify(next) };
}
