import { expect, it } from "vitest";
import type { AdminOrderDetail } from "../../shared/admin";
import type { BusinessProfileAnswer } from "../../shared/billing/business-profile";
import type { IssuedDocument, OrderDocumentsAnswer } from "../../shared/billing/documents";
import type { TaxRulesAnswer } from "../../shared/billing/tax-rule-input";
import { sessionTokenFor } from "../test-support/admin-app";
import { describeEachEngine } from "../test-support/databases";
import { paymentBody } from "../test-support/order-bodies";
import { START, useOrderFixture } from "../test-support/order-fixture";
import { DEMO_BUSINESS, SAMPLE_GSTIN } from "./demo-business";

type Issued = OrderDocumentsAnswer & { issued: IssuedDocument; detail: AdminOrderDetail };

const supplyBody = (over: object = {}) => ({
  handover: "at-boutique",
  recipient: {
    name: "Meera Joshi",
    address: "14 Civil Lines, Jaipur",
    state: "Rajasthan",
    gstin: "",
  },
  pricesIncludeTax: false,
  lines: [
    {
      description: "Lehenga",
      code: "6204",
      unit: "PCS",
      quantity: 1,
      unitPaise: 1_000_000,
      discountPaise: 0,
    },
    {
      description: "Dupatta",
      code: "6211",
      unit: "PCS",
      quantity: 2,
      unitPaise: 250_000,
      discountPaise: 0,
    },
  ],
  ...over,
});

