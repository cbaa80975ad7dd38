import type { Hono } from "hono";
import { afterAll, beforeAll, expect, it } from "vitest";
import { toPublicOrder, type PublicOrder } from "../../shared/orders";
import { SAMPLE_ORDERS, TRACKING_DEMO_ORDER_IDS } from "../../shared/sample-orders";
import type { Db } from "../db/schema";
import { createTestApp, fromIp } from "../test-support/api-app";
import {
  createTestDatabase,
  describeEachEngine,
  type TestDatabase,
} from "../test-support/databases";
import { ORDER_LOOKUP_LIMIT } from "./order-routes";

/** Demo mode: the spec's sample orders show their full card by ID, as the spec shows them. */
const DEMO = { demoMode: true, demoAccounts: [] };

describeEachEngine("GET /api/orders/:orderId", (engine) => {
  let location: TestDatabase;
  let db: Db;
  let app: Hono;
  let clock = Date.UTC(2024, 1, 1);
  let nextIp = 1;
  /** Each test looks up from its own address, so rate limits do not carry over. */
  const ip = () => `203.0.113.${nextIp++}`;

  beforeAll(async () => {
    location = await createTestDatabase(engine);
    db = await location.open();
    app = createTestApp({ db, now: () => new Date(clock), trustProxy: true, admin: DEMO });
  });

  afterAll(async () => {
    await db.close();
    await location.remove();
  });

  const lookup = (id: string, from = ip()) =>
    app.request(`/api/orders/${encodeURIComponent(id)}`, fromIp(from));

  it.each(TRACKING_DEMO_ORDER_IDS)("returns the full tracking card of sample %s", async (id) => {
    const res = await lookup(id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const sample = SAMPLE_ORDERS.find((o) => o.orderId === id)!;
    expect(await res.json()).toEqual({ order: toPublicOrder(sample, { withDetails: true }) });
  });

  it("ignores case and surrounding spaces", async () => {
    const res = await lookup("  rr2024002 \t");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { order: { orderId: string } }).order.orderId).toBe("RR2024002");
  });

  it("masks the phone and address and leaves out the owners' data", async () => {
    const sample = SAMPLE_ORDERS[0]!;
    const text = await (await lookup(sample.orderId)).text();
    const { order } = JSON.parse(text) as { order: PublicOrder };
    expect(order.details).toMatchObject({
      customerPhone: "+91 ***** *3210",
      address: "Jaipur, Rajasthan",
      totalAmount: "₹18,500",
    });
    for (const secret of [
      sample.customerPhone,
      sample.customerPhone.replace(/\D/g, ""),
      sample.address.line,
      sample.address.postalCode,
    ]) {
      expect(text).not.toContain(secret);
    }
    for (const key of ["productionSteps", "priority", "orderType", "amountRupees", "customerId"])
      expect(order).not.toHaveProperty(key);
  });

  it("shows a sample order's status only, once demo mode is off", async () => {
    const production = createTestApp({ db, now: () => new Date(clock), trustProxy: true });
    const res = await production.request("/api/orders/RR2024001", fromIp(ip()));
    const sample = SAMPLE_ORDERS[0]!;
    expect(await res.json()).toEqual({
      order: toPublicOrder(sample, { withDetails: false, statusOnly: true }),
    });
  });

  it("answers unknown and malformed IDs identically", async () => {
    const answers = await Promise.all(
      ["RR2099999", "RR2024", "hello", "' OR 1=1 --", "RR2024001x", "%ZZ", "x".repeat(300)].map(
        async (id) => {
          const res = await lookup(id);
          return {
            status: res.status,
            type: res.headers.get("content-type"),
            cache: res.headers.get("cache-control"),
            body: await res.text(),
          };
        },
      ),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({
      status: 404,
      type: "application/json",
      cache: "no-store",
      body: '{"error":"Order not found"}',
    });
  });

  it("limits lookups per client, with Retry-After, until the window passes", async () => {
    const client = ip();
    for (let i = 0; i < ORDER_LOOKUP_LIMIT.limit; i++)
      expect((await lookup(`RR2099${String(i).padStart(3, "0")}`, client)).status).toBe(404);
    const limited = await lookup("RR2024001", client);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: "Too many lookups. Please wait a minute and try again.",
    });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await lookup("RR2024001")).status).toBe(200);

    clock += ORDER_LOOKUP_LIMIT.windowMs;
    expect((await lookup("RR2024001", client)).status).toBe(200);
  });

  it("counts an IPv6 client by its /64, an IPv4-mapped one by its IPv4 address", async () => {
    const at = (n: number) => `2001:db8:5ee:${nextIp}:${n.toString(16)}:0:0:1`;
    for (let i = 0; i < ORDER_LOOKUP_LIMIT.limit; i++)
      expect((await lookup("RR2099001", at(i))).status).toBe(404);
    expect((await lookup("RR2024001", at(999))).status).toBe(429);
    const v4 = ip();
    for (let i = 0; i < ORDER_LOOKUP_LIMIT.limit; i++) await lookup("RR2099001", v4);
    expect((await lookup("RR2024001", `::ffff:${v4}`)).status).toBe(429);
  });

  it("uses the socket address, not X-Forwarded-For, unless TRUST_PROXY is set", async () => {
    const untrusting = createTestApp({ db, now: () => new Date(clock) });
    const statuses: number[] = [];
    for (let i = 0; i <= ORDER_LOOKUP_LIMIT.limit; i++) {
      statuses.push((await untrusting.request("/api/orders/RR2024001", fromIp(ip()))).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
