import { describe, expect, it } from "vitest";
import type { QuoteContent } from "../quotes/quote";
import { quoteTotals } from "../quotes/quote-totals";
import { placeOfSupply } from "./place-of-supply";
import { taxLines, type LineInput, type TaxContext } from "./tax-lines";
import { SEEDED_TAX_RATES, slabsInForce, type TaxRate } from "./tax-rates";

const RATES: TaxRate[] = SEEDED_TAX_RATES.map((r, i) => ({ ...r, id: i + 1 }));
const ctx = (over: Partial<TaxContext> = {}): TaxContext => ({
  rates: RATES,
  on: "2026-03-02",
  registration: "regular",
  interState: false,
  pricesIncludeTax: false,
  ...over,
});
const line = (over: Partial<LineInput> = {}): LineInput => ({
  description: "Lehenga",
  code: "6204",
  unit: "PCS",
  quantity: 1,
  unitPaise: 250_000,
  discountPaise: 0,
  ...over,
});
const taxOf = (l: Partial<LineInput>, c: Partial<TaxContext> = {}) => {
  const out = taxLines([line(l)], ctx(c));
  if (!out.ok) throw new Error(out.error);
  const { rateBp, taxablePaise, cgstPaise, sgstPaise, igstPaise, totalPaise } = out.lines[0]!;
  return { rateBp, taxablePaise, cgstPaise, sgstPaise, igstPaise, totalPaise };
};

describe("apparel's slab: per piece, on the value charged after discount", () => {
  it.each([
    ["₹2,500.00 a piece", { unitPaise: 250_000 }, 500],
    ["₹2,500.01 a piece", { unitPaise: 250_001 }, 1800],
    [
      "₹2,600.00 less ₹100.00 discount: ₹2,500.00",
      { unitPaise: 260_000, discountPaise: 10_000 },
      500,
    ],
    [
      "₹2,600.00 less ₹99.99 discount: ₹2,500.01",
      { unitPaise: 260_000, discountPaise: 9_999 },
      1800,
    ],
    ["3 pieces at ₹2,500.00", { quantity: 3, unitPaise: 250_000 }, 500],
    [
      "3 pieces at ₹2,500.01 less 3 paise: ₹2,500.00 each",
      { quantity: 3, unitPaise: 250_001, discountPaise: 3 },
      500,
    ],
    [
      "3 pieces at ₹2,500.01 less 2 paise",
      { quantity: 3, unitPaise: 250_001, discountPaise: 2 },
      1800,
    ],
    ["HSN 6211 (chapter 62) too", { code: "6211", unitPaise: 250_001 }, 1800],
    ["HSN 6104 (chapter 61), knitted", { code: "6104", unitPaise: 200_000 }, 500],
  ])("%s", (_name, l, rateBp) => {
    expect(taxOf(l).rateBp).toBe(rateBp);
  });

  it("CGST and SGST are half the rate each, to the paisa", () => {
    expect(taxOf({ unitPaise: 250_000 })).toEqual({
      rateBp: 500,
      taxablePaise: 250_000,
      cgstPaise: 6_250,
      sgstPaise: 6_250,
      igstPaise: 0,
      totalPaise: 262_500,
    });
    expect(taxOf({ unitPaise: 250_001 })).toEqual({
      rateBp: 1800,
      taxablePaise: 250_001,
      cgstPaise: 22_500,
      sgstPaise: 22_500,
      igstPaise: 0,
      totalPaise: 295_001,
    });
  });

  it("IGST, the whole rate, outside the boutique's state", () => {
    expect(taxOf({ unitPaise: 250_001 }, { interState: true })).toEqual({
      rateBp: 1800,
      taxablePaise: 250_001,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 45_000,
      totalPaise: 295_001,
    });
  });

  it("prices that include GST keep their total exact; the gap between slabs takes the higher rate", () => {
    // ₹2,625.00 with 5% inside: ₹2,500.00 taxable, so 5%.
    expect(taxOf({ unitPaise: 262_500 }, { pricesIncludeTax: true })).toMatchObject({
      rateBp: 500,
      taxablePaise: 250_000,
      cgstPaise: 6_250,
      totalPaise: 262_500,
    });
    // ₹2,800.00: above ₹2,500 at 5%, so 18% (₹2,372.88 taxable), never less tax than due.
    expect(taxOf({ unitPaise: 280_000 }, { pricesIncludeTax: true })).toMatchObject({
      rateBp: 1800,
      taxablePaise: 237_288,
      cgstPaise: 21_356,
      sgstPaise: 21_356,
      totalPaise: 280_000,
    });
    expect(
      taxOf({ unitPaise: 1_350_000 }, { pricesIncludeTax: true, interState: true }),
    ).toMatchObject({
      rateBp: 1800,
      taxablePaise: 1_144_068,
      igstPaise: 205_932,
      totalPaise: 1_350_000,
    });
  });
});

