/**
 * Hostile lookups, in process on both engines: the tracking page's phone digits (any order ID,
 * any body) and the owners' customer search (any query). Each answer is the one the rules call
 * for, and what is found matches what was asked.
 */
import fc from "fast-check";
import type { Hono } from "hono";
import { beforeAll, beforeEach, expect, it } from "vitest";
import type { AdminOrderDetail } from "../../shared/admin";
import { CUSTOMER_QUERY_MAX, searchKey, type CustomerSummary } from "../../shared/customers";
import { lastFourDigits, phoneKey, phoneSearchDigits } from "../../shared/phone";
import { PhoneDigitsSchema } from "../../shared/tracking-schema";
import { ORDER_NOT_FOUND, WRONG_DIGITS_PER_ORDER } from "../orders/order-routes";
import { createAdminTestApp, sessionTokenFor, withToken } from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import {
  bodyVerdict,
  expectMany,
  expectVerdict,
  hostileClient,
  hostilePathSegment,
  hostileString,
  isUnstorable,
  mostlyJsonRequest,
  requestInit,
  runs,
} from "../test-support/hostile-input";
import { digitsArbitrary } from "../test-support/hostile-order-bodies";
import { newOrderBody } from "../test-support/order-bodies";
import { START } from "../test-support/order-fixture";

const GUESSER = "2001:db8:66:1::9";

/** The tracking route's body limit. */
const DIGITS_MAX_BODY_BYTES = 1024;

describeEachEngine("hostile lookups", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let token: string;
  let client: ReturnType<typeof hostileClient>;
  let order: AdminOrderDetail["order"];

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => new Date(START));
    token = await sessionTokenFor(testDb.db, "sunita", new Date(START));
    const res = await app.request(
      "/api/admin/orders",
      withToken(token, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(newOrderBody()),
      }),
    );
    order = ((await res.json()) as AdminOrderDetail).order;
  });
  beforeEach(() => {
    client = hostileClient(app);
  });

  it("shows an order's details for its digits only, and stops the guessing at the cap", async () => {
    const right = lastFourDigits(order.customerPhone);
    let wrong = 0;
    const target = fc.oneof(
      { weight: 6, arbitrary: fc.constant({ path: order.orderId, exists: true }) },
      { weight: 1, arbitrary: hostilePathSegment.map((path) => ({ path, exists: false })) },
    );
    await fc.assert(
      fc.asyncProperty(target, mostlyJsonRequest(digitsArbitrary(right)), async (to, req) => {
        const verdict = bodyVerdict(req, DIGITS_MAX_BODY_BYTES, PhoneDigitsSchema);
        // One guessing network (the cap is per network and order); its lookups' minute passes.
        await testDb.db.db
          .deleteFrom("rate_limits")
          .where("key", "like", "order-lookup:%")
          .execute();
        const headers = { "x-forwarded-for": GUESSER };
        const url = `/api/orders/${to.path}/details`;
        const { status, json } = await client.send(url, requestInit("POST", req, headers));
        if (!("data" in verdict)) expectVerdict(verdict, { status, json });
        else if (!to.exists) expect([status, json]).toEqual([404, ORDER_NOT_FOUND]);
        else if (wrong >= WRONG_DIGITS_PER_ORDER.limit) {
          expect([status, json]).toMatchObject([429, { field: "phoneLast4" }]);
          // The hour passes (the counter is cleared), so the other answers keep coming.
          await testDb.db.db
            .deleteFrom("rate_limits")
            .where("key", "like", "wrong-digits:%")
            .execute();
          wrong = 0;
        } else if (verdict.data.phoneLast4 === right) {
          expect(status).toBe(200);
          expect((json as { order: { details: unknown } }).order.details).toMatchObject({
            customerName: order.customerName,
          });
        } else {
          expect([status, json]).toMatchObject([403, { field: "phoneLast4" }]);
          wrong++;
        }
      }),
      { numRuns: runs(engine, 400) },
    );
    for (const status of [200, 400, 403, 404, 429]) expectMany(engine, client.statuses[status], 2);
  });

  it("finds customers by name or phone for any query, refusing only an overlong one", async () => {
    const query = fc.oneof(
      fc.constantFrom(
        "kavita",
        "KAVITA rath",
        "98000",
        "+91 98",
        "priya",
        "%",
        "_",
        "\\",
        "' OR 1=1 --",
      ),
      hostileString(30),
      fc.string({ minLength: CUSTOMER_QUERY_MAX - 2, maxLength: CUSTOMER_QUERY_MAX + 5 }),
    );
    let found = 0;
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const search = new URLSearchParams({ q });
        const asSent = search.get("q") ?? "";
        const { status, json } = await client.send(
          `/api/admin/customers?${search}`,
          withToken(token),
        );
        // zod counts a string in code points (a character outside the BMP is one), as people do.
        if ([...asSent].length > CUSTOMER_QUERY_MAX || isUnstorable(asSent))
          return expectVerdict({ status: 400, field: "q" }, { status, json });
        expect(status).toBe(200);
        const { customers } = json as { customers: CustomerSummary[] };
        const digits = phoneSearchDigits(asSent);
        for (const c of customers) {
          const byName = searchKey(c.name).includes(searchKey(asSent));
          const byPhone = digits !== "" && phoneKey(c.phone).includes(digits);
          expect(byName || byPhone, `${c.name} ${c.phone} for ${JSON.stringify(asSent)}`).toBe(
            true,
          );
        }
        found += customers.length;
      }),
      { numRuns: runs(engine, 300) },
    );
    expectMany(engine, found, 20);
    expectMany(engine, client.statuses[400], 10);
  });
});
