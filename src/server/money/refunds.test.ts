/**
 * Issue 26 §3: refunds are entries of their own (money out, with mode, reference and reason),
 * tied to their refund voucher; a payment on a cancelled order asks first.
 */
import { beforeAll, expect, it } from "vitest";
import type { IssuedDocument, OrderDocumentsAnswer } from "../../shared/billing/documents";
import { DEMO_BUSINESS } from "../billing/demo-business";
import { storedChanges } from "../test-support/admin-endpoints";
import { describeEachEngine } from "../test-support/databases";
import { paymentBody } from "../test-support/order-bodies";
import { TODAY_IN_INDIA, useOrderFixture } from "../test-support/order-fixture";
import { orderProblems } from "../test-support/stored-data-rules";

const refundBody = (over: object = {}) => ({
  amountRupees: 5000,
  refundedOn: TODAY_IN_INDIA,
  method: "bank-transfer",
  reference: "NEFT OUT 7781",
  reason: "Order cancelled",
  ...over,
});

describeEachEngine("refunds", (engine) => {
  const { f, send, createOrder, change } = useOrderFixture(engine, { sampleOrders: false });
  // The boutique's business as Settings → Business keeps it: payments get their receipts.
  beforeAll(async () => {
    expect((await send("/billing/business", DEMO_BUSINESS, { method: "PUT" })).status).toBe(200);
  });
  const docs = async (orderId: string) =>
    (await send<OrderDocumentsAnswer>(`/orders/${orderId}/documents`)).json.documents;

  it("a payment on a cancelled order is recorded only once the owner confirms it", async () => {
    const { order } = await createOrder({ amountRupees: 9000 });
    const id = order.orderId;
    await change(`/orders/${id}/cancellation`, { reason: "She changed her mind" });
    const before = await storedChanges(f.db);
    const body = paymentBody({ amountRupees: 2000 });
    expect(await send(`/orders/${id}/payments`, body)).toEqual({
      status: 409,
      json: {
        error: "This order is cancelled: confirm to record a payment on it",
        field: "onCancelledOrder",
      },
    });
    expect(await storedChanges(f.db)).toEqual(before);
    expect(
      (await send(`/orders/${id}/payments`, { ...body, onCancelledOrder: false })).json,
    ).toEqual({ error: "onCancelledOrder must be true", field: "onCancelledOrder" });
    const recorded = await change(`/orders/${id}/payments`, { ...body, onCancelledOrder: true });
    expect(recorded.payments.map((p) => p.amountRupees)).toEqual([2000]);
    expect(recorded.timeline[0]).toMatchObject({ kind: "payment", amountRupees: 2000 });
    expect(recorded.timeline[0]).not.toHaveProperty("onCancelledOrder");
    // An order that stands needs no word.
    const standing = await createOrder();
    expect((await send(`/orders/${standing.order.orderId}/payments`, paymentBody())).status).toBe(
      201,
    );
  });

  it("gives an advance back as an entry of its own, with the refund voucher issued against its receipt", async () => {
    const { order } = await createOrder({ amountRupees: 20000 });
    const id = order.orderId;
    await change(
      `/orders/${id}/payments`,
      paymentBody({ amountRupees: 5000, reference: "UTR IN 1001" }),
    );
    await change(`/orders/${id}/cancellation`, { reason: "Fabric not available" });
    const [receipt] = await docs(id);
    expect(receipt).toMatchObject({ kind: "receipt-voucher", amountPaise: 500_000 });

    const refunded = await change(
      `/orders/${id}/refunds`,
      refundBody({ receiptVoucherId: receipt!.id }),
    );
    const voucher = (await docs(id)).find((d) => d.kind === "refund-voucher")!;
    expect(voucher).toMatchObject({
      amountPaise: 500_000,
      cancelled: null,
      content: {
        references: [{ id: receipt!.id, number: receipt!.number }],
        reason: "Order cancelled",
        payment: { method: "bank-transfer" },
      },
    });
    expect(refunded.payments.at(-1)).toEqual({
      id: expect.any(Number),
      amountRupees: -5000,
      paidOn: TODAY_IN_INDIA,
      method: "bank-transfer",
      reference: "NEFT OUT 7781",
      recordedBy: "Sunita Rathore",
      recordedAt: expect.any(String),
      reversesId: null,
      reversedById: null,
      refund: { reason: "Order cancelled", voucherId: voucher.id },
    });
    expect(refunded.order).toMatchObject({ paidRupees: 0 });
    expect(refunded.timeline.slice(0, 2)).toMatchObject([
      {
        kind: "refund",
        paymentId: refunded.payments.at(-1)!.id,
        amountRupees: 5000,
        method: "bank-transfer",
        refundedOn: TODAY_IN_INDIA,
        reference: "NEFT OUT 7781",
        reason: "Order cancelled",
        voucher: { id: voucher.id, number: voucher.number },
        by: "Sunita Rathore",
      },
      { kind: "document", documentKind: "refund-voucher", number: voucher.number },
    ]);
    expect(voucher.number).toMatch(/^RRRF2526\/\d{4}$/);

    // Nothing more is left to give back; the voucher holds nothing more either.
    expect(await send(`/orders/${id}/refunds`, refundBody({ amountRupees: 1 }))).toEqual({
      status: 400,
      json: { error: "A refund cannot be more than what was paid (₹0)", field: "amountRupees" },
    });
    expect(await orderProblems(f.db.db)).toEqual([]);
  });

  it("ties a refund to a refund voucher issued before, once; a reversal frees it and its UTR", async () => {
    const { order } = await createOrder({ amountRupees: 15000 });
    const id = order.orderId;
    await change(`/orders/${id}/payments`, paymentBody({ amountRupees: 6000 }));
    const [receipt] = await docs(id);
    const issued = await send<{ issued: IssuedDocument }>(
      `/orders/${id}/documents/refund-voucher`,
      {
        receiptVoucherId: receipt!.id,
        amountPaise: 100_000,
        method: "upi",
        reason: "Lace not used",
      },
    );
    expect(issued.status).toBe(201);
    const voucherId = issued.json.issued.id;
    const before = await storedChanges(f.db);
    for (const [body, status, json] of [
      [
        refundBody({ amountRupees: 999, refundVoucherId: voucherId }),
        400,
        { error: "That refund voucher is for another amount", field: "refundVoucherId" },
      ],
      [
        refundBody({ amountRupees: 1000, refundVoucherId: 999_999 }),
        400,
        {
          error: "Choose a refund or receipt voucher of this order that stands",
          field: "refundVoucherId",
        },
      ],
      [
        refundBody({
          amountRupees: 1000,
          refundVoucherId: voucherId,
          receiptVoucherId: receipt!.id,
        }),
        400,
        {
          error: "Choose one refund voucher: one issued before, or one to issue now",
          field: "refundVoucherId",
        },
      ],
      [
        refundBody({ amountRupees: 1000, method: "upi", reference: " " }),
        400,
        { error: "Reference (UTR) is required for UPI and bank transfers", field: "reference" },
      ],
      [
        refundBody({ amountRupees: 1000, refundedOn: "2026-03-03" }),
        400,
        { error: "Refund date cannot be in the future", field: "refundedOn" },
      ],
      [
        refundBody({ amountRupees: 1000, reason: "" }),
        400,
        { error: "Reason is required", field: "reason" },
      ],
      [
        refundBody({ amountRupees: 0 }),
        400,
        { error: "Amount must be at least ₹1", field: "amountRupees" },
      ],
    ] as const)
      expect(await send(`/orders/${id}/refunds`, body), JSON.stringify(body)).toEqual({
        status,
        json,
      });
    expect(await storedChanges(f.db)).toEqual(before);

    const utr = "UPI OUT 42";
    const tied = await change(
      `/orders/${id}/refunds`,
      refundBody({ amountRupees: 1000, method: "upi", reference: utr, refundVoucherId: voucherId }),
    );
    const refund = tied.payments.at(-1)!;
    expect(refund.refund).toEqual({ reason: "Order cancelled", voucherId });
    expect(tied.order.paidRupees).toBe(5000);
    // The voucher has its refund; the UTR its entry (a payment cannot take it either).
    expect(
      await send(
        `/orders/${id}/refunds`,
        refundBody({ amountRupees: 1000, refundVoucherId: voucherId }),
      ),
    ).toEqual({
      status: 409,
      json: { error: "That refund voucher already has its refund", field: "refundVoucherId" },
    });
    const other = await createOrder();
    expect(
      (
        await send(
          `/orders/${other.order.orderId}/payments`,
          paymentBody({ reference: "upi-out-42" }),
        )
      ).json,
    ).toEqual({ error: "This UTR is already recorded on another payment", field: "reference" });
    const docsBefore = (await docs(id)).length;
    expect(
      await send(
        `/orders/${id}/refunds`,
        refundBody({
          amountRupees: 500,
          method: "upi",
          reference: utr,
          receiptVoucherId: receipt!.id,
        }),
      ),
    ).toEqual({
      status: 409,
      json: { error: "This UTR is already recorded on another payment", field: "reference" },
    });
    // Refused whole: the voucher it would have issued is not there either.
    expect(await docs(id)).toHaveLength(docsBefore);

    // Recorded by mistake: reversed (money out taken back), its UTR and voucher free again.
    const reversed = await change(`/orders/${id}/payments/${refund.id}/reversal`, {
      reason: "Refund did not go through",
    });
    expect(reversed.payments.at(-1)).toMatchObject({
      amountRupees: 1000,
      reversesId: refund.id,
      refund: { reason: "Refund did not go through", voucherId: null },
    });
    expect(reversed.order.paidRupees).toBe(6000);
    await change(
      `/orders/${id}/refunds`,
      refundBody({ amountRupees: 1000, method: "upi", reference: utr, refundVoucherId: voucherId }),
    );
    expect(await orderProblems(f.db.db)).toEqual([]);
  });

  it("an invoiced order gives money back without a refund voucher (a credit note is the document)", async () => {
    const { order } = await createOrder({ amountRupees: 5000 });
    const id = order.orderId;
    await change(`/orders/${id}/payments`, paymentBody({ amountRupees: 5000 }));
    const [receipt] = await docs(id);
    const invoice = await send(`/orders/${id}/documents/supply`, {
      handover: "at-boutique",
      recipient: { name: "Meera", address: "", state: "", gstin: "" },
      pricesIncludeTax: true,
      lines: [
        {
          description: "Kurti",
          code: "6206",
          unit: "PCS",
          quantity: 1,
          unitPaise: 500_000,
          discountPaise: 0,
        },
      ],
    });
    expect(invoice.status).toBe(201);
    expect(
      await send(
        `/orders/${id}/refunds`,
        refundBody({ amountRupees: 500, receiptVoucherId: receipt!.id }),
      ),
    ).toEqual({
      status: 409,
      json: { error: "This order is invoiced: a return after the invoice is a credit note" },
    });
    const given = await change(
      `/orders/${id}/refunds`,
      refundBody({ amountRupees: 500, method: "cash", reference: "" }),
    );
    expect(given.payments.at(-1)).toMatchObject({
      amountRupees: -500,
      refund: { voucherId: null },
    });
    expect(given.order.balanceRupees).toBe(500);
    expect(given.timeline[0]).toMatchObject({ kind: "refund", voucher: null });
  });

  it("needs an owner's session and a known order", async () => {
    expect(
      (await f.app.request("/api/admin/orders/RR2026001/refunds", { method: "POST" })).status,
    ).toBe(401);
    expect(await send("/orders/RR2099999/refunds", refundBody())).toEqual({
      status: 404,
      json: { error: "Order not found" },
    });
  });
});