describe("other lines", () => {
  it.each([
    ["saree fabric, silk (5007)", "5007", 900_000, 500],
    ["saree, synthetic (5407)", "5407", 300_000, 500],
    ["cotton (5208)", "5208", 40_000, 500],
    ["stitching only, the owners' SAC (998821)", "998821", 150_000, 500],
  ])("%s", (_name, code, unitPaise, rateBp) => {
    expect(taxOf({ code, unitPaise }).rateBp).toBe(rateBp);
  });

  it("a code without a rule is refused, naming the line's code", () => {
    expect(taxLines([line(), line({ code: "7113" })], ctx())).toEqual({
      ok: false,
      line: 1,
      field: "code",
      error: "No GST rate is set for HSN/SAC 7113 on 2026-03-02: add it in Settings → Tax rules",
    });
  });

  it("a discount above the line's price is refused", () => {
    expect(taxLines([line({ discountPaise: 250_001 })], ctx())).toMatchObject({
      ok: false,
      field: "discountPaise",
    });
  });

  it.each(["composition", "unregistered"] as const)(
    "a %s business charges no GST",
    (registration) => {
      expect(taxOf({ unitPaise: 900_000 }, { registration })).toEqual({
        rateBp: 0,
        taxablePaise: 900_000,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
        totalPaise: 900_000,
      });
    },
  );
});

describe("rates by date", () => {
  const changed: TaxRate[] = [
    ...RATES,
    {
      id: 90,
      codePrefix: "62",
      effectiveFrom: "2026-04-01",
      upToPaise: 300_000,
      rateBp: 500,
      note: "a later change",
    },
    {
      id: 91,
      codePrefix: "62",
      effectiveFrom: "2026-04-01",
      upToPaise: null,
      rateBp: 1200,
      note: "a later change",
    },
    {
      id: 92,
      codePrefix: "62",
      effectiveFrom: "2017-07-01",
      upToPaise: 100_000,
      rateBp: 500,
      note: "before",
    },
    {
      id: 93,
      codePrefix: "62",
      effectiveFrom: "2017-07-01",
      upToPaise: null,
      rateBp: 1200,
      note: "before",
    },
  ];
  it("a quote under one rule and its invoice under the next each take their day's rule", () => {
    const piece = { unitPaise: 280_000 };
    expect(taxOf(piece, { rates: changed, on: "2026-03-31" }).rateBp).toBe(1800);
    expect(taxOf(piece, { rates: changed, on: "2026-04-01" }).rateBp).toBe(500);
    expect(taxOf(piece, { rates: changed, on: "2025-09-21" }).rateBp).toBe(1200);
  });
  describe("a quote under one rule, its invoice after a dated rate row was added", () => {
    // Quoted on 25 March; a rule from 1 April added after; invoiced on 10 April.
    const QUOTE_DAY = "2026-03-25";
    const INVOICE_DAY = "2026-04-10";
    const from = "2026-04-01";
    const added: TaxRate[] = [
      ...RATES,
      { id: 80, codePrefix: "62", effectiveFrom: from, upToPaise: 300_000, rateBp: 500, note: "" },
      { id: 81, codePrefix: "62", effectiveFrom: from, upToPaise: null, rateBp: 1200, note: "" },
      { id: 82, codePrefix: "5007", effectiveFrom: from, upToPaise: null, rateBp: 1200, note: "" },
      { id: 83, codePrefix: "9988", effectiveFrom: from, upToPaise: null, rateBp: 1800, note: "" },
    ];
    const quoteOf = (piecePaise: number, discountPaise: number): QuoteContent => ({
      lines: [
        {
          designId: null,
          name: "Piece",
          note: "",
          quantity: 1,
          price: { kind: "one", piecePaise },
          discountPaise,
        },
      ],
      rushPaise: 0,
      deliveryPaise: 0,
      taxMode: "gst",
      validUntil: "2026-04-30",
      promisedDelivery: "2026-05-15",
      advance: { kind: "percent", bp: 5000 },
      terms: "",
    });
    it.each([
      // name, HSN/SAC, piece, discount, quoted rate, invoiced rate
      ["a ₹2,800 kurti: the slab edge moved to ₹3,000", "6204", 280_000, 0, 1800, 500],
      ["₹2,500.00 a piece: 5% under both", "6204", 250_000, 0, 500, 500],
      ["₹2,500.01 a piece: 18%, then 5%", "6204", 250_001, 0, 1800, 500],
      ["₹3,200 less ₹300 (₹2,900 charged): 18%, then 5%", "6204", 320_000, 30_000, 1800, 500],
      ["₹4,000 a piece: 18%, then 12%", "6204", 400_000, 0, 1800, 1200],
      ["saree fabric: 5%, then 12%", "5007", 800_000, 0, 500, 1200],
      ["stitching only (SAC 998821): 5%, then 18%", "998821", 150_000, 0, 500, 1800],
    ] as const)("%s", (_name, code, piecePaise, discountPaise, quotedBp, invoicedBp) => {
      const quote = quoteOf(piecePaise, discountPaise);
      const taxOn = (rates: TaxRate[], on: string) =>
        quoteTotals(quote, {
          rates,
          on,
          registration: "regular",
          interState: false,
          codes: [code],
        });
      const quoted = taxOn(RATES, QUOTE_DAY);
      if (!quoted.ok) throw new Error(quoted.error);
      expect(quoted.totals.lines[0]!.rateBp).toBe(quotedBp);
      // The quote keeps its own day's rule: the row added later, dated after it, changes nothing.
      expect(taxOn(added, QUOTE_DAY)).toEqual(quoted);
      // The invoice takes the rule in force on its own day, on the value charged after discount.
      const charged = piecePaise - discountPaise;
      const invoiced = taxOf(
        { code, unitPaise: piecePaise, discountPaise },
        { rates: added, on: INVOICE_DAY },
      );
      expect(invoiced).toMatchObject({ rateBp: invoicedBp, taxablePaise: charged });
      expect(invoiced.cgstPaise + invoiced.sgstPaise).toBe(
        2 * Math.round((charged * invoicedBp) / 20_000),
      );
      // An invoice issued the day before the new rule still takes the old one.
      expect(
        taxOf({ code, unitPaise: piecePaise, discountPaise }, { rates: added, on: "2026-03-31" })
          .rateBp,
      ).toBe(quotedBp);
    });
  });
  it("the longest prefix wins", () => {
    const special = [
      ...RATES,
      {
        id: 99,
        codePrefix: "6211",
        effectiveFrom: "2025-09-22",
        upToPaise: null,
        rateBp: 1200,
        note: "",
      },
    ];
    expect(slabsInForce(special, "6211", "2026-01-01").map((s) => s.rateBp)).toEqual([1200]);
    expect(slabsInForce(special, "6204", "2026-01-01").map((s) => s.rateBp)).toEqual([500, 1800]);
  });
});

