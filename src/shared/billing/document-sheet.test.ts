import { describe, expect, it } from "vitest";
import { documentSheet } from "./document-sheet";
import type { DocumentContent } from "./documents";
import { SEEDED_TAX_RATES, type TaxRate } from "./tax-rates";
import { parseRateBp, taxRulesOn } from "./tax-rule-groups";

const supplier = {
  legalName: "Rajwadi Rang Boutique",
  tradeName: "Rajwadi Rang",
  addressLine: "Johari Bazaar",
  city: "Jaipur",
  postalCode: "302003",
  stateCode: "08",
  phone: "",
  email: "",
  registration: "regular" as const,
  gstin: "08AABFR4271K1Z0",
  pan: "AABFR4271K",
  invoicePrefix: "RR",
  bank: {
    accountName: "Rajwadi Rang Boutique",
    accountNumber: "50100012345678",
    ifsc: "HDFC0001234",
    bankName: "HDFC Bank",
    branch: "MI Road",
  },
  upiId: "rajwadirang@okicici",
  payeeName: "Rajwadi Rang",
  terms: "Subject to Jaipur jurisdiction.",
  signatory: "Sunita Rathore",
  signatureKey: "",
  stateName: "Rajasthan",
  sample: false,
};

/** A tax invoice sent to Maharashtra (IGST), one advance deducted. */
const invoice: DocumentContent = {
  kind: "tax-invoice",
  number: "RRIN2526/0007",
  date: "2026-03-02",
  financialYear: "2025-26",
  orderId: "RR2026042",
  supplier,
  recipient: {
    name: "Meera Joshi",
    phone: "+91 98290 41777",
    address: "5 MG Road, Pune",
    state: "Maharashtra",
    gstin: "27AAPFU0939F1ZV",
  },
  placeOfSupply: {
    stateCode: "27",
    stateName: "Maharashtra",
    basis: "sent",
    reason: "",
    interState: true,
  },
  reverseCharge: false,
  lines: [
    {
      description: "Lehenga",
      code: "6204",
      unit: "PCS",
      quantity: 1,
      unitPaise: 1_000_000,
      discountPaise: 0,
      chargedPaise: 1_000_000,
      taxablePaise: 1_000_000,
      rateBp: 1800,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 180_000,
      totalPaise: 1_180_000,
    },
  ],
  pricesIncludeTax: false,
  totals: {
    taxablePaise: 1_000_000,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 180_000,
    totalPaise: 1_180_000,
  },
  description: "Order RR2026042: Lehenga",
  amountPaise: 1_180_000,
  advanceTax: null,
  payment: null,
  advances: [
    {
      id: 1,
      kind: "receipt-voucher",
      number: "RRRV2526/0003",
      date: "2026-02-10",
      amountPaise: 500_000,
    },
  ],
  amountDuePaise: 680_000,
  references: [],
  reason: "",
  amountInWords: {
    en: "Rupees Eleven Thousand Eight Hundred Only",
    hi: "ग्यारह हज़ार आठ सौ रुपये मात्र",
  },
  issuedBy: "Sunita Rathore",
};

