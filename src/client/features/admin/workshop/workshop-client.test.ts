import { describe, expect, it } from "vitest";
import {
  earnedDescription,
  earnedParts,
  reopenedDescription,
} from "../../../../shared/workshop/entry-description";
import { WORKSHOP_REFUSALS } from "../../../../shared/workshop/karigar-input";
import type { AccountEntry } from "../../../../shared/workshop/workshop";
import { problemText } from "../i18n/problem-text";
import {
  adjustmentInputOf,
  assignmentInputOf,
  emptyKarigarDraft,
  emptyRateDraft,
  karigarInputOf,
  payoutInputOf,
  rateInputOf,
  TYPED_REFUSALS,
  typedPaise,
} from "./workshop-drafts";
import { entryText, monthSoFar, withBalances } from "./workshop-names";
import { WORKSHOP_PROBLEM_ENGLISH, WORKSHOP_PROBLEMS } from "./workshop-problems";

const DEVANAGARI = /[\u0900-\u097f]/;

const entry = (over: Partial<AccountEntry>): AccountEntry => ({
  id: 1,
  kind: "earned",
  amountPaise: 0,
  onDate: "2026-11-20",
  orderId: null,
  stepId: null,
  description: "",
  method: null,
  reference: "",
  by: "sunita",
  ...over,
});

describe("amounts typed in rupees", () => {
  it("become whole paise, a minus only where allowed", () => {
    expect(typedPaise("1200")).toBe(120000);
    expect(typedPaise(" 1,200.5 ")).toBe(120050);
    expect(typedPaise("90.05")).toBe(9005);
    expect(typedPaise("-200")).toBeNull();
    expect(typedPaise("-200", { signed: true })).toBe(-20000);
    expect(typedPaise("−75.50", { signed: true })).toBe(-7550);
    for (const bad of ["", "abc", "1.234", "12e3", "--5"])
      expect(typedPaise(bad, { signed: true }), bad).toBeNull();
  });
});

describe("a karigar's form", () => {
  const today = "2026-11-28";
  const draft = {
    ...emptyKarigarDraft(today),
    name: "Farida Bano",
    phone: "+91 98290 11111",
    skills: ["step-4", "step-3"],
  };

  it("sends the rates in paise and leaves the rows left blank out", () => {
    const checked = karigarInputOf({
      ...draft,
      rates: [
        emptyRateDraft(today),
        { ...emptyRateDraft(today, "step-4"), work: "Gota border", unit: "metre", rate: "90.50" },
      ],
    });
    expect(checked).toEqual({
      ok: true,
      data: expect.objectContaining({
        name: "Farida Bano",
        place: "workshop",
        active: true,
        rates: [
          {
            stepId: "step-4",
            work: "Gota border",
            unit: "metre",
            ratePaise: 9050,
            effectiveFrom: today,
          },
        ],
      }),
    });
  });

  it("names the form's own row when a rate is refused, blank rows counted", () => {
    const rates = [
      emptyRateDraft(today),
      { ...emptyRateDraft(today), work: "Stitching", rate: "twelve hundred" },
    ];
    expect(karigarInputOf({ ...draft, rates })).toEqual({
      ok: false,
      error: TYPED_REFUSALS.rate,
      field: "rates.1.ratePaise",
    });
    // The schema's refusal of the second row sent (the form's third) names the third.
    const third = [
      { ...emptyRateDraft(today), work: "Stitching", rate: "1200" },
      emptyRateDraft(today),
      { ...emptyRateDraft(today), work: "", rate: "90" },
    ];
    expect(karigarInputOf({ ...draft, rates: third })).toMatchObject({
      ok: false,
      field: "rates.2.work",
    });
    expect(karigarInputOf({ ...draft, name: " " })).toMatchObject({ ok: false, field: "name" });
  });

  it("adds one dated rate", () => {
    expect(
      rateInputOf({ ...emptyRateDraft(today), work: "Poshak stitching", rate: "1200" }),
    ).toEqual({
      ok: true,
      data: {
        stepId: "step-3",
        work: "Poshak stitching",
        unit: "piece",
        ratePaise: 120000,
        effectiveFrom: today,
      },
    });
    expect(rateInputOf({ ...emptyRateDraft(today), work: "x", rate: "0" })).toMatchObject({
      ok: false,
      field: "ratePaise",
      error: WORKSHOP_REFUSALS.positive("Rate"),
    });
  });
});

