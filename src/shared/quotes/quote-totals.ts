/**
 * What a quote comes to, to the paisa (issue 22 §3): each piece's price (its parts, fabric
 * centimetres × the metre's rate rounded once, or one price), each line's quantity less its
 * discount, the rush fee and delivery charge, the taxes and the advance asked. With GST the
 * billing's own rules tax the lines (shared/billing/tax-lines.ts, the rules in force on the
 * quote's day); the rush fee and delivery go with the pieces as one composite supply, at the
 * first piece's code (its principal supply). "Taxes extra" and "inclusive" say so without
 * figures. An issued version keeps the totals computed that day, so a later rule never changes
 * a quote she was sent.
 */
import { paiseAsDecimal, roundDiv } from "../billing/money";
import { taxLines, type TaxContext } from "../billing/tax-lines";
import { ratePercent } from "../billing/tax-rates";
import type { QuoteContent, QuoteLine, TaxMode } from "./quote";

export interface QuoteLineTotal {
  /** One piece. */
  piecePaise: number;
  /** quantity × piece − discount. */
  chargedPaise: number;
  /** 0 unless taxed by GST. */
  rateBp: number;
}

export interface QuoteTotals {
  taxMode: TaxMode;
  lines: QuoteLineTotal[];
  /** The lines' charged amounts. */
  piecesPaise: number;
  discountPaise: number;
  rushPaise: number;
  deliveryPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** What she pays. */
  totalPaise: number;
  advancePaise: number;
  /** GST: the day whose rules taxed it. */
  taxedOn: string | null;
}

/** The GST rules and place of supply for a quote taxed by GST; codes: each line's HSN/SAC. */
export interface QuoteTaxContext extends Omit<TaxContext, "pricesIncludeTax"> {
  codes: readonly string[];
}

export type QuoteTotalsOutcome =
  { ok: true; totals: QuoteTotals } | { ok: false; field: string; error: string };

export function piecePaise(line: QuoteLine): number {
  const p = line.price;
  if (p.kind === "one") return p.piecePaise;
  return (
    roundDiv(p.fabricCm * p.fabricRatePaise, 100) +
    p.embroideryPaise +
    p.stitchingPaise +
    p.liningPaise +
    p.extrasPaise
  );
}

const TOO_LARGE = "The quote's total is too large";

