/**
 * The owners' quote form as typed (rupees and metres as text) and the content it sends (whole
 * paise and centimetres, read from the text so no float holds money: billing's parsePaise).
 */
import { paiseAsDecimal, parsePaise } from "../../../../shared/billing/money";
import type { QuoteContent, QuoteLine, TaxMode } from "../../../../shared/quotes/quote";

export interface LineDraft {
  designId: number | null;
  name: string;
  note: string;
  quantity: string;
  byParts: boolean;
  price: string;
  fabricM: string;
  fabricRate: string;
  embroidery: string;
  stitching: string;
  lining: string;
  extras: string;
  discount: string;
}

export interface QuoteDraft {
  lines: LineDraft[];
  rush: string;
  delivery: string;
  taxMode: TaxMode;
  validUntil: string;
  promisedDelivery: string;
  advanceKind: "percent" | "amount";
  advance: string;
  terms: string;
}

const rupees = (paise: number) => (paise === 0 ? "" : paiseAsDecimal(paise).replace(/\.00$/, ""));

/** "2.5" metres as centimetres; null when not metres with at most two decimals. */
export function parseCentimetres(text: string): number | null {
  const match = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) : null;
}

export function draftOf(content: QuoteContent): QuoteDraft {
  return {
    lines: content.lines.map((l) => {
      const parts = l.price.kind === "parts" ? l.price : null;
      return {
        designId: l.designId,
        name: l.name,
        note: l.note,
        quantity: String(l.quantity),
        byParts: parts !== null,
        price: l.price.kind === "one" ? rupees(l.price.piecePaise) : "",
        fabricM: parts && parts.fabricCm ? paiseAsDecimal(parts.fabricCm).replace(/\.00$/, "") : "",
        fabricRate: parts ? rupees(parts.fabricRatePaise) : "",
        embroidery: parts ? rupees(parts.embroideryPaise) : "",
        stitching: parts ? rupees(parts.stitchingPaise) : "",
        lining: parts ? rupees(parts.liningPaise) : "",
        extras: parts ? rupees(parts.extrasPaise) : "",
        discount: rupees(l.discountPaise),
      };
    }),
    rush: rupees(content.rushPaise),
    delivery: rupees(content.deliveryPaise),
    taxMode: content.taxMode,
    validUntil: content.validUntil,
    promisedDelivery: content.promisedDelivery,
    advanceKind: content.advance.kind,
    advance:
      content.advance.kind === "percent"
        ? paiseAsDecimal(content.advance.bp).replace(/\.00$/, "")
        : rupees(content.advance.paise),
    terms: content.terms,
  };
}

export const emptyLine = (): LineDraft => ({
  designId: null,
  name: "",
  note: "",
  quantity: "1",
  byParts: false,
  price: "",
  fabricM: "",
  fabricRate: "",
  embroidery: "",
  stitching: "",
  lining: "",
  extras: "",
  discount: "",
});

/** The field that is not an amount or count, by its form name; else the content. */
export type DraftOutcome =
  { ok: true; content: QuoteContent } | { ok: false; field: string; kind: "amount" | "count" };

export function contentOf(draft: QuoteDraft): DraftOutcome {
  let bad: { field: string; kind: "amount" | "count" } | undefined;
  const amount = (text: string, field: string): number => {
    const paise = text.trim() === "" ? 0 : parsePaise(text);
    if (paise === null) bad ??= { field, kind: "amount" };
    return paise ?? 0;
  };
  const lines: QuoteLine[] = draft.lines.map((l, i) => {
    const at = (name: string) => `lines.${i}.${name}`;
    const quantity = /^\d{1,5}$/.test(l.quantity.trim()) ? Number(l.quantity) : null;
    if (quantity === null) bad ??= { field: at("quantity"), kind: "count" };
    const fabricCm = l.fabricM.trim() === "" ? 0 : parseCentimetres(l.fabricM);
    if (l.byParts && fabricCm === null) bad ??= { field: at("fabricCm"), kind: "amount" };
    return {
      designId: l.designId,
      name: l.name,
      note: l.note,
      quantity: quantity ?? 0,
      price: l.byParts
        ? {
            kind: "parts",
            fabricCm: fabricCm ?? 0,
            fabricRatePaise: amount(l.fabricRate, at("fabricRatePaise")),
            embroideryPaise: amount(l.embroidery, at("embroideryPaise")),
            stitchingPaise: amount(l.stitching, at("stitchingPaise")),
            liningPaise: amount(l.lining, at("liningPaise")),
            extrasPaise: amount(l.extras, at("extrasPaise")),
          }
        : { kind: "one", piecePaise: amount(l.price, at("piecePaise")) },
      discountPaise: amount(l.discount, at("discountPaise")),
    };
  });
  const advance =
    draft.advanceKind === "percent"
      ? { kind: "percent" as const, bp: amount(draft.advance, "advance") }
      : { kind: "amount" as const, paise: amount(draft.advance, "advance") };
  const content: QuoteContent = {
    lines,
    rushPaise: amount(draft.rush, "rushPaise"),
    deliveryPaise: amount(draft.delivery, "deliveryPaise"),
    taxMode: draft.taxMode,
    validUntil: draft.validUntil,
    promisedDelivery: draft.promisedDelivery,
    advance,
    terms: draft.terms,
  };
  return bad ? { ok: false, ...bad } : { ok: true, content };
}
