/**
 * Hostile requests for the changes to an order (payments, reversals, notes, cancellation), from
 * a logged-in owner, in process on both engines: each answer is the one the shared schema and
 * the order's state call for, a refusal stores nothing, and the balance and the customer's
 * history come out exactly as the accepted requests make them.
 */
import fc from "fast-check";
import type { Hono } from "hono";
import { beforeAll, beforeEach, expect, it } from "vitest";
import type { AdminOrderDetail } from "../../shared/admin";
import { NoteSchema } from "../../shared/order-events";
import { CancelOrderSchema } from "../../shared/order-input";
import type { PublicOrder } from "../../shared/orders";
import { needsUtr, PaymentReversalSchema, PaymentSchema, utrKey } from "../../shared/payments";
import { PAYMENT_NOT_FOUND } from "../admin/order-payment-routes";
import { ADMIN_BODY_LIMITS } from "../admin/order-route-kit";
import { ORDER_NOT_FOUND } from "../orders/order-routes";
import { createAdminTestApp, sessionTokenFor } from "../test-support/admin-app";
import { storedCounts } from "../test-support/admin-endpoints";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import {
  bodyVerdict,
  expectMany,
  expectVerdict,
  hostileClient,
  hostilePathSegment,
  mostlyJsonRequest,
  requestInit,
  runs,
} from "../test-support/hostile-input";
import {
  noteArbitrary,
  paymentArbitrary,
  reasonArbitrary,
} from "../test-support/hostile-order-bodies";
import { newOrderBody, paymentBody } from "../test-support/order-bodies";
import { START, TODAY_IN_INDIA } from "../test-support/order-fixture";
import { orderProblems } from "../test-support/stored-data-rules";