describe("rounding to the paisa per line and per document", () => {
  it("each line's taxes are rounded once, halves up; the document sums what the lines print", () => {
    // 5% of ₹0.10 is half a paisa a half: 0.25 paise CGST rounds to 0; ₹0.30: 0.75 → 1.
    const out = taxLines(
      [line({ unitPaise: 10_050 }), line({ unitPaise: 10_030 }), line({ unitPaise: 10_030 })],
      ctx(),
    );
    if (!out.ok) throw new Error(out.error);
    // 10,050 × 2.5% = 251.25 → 251; 10,030 × 2.5% = 250.75 → 251 (twice)
    expect(out.lines.map((l) => l.cgstPaise)).toEqual([251, 251, 251]);
    expect(out.totals).toEqual({
      taxablePaise: 30_110,
      cgstPaise: 753,
      sgstPaise: 753,
      igstPaise: 0,
      totalPaise: 31_616,
    });
  });
  it("a half paisa rounds up", () => {
    // 1,000 paise × 2.5% = 25 exactly; 1,010 × 2.5% = 25.25 → 25; 1,020 × 2.5% = 25.5 → 26
    expect([100_0, 101_0, 102_0].map((unitPaise) => taxOf({ unitPaise }).cgstPaise)).toEqual([
      25, 25, 26,
    ]);
  });
});

describe("place of supply", () => {
  it.each([
    [
      "handed over at the boutique, whatever her address",
      { handover: "at-boutique", deliveryState: "Delhi" },
      "08",
      false,
    ],
    ["sent within Rajasthan", { handover: "sent", deliveryState: "rajasthan" }, "08", false],
    ["sent to Delhi", { handover: "sent", deliveryState: "Delhi" }, "07", true],
    ["sent, her state in Hindi", { handover: "sent", deliveryState: "महाराष्ट्र" }, "27", true],
    [
      "the owners' choice, with the reason",
      {
        handover: "at-boutique",
        deliveryState: "Rajasthan",
        override: { stateCode: "24", reason: "her shop in Surat collects" },
      },
      "24",
      true,
    ],
  ] as const)("%s", (_name, input, code, interState) => {
    expect(placeOfSupply("08", input)).toMatchObject({ ok: true, state: { code }, interState });
  });
  it("an address naming no state asks the owners, unless the boutique charges no GST", () => {
    expect(placeOfSupply("08", { handover: "sent", deliveryState: "Atlantis" })).toMatchObject({
      ok: false,
      field: "placeOfSupply.stateCode",
    });
    // A plain bill states no place of supply: her unknown state does not stop it.
    expect(
      placeOfSupply("08", { handover: "sent", deliveryState: "Atlantis" }, false),
    ).toMatchObject({ ok: true, state: { code: "08" }, interState: false });
    expect(placeOfSupply("08", { handover: "sent", deliveryState: "Delhi" }, false)).toMatchObject({
      ok: true,
      state: { code: "07" },
      basis: "sent",
    });
  });
});