describe("a document's page", () => {
  it("says every field of a tax invoice from what was stored: IGST out of state, the advance deducted", () => {
    const sheet = documentSheet(invoice, "en");
    expect(sheet.title).toBe("Tax Invoice");
    expect(sheet.titleLocal).toBeNull();
    expect(sheet.facts).toEqual([
      ["Number", "RRIN2526/0007"],
      ["Date", "2 March 2026"],
      ["Order", "RR2026042"],
      ["Place of supply", "Maharashtra (code 27): delivery address"],
      ["Tax payable on reverse charge", "No"],
    ]);
    expect(sheet.supplier.lines).toContain("GSTIN: 08AABFR4271K1Z0");
    expect(sheet.recipient.lines).toContainEqual(["GSTIN", "27AAPFU0939F1ZV"]);
    expect(sheet.recipient.lines).toContainEqual(["State", "Maharashtra (code 27)"]);
    expect(sheet.table!.columns.map((c) => c.label)).toEqual([
      "#",
      "Description",
      "HSN/SAC",
      "Qty",
      "Price",
      "Discount",
      "Taxable value",
      "GST rate",
      "IGST",
      "Total",
    ]);
    expect(sheet.table!.rows).toEqual([
      [
        "1",
        "Lehenga",
        "6204",
        "1 PCS",
        "₹10,000.00",
        "₹0.00",
        "₹10,000.00",
        "18%",
        "₹1,800.00",
        "₹11,800.00",
      ],
    ]);
    expect(sheet.totals).toEqual([
      { label: "Taxable value", value: "₹10,000.00" },
      { label: "IGST", value: "₹1,800.00" },
      { label: "Total", value: "₹11,800.00", strong: true },
      { label: "Less advance RRRV2526/0003 of 10 February 2026", value: "- ₹5,000.00" },
      { label: "Amount due", value: "₹6,800.00", strong: true },
    ]);
    expect(sheet.words).toEqual(["Rupees Eleven Thousand Eight Hundred Only"]);
    expect(sheet.bank).toEqual([
      ["Account", "Rajwadi Rang Boutique · 50100012345678"],
      ["IFSC", "HDFC0001234 · HDFC Bank · MI Road"],
      ["UPI ID", "rajwadirang@okicici"],
    ]);
    expect(sheet.signature).toMatchObject({
      forName: "For Rajwadi Rang Boutique",
      signatory: "Sunita Rathore",
      label: "Authorised Signatory",
    });
  });

  it("in Hindi: her language first, the law's English words after, the amounts as issued", () => {
    const sheet = documentSheet(invoice, "hi", {
      at: "2026-03-05T06:00:00Z",
      reason: "Wrong GSTIN",
    });
    expect(sheet.title).toBe("Tax Invoice");
    expect(sheet.titleLocal).toBe("टैक्स इनवॉइस");
    expect(sheet.facts[0]).toEqual(["संख्या / Number", "RRIN2526/0007"]);
    expect(sheet.facts[3]).toEqual([
      "आपूर्ति का स्थान / Place of supply",
      "महाराष्ट्र (कोड 27): डिलीवरी का पता",
    ]);
    expect(sheet.words).toEqual([
      "ग्यारह हज़ार आठ सौ रुपये मात्र",
      "Rupees Eleven Thousand Eight Hundred Only",
    ]);
    expect(sheet.totals.at(-1)).toEqual({
      label: "बाक़ी रक़म / Amount due",
      value: "₹6,800.00",
      strong: true,
    });
    expect(sheet.cancelled).toBe("5 मार्च 2026 को रद्द: Wrong GSTIN");
  });

  it("the place of supply the owners chose says their reason; CGST + SGST or IGST follow it", () => {
    const chosen = (stateCode: string, stateName: string, interState: boolean) =>
      documentSheet(
        {
          ...invoice,
          placeOfSupply: {
            stateCode,
            stateName,
            basis: "override",
            reason: "her shop collects",
            interState,
          },
        },
        "en",
      );
    const gujarat = chosen("24", "Gujarat", true);
    expect(gujarat.facts[3]).toEqual([
      "Place of supply",
      "Gujarat (code 24): chosen by the supplier: her shop collects",
    ]);
    expect(gujarat.table!.columns.map((c) => c.label)).toContain("IGST");
    const home = chosen("08", "Rajasthan", false);
    expect(home.table!.columns.map((c) => c.label)).toEqual(
      expect.arrayContaining(["CGST", "SGST"]),
    );
    expect(home.table!.columns.map((c) => c.label)).not.toContain("IGST");
    expect(
      documentSheet(
        {
          ...invoice,
          placeOfSupply: {
            ...invoice.placeOfSupply,
            basis: "override",
            reason: "her shop collects",
          },
        },
        "hi",
      ).facts[3]![1],
    ).toBe("महाराष्ट्र (कोड 27): आपूर्तिकर्ता द्वारा चुना गया: her shop collects");
  });

  it("a discount: the value before it and the discount above the taxable value, in both languages", () => {
    const discounted = {
      ...invoice,
      lines: [{ ...invoice.lines[0]!, unitPaise: 1_100_000, discountPaise: 100_000 }],
    };
    expect(documentSheet(discounted, "en").totals.slice(0, 3)).toEqual([
      { label: "Value before discount", value: "₹11,000.00" },
      { label: "Less discount", value: "- ₹1,000.00" },
      { label: "Taxable value", value: "₹10,000.00" },
    ]);
    expect(documentSheet(discounted, "hi").totals[1]).toEqual({
      label: "घटाई गई छूट / Less discount",
      value: "- ₹1,000.00",
    });
    expect(documentSheet(invoice, "en").totals[0]!.label).toBe("Taxable value");
  });

  it("a plain bill (the boutique not registered) states no place of supply and no reverse charge", () => {
    const bill = documentSheet(
      {
        ...invoice,
        kind: "bill",
        supplier: { ...supplier, registration: "unregistered", gstin: "" },
      },
      "en",
    );
    expect(bill.facts.map(([label]) => label)).toEqual(["Number", "Date", "Order"]);
    const others = (
      ["tax-invoice", "bill-of-supply", "credit-note", "receipt-voucher"] as const
    ).map((kind) => documentSheet({ ...invoice, kind }, "en").facts.map(([label]) => label));
    for (const labels of others)
      expect(labels).toEqual(
        expect.arrayContaining(["Place of supply", "Tax payable on reverse charge"]),
      );
  });

  it("a receipt voucher says what GST on an advance for goods is, and how it was paid", () => {
    const sheet = documentSheet(
      {
        ...invoice,
        kind: "receipt-voucher",
        lines: [],
        advances: [],
        amountPaise: 500_000,
        advanceTax: {
          treatment: "goods-not-taxable",
          rateBp: 0,
          taxablePaise: 0,
          cgstPaise: 0,
          sgstPaise: 0,
          igstPaise: 0,
        },
        payment: { method: "upi", reference: "UTR 6121", paymentId: 4 },
        amountInWords: { en: "Rupees Five Thousand Only", hi: "पाँच हज़ार रुपये मात्र" },
      },
      "en",
    );
    expect(sheet.table).toBeNull();
    expect(sheet.recipient.heading).toBe("Received from");
    expect(sheet.totals).toEqual([{ label: "Amount received", value: "₹5,000.00", strong: true }]);
    expect(sheet.notes).toEqual([
      "For: Order RR2026042: Lehenga",
      "Paid by: UPI",
      "Reference (UTR): UTR 6121",
      "No GST is payable on an advance received for goods (Notification 66/2017-Central Tax): the tax is charged on the invoice.",
    ]);
    expect(sheet.bank).toEqual([]);
  });
});

