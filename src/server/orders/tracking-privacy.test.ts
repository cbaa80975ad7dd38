import { expect, it } from "vitest";
import { formatRupees, maskPhone } from "../../shared/orders";
import { lastFourDigits } from "../../shared/phone";
import { SAMPLE_ORDERS } from "../../shared/sample-orders";
import { TRACKING_ERRORS, TRACKING_TOASTS } from "../../shared/tracking";
import { createTestApp, fromIp } from "../test-support/api-app";
import { describeEachEngine } from "../test-support/databases";
import { useOrderFixture } from "../test-support/order-fixture";
import { ORDER_LOOKUP_LIMIT, ORDER_NOT_FOUND, WRONG_DIGITS_PER_ORDER } from "./order-routes";

describeEachEngine("tracking an order taken in the back office", (engine) => {
  const { f, ip, createOrder, change, track, trackWithDigits } = useOrderFixture(engine);

  it("shows by ID alone the status, dates and history, nothing about the person", async () => {
    const { order } = await createOrder();
    for (const step of ["step-0", "step-1", "step-2"])
      await change(`/orders/${order.orderId}/steps/${step}`, { status: "completed" }, "PATCH");
    const res = await track(order.orderId.toLowerCase());
    expect(res.status).toBe(200);
    expect(Object.keys(res.json.order).sort()).toEqual(
      [
        "orderId",
        "orderDate",
        "expectedDelivery",
        "currentStatus",
        "statusHistory",
        "cancelledOn",
        "details",
      ].sort(),
    );
    expect(res.json.order).toMatchObject({
      orderId: order.orderId,
      orderDate: order.orderDate,
      expectedDelivery: order.expectedDelivery,
      currentStatus: "in-work",
      cancelledOn: null,
      details: null,
    });
    expect(
      res.json.order.statusHistory.map((e) => [e.kind, e.kind === "status" && e.status]),
    ).toEqual([
      ["status", "received"],
      ["status", "in-work"],
    ]);
    const text = JSON.stringify(res.json);
    for (const secret of personal(order)) expect(text).not.toContain(secret);
    // The page's toast names what the answer carries: the order, not the person.
    expect(TRACKING_TOASTS.foundById(res.json.order.orderId).description).toBe(
      `Order ${order.orderId} found successfully`,
    );
  });

  it("adds her name, masked phone, city, items and amount with the phone's last four digits", async () => {
    const { order } = await createOrder();
    const res = await trackWithDigits(order.orderId, ` ${lastFourDigits(order.customerPhone)} `);
    expect(res.status).toBe(200);
    expect(res.json.order.details).toEqual({
      customerName: order.customerName,
      customerPhone: maskPhone(order.customerPhone),
      address: "Jaipur, Rajasthan",
      items: ["Maroon Gota Patti Poshak (size M)", "2 × Matching potli bag"],
      totalAmount: formatRupees(order.amountRupees),
    });
    const text = JSON.stringify(res.json);
    for (const secret of [
      order.customerPhone,
      order.address.line,
      order.address.postalCode,
      order.customerEmail,
    ])
      expect(text).not.toContain(secret);
  });

  it("refuses wrong digits plainly, charging them against the client's lookups", async () => {
    const { order } = await createOrder();
    const right = lastFourDigits(order.customerPhone);
    const wrong = right === "0000" ? "1111" : "0000";
    const client = ip();
    // Each wrong guess costs the lookup itself and five more: 30 lookups make five guesses.
    const perGuess = 6;
    for (let i = 0; i < ORDER_LOOKUP_LIMIT.limit / perGuess; i++) {
      const res = await trackWithDigits(order.orderId, wrong, client);
      expect([res.status, res.json]).toEqual([
        403,
        { error: TRACKING_ERRORS.wrongDigits, field: "phoneLast4" },
      ]);
    }
    expect((await track(order.orderId, client)).status).toBe(429);
    expect((await trackWithDigits(order.orderId, right, client)).status).toBe(429);
    // Right digits cost one lookup each, like a lookup by ID.
    const honest = ip();
    for (let i = 0; i < 10; i++)
      expect((await trackWithDigits(order.orderId, right, honest)).status).toBe(200);
    f.clock += ORDER_LOOKUP_LIMIT.windowMs;
    expect((await track(order.orderId, client)).status).toBe(200);
  });

  it("stops guessing one order's digits from many addresses, then lets the customer back in", async () => {
    const { order } = await createOrder();
    const other = await createOrder();
    const right = lastFourDigits(order.customerPhone);
    for (let i = 0; i < WRONG_DIGITS_PER_ORDER.limit; i++)
      expect((await trackWithDigits(order.orderId, String(1000 + i), ip())).status).toBe(403);
    const locked = await f.app.request(
      `/api/orders/${order.orderId}/details`,
      fromIp(ip(), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ phoneLast4: right }),
      }),
    );
    expect([locked.status, await locked.json()]).toEqual([
      429,
      { error: TRACKING_ERRORS.tooManyWrongDigits, field: "phoneLast4" },
    ]);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    const digits = lastFourDigits(other.order.customerPhone);
    expect((await trackWithDigits(other.order.orderId, digits)).status).toBe(200);
    f.clock += WRONG_DIGITS_PER_ORDER.windowMs;
    expect((await trackWithDigits(order.orderId, right)).status).toBe(200);
  });

  it("names the digits field for anything but four digits, and 404s an unknown order", async () => {
    const { order } = await createOrder();
    for (const phoneLast4 of ["12a4", "123", "12345", 1234, null, ""]) {
      const res = await trackWithDigits(order.orderId, phoneLast4);
      expect([res.status, res.json]).toEqual([
        400,
        { error: "Enter the last 4 digits of your phone number", field: "phoneLast4" },
      ]);
    }
    const unknown = await trackWithDigits("RR2099001", "1234");
    expect([unknown.status, unknown.json]).toEqual([404, ORDER_NOT_FOUND]);
  });

  it("shows a sample order's full card by ID in demo mode only", async () => {
    const sample = SAMPLE_ORDERS[0]!;
    const demo = await track(sample.orderId);
    expect(demo.json.order.details?.customerName).toBe(sample.customerName);
    const production = createTestApp({
      db: f.db,
      now: () => new Date(f.clock),
      trustProxy: true,
      admin: { demoMode: false, demoAccounts: [] },
    });
    const res = await production.request(`/api/orders/${sample.orderId}`, fromIp(ip()));
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ order: { orderId: sample.orderId, details: null } });
    expect(text).not.toContain(sample.customerName);
  });
});

/** What the tracking page must not show without the digits. */
const personal = (order: {
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  address: { line: string; city: string; postalCode: string };
  items: { name: string }[];
  amountRupees: number;
}) => [
  order.customerName,
  order.customerName.split(" ")[0]!,
  order.customerPhone,
  lastFourDigits(order.customerPhone),
  order.customerEmail,
  order.address.line,
  order.address.city,
  order.address.postalCode,
  ...order.items.map((i) => i.name),
  formatRupees(order.amountRupees),
  String(order.amountRupees),
];
