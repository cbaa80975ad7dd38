/**
 * Hostile bodies for taking and editing orders, from a logged-in owner, in process on both
 * engines: each answer is the one the shared schema calls for (a refused field named in words
 * for people), a refusal stores nothing, and what is accepted is stored exactly as parsed.
 */
import fc from "fast-check";
import type { Hono } from "hono";
import { beforeAll, beforeEach, expect, it } from "vitest";
import type { AdminOrderDetail } from "../../shared/admin";
import { orderChanges, type EditableOrder } from "../../shared/order-changes";
import {
  NewOrderSchema,
  OrderEditSchema,
  type NewOrderInput,
  type OrderEditInput,
} from "../../shared/order-input";
import { phoneKey } from "../../shared/phone";
import { ADMIN_BODY_LIMITS } from "../admin/order-route-kit";
import { createAdminTestApp, sessionTokenFor } from "../test-support/admin-app";
import { storedCounts } from "../test-support/admin-endpoints";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import {
  bodyVerdict,
  expectMany,
  expectVerdict,
  hostileClient,
  hostileJson,
  mostlyJsonRequest,
  requestInit,
  runs,
  type HostileRequest,
} from "../test-support/hostile-input";
import { editArbitrary, newOrderArbitrary } from "../test-support/hostile-order-bodies";
import { editBody, newOrderBody } from "../test-support/order-bodies";
import { START, TODAY_IN_INDIA } from "../test-support/order-fixture";
import { orderProblems } from "../test-support/stored-data-rules";

