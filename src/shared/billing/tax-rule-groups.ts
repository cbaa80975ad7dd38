/**
 * The rate rows as Settings → Tax rules shows them: each rule (a prefix's slabs from one date)
 * once, the ones in force on a day apart from the others (superseded, or not yet in force).
 */
import type { TaxRate } from "./tax-rates";

export interface TaxRule {
  codePrefix: string;
  effectiveFrom: string;
  /** Lowest limit first; the last has none. */
  slabs: { upToPaise: number | null; rateBp: number }[];
  note: string;
  /** In force on the day asked; otherwise the date a later rule took over, or null (future). */
  state: { inForce: true } | { inForce: false; supersededOn: string | null };
}

/** The rules in force on `on` (yyyy-mm-dd) by prefix, then the others newest first. */
export function taxRulesOn(rates: readonly TaxRate[], on: string): TaxRule[] {
  const rules = new Map<string, TaxRule>();
  for (const r of rates) {
    const key = `${r.codePrefix}|${r.effectiveFrom}`;
    const rule = rules.get(key) ?? {
      codePrefix: r.codePrefix,
      effectiveFrom: r.effectiveFrom,
      slabs: [],
      note: r.note,
      state: { inForce: false, supersededOn: null },
    };
    rule.slabs.push({ upToPaise: r.upToPaise, rateBp: r.rateBp });
    rules.set(key, rule);
  }
  const all = [...rules.values()];
  for (const rule of all) {
    rule.slabs.sort((a, b) => (a.upToPaise ?? Infinity) - (b.upToPaise ?? Infinity));
    const same = all.filter((r) => r.codePrefix === rule.codePrefix);
    const later = same
      .filter((r) => r.effectiveFrom > rule.effectiveFrom && r.effectiveFrom <= on)
      .map((r) => r.effectiveFrom)
      .sort()[0];
    if (rule.effectiveFrom > on) rule.state = { inForce: false, supersededOn: null };
    else if (later) rule.state = { inForce: false, supersededOn: later };
    else rule.state = { inForce: true };
  }
  const inForce = all
    .filter((r) => r.state.inForce)
    .sort((a, b) => a.codePrefix.localeCompare(b.codePrefix));
  const others = all
    .filter((r) => !r.state.inForce)
    .sort(
      (a, b) =>
        b.effectiveFrom.localeCompare(a.effectiveFrom) || a.codePrefix.localeCompare(b.codePrefix),
    );
  return [...inForce, ...others];
}

/** A rate typed as a percentage ("5", "2.5", "0.25") in basis points; null if it is not one. */
export function parseRateBp(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/%$/, "").trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