describe("the tax rules as Settings shows them", () => {
  const rates: TaxRate[] = SEEDED_TAX_RATES.map((r, i) => ({ ...r, id: i + 1 }));
  it("groups a prefix's slabs from one date into a rule; a later rule supersedes, a future one waits", () => {
    const more: TaxRate[] = [
      ...rates,
      {
        id: 90,
        codePrefix: "62",
        effectiveFrom: "2026-04-01",
        upToPaise: null,
        rateBp: 1200,
        note: "later",
      },
      {
        id: 91,
        codePrefix: "5007",
        effectiveFrom: "2024-01-01",
        upToPaise: null,
        rateBp: 1200,
        note: "old",
      },
    ];
    const rules = taxRulesOn(more, "2026-03-02");
    const of = (prefix: string, from: string) =>
      rules.find((r) => r.codePrefix === prefix && r.effectiveFrom === from)!;
    expect(of("62", "2025-09-22")).toMatchObject({
      slabs: [
        { upToPaise: 250_000, rateBp: 500 },
        { upToPaise: null, rateBp: 1800 },
      ],
      state: { inForce: true },
    });
    expect(of("62", "2026-04-01").state).toEqual({ inForce: false, supersededOn: null });
    expect(of("5007", "2024-01-01").state).toEqual({ inForce: false, supersededOn: "2025-09-22" });
    expect(rules.filter((r) => r.state.inForce).map((r) => r.codePrefix)).toEqual([
      "5007",
      "5208",
      "5407",
      "61",
      "62",
      "9988",
    ]);
  });

  it("reads a rate typed as a percentage", () => {
    expect([
      parseRateBp("5"),
      parseRateBp("2.5"),
      parseRateBp("0.25"),
      parseRateBp("18 %"),
      parseRateBp("5,5"),
      parseRateBp(""),
    ]).toEqual([500, 250, 25, 1800, null, null]);
  });
});