describeEachEngine("billing: business, receipts, invoices, notes and vouchers", (engine) => {
  const { f, send, createOrder } = useOrderFixture(engine);
  const docs = (orderId: string) => send<OrderDocumentsAnswer>(`/orders/${orderId}/documents`);
  const issue = (orderId: string, kind: string, body: unknown, token = f.sunita) =>
    send<Issued>(`/orders/${orderId}/documents/${kind}`, body, { token });

  it("demo mode has the spec's boutique with a sample GSTIN and UPI ID, marked as samples", async () => {
    const { status, json } = await send<BusinessProfileAnswer>("/billing/business");
    expect(status).toBe(200);
    expect(json).toMatchObject({
      sample: true,
      profile: {
        gstin: SAMPLE_GSTIN,
        upiId: "rajwadirang@sample",
        legalName: "Rajwadi Rang Boutique",
        stateCode: "08",
      },
    });
  });

  it("a payment records its receipt voucher; a UTR is recorded once; the invoice deducts the advance", async () => {
    const { order } = await createOrder({ amountRupees: 15000 });
    const id = order.orderId;
    const paid = await send(
      `/orders/${id}/payments`,
      paymentBody({ amountRupees: 5000, method: "upi", reference: "UTR 6121 0044 7788" }),
    );
    expect(paid.status).toBe(201);
    expect(paid.json.timeline.slice(0, 2)).toMatchObject([
      { kind: "payment", amountRupees: 5000 },
      {
        kind: "document",
        documentKind: "receipt-voucher",
        number: "RRRV2526/0001",
        amountPaise: 500_000,
      },
    ]);
    // The same UTR, typed another way, on another order: refused, naming the field; nothing stored.
    const other = await createOrder();
    const again = await send(
      `/orders/${other.order.orderId}/payments`,
      paymentBody({ reference: "utr-612100447788" }),
    );
    expect([again.status, again.json]).toEqual([
      409,
      { error: "This UTR is already recorded on another payment", field: "reference" },
    ]);
    expect((await send(`/orders/${other.order.orderId}`)).json.payments).toEqual([]);
    const noUtr = await send(
      `/orders/${id}/payments`,
      paymentBody({ method: "bank-transfer", reference: " " }),
    );
    expect([noUtr.status, noUtr.json]).toEqual([
      400,
      { error: "Reference (UTR) is required for UPI and bank transfers", field: "reference" },
    ]);

    const { json: listed } = await docs(id);
    expect(listed.documents).toHaveLength(1);
    const voucher = listed.documents[0]!;
    expect(voucher.content).toMatchObject({
      kind: "receipt-voucher",
      supplier: {
        legalName: DEMO_BUSINESS.legalName,
        gstin: SAMPLE_GSTIN,
        sample: true,
        signatory: DEMO_BUSINESS.signatory,
      },
      recipient: { name: order.customerName },
      amountPaise: 500_000,
      advanceTax: { treatment: "goods-not-taxable" },
      placeOfSupply: { stateCode: "08", stateName: "Rajasthan" },
      reverseCharge: false,
      payment: { method: "upi", reference: "UTR 6121 0044 7788" },
      amountInWords: { en: "Rupees Five Thousand Only", hi: "पाँच हज़ार रुपये मात्र" },
      issuedBy: "Sunita Rathore",
    });

    const invoice = await issue(id, "supply", supplyBody());
    expect(invoice.status, JSON.stringify(invoice.json)).toBe(201);
    const c = invoice.json.issued.content;
    expect(c).toMatchObject({
      kind: "tax-invoice",
      number: "RRIN2526/0001",
      date: "2026-03-02",
      placeOfSupply: { stateCode: "08", interState: false, basis: "at-boutique" },
      // ₹10,000 at 18% and 2 × ₹2,500 at 5%: CGST ₹900 + ₹125, SGST the same.
      totals: {
        taxablePaise: 1_500_000,
        cgstPaise: 102_500,
        sgstPaise: 102_500,
        igstPaise: 0,
        totalPaise: 1_705_000,
      },
      advances: [{ number: "RRRV2526/0001", amountPaise: 500_000 }],
      amountDuePaise: 1_205_000,
      amountInWords: { en: "Rupees Seventeen Thousand Fifty Only", hi: "सत्रह हज़ार पचास रुपये मात्र" },
    });
    // The lehenga above ₹2,500 a piece at 18%, each dupatta at ₹2,500.00 at 5%.
    expect(c.lines.map((l) => [l.code, l.rateBp, l.cgstPaise])).toEqual([
      ["6204", 1800, 90_000],
      ["6211", 500, 12_500],
    ]);
    expect(invoice.json.detail.timeline[0]).toMatchObject({
      kind: "document",
      documentKind: "tax-invoice",
    });

    // One standing invoice an order.
    const twice = await issue(id, "supply", supplyBody());
    expect([twice.status, twice.json]).toEqual([
      409,
      {
        error: "This order already has RRIN2526/0001: cancel it, or correct it with a credit note",
      },
    ]);
    // A payment after the invoice gets a payment receipt, not an advance's voucher.
    const balance = await send(
      `/orders/${id}/payments`,
      paymentBody({ amountRupees: 5000, method: "cash", reference: "" }),
    );
    expect(balance.json.timeline[1]).toMatchObject({
      kind: "document",
      documentKind: "payment-receipt",
      number: "RRPR2526/0001",
    });

    // A credit note takes back part of a line at the invoice's own rate.
    const credit = await issue(id, "credit-note", {
      invoiceId: invoice.json.issued.id,
      reason: "Discount after fitting",
      lines: [{ line: 0, taxablePaise: 100_000 }],
    });
    expect(credit.status, JSON.stringify(credit.json)).toBe(201);
    expect(credit.json.issued.content).toMatchObject({
      kind: "credit-note",
      number: "RRCN2526/0001",
      references: [{ number: "RRIN2526/0001" }],
      totals: { taxablePaise: 100_000, cgstPaise: 9_000, sgstPaise: 9_000, totalPaise: 118_000 },
    });
    const tooMuch = await issue(id, "credit-note", {
      invoiceId: invoice.json.issued.id,
      reason: "again",
      lines: [{ line: 0, taxablePaise: 900_001 }],
    });
    expect([tooMuch.status, tooMuch.json]).toEqual([
      400,
      {
        error: "Credit is more than the line's value still credited",
        field: "lines.0.taxablePaise",
      },
    ]);

    // Cancelling keeps the number used; the next invoice takes the next number.
    const cancelled = await issue(id, `${invoice.json.issued.id}/cancel`, {
      reason: "Wrong GSTIN",
    });
    expect(cancelled.status).toBe(201);
    const reissued = await issue(
      id,
      "supply",
      supplyBody({
        recipient: { name: "Meera Joshi", address: "", state: "", gstin: "27AAPFU0939F1ZV" },
        handover: "sent",
      }),
    );
    expect(reissued.json.issued.content).toMatchObject({
      number: "RRIN2526/0002",
      recipient: { gstin: "27AAPFU0939F1ZV" },
      placeOfSupply: { stateCode: "08" },
    });
    const numbers = (await docs(id)).json.documents.map((d) => [d.number, d.cancelled !== null]);
    expect(numbers).toEqual([
      ["RRRV2526/0001", false],
      ["RRIN2526/0001", true],
      ["RRPR2526/0001", false],
      ["RRCN2526/0001", false],
      ["RRIN2526/0002", false],
    ]);
  });

  it("an issued document never changes: not by a new rule, not by new business details, not by SQL", async () => {
    const { order } = await createOrder({ amountRupees: 5000 });
    const first = await issue(
      order.orderId,
      "supply",
      supplyBody({
        lines: [
          {
            description: "Kurti",
            code: "6206",
            unit: "PCS",
            quantity: 1,
            unitPaise: 280_000,
            discountPaise: 0,
          },
        ],
      }),
    );
    expect(first.json.issued.content.lines[0]!.rateBp).toBe(1800);
    const rule = await send<TaxRulesAnswer>("/billing/tax-rules", {
      codePrefix: "6206",
      effectiveFrom: "2026-03-02",
      note: "test change",
      slabs: [
        { upToPaise: 300_000, rateBp: 500 },
        { upToPaise: null, rateBp: 1200 },
      ],
    });
    expect(rule.status).toBe(201);
    const dup = await send("/billing/tax-rules", {
      codePrefix: "6206",
      effectiveFrom: "2026-03-02",
      note: "x",
      slabs: [{ upToPaise: null, rateBp: 500 }],
    });
    expect([dup.status, dup.json]).toEqual([
      409,
      { error: "A rule for this HSN/SAC from this date is already set", field: "effectiveFrom" },
    ]);
    await send("/billing/business", { ...DEMO_BUSINESS, legalName: "Renamed" }, { method: "PUT" });
    const [before] = (await docs(order.orderId)).json.documents;
    expect(before!.content).toMatchObject({
      supplier: { legalName: DEMO_BUSINESS.legalName },
      lines: [{ rateBp: 1800 }],
    });
    await expect(
      f.db.db
        .updateTable("billing_documents")
        .set({ amount_paise: 1 } as never)
        .execute(),
    ).rejects.toThrow(/never edited/);
    // The next order's invoice takes the new rule and the new name.
    const next = await createOrder({ amountRupees: 5000 });
    const second = await issue(
      next.order.orderId,
      "supply",
      supplyBody({
        lines: [
          {
            description: "Kurti",
            code: "6206",
            unit: "PCS",
            quantity: 1,
            unitPaise: 280_000,
            discountPaise: 0,
          },
        ],
      }),
    );
    expect(second.json.issued.content).toMatchObject({
      supplier: { legalName: "Renamed" },
      lines: [{ rateBp: 500 }],
    });
    await send("/billing/business", DEMO_BUSINESS, { method: "PUT" });
  });

  it("sent out of state is IGST; an unregistered buyer at ₹50,000 or more needs her address", async () => {
    const { order } = await createOrder({ amountRupees: 60000 });
    const big = [
      {
        description: "Bridal set",
        code: "6204",
        unit: "PCS",
        quantity: 1,
        unitPaise: 5_000_000,
        discountPaise: 0,
      },
    ];
    const noAddress = await issue(
      order.orderId,
      "supply",
      supplyBody({
        handover: "sent",
        lines: big,
        recipient: { name: "Anita", address: "", state: "Delhi", gstin: "" },
      }),
    );
    expect([noAddress.status, noAddress.json]).toEqual([
      400,
      {
        error: "Her address and state are required on a bill of ₹50,000 or more without a GSTIN",
        field: "recipient.address",
      },
    ]);
    const sent = await issue(
      order.orderId,
      "supply",
      supplyBody({
        handover: "sent",
        lines: big,
        recipient: { name: "Anita", address: "5 Hauz Khas", state: "Delhi", gstin: "" },
      }),
    );
    expect(sent.json.issued.content).toMatchObject({
      placeOfSupply: { stateCode: "07", stateName: "Delhi", interState: true, basis: "sent" },
      totals: { cgstPaise: 0, sgstPaise: 0, igstPaise: 900_000, totalPaise: 5_900_000 },
    });
  });

  it("a place of supply the owners choose, with their reason: kept on the invoice, its taxes follow it", async () => {
    const kurti = [
      {
        description: "Kurti",
        code: "6204",
        unit: "PCS",
        quantity: 1,
        unitPaise: 200_000,
        discountPaise: 0,
      },
    ];
    // Handed over in Jaipur, but her shop in Surat collects: IGST.
    const first = await createOrder({ amountRupees: 2100 });
    const gujarat = await issue(
      first.order.orderId,
      "supply",
      supplyBody({
        lines: kurti,
        placeOfSupply: { stateCode: "24", reason: "Her shop in Surat collects" },
      }),
    );
    expect(gujarat.status, JSON.stringify(gujarat.json)).toBe(201);
    expect(gujarat.json.issued.content).toMatchObject({
      placeOfSupply: {
        stateCode: "24",
        stateName: "Gujarat",
        basis: "override",
        reason: "Her shop in Surat collects",
        interState: true,
      },
      totals: { cgstPaise: 0, sgstPaise: 0, igstPaise: 10_000, totalPaise: 210_000 },
    });
    // Sent to Delhi, but supplied in Rajasthan by the owners' word: CGST + SGST.
    const second = await createOrder({ amountRupees: 2100 });
    const home = await issue(
      second.order.orderId,
      "supply",
      supplyBody({
        handover: "sent",
        lines: kurti,
        recipient: { name: "Anita", address: "5 Hauz Khas", state: "Delhi", gstin: "" },
        placeOfSupply: { stateCode: "08", reason: "Collected at the boutique by her brother" },
      }),
    );
    expect(home.json.issued.content).toMatchObject({
      placeOfSupply: { stateCode: "08", basis: "override", interState: false },
      totals: { cgstPaise: 5_000, sgstPaise: 5_000, igstPaise: 0, totalPaise: 210_000 },
    });
    // The owners say why: a blank reason is refused.
    const third = await createOrder({ amountRupees: 2100 });
    const noReason = await issue(
      third.order.orderId,
      "supply",
      supplyBody({ lines: kurti, placeOfSupply: { stateCode: "24", reason: " " } }),
    );
    expect([noReason.status, (noReason.json as unknown as { field: string }).field]).toEqual([
      400,
      "placeOfSupply.reason",
    ]);
  });

  it("refusals name the field", async () => {
    const { order } = await createOrder();
    const cases: [object, string][] = [
      [
        supplyBody({ recipient: { name: "M", address: "", state: "", gstin: "27AAPFU0939F1ZW" } }),
        "recipient.gstin",
      ],
      [supplyBody({ lines: [] }), "lines"],
      [
        supplyBody({
          lines: [
            {
              description: "x",
              code: "62A4",
              unit: "PCS",
              quantity: 1,
              unitPaise: 100,
              discountPaise: 0,
            },
          ],
        }),
        "lines.0.code",
      ],
      [
        supplyBody({
          lines: [
            {
              description: "x",
              code: "7113",
              unit: "PCS",
              quantity: 1,
              unitPaise: 100,
              discountPaise: 0,
            },
          ],
        }),
        "lines.0.code",
      ],
      [
        supplyBody({
          lines: [
            {
              description: "x",
              code: "6204",
              unit: "PCS",
              quantity: 1,
              unitPaise: 100,
              discountPaise: 101,
            },
          ],
        }),
        "lines.0.discountPaise",
      ],
      [
        supplyBody({
          lines: [
            {
              description: "x",
              code: "6204",
              unit: "PCS",
              quantity: 0,
              unitPaise: 100,
              discountPaise: 0,
            },
          ],
        }),
        "lines.0.quantity",
      ],
      [
        supplyBody({
          handover: "sent",
          recipient: { name: "M", address: "x", state: "Atlantis", gstin: "" },
        }),
        "placeOfSupply.stateCode",
      ],
      [supplyBody({ placeOfSupply: { stateCode: "07", reason: "" } }), "placeOfSupply.reason"],
      [supplyBody({ pricesIncludeTax: "yes" }), "pricesIncludeTax"],
    ];
    for (const [body, field] of cases) {
      const res = await issue(order.orderId, "supply", body);
      expect(
        [res.status, (res.json as unknown as { field: string }).field],
        JSON.stringify(res.json),
      ).toEqual([400, field]);
    }
    const business = await send(
      "/billing/business",
      { ...DEMO_BUSINESS, gstin: "08AABFR4271K1Z1" },
      { method: "PUT" },
    );
    expect([business.status, business.json]).toEqual([
      400,
      { error: "GSTIN has a wrong check character: a character was mistyped", field: "gstin" },
    ]);
    const upi = await send(
      "/billing/business",
      { ...DEMO_BUSINESS, upiId: "rajwadirang" },
      { method: "PUT" },
    );
    expect(upi.json).toEqual({
      error: "UPI ID must be a UPI ID such as rajwadirang@okicici (name@handle)",
      field: "upiId",
    });
    expect((await docs(order.orderId)).json.documents).toEqual([]);
  });

  it("a composition dealer issues a bill of supply without GST; a refund voucher returns an advance", async () => {
    await send(
      "/billing/business",
      { ...DEMO_BUSINESS, registration: "composition" },
      { method: "PUT" },
    );
    try {
      const { order } = await createOrder({ amountRupees: 9000 });
      const paid = await send(
        `/orders/${order.orderId}/payments`,
        paymentBody({ amountRupees: 3000, method: "cash", reference: "" }),
      );
      expect(paid.status).toBe(201);
      const [voucher] = (await docs(order.orderId)).json.documents;
      expect(voucher!.content.advanceTax).toMatchObject({ treatment: "not-registered" });
      const refund = await issue(order.orderId, "refund-voucher", {
        receiptVoucherId: voucher!.id,
        amountPaise: 100_000,
        method: "cash",
        reason: "Wedding postponed",
      });
      expect(refund.json.issued.content).toMatchObject({
        kind: "refund-voucher",
        amountPaise: 100_000,
        references: [{ id: voucher!.id }],
      });
      const over = await issue(order.orderId, "refund-voucher", {
        receiptVoucherId: voucher!.id,
        amountPaise: 200_001,
        method: "cash",
        reason: "x",
      });
      expect([over.status, over.json]).toEqual([
        400,
        {
          error: "Refund is more than the advance still held on that voucher",
          field: "amountPaise",
        },
      ]);
      const bill = await issue(order.orderId, "supply", supplyBody());
      expect(bill.json.issued.content).toMatchObject({
        kind: "bill-of-supply",
        totals: {
          taxablePaise: 1_500_000,
          cgstPaise: 0,
          sgstPaise: 0,
          igstPaise: 0,
          totalPaise: 1_500_000,
        },
        advances: [{ amountPaise: 200_000 }],
        amountDuePaise: 1_300_000,
      });
      expect(bill.json.issued.number).toMatch(/^RRBS2526\/\d{4}$/);
    } finally {
      await send("/billing/business", DEMO_BUSINESS, { method: "PUT" });
    }
  });

  it("an unregistered business issues a plain bill: series BL, no GSTIN, no tax", async () => {
    const business = await send(
      "/billing/business",
      { ...DEMO_BUSINESS, registration: "unregistered", gstin: "" },
      { method: "PUT" },
    );
    expect(business.status).toBe(200);
    try {
      const { order } = await createOrder({ amountRupees: 15000 });
      const bill = await issue(order.orderId, "supply", supplyBody());
      expect(bill.status, JSON.stringify(bill.json)).toBe(201);
      expect(bill.json.issued.number).toMatch(/^RRBL2526\/\d{4}$/);
      expect(bill.json.issued.content).toMatchObject({
        kind: "bill",
        supplier: { registration: "unregistered", gstin: "" },
        lines: [{ rateBp: 0 }, { rateBp: 0 }],
        totals: {
          taxablePaise: 1_500_000,
          cgstPaise: 0,
          sgstPaise: 0,
          igstPaise: 0,
          totalPaise: 1_500_000,
        },
      });
      // No GST, no place of supply to state: an address naming no state does not stop a bill.
      const far = await createOrder({ amountRupees: 15000 });
      const sent = await issue(
        far.order.orderId,
        "supply",
        supplyBody({
          handover: "sent",
          recipient: { name: "Meera", address: "Sector 5", state: "Atlantis", gstin: "" },
        }),
      );
      expect(sent.status, JSON.stringify(sent.json)).toBe(201);
      expect(sent.json.issued.content.kind).toBe("bill");
    } finally {
      await send("/billing/business", DEMO_BUSINESS, { method: "PUT" });
    }
  });

  it("reversing a payment cancels its receipt voucher and frees its UTR; the numbers stay used", async () => {
    const { order } = await createOrder({ amountRupees: 9000 });
    const paid = await send(
      `/orders/${order.orderId}/payments`,
      paymentBody({ amountRupees: 2000, reference: "UTR-REVERSED-1" }),
    );
    const paymentId = paid.json.payments[0]!.id;
    const reversed = await send(`/orders/${order.orderId}/payments/${paymentId}/reversal`, {
      reason: "Wrong order",
    });
    expect(reversed.json.timeline.slice(0, 2)).toMatchObject([
      { kind: "payment-reversed" },
      { kind: "document-cancelled", reason: "Wrong order" },
    ]);
    const again = await send(
      `/orders/${order.orderId}/payments`,
      paymentBody({ amountRupees: 2000, reference: "UTR-REVERSED-1" }),
    );
    expect(again.status).toBe(201);
    const documents = (await docs(order.orderId)).json.documents;
    expect(documents.map((d) => d.cancelled?.reason ?? null)).toEqual(["Wrong order", null]);
    expect(documents[1]!.number > documents[0]!.number).toBe(true);
  });

  it("a payment recorded before the business was set up gets its receipt afterwards; the documents need a session", async () => {
    await f.db.db.deleteFrom("billing_business").execute();
    try {
      const { order } = await createOrder({ amountRupees: 9000 });
      await send(
        `/orders/${order.orderId}/payments`,
        paymentBody({ amountRupees: 1000, method: "cash", reference: "" }),
      );
      const before = (await docs(order.orderId)).json;
      expect(before).toMatchObject({
        documents: [],
        business: { ready: false },
        paymentsWithoutReceipt: [expect.any(Number)],
      });
      const refused = await issue(order.orderId, "supply", supplyBody());
      expect([refused.status, refused.json]).toEqual([
        409,
        { error: "Fill in Settings → Business before issuing documents" },
      ]);
      await send("/billing/business", DEMO_BUSINESS, { method: "PUT" });
      const receipt = await issue(
        order.orderId,
        `receipts/${before.paymentsWithoutReceipt[0]}`,
        {},
      );
      expect(receipt.json).toMatchObject({
        paymentsWithoutReceipt: [],
        issued: { kind: "receipt-voucher" },
      });
      expect((await f.app.request(`/api/admin/orders/${order.orderId}/documents`)).status).toBe(
        401,
      );
    } finally {
      await send("/billing/business", DEMO_BUSINESS, { method: "PUT" });
    }
  });

  it("a new financial year restarts each series", async () => {
    const { order } = await createOrder({ amountRupees: 20000 });
    const other = (await createOrder({ amountRupees: 9000 })).order;
    const more = [
      (await createOrder({ amountRupees: 15000 })).order,
      (await createOrder({ amountRupees: 15000 })).order,
    ];
    f.clock = Date.UTC(2026, 3, 1, 4, 30);
    const token = await sessionTokenFor(f.db, "sunita", new Date(f.clock));
    const numbers: string[] = [];
    const last = async (orderId: string) =>
      (
        await send<OrderDocumentsAnswer>(`/orders/${orderId}/documents`, undefined, { token })
      ).json.documents.at(-1)!;
    const pay = async (orderId: string, amountRupees: number) => {
      const paid = await send(
        `/orders/${orderId}/payments`,
        paymentBody({ amountRupees, paidOn: "2026-04-01", method: "cash", reference: "" }),
        { token },
      );
      expect(paid.status).toBe(201);
      numbers.push((await last(orderId)).number);
    };
    try {
      await pay(order.orderId, 2000); // receipt voucher
      const invoice = await issue(order.orderId, "supply", supplyBody(), token);
      numbers.push(invoice.json.issued.number);
      const credit = await issue(
        order.orderId,
        "credit-note",
        {
          invoiceId: invoice.json.issued.id,
          reason: "Discount",
          lines: [{ line: 0, taxablePaise: 10_000 }],
        },
        token,
      );
      numbers.push(credit.json.issued.number);
      await pay(order.orderId, 1000); // payment receipt, after the invoice
      await pay(other.orderId, 1000);
      const refund = await issue(
        other.orderId,
        "refund-voucher",
        {
          receiptVoucherId: (await last(other.orderId)).id,
          amountPaise: 50_000,
          method: "cash",
          reason: "x",
        },
        token,
      );
      numbers.push(refund.json.issued.number);
      for (const [i, registration, gstin] of [
        [0, "composition", DEMO_BUSINESS.gstin],
        [1, "unregistered", ""],
      ] as const) {
        await send(
          "/billing/business",
          { ...DEMO_BUSINESS, registration, gstin },
          { method: "PUT", token },
        );
        numbers.push(
          (await issue(more[i]!.orderId, "supply", supplyBody(), token)).json.issued.number,
        );
      }
      expect(numbers).toEqual([
        "RRRV2627/0001",
        "RRIN2627/0001",
        "RRCN2627/0001",
        "RRPR2627/0001",
        "RRRV2627/0002",
        "RRRF2627/0001",
        "RRBS2627/0001",
        "RRBL2627/0001",
      ]);
    } finally {
      await send("/billing/business", DEMO_BUSINESS, { method: "PUT", token });
      f.clock = START;
    }
  });
});
