/**
 * The taxes of a document's lines, to the paisa. Each line's taxes are rounded once (halves
 * up) and the document's totals are the sums of its lines, so the totals never drift from what
 * the lines print. CGST and SGST are half the rate each (each half rounded on its own, so they
 * are always equal); IGST the whole rate. A composition dealer or an unregistered one charges
 * no GST: the lines carry their value only.
 */
import { roundDiv } from "./money";
import { slabsInForce, type TaxRate } from "./tax-rates";

export type Registration = "regular" | "composition" | "unregistered";

export interface LineInput {
  description: string;
  /** HSN (goods) or SAC (services), digits. */
  code: string;
  /** PCS, MTR, NOS… */
  unit: string;
  quantity: number;
  /** One piece's price: before GST, or including it when the document's prices include tax. */
  unitPaise: number;
  /** Taken off the line's price (its quantity × unit price). */
  discountPaise: number;
}

export interface TaxedLine extends LineInput {
  /** quantity × unit price − discount: what is charged for the line. */
  chargedPaise: number;
  /** The value GST is charged on, after discount. */
  taxablePaise: number;
  /** 0 when no GST is charged. */
  rateBp: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** taxable + taxes */
  totalPaise: number;
  /** A credit note's line: the invoice line it credits. */
  sourceLine?: number;
}

export interface TaxTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface TaxContext {
  rates: readonly TaxRate[];
  /** The document's date (yyyy-mm-dd): the rules in force that day apply. */
  on: string;
  registration: Registration;
  /** The place of supply is outside the boutique's state: IGST. */
  interState: boolean;
  /** The prices typed include GST (the boutique's retail prices); else GST is added. */
  pricesIncludeTax: boolean;
}

export type TaxOutcome =
  | { ok: true; lines: TaxedLine[]; totals: TaxTotals }
  | { ok: false; line: number; field: "code" | "discountPaise"; error: string };

interface Taxes {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** GST on a taxable value (exclusive prices). */
function taxesOn(taxable: number, bp: number, interState: boolean): Taxes {
  if (interState) return { taxable, cgst: 0, sgst: 0, igst: roundDiv(taxable * bp, 10_000) };
  const half = roundDiv(taxable * bp, 20_000);
  return { taxable, cgst: half, sgst: half, igst: 0 };
}

/** GST inside a price that includes it: the price stays exact, the taxable value is the rest. */
function taxesWithin(charged: number, bp: number, interState: boolean): Taxes {
  if (interState) {
    const igst = roundDiv(charged * bp, 10_000 + bp);
    return { taxable: charged - igst, cgst: 0, sgst: 0, igst };
  }
  const half = roundDiv(charged * bp, 2 * (10_000 + bp));
  return { taxable: charged - 2 * half, cgst: half, sgst: half, igst: 0 };
}

/**
 * The slab of a line: the first whose limit holds the value of one piece actually charged
 * (after discount). With prices that include GST, a piece is tried in each slab from the lowest:
 * a price whose taxable value at the lower rate is above that slab's limit takes the next slab's
 * rate, even where the value at that rate would fall under the limit (never less tax than due).
 */
function taxLine(line: LineInput, slabs: TaxRate[], ctx: TaxContext): Taxes & { bp: number } {
  const charged = line.quantity * line.unitPaise - line.discountPaise;
  for (const slab of slabs) {
    const taxes = ctx.pricesIncludeTax
      ? taxesWithin(charged, slab.rateBp, ctx.interState)
      : taxesOn(charged, slab.rateBp, ctx.interState);
    // taxable ÷ quantity ≤ limit, in integers: no division, no float.
    if (slab.upToPaise === null || taxes.taxable <= slab.upToPaise * line.quantity)
      return { ...taxes, bp: slab.rateBp };
  }
  throw new Error("The last slab of a rule has no limit");
}

export function taxLines(lines: readonly LineInput[], ctx: TaxContext): TaxOutcome {
  const taxed: TaxedLine[] = [];
  for (const [index, line] of lines.entries()) {
    const charged = line.quantity * line.unitPaise - line.discountPaise;
    if (charged < 0)
      return {
        ok: false,
        line: index,
        field: "discountPaise",
        error: "Discount is more than the line's price",
      };
    if (ctx.registration !== "regular") {
      taxed.push({
        ...line,
        chargedPaise: charged,
        taxablePaise: charged,
        rateBp: 0,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
        totalPaise: charged,
      });
      continue;
    }
    const slabs = slabsInForce(ctx.rates, line.code, ctx.on);
    if (slabs.length === 0 || slabs[slabs.length - 1]!.upToPaise !== null)
      return {
        ok: false,
        line: index,
        field: "code",
        error: `No GST rate is set for HSN/SAC ${line.code} on ${ctx.on}: add it in Settings → Tax rules`,
      };
    const t = taxLine(line, slabs, ctx);
    taxed.push({
      ...line,
      chargedPaise: charged,
      taxablePaise: t.taxable,
      rateBp: t.bp,
      cgstPaise: t.cgst,
      sgstPaise: t.sgst,
      igstPaise: t.igst,
      totalPaise: t.taxable + t.cgst + t.sgst + t.igst,
    });
  }
  return { ok: true, lines: taxed, totals: totalsOf(taxed) };
}

/** The document's totals: the sums of its lines' printed figures. */
export function totalsOf(lines: readonly Omit<TaxedLine, keyof LineInput>[]): TaxTotals {
  const sum = (key: keyof TaxTotals) => lines.reduce((s, l) => s + l[key], 0);
  return {
    taxablePaise: sum("taxablePaise"),
    cgstPaise: sum("cgstPaise"),
    sgstPaise: sum("sgstPaise"),
    igstPaise: sum("igstPaise"),
    totalPaise: sum("totalPaise"),
  };
}
