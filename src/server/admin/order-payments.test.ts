import { expect, it } from "vitest";
import type { AdminOrderSummary } from "../../shared/admin";
import { PAYMENT_METHODS } from "../../shared/payments";
import { lastFourDigits } from "../../shared/phone";
import { storedChanges } from "../test-support/admin-endpoints";
import { describeEachEngine } from "../test-support/databases";
import { editBody, paymentBody } from "../test-support/order-bodies";
import { START, TODAY_IN_INDIA, useOrderFixture } from "../test-support/order-fixture";
import { PAYMENT_NOT_FOUND } from "./order-payment-routes";

describeEachEngine("payments and the balance due", (engine) => {
  const { f, send, createOrder, change, listRow, track, trackWithDigits } = useOrderFixture(engine);
  const pay = (orderId: string, body: object, token = f.sunita) =>
    send(`/orders/${orderId}/payments`, body, { token });

  it("records payments by each method, with or without a reference, and computes the balance", async () => {
    const { order } = await createOrder({ amountRupees: 24000 });
    const id = order.orderId;
    const first = await pay(id, paymentBody({ amountRupees: 5000, method: "cash", reference: "" }));
    expect(first.status).toBe(201);
    expect(first.json.payments).toEqual([
      {
        id: expect.any(Number),
        amountRupees: 5000,
        paidOn: "2026-03-02",
        method: "cash",
        reference: "",
        recordedBy: "Sunita Rathore",
        recordedAt: new Date(START).toISOString(),
        reversesId: null,
        reversedById: null,
      },
    ]);
    expect(first.json.timeline[0]).toMatchObject({
      kind: "payment",
      paymentId: first.json.payments[0]!.id,
      amountRupees: 5000,
      method: "cash",
      by: "Sunita Rathore",
    });
    const noReference = { amountRupees: 1000, paidOn: "2026-03-01", method: "card" };
    const second = await pay(id, noReference, f.rekha);
    expect(second.json.payments[1]).toMatchObject({ ...noReference, reference: "" });
    for (const method of ["upi", "bank-transfer"] as const)
      await pay(id, paymentBody({ amountRupees: 2000, method, reference: `${method}-ref` }));
    await pay(id, { amountRupees: 1000, paidOn: "2026-03-01", method: "cheque", reference: "" });
    const { order: paid, payments } = (await send(`/orders/${id}`)).json;
    expect(payments.map((p) => p.method)).toEqual([
      "cash",
      "card",
      "upi",
      "bank-transfer",
      "cheque",
    ]);
    expect(new Set(payments.map((p) => p.method))).toEqual(new Set(PAYMENT_METHODS));
    expect([paid.paidRupees, paid.balanceRupees, paid.revision]).toEqual([11000, 13000, 5]);
    expect(await listRow(id)).toMatchObject({ balanceRupees: 13000, balanceDue: "₹13,000" });

    // The balance follows the quoted amount: it is never stored, always computed.
    const edited = await change(`/orders/${id}`, editBody(paid, { amountRupees: 9000 }), "PATCH");
    expect([edited.order.balanceRupees, (await listRow(id))?.balanceDue]).toEqual([-2000, "Paid"]);
  });

  it("reverses a mistaken payment with a correcting entry, once", async () => {
    const { order } = await createOrder({ amountRupees: 24000 });
    const id = order.orderId;
    const { json } = await pay(id, paymentBody({ amountRupees: 7000 }));
    const paymentId = json.payments[0]!.id;
    const url = `/orders/${id}/payments/${paymentId}/reversal`;
    const reversed = await send(url, { reason: "Entered on the wrong order" }, { token: f.rekha });
    expect(reversed.status).toBe(201);
    const [original, correction] = reversed.json.payments;
    expect(original).toMatchObject({
      id: paymentId,
      amountRupees: 7000,
      reversedById: correction!.id,
    });
    expect(correction).toMatchObject({
      amountRupees: -7000,
      reversesId: paymentId,
      paidOn: TODAY_IN_INDIA,
      recordedBy: "Rekha Shekhawat",
    });
    expect(reversed.json.order).toMatchObject({ paidRupees: 0, balanceRupees: 24000 });
    expect(reversed.json.timeline[0]).toMatchObject({
      kind: "payment-reversed",
      paymentId: correction!.id,
      reversedPaymentId: paymentId,
      amountRupees: -7000,
      reason: "Entered on the wrong order",
      by: "Rekha Shekhawat",
    });

    const other = await createOrder();
    const before = await storedChanges(f.db);
    const twice = await send(url, { reason: "Again" });
    expect([twice.status, twice.json]).toEqual([
      409,
      { error: "This payment has already been reversed." },
    ]);
    const ofCorrection = `/orders/${id}/payments/${correction!.id}/reversal`;
    for (const path of [
      ofCorrection,
      `/orders/${other.order.orderId}/payments/${paymentId}/reversal`,
      `/orders/${id}/payments/1e3/reversal`,
      `/orders/${id}/payments/0/reversal`,
    ]) {
      const res = await send(path, { reason: "Mistake" });
      expect([path, res.status, res.json]).toEqual([path, 404, PAYMENT_NOT_FOUND]);
    }
    const noReason = await send(url, {});
    expect([noReason.status, noReason.json]).toEqual([
      400,
      { error: "Reason is required", field: "reason" },
    ]);
    expect(await storedChanges(f.db)).toEqual(before);
  });

  it("refuses payments of no rupees, part rupees, an unknown method or a future date", async () => {
    const { order } = await createOrder();
    const before = await storedChanges(f.db);
    const cases: [object, string, string][] = [
      [{ amountRupees: 0 }, "amountRupees", "Amount must be at least ₹1"],
      [{ amountRupees: 99.5 }, "amountRupees", "Amount must be a whole number of rupees"],
      [{ amountRupees: -500 }, "amountRupees", "Amount must be at least ₹1"],
      [
        { method: "barter" },
        "method",
        "Mode must be one of: Cash, UPI, Bank transfer, Card, Cheque",
      ],
      [{ paidOn: "2026-03-03" }, "paidOn", "Payment date cannot be in the future"],
      [{ paidOn: "yesterday" }, "paidOn", "Payment date must be a date (yyyy-mm-dd)"],
      [{ reference: "r".repeat(101) }, "reference", "Reference must be at most 100 characters"],
    ];
    for (const [change, field, error] of cases) {
      const res = await pay(order.orderId, paymentBody(change));
      expect([res.status, res.json]).toEqual([400, { error, field }]);
    }
    expect(await storedChanges(f.db)).toEqual(before);
  });

  it("lists orders with money due, and never shows payments on the tracking page", async () => {
    const due = await createOrder({ amountRupees: 18000 });
    const settled = await createOrder({ amountRupees: 3000 });
    await pay(due.order.orderId, paymentBody({ amountRupees: 6000, reference: "UPI-SECRET-77" }));
    await pay(settled.order.orderId, paymentBody({ amountRupees: 3000 }));
    const { json } = await send<{ orders: AdminOrderSummary[] }>("/orders?moneyDue=1");
    const owing = json.orders.map((o) => o.orderId);
    expect(owing).toContain(due.order.orderId);
    expect(owing).not.toContain(settled.order.orderId);

    const digits = lastFourDigits(due.order.customerPhone);
    for (const res of [
      await track(due.order.orderId),
      await trackWithDigits(due.order.orderId, digits),
    ]) {
      // Her order's status carries no payment. With her digits proven she may also download
      // her own bills (issue 26): their receipt's amount is hers to see, never the reference.
      const { documents, ...status } = res.json as { documents?: { kind: string }[] };
      const text = JSON.stringify(status);
      for (const secret of ["UPI-SECRET-77", "6,000", "6000", "12,000", "upi", "payment"])
        expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
      expect(JSON.stringify(documents ?? [])).not.toContain("UPI-SECRET-77");
      for (const d of documents ?? []) expect(d.kind).toBe("receipt-voucher");
    }
  });
});
