/**
 * Issue 26 §3: every amount due as a UPI request. Her tracking page shows the balance's link
 * once she has proved her digits (never by ID or code alone); the "ready" and "delivered"
 * messages carry it; without a UPI ID there is none; a payment makes the next request new.
 */
import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import { upiRequest } from "../../shared/billing/upi-link";
import type { PublicOrder } from "../../shared/orders";
import { allowTimeForScrypt, createAdminTestApp, sessionTokenFor } from "../test-support/admin-app";
import { fromIp, jsonPost } from "../test-support/api-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { newOrder, ownerCalls, testClock } from "../test-support/notify-fixture";
import { DEMO_BUSINESS } from "../billing/demo-business";

allowTimeForScrypt();
const SITE = "https://shop.rajwadirang.in";

describeEachEngine("UPI requests for what is due", (engine) => {
  const t = useTestDatabase(engine);
  const clock = testClock();
  let app: Hono;
  let owner: ReturnType<typeof ownerCalls>;
  beforeAll(async () => {
    app = await createAdminTestApp(t.db, clock.now, undefined, { publicUrl: SITE });
    owner = ownerCalls(app, await sessionTokenFor(t.db, "sunita", clock.now()));
  });
  let ip = 1;
  const details = async (orderId: string, phone: string) => {
    const res = await app.request(
      `/api/orders/${orderId}/details`,
      jsonPost({ phoneLast4: phone.replace(/\D/g, "").slice(-4) }, `203.0.113.${ip++}`),
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as { order: PublicOrder }).order;
  };
  const pay = async (orderId: string, amountRupees: number) =>
    expect(
      (
        await owner.send(`/orders/${orderId}/payments`, {
          amountRupees,
          paidOn: "2026-03-02",
          method: "cash",
          reference: "",
        })
      ).status,
    ).toBe(201);
  const payee = { upiId: "rajwadirang@sample", payeeName: DEMO_BUSINESS.payeeName, sample: true };

  it("her tracking page has the balance's link once she proves her digits, never before", async () => {
    const { order } = await owner.takeOrder(newOrder(undefined));
    const id = order.orderId;
    await pay(id, 4000);
    const expected = upiRequest(payee, {
      orderId: id,
      purpose: "balance",
      amountPaise: (order.amountRupees - 4000) * 100,
      entries: 1,
    });
    const shown = await details(id, order.customerPhone);
    expect(shown.details!.upi).toEqual(expected);
    expect(expected.link).toBe(
      `upi://pay?pa=rajwadirang%40sample&pn=${encodeURIComponent(DEMO_BUSINESS.payeeName)}&am=${order.amountRupees - 4000}.00&cu=INR&tn=Order%20${id}%20balance&tr=${id}B1X${(order.amountRupees - 4000) * 100}`,
    );
    // By ID alone, or by her link's code without the digits: no money is shown.
    const byId = (await (
      await app.request(`/api/orders/${id}`, fromIp("203.0.113.200"))
    ).json()) as {
      order: PublicOrder;
    };
    expect(JSON.stringify(byId)).not.toContain("upi://");
    const code = (
      await t.db.db
        .selectFrom("orders")
        .select("tracking_code")
        .where("order_id", "=", id)
        .executeTakeFirstOrThrow()
    ).tracking_code;
    const byCode = await app.request(`/api/track/${code}`, fromIp("203.0.113.201"));
    expect(await byCode.text()).not.toContain("upi://");

    // A payment makes the next request a new one; paid in full, none.
    await pay(id, 1000);
    const after = (await details(id, order.customerPhone)).details!.upi!;
    expect(after.reference).not.toBe(expected.reference);
    expect(after.amountPaise).toBe((order.amountRupees - 5000) * 100);
    await pay(id, order.amountRupees - 5000);
    expect((await details(id, order.customerPhone)).details).not.toHaveProperty("upi");

    // A cancelled order asks for nothing.
    const other = (await owner.takeOrder(newOrder(undefined))).order;
    await owner.send(`/orders/${other.orderId}/cancellation`, { reason: "Changed her mind" });
    expect((await details(other.orderId, other.customerPhone)).details).not.toHaveProperty("upi");
  });

  it("the ready and delivered messages carry the link, said as a sample in demo mode, in her language", async () => {
    const en = (await owner.takeOrder(newOrder({ language: "en", email: true, whatsapp: false })))
      .order;
    const hi = (await owner.takeOrder(newOrder({ language: "hi", email: true, whatsapp: false })))
      .order;
    for (const o of [en, hi])
      for (const step of [0, 1, 2, 3, 4, 5, 6]) await owner.setStep(o.orderId, step, "completed");
    const ready = async (orderId: string) =>
      (await owner.messages(orderId)).messages.find((m) => m.kind === "order-status")!.body;
    const link = (orderId: string, amountRupees: number) =>
      upiRequest(payee, {
        orderId,
        purpose: "balance",
        amountPaise: amountRupees * 100,
        entries: 0,
      }).link;
    expect(await ready(en.orderId)).toContain(
      `Balance due: ₹24,000. Pay by UPI (a sample UPI ID for trying the site: it pays no one): ${link(en.orderId, 24000)}`,
    );
    expect(await ready(hi.orderId)).toContain(
      `बाक़ी रक़म: ₹24,000। UPI से भुगतान करें (साइट आज़माने के लिए नमूने का UPI ID: इससे किसी को पैसा नहीं जाता): ${link(hi.orderId, 24000)}`,
    );
  });

  it("the business's own UPI ID is no sample; without one there is no link", async () => {
    const res = await owner.send(
      "/billing/business",
      { ...DEMO_BUSINESS, upiId: "rajwadirang@okicici", payeeName: "Rajwadi Rang" },
      "PUT",
    );
    expect(res.status).toBe(200);
    const { order } = await owner.takeOrder(
      newOrder({ language: "en", email: true, whatsapp: false }),
    );
    const upi = (await details(order.orderId, order.customerPhone)).details!.upi!;
    expect(upi).toMatchObject({ sample: false });
    expect(upi.link).toMatch(
      /^upi:\/\/pay\?pa=rajwadirang%40okicici&pn=Rajwadi%20Rang&am=24000\.00&/,
    );
    for (const step of [0, 1, 2, 3, 4, 5, 6]) await owner.setStep(order.orderId, step, "completed");
    const body = (await owner.messages(order.orderId)).messages.find(
      (m) => m.kind === "order-status",
    )!.body;
    expect(body).toContain(
      `Balance due: ₹24,000. Pay by UPI: ${upi.link} Follow it at ${SITE}/tracking#code=`,
    );

    await owner.send("/billing/business", { ...DEMO_BUSINESS, upiId: "", payeeName: "" }, "PUT");
    const none = (await owner.takeOrder(newOrder({ language: "en", email: true, whatsapp: false })))
      .order;
    expect((await details(none.orderId, none.customerPhone)).details).not.toHaveProperty("upi");
    for (const step of [0, 1, 2, 3, 4, 5, 6]) await owner.setStep(none.orderId, step, "completed");
    const plain = (await owner.messages(none.orderId)).messages.find(
      (m) => m.kind === "order-status",
    )!.body;
    expect(plain).toContain(`Balance due: ₹24,000. Follow it at ${SITE}/tracking#code=`);
    expect(plain).not.toContain("upi://");
  });
});