describe("the account's forms", () => {
  it("takes an adjustment either way, never zero, always with a reason", () => {
    expect(adjustmentInputOf({ amount: "-150", reason: "Thread bought" })).toEqual({
      ok: true,
      data: { amountPaise: -15000, reason: "Thread bought" },
    });
    expect(adjustmentInputOf({ amount: "0", reason: "x" })).toMatchObject({
      ok: false,
      error: WORKSHOP_REFUSALS.adjustmentZero,
    });
    expect(adjustmentInputOf({ amount: "1e3", reason: "x" })).toMatchObject({
      ok: false,
      error: TYPED_REFUSALS.amount,
      field: "amountPaise",
    });
    expect(adjustmentInputOf({ amount: "100", reason: "" })).toMatchObject({
      ok: false,
      field: "reason",
    });
  });

  it("asks a UPI payout for its reference, not a cash one", () => {
    const payout = { amount: "2400", method: "upi" as const, reference: "", paidOn: "2026-11-28" };
    expect(payoutInputOf(payout)).toMatchObject({
      ok: false,
      field: "reference",
      error: WORKSHOP_REFUSALS.upiReference,
    });
    expect(payoutInputOf({ ...payout, method: "cash" })).toEqual({
      ok: true,
      data: { amountPaise: 240000, method: "cash", reference: "", paidOn: "2026-11-28" },
    });
  });

  it("assigns a step to a karigar chosen, a whole quantity, a due date", () => {
    const draft = { karigarId: "4", work: "Stitching", quantity: "2", dueDate: "2026-12-02" };
    expect(assignmentInputOf(draft)).toEqual({
      ok: true,
      data: { karigarId: 4, work: "Stitching", quantity: 2, dueDate: "2026-12-02" },
    });
    expect(assignmentInputOf({ ...draft, karigarId: "" })).toMatchObject({
      ok: false,
      field: "karigarId",
    });
    expect(assignmentInputOf({ ...draft, quantity: "1.5" })).toMatchObject({
      ok: false,
      field: "quantity",
      error: WORKSHOP_REFUSALS.quantity,
    });
  });
});

describe("the account's entries in her language", () => {
  it("reads back what the server wrote for an earned step", () => {
    const written = earnedDescription("Embroidery Work", "Gota border", 12, "metre", 9050);
    expect(written).toBe("Embroidery Work: Gota border, 12 m × ₹90.5");
    expect(earnedParts(written)).toEqual({
      step: "Embroidery Work",
      work: "Gota border",
      quantity: 12,
      unit: "metre",
      ratePaise: 9050,
    });
    expect(earnedParts(earnedDescription("Fabric Cutting", "A: B, C", 1, "piece", 120000))).toEqual(
      { step: "Fabric Cutting", work: "A: B, C", quantity: 1, unit: "piece", ratePaise: 120000 },
    );
  });

  it("says each kind of entry in English and Hindi, the work as typed", () => {
    const earned = entry({
      stepId: "step-4",
      orderId: "RR2026001",
      description: earnedDescription("Embroidery Work", "Gota border", 12, "metre", 9000),
    });
    expect(entryText(earned, "en")).toBe("Embroidery Work: Gota border, 12 m × ₹90.00");
    const hindi = entryText(earned, "hi");
    expect(hindi).toContain("Gota border");
    expect(hindi).toContain("12 मीटर × ₹90.00");
    expect(hindi).not.toContain("Embroidery");
    expect(hindi).toMatch(DEVANAGARI);

    const reversed = entry({
      kind: "reversed",
      stepId: "step-3",
      description: reopenedDescription("Fabric Cutting"),
    });
    expect(entryText(reversed, "en")).toBe("Fabric Cutting: reopened");
    expect(entryText(reversed, "hi")).not.toMatch(/[A-Za-z]/);

    const payout = entry({
      kind: "payout",
      method: "upi",
      reference: "UTR 991",
      description: "Paid by UPI",
    });
    expect(entryText(payout, "en")).toBe("UPI · UTR 991");
    expect(entryText(payout, "hi")).toBe("यूपीआई · UTR 991");

    const adjustment = entry({ kind: "adjustment", description: "Diwali bonus" });
    expect(entryText(adjustment, "hi")).toBe("Diwali bonus");
    // Anything written otherwise is shown as written.
    expect(entryText(entry({ description: "by hand" }), "hi")).toBe("by hand");
  });

  it("carries the opening balance through a statement's entries", () => {
    const rows = withBalances({
      openingPaise: 50000,
      entries: [
        entry({ id: 1, amountPaise: 120000 }),
        entry({ id: 2, kind: "payout", amountPaise: -100000 }),
      ],
    });
    expect(rows.map((r) => r.balancePaise)).toEqual([170000, 70000]);
  });

  it("shows this month so far unless she picks another period", () => {
    expect(monthSoFar("2026-11-28")).toEqual({ from: "2026-11-01", to: "2026-11-28" });
  });
});

describe("the workshop's refusals in Hindi", () => {
  it("says every refusal of its schemas and routes in Devanagari", () => {
    const refusals = [
      ...Object.values(WORKSHOP_REFUSALS).flatMap((r) => (typeof r === "string" ? [r] : [])),
      ...["Rate", "Amount"].flatMap((label) => [
        WORKSHOP_REFUSALS.paise(label),
        WORKSHOP_REFUSALS.positive(label),
        WORKSHOP_REFUSALS.tooMuch(label),
      ]),
      TYPED_REFUSALS.rate,
      TYPED_REFUSALS.amount,
    ];
    for (const english of refusals) {
      expect(WORKSHOP_PROBLEM_ENGLISH, english).toContain(english);
      const hindi = problemText("hi", { error: english }, { known: WORKSHOP_PROBLEMS });
      expect(hindi, english).toMatch(DEVANAGARI);
      expect(problemText("en", { error: english }, { known: WORKSHOP_PROBLEMS })).toBe(english);
    }
  });
});
