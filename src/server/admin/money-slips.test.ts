/**
 * Issue 25, slip 7: money and dates an owner can get wrong in a busy day. A payment above the
 * balance needs her word (recorded as credit to refund or to keep); a new order cannot promise
 * a delivery date already gone (an edit may: the browser asks first); the orders CSV says what
 * was quoted, paid and is due (a cancelled order owes nothing); the payments export too.
 */
import { expect, it } from "vitest";
import type { ExcessPaymentAnswer } from "../../shared/payments";
import { storedChanges } from "../test-support/admin-endpoints";
import { withToken } from "../test-support/admin-app";
import { describeEachEngine } from "../test-support/databases";
import { editBody, newOrderBody, paymentBody } from "../test-support/order-bodies";
import { useOrderFixture } from "../test-support/order-fixture";

const csvLines = async (res: Response) =>
  new TextDecoder("utf-8", { ignoreBOM: true })
    .decode(await res.arrayBuffer())
    .slice(1)
    .trimEnd()
    .split("\r\n");

describeEachEngine("slips with money and dates", (engine) => {
  const { f, send, createOrder, change } = useOrderFixture(engine, { sampleOrders: false });
  const pay = (orderId: string, body: object) => send(`/orders/${orderId}/payments`, body);
  const csv = async (path: string) => {
    const res = await f.app.request(`/api/admin${path}`, withToken(f.sunita));
    expect(res.status).toBe(200);
    return csvLines(res);
  };

  it("asks before recording a payment above the balance, then records the excess as credit", async () => {
    const { order } = await createOrder({ amountRupees: 15000 });
    const id = order.orderId;
    await change(`/orders/${id}/payments`, paymentBody({ amountRupees: 1500 }));
    const before = await storedChanges(f.db);

    // ₹1,35,000 typed for ₹13,500: refused until the owner says what the excess is.
    const typo = paymentBody({ amountRupees: 135000 });
    const asked = await pay(id, typo);
    expect(asked.status).toBe(409);
    expect(asked.json as unknown as ExcessPaymentAnswer).toEqual({
      error:
        "This is ₹1,21,500 more than the balance due (₹13,500). Confirm to record the excess as credit, to refund or to keep.",
      field: "amountRupees",
      balanceRupees: 13500,
      excessRupees: 121500,
    });
    expect(await storedChanges(f.db)).toEqual(before);

    // Exactly the balance needs no word.
    const exact = await createOrder({ amountRupees: 8000 });
    expect((await pay(exact.order.orderId, paymentBody({ amountRupees: 8000 }))).status).toBe(201);

    const confirmed = await change(`/orders/${id}/payments`, { ...typo, excess: "refund" });
    expect([confirmed.order.paidRupees, confirmed.order.balanceRupees]).toEqual([136500, -121500]);
    expect(confirmed.timeline[0]).toMatchObject({
      kind: "payment",
      amountRupees: 135000,
      credit: { rupees: 121500, excess: "refund" },
    });
    expect(confirmed.timeline[0]).not.toHaveProperty("excess");
    // Nothing is due now: any further payment is all excess.
    const more = await pay(id, paymentBody({ amountRupees: 100 }));
    expect([more.status, (more.json as unknown as ExcessPaymentAnswer).excessRupees]).toEqual([
      409, 100,
    ]);
    expect((await pay(id, { ...paymentBody(), excess: "lots" })).json).toEqual({
      error: "Excess must be refund or keep",
      field: "excess",
    });
  });

  it("refuses a past delivery date for a new order, and lets an edit set one", async () => {
    // The clock says 2 March 2026 in Jaipur.
    const before = await storedChanges(f.db);
    const past = await send(
      "/orders",
      newOrderBody({ orderDate: "2026-02-20", expectedDelivery: "2026-03-01" }),
    );
    expect([past.status, past.json]).toEqual([
      400,
      { error: "Expected delivery cannot be in the past", field: "expectedDelivery" },
    ]);
    expect(await storedChanges(f.db)).toEqual(before);
    const { order } = await createOrder({
      orderDate: "2026-02-20",
      expectedDelivery: "2026-03-02",
    });
    // An edit is the owners' record of what happened (a late order): the browser asks first.
    const edited = await change(
      `/orders/${order.orderId}`,
      editBody(order, { expectedDelivery: "2026-02-28" }),
      "PATCH",
    );
    expect(edited.order.expectedDelivery).toBe("2026-02-28");
  });

  it("exports orders with quoted, paid, due and credit (a cancelled order owes nothing), and every payment", async () => {
    const open = (await createOrder({ amountRupees: 20000 })).order.orderId;
    const cancelled = (await createOrder({ amountRupees: 30000 })).order.orderId;
    const over = (await createOrder({ amountRupees: 5000 })).order.orderId;
    await change(`/orders/${open}/payments`, paymentBody({ amountRupees: 6000, method: "upi" }));
    await change(`/orders/${cancelled}/payments`, paymentBody({ amountRupees: 4000 }));
    await change(`/orders/${cancelled}/cancellation`, { reason: "Wedding postponed" });
    await change(`/orders/${over}/payments`, {
      ...paymentBody({ amountRupees: 5500 }),
      excess: "keep",
    });
    const typed = await change(`/orders/${open}/payments`, paymentBody({ amountRupees: 999 }));
    const wrong = typed.payments.find((p) => p.amountRupees === 999)!;
    await change(`/orders/${open}/payments/${wrong.id}/reversal`, { reason: "Typed twice" });

    const orders = await csv("/orders/export.csv?state=all");
    expect(orders[0]).toContain(
      '"Quoted (₹)","Paid (₹)","Balance due (₹)","Credit (₹)","Cancelled"',
    );
    const row = (id: string) =>
      orders
        .find((l) => l.startsWith(`"${id}"`))!
        .split(",")
        .slice(-5);
    expect(row(open)).toEqual(["20000", "6000", "14000", "0", '"No"']);
    expect(row(cancelled)).toEqual(["30000", "4000", "0", "0", '"Yes"']);
    expect(row(over)).toEqual(["5000", "5500", "0", "500", '"No"']);

    const payments = await csv("/orders/payments/export.csv");
    expect(payments[0]).toBe(
      '"Payment","Order ID","Customer","Paid on","Method","Reference","Amount (₹)","Reverses payment","Recorded by","Recorded at"',
    );
    expect(payments.slice(1).filter((l) => l.includes(`"${open}"`))).toEqual([
      expect.stringMatching(
        new RegExp(`^\\d+,"${open}","[^"]+","2026-03-02","UPI","[^"]*",6000,,`),
      ),
      expect.stringMatching(new RegExp(`^${wrong.id},"${open}",.*,999,,"Sunita Rathore",`)),
      expect.stringMatching(
        new RegExp(`^\\d+,"${open}",.*,"Typed twice",-999,${wrong.id},"Sunita Rathore",`),
      ),
    ]);
    const ours = payments.filter((l) =>
      [open, cancelled, over].some((id) => l.includes(`"${id}"`)),
    );
    expect(ours).toHaveLength(5);
  });
});