describeEachEngine("hostile order bodies from an owner", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let auth: Record<string, string>;
  let client: ReturnType<typeof hostileClient>;

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => new Date(START));
    auth = {
      authorization: `Bearer ${await sessionTokenFor(testDb.db, "sunita", new Date(START))}`,
    };
  });
  beforeEach(() => {
    client = hostileClient(app);
  });

  /** The refusal of an item naming a design the catalogue does not have (the server checks). */
  const unknownDesignOf = async (items: NewOrderInput["items"]) => {
    const known = new Set(
      (await testDb.db.db.selectFrom("designs").select("id").execute()).map((d) => Number(d.id)),
    );
    const index = items.findIndex((i) => i.designId !== null && !known.has(i.designId));
    return index === -1 ? undefined : { status: 400, field: `items.${index}.designId` };
  };

  /** What taking this (valid) order must answer, given the catalogue and who is a customer. */
  const outcomeOf = async (order: NewOrderInput) => {
    // A delivery date already gone is refused with the body, before anything is looked up.
    if (order.expectedDelivery < TODAY_IN_INDIA) return { status: 400, field: "expectedDelivery" };
    const design = await unknownDesignOf(order.items);
    if (design) return design;
    const customers = testDb.db.db.selectFrom("customers").select("id");
    if (order.customerId !== null) {
      const found = await customers.where("id", "=", order.customerId).executeTakeFirst();
      return found ? { status: 201 } : { status: 404, field: "customerId" };
    }
    const key = phoneKey(order.customer.phone);
    const taken = await customers.where("phone_key", "=", key).executeTakeFirst();
    return taken ? { status: 409, field: "customer.phone" } : { status: 201 };
  };

  it("takes an order exactly when NewOrderSchema does, as parsed, and stores nothing else", async () => {
    let created = 0;
    const requests = mostlyJsonRequest(newOrderArbitrary([1, 2, 2 ** 31 - 1]));
    await fc.assert(
      fc.asyncProperty(requests, async (req) => {
        const verdict = bodyVerdict(req, ADMIN_BODY_LIMITS.order, NewOrderSchema);
        const expected = "data" in verdict ? await outcomeOf(verdict.data) : verdict;
        const before = await storedCounts(testDb.db);
        const answer = await client.send("/api/admin/orders", requestInit("POST", req, auth));
        expectVerdict(expected, answer);
        if (answer.status !== 201 || !("data" in verdict)) {
          expect(await storedCounts(testDb.db)).toEqual(before);
          return;
        }
        created++;
        const { order, timeline } = answer.json as AdminOrderDetail;
        const input = verdict.data;
        expect(editableOf(editBody(order))).toEqual(editableOf(input));
        expect([order.orderDate, order.currentStatus, order.revision]).toEqual([
          input.orderDate,
          "received",
          0,
        ]);
        if (input.customerId !== null) expect(order.customerId).toBe(input.customerId);
        expect(timeline.map((e) => e.kind)).toEqual(
          input.notes ? ["note", "created"] : ["created"],
        );
      }),
      { numRuns: runs(engine, 250) },
    );
    expect(await orderProblems(testDb.db.db)).toEqual([]);
    // Every path was reached: taken, refused by the schema, too large, the customer's phone known.
    expectMany(engine, created, 15);
    expectMany(engine, client.statuses[400], 60);
    expectMany(engine, client.statuses[413], 0);
  });

  it("edits an order exactly when OrderEditSchema and its revision allow, telling each change", async () => {
    const taken = await app.request("/api/admin/orders", {
      ...requestInit("POST", json(newOrderBody()), auth),
    });
    let current = (await taken.json()) as AdminOrderDetail;
    const id = current.order.orderId;
    let edited = 0;
    const revision = fc.oneof(
      { weight: 5, arbitrary: fc.constant("current") },
      { weight: 2, arbitrary: fc.constant("stale") },
      { weight: 1, arbitrary: fc.constant("missing") },
      { weight: 1, arbitrary: hostileJson },
    );
    await fc.assert(
      fc.asyncProperty(mostlyJsonRequest(editArbitrary), revision, async (sent, choice) => {
        const rev = current.order.revision;
        const req = withRevision(
          sent,
          choice === "current" ? rev : choice === "stale" ? rev - 1 : choice,
        );
        const verdict = bodyVerdict(req, ADMIN_BODY_LIMITS.order, OrderEditSchema);
        const before = await storedCounts(testDb.db);
        const answer = await client.send(
          `/api/admin/orders/${id}`,
          requestInit("PATCH", req, auth),
        );
        if (!("data" in verdict)) return expectVerdict(verdict, answer);
        const input = verdict.data;
        const changes = orderChanges(editableOf(editBody(current.order)), input);
        const design = await unknownDesignOf(input.items);
        if (design) expectVerdict(design, answer);
        else if (input.revision !== rev) expect(answer.status).toBe(409);
        else if (input.expectedDelivery < current.order.orderDate)
          expectVerdict({ status: 400, field: "expectedDelivery" }, answer);
        else {
          expect(answer.status).toBe(200);
          const next = answer.json as AdminOrderDetail;
          expect(next.order.revision).toBe(rev + (changes.length > 0 ? 1 : 0));
          expect(editableOf(editBody(next.order))).toEqual(editableOf(input));
          if (changes.length > 0) {
            expect(next.timeline[0]).toMatchObject({ kind: "edited", changes });
            edited++;
          }
          current = next;
          return;
        }
        expect(await storedCounts(testDb.db)).toEqual(before);
      }),
      { numRuns: runs(engine, 300) },
    );
    expect(await orderProblems(testDb.db.db)).toEqual([]);
    expectMany(engine, edited, 12);
    expectMany(engine, client.statuses[409], 4);
    expectMany(engine, client.statuses[400], 60);
  });
});

const json = (value: unknown): HostileRequest => ({
  contentType: "application/json",
  value,
  body: JSON.stringify(value),
});

/** The request with its revision set (or removed), when it is a JSON object at all. */
function withRevision(req: HostileRequest, revision: unknown): HostileRequest {
  const value = req.value;
  if (req.body !== JSON.stringify(value) || typeof value !== "object" || value === null) return req;
  if (Array.isArray(value)) return req;
  const next: Record<string, unknown> = { ...value, revision };
  if (revision === "missing") delete next.revision;
  return { ...req, value: next, body: JSON.stringify(next) };
}

/** The fields an owner edits, from a new order, an edit or an order read back. */
const editableOf = (o: Omit<OrderEditInput, "revision">): EditableOrder => ({
  customer: o.customer,
  items: o.items,
  orderType: o.orderType,
  priority: o.priority,
  expectedDelivery: o.expectedDelivery,
  amountRupees: o.amountRupees,
});
