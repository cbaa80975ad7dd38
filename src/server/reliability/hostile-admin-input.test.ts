/**
 * Hostile requests from a logged-in owner, in process on both engines: any order ID, step ID
 * and body for a step update, any path and query for the owners' reads, any body for logout.
 * Never a 5xx, always JSON in bounded time, and the orders stay consistent throughout.
 */
import fc from "fast-check";
import type { Hono } from "hono";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { StepUpdateSchema } from "../../shared/admin";
import { PRODUCTION_STEP_TEMPLATE, STEP_STATUSES } from "../../shared/orders";
import { SAMPLE_ORDERS } from "../../shared/sample-orders";
import { ADMIN_BODY_LIMITS } from "../admin/order-route-kit";
import { ORDER_NOT_FOUND } from "../orders/order-routes";
import { createAdminTestApp, sessionTokenFor, withToken } from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import {
  expectMany,
  fieldValue,
  hostileClient,
  hostilePathSegment,
  hostileRequest,
  hostileString,
  objectBody,
  requestInit,
  runs,
  transportAnswer,
  type HostileRequest,
} from "../test-support/hostile-input";
import { orderProblems } from "../test-support/stored-data-rules";

/** A path segment, and whether it names something that exists. */
const segment = (real: readonly string[]) =>
  fc.oneof(
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...real), fc.boolean())
        .map(([id, lower]) => ({ path: lower ? id.toLowerCase() : id, exists: true })),
    },
    { weight: 1, arbitrary: hostilePathSegment.map((path) => ({ path, exists: false })) },
  );

const orderIds = SAMPLE_ORDERS.map((o) => o.orderId);
const stepIds = PRODUCTION_STEP_TEMPLATE.map((s) => s.id);
const stepRequest = fc.oneof(
  hostileRequest(objectBody({ status: fieldValue(fc.constantFrom(...STEP_STATUSES)) })),
  fc.constantFrom(...STEP_STATUSES).map((status) => ({
    contentType: "application/json",
    body: JSON.stringify({ status }),
  })),
);

/** The PATCH route's order: size, JSON object, schema, then order and step. */
function expectedPatchStatus(req: HostileRequest, order: boolean, step: boolean): number {
  const value = transportAnswer(req, ADMIN_BODY_LIMITS.step);
  if (typeof value === "number") return value;
  if (!StepUpdateSchema.safeParse(value).success) return 400;
  // Step IDs are matched exactly, so a lower-cased one is unknown.
  return order && step ? 200 : 404;
}

describeEachEngine("hostile input from an owner", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let token: string;
  let client: ReturnType<typeof hostileClient>;

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => new Date());
    token = await sessionTokenFor(testDb.db, "sunita", new Date());
  });
  beforeEach(() => {
    client = hostileClient(app);
  });

  it("answers any step update with 200, 400, 404 or 413 and keeps every order whole", async () => {
    const args = fc.tuple(segment(orderIds), segment(stepIds), stepRequest);
    await fc.assert(
      fc.asyncProperty(args, async ([order, step, req]) => {
        const url = `/api/admin/orders/${order.path}/steps/${step.path}`;
        const exists = step.exists && step.path === step.path.toLowerCase();
        const { status } = await client.send(url, requestInit("PATCH", req, withHeaders(token)));
        expect(status).toBe(expectedPatchStatus(req, order.exists, exists));
      }),
      { numRuns: runs(engine, 800) },
    );
    expect(await orderProblems(testDb.db.db)).toEqual([]);
    expectMany(engine, client.statuses[200], 50);
    expectMany(engine, client.statuses[400], 200);
    expectMany(engine, client.statuses[404], 50);
  });

  it("answers any order ID and query on the owners' reads with 200 or the one 404", async () => {
    const read = fc.oneof(
      segment(orderIds).map((s) => ({ url: `/api/admin/orders/${s.path}`, exists: s.exists })),
      fc
        .tuple(fc.constantFrom("session", "orders", "messages", "config"), hostileString(30))
        .map(([path, query]) => ({
          url: `/api/admin/${path}?${new URLSearchParams({ [query]: query.split("").reverse().join("") })}`,
          exists: true,
        })),
    );
    await fc.assert(
      fc.asyncProperty(read, async ({ url, exists }) => {
        const { status, json } = await client.send(url, withToken(token));
        if (exists) expect(status).toBe(200);
        else expect([status, json]).toEqual([404, ORDER_NOT_FOUND]);
      }),
      { numRuns: runs(engine, 500) },
    );
  });

  it("logs out whatever the body, and the session is gone", async () => {
    await fc.assert(
      fc.asyncProperty(hostileRequest(objectBody({ all: fc.boolean() })), async (req) => {
        const own = await sessionTokenFor(testDb.db, "rekha", new Date());
        const { status } = await client.send(
          "/api/admin/logout",
          requestInit("POST", req, withHeaders(own)),
        );
        expect(status).toBe(200);
        expect((await app.request("/api/admin/session", withToken(own))).status).toBe(401);
      }),
      { numRuns: runs(engine, 150) },
    );
    expect((await app.request("/api/admin/session", withToken(token))).status).toBe(200);
  });
});

const withHeaders = (token: string) => ({ authorization: `Bearer ${token}` });