describeEachEngine("hostile changes to an order from an owner", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let auth: Record<string, string>;
  let client: ReturnType<typeof hostileClient>;
  let order: AdminOrderDetail["order"];

  /** The order's ID as a path segment, or one naming no order. */
  const orderPath = () =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constant({ path: order.orderId, exists: true }) },
      { weight: 1, arbitrary: fc.constant({ path: order.orderId.toLowerCase(), exists: true }) },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom("RR2099001", "RR20260001")
          .map((path) => ({ path, exists: false })),
      },
      { weight: 1, arbitrary: hostilePathSegment.map((path) => ({ path, exists: false })) },
    );
  const send = (url: string, req: Parameters<typeof requestInit>[1]) =>
    client.send(url, requestInit("POST", req, auth));
  const detail = async () =>
    (await (
      await app.request(`/api/admin/orders/${order.orderId}`, { headers: auth })
    ).json()) as AdminOrderDetail;

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => new Date(START));
    auth = {
      authorization: `Bearer ${await sessionTokenFor(testDb.db, "sunita", new Date(START))}`,
    };
    const res = await app.request("/api/admin/orders", {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify(newOrderBody({ amountRupees: 100_000_000 })),
    });
    order = ((await res.json()) as AdminOrderDetail).order;
  });
  beforeEach(() => {
    client = hostileClient(app);
  });

  it("records a payment exactly when PaymentSchema and the date allow; the balance follows", async () => {
    let paid = 0;
    const utrs = new Set<string>();
    await fc.assert(
      fc.asyncProperty(orderPath(), mostlyJsonRequest(paymentArbitrary), async (target, req) => {
        const verdict = bodyVerdict(req, ADMIN_BODY_LIMITS.text, PaymentSchema);
        const before = await storedCounts(testDb.db);
        const answer = await send(`/api/admin/orders/${target.path}/payments`, req);
        // A date in the future is refused with the body, before the order is looked up.
        if (!("data" in verdict)) expectVerdict(verdict, answer);
        else if (verdict.data.paidOn > TODAY_IN_INDIA)
          expectVerdict({ status: 400, field: "paidOn" }, answer);
        else if (!target.exists)
          expect([answer.status, answer.json]).toEqual([404, ORDER_NOT_FOUND]);
        // More than is due waits for the owner's word on the excess (refund or keep).
        else if (
          verdict.data.amountRupees > Math.max(0, order.amountRupees - paid) &&
          !verdict.data.excess
        )
          expectVerdict({ status: 409, field: "amountRupees" }, answer);
        // A UTR names one transfer: recorded once.
        else if (needsUtr(verdict.data.method) && utrs.has(utrKey(verdict.data.reference)))
          expectVerdict({ status: 409, field: "reference" }, answer);
        else {
          expect(answer.status).toBe(201);
          paid += verdict.data.amountRupees;
          if (needsUtr(verdict.data.method)) utrs.add(utrKey(verdict.data.reference));
          return;
        }
        expect(await storedCounts(testDb.db)).toEqual(before);
      }),
      { numRuns: runs(engine, 250) },
    );
    const { order: now, payments } = await detail();
    expect([now.paidRupees, now.balanceRupees]).toEqual([paid, order.amountRupees - paid]);
    expectMany(engine, payments.length, 40);
    expectMany(engine, client.statuses[400], 40);
  });

  it("reverses each payment at most once, and nothing that is not one of its payments", async () => {
    const url = `/api/admin/orders/${order.orderId}/payments`;
    for (let i = 0; i < 6; i++)
      await app.request(url, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify(paymentBody({ amountRupees: 100 + i })),
      });
    const { payments } = await detail();
    const reversed = new Set(payments.filter((p) => p.reversedById !== null).map((p) => p.id));
    const corrections = new Set(payments.filter((p) => p.reversesId !== null).map((p) => p.id));
    const ids = payments.map((p) => String(p.id));
    const paymentPath = fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...ids) },
      {
        weight: 1,
        arbitrary: fc.constantFrom("0", "1e3", "0x10", "-1", "99999999999", "2147483648"),
      },
      { weight: 1, arbitrary: hostilePathSegment },
    );
    await fc.assert(
      fc.asyncProperty(paymentPath, mostlyJsonRequest(reasonArbitrary), async (paymentId, req) => {
        const verdict = bodyVerdict(req, ADMIN_BODY_LIMITS.text, PaymentReversalSchema);
        const before = await storedCounts(testDb.db);
        const answer = await send(`${url}/${paymentId}/reversal`, req);
        // The route reads the segment decoded ("%31" is payment 1).
        const decoded = tryDecode(paymentId);
        const id = Number(decoded);
        if (!("data" in verdict)) expectVerdict(verdict, answer);
        else if (!ids.includes(decoded) || corrections.has(id))
          expect([answer.status, answer.json]).toEqual([404, PAYMENT_NOT_FOUND]);
        else if (reversed.has(id)) expect(answer.status).toBe(409);
        else {
          expect(answer.status).toBe(201);
          reversed.add(id);
          return;
        }
        expect(await storedCounts(testDb.db)).toEqual(before);
      }),
      { numRuns: runs(engine, 250) },
    );
    const after = await detail();
    const kept = after.payments.filter((p) => p.reversesId === null && p.reversedById === null);
    expect(after.order.paidRupees).toBe(kept.reduce((sum, p) => sum + p.amountRupees, 0));
    expectMany(engine, client.statuses[201], 3);
    expectMany(engine, client.statuses[409], 10);
    expect(await orderProblems(testDb.db.db)).toEqual([]);
  });

  it("adds notes exactly when NoteSchema allows; only the customer's reach her history", async () => {
    const forCustomer: string[] = [];
    await fc.assert(
      fc.asyncProperty(mostlyJsonRequest(noteArbitrary), async (req) => {
        const verdict = bodyVerdict(req, ADMIN_BODY_LIMITS.text, NoteSchema);
        const before = await storedCounts(testDb.db);
        const answer = await send(`/api/admin/orders/${order.orderId}/notes`, req);
        if (!("data" in verdict)) {
          expectVerdict(verdict, answer);
          expect(await storedCounts(testDb.db)).toEqual(before);
        } else {
          expect(answer.status).toBe(201);
          if (verdict.data.audience === "customer") forCustomer.push(verdict.data.text);
        }
      }),
      { numRuns: runs(engine, 250) },
    );
    // Her history as her link shows it (the bare ID shows the status only).
    const { tracking_code: code } = await testDb.db.db
      .selectFrom("orders")
      .select("tracking_code")
      .where("order_id", "=", order.orderId)
      .executeTakeFirstOrThrow();
    const tracked = (await (await app.request(`/api/track/${code}`)).json()) as {
      order: PublicOrder;
    };
    const notes = tracked.order.statusHistory
      .filter((e) => e.kind === "note")
      .map((e) => e.description);
    expect(notes).toEqual(forCustomer);
    expectMany(engine, forCustomer.length, 20);
    const internal = (await detail()).timeline.filter(
      (e) => e.kind === "note" && e.audience === "internal",
    );
    expectMany(engine, internal.length, 20);
  });

  it("cancels once, with a reason, whatever else is sent", async () => {
    let cancelled = false;
    await fc.assert(
      fc.asyncProperty(orderPath(), mostlyJsonRequest(reasonArbitrary), async (target, req) => {
        const verdict = bodyVerdict(req, ADMIN_BODY_LIMITS.text, CancelOrderSchema);
        const before = await storedCounts(testDb.db);
        const answer = await send(`/api/admin/orders/${target.path}/cancellation`, req);
        if (!("data" in verdict)) expectVerdict(verdict, answer);
        else if (!target.exists)
          expect([answer.status, answer.json]).toEqual([404, ORDER_NOT_FOUND]);
        else if (cancelled) expect(answer.status).toBe(409);
        else {
          expect(answer.status).toBe(200);
          cancelled = true;
          return;
        }
        expect(await storedCounts(testDb.db)).toEqual(before);
      }),
      { numRuns: runs(engine, 150) },
    );
    expect(cancelled).toBe(true);
    expect(await orderProblems(testDb.db.db)).toEqual([]);
  });
});

function tryDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
