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
  const { f, ip, createOrder, change, track, trackWithDigits, codeOf, trackByCode } =
    useOrderFixture(engine);

  it("shows by ID alone the status only: no dates, history or notes, nothing about the person", async () => {
    const { order } = await createOrder();
    for (const step of ["step-0", "step-1", "step-2"])
      await change(`/orders/${order.orderId}/steps/${step}`, { status: "completed" }, "PATCH");
    await change(`/orders/${order.orderId}/notes`, { text: "Fabric chosen", audience: "customer" });
    const res = await track(order.orderId.toLowerCase());
    expect(res.status).toBe(200);
    expect(res.json.order).toEqual({
      orderId: order.orderId,
      orderDate: null,
      expectedDelivery: null,
      currentStatus: "in-work",
      statusHistory: [],
      cancelledOn: null,
      details: null,
    });
    const text = JSON.stringify(res.json);
    for (const secret of [...personal(order), order.orderDate, "Fabric chosen"])
      expect(text).not.toContain(secret);
    // The page's toast names what the answer carries: the order, not the person.
    expect(TRACKING_TOASTS.foundById(res.json.order.orderId).description).toBe(
      `Order ${order.orderId} found successfully`,
    );
  });

  it("opens by her tracking code the progress, dates, history and her notes, nothing about the person", async () => {
    const { order } = await createOrder();
    for (const step of ["step-0", "step-1", "step-2"])
      await change(`/orders/${order.orderId}/steps/${step}`, { status: "completed" }, "PATCH");
    await change(`/orders/${order.orderId}/notes`, { text: "Fabric chosen", audience: "customer" });
    const code = await codeOf(order.orderId);
    const res = await trackByCode(code);
    expect(res.status).toBe(200);
    expect(res.json.order).toMatchObject({
      orderId: order.orderId,
      orderDate: order.orderDate,
      expectedDelivery: order.expectedDelivery,
      currentStatus: "in-work",
      details: null,
    });
    expect(res.json.order.statusHistory.map((e) => [e.kind, e.description])).toEqual([
      ["status", expect.any(String)],
      ["status", expect.any(String)],
      ["note", "Fabric chosen"],
    ]);
    const text = JSON.stringify(res.json);
    for (const secret of personal(order)) expect(text).not.toContain(secret);
    // With the digits, her details; a code that is not one is an unknown order.
    const digits = lastFourDigits(order.customerPhone);
    expect((await trackByCode(code, digits)).json.order.details?.customerName).toBe(
      order.customerName,
    );
    // Its last character changed (to "a", or "b" when it already is "a": once in 32 codes).
    const lastChanged = `${code.slice(0, -1)}${code.endsWith("a") ? "b" : "a"}`;
    for (const wrong of [code.toUpperCase(), lastChanged, "x", order.orderId])
      expect([
        (await trackByCode(wrong)).status,
        (await trackByCode(wrong, digits)).status,
      ]).toEqual([404, 404]);
  });

  it("gives every order its own random tracking code: 16 characters of 32, URL-safe (80 bits)", async () => {
    const codes = await Promise.all(
      [await createOrder(), await createOrder()].map((o) => codeOf(o.order.orderId)),
    );
    for (const code of codes) {
      expect(code).toMatch(/^[a-km-np-z2-9]{16}$/);
      expect(encodeURIComponent(code)).toBe(code);
    }
    expect(codes[0]).not.toBe(codes[1]);
    const all = await f.db.db.selectFrom("orders").select("tracking_code").execute();
    expect(new Set(all.map((r) => r.tracking_code)).size).toBe(all.length);
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
      // What she still owes as a UPI request (issue 26 §3): demo mode's sample UPI ID.
      upi: expect.objectContaining({
        purpose: "balance",
        amountPaise: order.amountRupees * 100,
        sample: true,
      }),
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

  it("counts wrong digits by ID per network and order: guessers elsewhere never refuse her right digits", async () => {
    const { order } = await createOrder();
    const right = lastFourDigits(order.customerPhone);
    // Guesses from many networks, more than the old cap of ten per order from all together.
    for (let i = 0; i < 12; i++)
      expect((await trackWithDigits(order.orderId, String(1000 + i), ip())).status).toBe(403);
    expect((await trackWithDigits(order.orderId, right, ip())).status).toBe(200);
    // One network that has had its share waits, even with the right digits; IPv6 by its /64.
    const guesser = (n: number) => `2001:db8:9:9:${n}::1`;
    for (let i = 0; i < WRONG_DIGITS_PER_ORDER.limit; i++) {
      f.clock += ORDER_LOOKUP_LIMIT.windowMs; // past the network's lookups, not the order's count
      expect((await trackWithDigits(order.orderId, String(2000 + i), guesser(i))).status).toBe(403);
    }
    f.clock += ORDER_LOOKUP_LIMIT.windowMs;
    const locked = await trackWithDigits(order.orderId, right, guesser(99));
    expect([locked.status, locked.json]).toEqual([
      429,
      { error: TRACKING_ERRORS.tooManyWrongDigits, field: "phoneLast4" },
    ]);
    expect((await trackWithDigits(order.orderId, right, "2001:db8:9:a::1")).status).toBe(200);
    f.clock += WRONG_DIGITS_PER_ORDER.windowMs;
    expect((await trackWithDigits(order.orderId, right, guesser(99))).status).toBe(200);
  });

  it("never locks out the customer who comes by her tracking code, even on the guesser's network", async () => {
    const { order } = await createOrder();
    const right = lastFourDigits(order.customerPhone);
    const shared = ip();
    for (let i = 0; i < WRONG_DIGITS_PER_ORDER.limit; i++) {
      f.clock += ORDER_LOOKUP_LIMIT.windowMs;
      await trackWithDigits(order.orderId, String(3000 + i), shared);
    }
    f.clock += ORDER_LOOKUP_LIMIT.windowMs;
    expect((await trackWithDigits(order.orderId, right, shared)).status).toBe(429);
    const code = await codeOf(order.orderId);
    const res = await trackByCode(code, right, shared);
    expect([res.status, res.json.order.details?.customerName]).toEqual([200, order.customerName]);
    // Wrong digits with the code cost the network's lookups, as by ID, and lock nothing.
    const wrong = right === "0000" ? "1111" : "0000";
    expect((await trackByCode(code, wrong, shared)).status).toBe(403);
    expect((await trackByCode(code, right, shared)).status).toBe(200);
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
