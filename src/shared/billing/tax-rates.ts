/**
 * GST rates as the owners keep them: dated rows, never constants in code. A row says "for an
 * HSN/SAC code starting with `codePrefix`, from `effectiveFrom`, a piece whose taxable value is
 * at most `upToPaise` (no limit when null) is taxed at `rateBp`". Rows of one prefix and one
 * date are the slabs of one rule; a later date supersedes them; the longest prefix wins.
 */
export interface TaxRate {
  id: number;
  /** "62", "6204", "5007", "9988": digits only. */
  codePrefix: string;
  /** yyyy-mm-dd */
  effectiveFrom: string;
  /** A piece's taxable value (after discount) up to this falls in this slab; null: any value. */
  upToPaise: number | null;
  /** Basis points: 500 is 5%, 1800 is 18%. */
  rateBp: number;
  /** Why (the notification, the owners' reason). */
  note: string;
}

/** The slabs in force for `code` on `on` (yyyy-mm-dd), lowest limit first; [] when none. */
export function slabsInForce(rates: readonly TaxRate[], code: string, on: string): TaxRate[] {
  const applicable = rates.filter((r) => code.startsWith(r.codePrefix) && r.effectiveFrom <= on);
  if (applicable.length === 0) return [];
  const prefix = applicable.reduce(
    (a, r) => (r.codePrefix.length > a.length ? r.codePrefix : a),
    "",
  );
  const ofPrefix = applicable.filter((r) => r.codePrefix === prefix);
  const from = ofPrefix.reduce((a, r) => (r.effectiveFrom > a ? r.effectiveFrom : a), "");
  return ofPrefix
    .filter((r) => r.effectiveFrom === from)
    .sort((a, b) => (a.upToPaise ?? Infinity) - (b.upToPaise ?? Infinity));
}

/** "5%", "2.5%", "18%": a rate in basis points as printed. */
export const ratePercent = (bp: number): string =>
  `${Math.floor(bp / 100)}${
    bp % 100
      ? `.${String(bp % 100)
          .padStart(2, "0")
          .replace(/0$/, "")}`
      : ""
  }%`;

/** The rules in force since 22 September 2025 (GST Council, 56th meeting), seeded once. */
export const SEEDED_TAX_RATES: readonly Omit<TaxRate, "id">[] = [
  ...["61", "62"].flatMap((prefix) => [
    {
      codePrefix: prefix,
      effectiveFrom: "2025-09-22",
      upToPaise: 250_000,
      rateBp: 500,
      note: "Apparel: a piece up to ₹2,500 (Notification 9/2025-Central Tax (Rate))",
    },
    {
      codePrefix: prefix,
      effectiveFrom: "2025-09-22",
      upToPaise: null,
      rateBp: 1800,
      note: "Apparel: a piece above ₹2,500 (Notification 9/2025-Central Tax (Rate))",
    },
  ]),
  ...["5007", "5208", "5407"].map((prefix) => ({
    codePrefix: prefix,
    effectiveFrom: "2025-09-22",
    upToPaise: null,
    rateBp: 500,
    note: "Saree fabric: woven silk, cotton, synthetic filament",
  })),
  {
    codePrefix: "9988",
    effectiveFrom: "2025-09-22",
    upToPaise: null,
    rateBp: 500,
    note: "Stitching only (tailoring, the customer's fabric): the owners' choice, change it here",
  },
];