export function quoteTotals(content: QuoteContent, tax?: QuoteTaxContext): QuoteTotalsOutcome {
  const lines: QuoteLineTotal[] = [];
  for (const [i, line] of content.lines.entries()) {
    const piece = piecePaise(line);
    const gross = piece * line.quantity;
    if (!Number.isSafeInteger(gross))
      return { ok: false, field: `lines.${i}.quantity`, error: TOO_LARGE };
    if (line.discountPaise > gross)
      return {
        ok: false,
        field: `lines.${i}.discountPaise`,
        error: "Discount is more than the line's price",
      };
    lines.push({ piecePaise: piece, chargedPaise: gross - line.discountPaise, rateBp: 0 });
  }
  const piecesPaise = lines.reduce((s, l) => s + l.chargedPaise, 0);
  const discountPaise = content.lines.reduce((s, l) => s + l.discountPaise, 0);
  let cgst = 0;
  let sgst = 0;
  let igst = 0;
  let taxedOn: string | null = null;
  if (content.taxMode === "gst") {
    if (!tax)
      return {
        ok: false,
        field: "taxMode",
        error: "GST needs the boutique's details: fill in Settings → Business, or say taxes extra",
      };
    const principal = tax.codes[0] ?? "";
    const pieces = taxLines(
      content.lines.map((l, i) => ({
        description: l.name,
        code: tax.codes[i] ?? principal,
        unit: "PCS",
        quantity: l.quantity,
        unitPaise: lines[i]!.piecePaise,
        discountPaise: l.discountPaise,
      })),
      { ...tax, pricesIncludeTax: false },
    );
    if (!pieces.ok) return { ok: false, field: "taxMode", error: pieces.error };
    pieces.lines.forEach((l, i) => (lines[i]!.rateBp = l.rateBp));
    // The rush fee and delivery at the principal piece's rate (one composite supply).
    const principalRate = [
      {
        id: 0,
        codePrefix: "",
        effectiveFrom: "0000-01-01",
        upToPaise: null,
        rateBp: lines[0]!.rateBp,
        note: "",
      },
    ];
    const charges = taxLines(
      [
        { d: "Rush fee", p: content.rushPaise },
        { d: "Delivery", p: content.deliveryPaise },
      ]
        .filter((c) => c.p > 0)
        .map((c) => ({
          description: c.d,
          code: principal,
          unit: "NOS",
          quantity: 1,
          unitPaise: c.p,
          discountPaise: 0,
        })),
      { ...tax, rates: principalRate, pricesIncludeTax: false },
    );
    if (!charges.ok) return { ok: false, field: "taxMode", error: charges.error };
    cgst = pieces.totals.cgstPaise + charges.totals.cgstPaise;
    sgst = pieces.totals.sgstPaise + charges.totals.sgstPaise;
    igst = pieces.totals.igstPaise + charges.totals.igstPaise;
    taxedOn = tax.on;
  }
  const totalPaise = piecesPaise + content.rushPaise + content.deliveryPaise + cgst + sgst + igst;
  if (!Number.isSafeInteger(totalPaise)) return { ok: false, field: "lines", error: TOO_LARGE };
  const a = content.advance;
  const advancePaise = a.kind === "percent" ? roundDiv(totalPaise * a.bp, 10_000) : a.paise;
  if (advancePaise > totalPaise)
    return { ok: false, field: "advance", error: "Advance is more than the quote's total" };
  return {
    ok: true,
    totals: {
      taxMode: content.taxMode,
      lines,
      piecesPaise,
      discountPaise,
      rushPaise: content.rushPaise,
      deliveryPaise: content.deliveryPaise,
      cgstPaise: cgst,
      sgstPaise: sgst,
      igstPaise: igst,
      totalPaise,
      advancePaise,
      taxedOn,
    },
  };
}

/** What changed from one version's content to the next, field by field, as owners read it. */
export function quoteChanges(
  before: QuoteContent,
  after: QuoteContent,
  totalsBefore: QuoteTotals | null,
  totalsAfter: QuoteTotals | null,
): { field: string; from: string; to: string }[] {
  const rupees = (p: number) => `₹${paiseAsDecimal(p)}`;
  const lineText = (l: QuoteLine) => `${l.quantity} × ${l.name}${l.note ? ` (${l.note})` : ""}`;
  const out: { field: string; from: string; to: string }[] = [];
  const add = (field: string, from: string, to: string) => {
    if (from !== to) out.push({ field, from, to });
  };
  const n = Math.max(before.lines.length, after.lines.length);
  for (let i = 0; i < n; i++) {
    const b = before.lines[i];
    const a = after.lines[i];
    add(`Piece ${i + 1}`, b ? lineText(b) : "—", a ? lineText(a) : "—");
    if (b && a) {
      add(`Piece ${i + 1} price`, rupees(piecePaise(b)), rupees(piecePaise(a)));
      add(`Piece ${i + 1} discount`, rupees(b.discountPaise), rupees(a.discountPaise));
    }
  }
  add("Rush fee", rupees(before.rushPaise), rupees(after.rushPaise));
  add("Delivery charge", rupees(before.deliveryPaise), rupees(after.deliveryPaise));
  add("Taxes", before.taxMode, after.taxMode);
  add("Valid until", before.validUntil, after.validUntil);
  add("Promised delivery", before.promisedDelivery, after.promisedDelivery);
  const adv = (q: QuoteContent) =>
    q.advance.kind === "percent" ? ratePercent(q.advance.bp) : rupees(q.advance.paise);
  add("Advance", adv(before), adv(after));
  add("Terms", before.terms, after.terms);
  if (totalsBefore && totalsAfter)
    add("Total", rupees(totalsBefore.totalPaise), rupees(totalsAfter.totalPaise));
  return out;
}
