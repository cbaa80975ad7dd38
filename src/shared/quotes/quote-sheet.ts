/**
 * A quote version's A4 page in her language (issue 22 §3), as the billing's DocumentSheet, so
 * the billing's own PDF code and fonts draw it (server/billing/document-pdf.ts): the boutique's
 * name and address, her details, the pieces, the totals, the amount in words in the Indian
 * system, the validity and the terms. It reads the version as issued: nothing is computed again.
 */
import { amountInWords } from "../billing/amount-in-words";
import type { DocumentSupplier } from "../billing/documents";
import type { DocumentSheet } from "../billing/document-sheet";
import { formatPaise, paiseAsDecimal } from "../billing/money";
import type { Locale } from "../locale";
import { EN, inLocale, m } from "../messages";
import { formatIndianDate } from "../order-format";
import { todayInIndia } from "../dates";
import type { QuoteContent } from "./quote";
import type { QuoteTotals } from "./quote-totals";

export interface QuoteSheetInput {
  reference: string;
  version: number;
  issuedAt: string;
  language: Locale;
  customer: { name: string; city: string; stateName: string };
  content: QuoteContent;
  totals: QuoteTotals;
}

export function quoteSheet(q: QuoteSheetInput, supplier: DocumentSupplier): DocumentSheet {
  const o = inLocale(q.language);
  const money = (paise: number) => formatPaise(paise, q.language);
  const date = (iso: string) => formatIndianDate(iso, q.language);
  const { content, totals } = q;
  const rows = content.lines.map((l, i) => {
    const p = l.price;
    const parts =
      p.kind === "parts"
        ? `\n${m.quote_sheet_parts(
            {
              metres: paiseAsDecimal(p.fabricCm),
              rate: money(p.fabricRatePaise),
              embroidery: money(p.embroideryPaise),
              stitching: money(p.stitchingPaise),
              lining: money(p.liningPaise),
              extras: money(p.extrasPaise),
            },
            o,
          )}`
        : "";
    const line = totals.lines[i]!;
    return [
      String(i + 1),
      `${l.name}${l.note ? ` (${l.note})` : ""}${parts}`,
      String(l.quantity),
      money(line.piecePaise),
      l.discountPaise ? money(l.discountPaise) : "—",
      money(line.chargedPaise),
    ];
  });
  const charge = (label: string, paise: number) =>
    paise > 0 ? [{ label, value: money(paise) }] : [];
  const words =
    q.language === "hi"
      ? [amountInWords(totals.totalPaise, "hi"), amountInWords(totals.totalPaise, "en")]
      : [amountInWords(totals.totalPaise, "en")];
  return {
    language: q.language,
    title: m.quote_sheet_title({}, EN),
    titleLocal: q.language === "hi" ? m.quote_sheet_title({}, o) : null,
    sample: null,
    cancelled: null,
    supplier: {
      name: supplier.legalName,
      tradeName: supplier.tradeName,
      lines: [
        supplier.addressLine,
        `${supplier.city} ${supplier.postalCode}`,
        supplier.stateName,
        ...(supplier.gstin ? [`GSTIN: ${supplier.gstin}`] : []),
        ...(supplier.phone ? [supplier.phone] : []),
        ...(supplier.email ? [supplier.email] : []),
      ],
    },
    facts: [
      [m.quote_sheet_reference({}, o), `${q.reference} v${q.version}`],
      [m.quote_sheet_date({}, o), date(todayInIndia(new Date(q.issuedAt)))],
      [m.quote_sheet_valid_until({}, o), date(content.validUntil)],
      [m.quote_sheet_delivery({}, o), date(content.promisedDelivery)],
    ],
    recipient: {
      heading: m.quote_sheet_for({}, o),
      lines: [
        [m.quote_sheet_name({}, o), q.customer.name],
        [
          m.quote_sheet_place({}, o),
          [q.customer.city, q.customer.stateName].filter(Boolean).join(", "),
        ],
      ],
    },
    table: {
      columns: [
        { label: "#", align: "left", width: 0.05 },
        { label: m.quote_sheet_piece({}, o), align: "left", width: 0.41 },
        { label: m.quote_sheet_quantity({}, o), align: "right", width: 0.08 },
        { label: m.quote_sheet_price({}, o), align: "right", width: 0.16 },
        { label: m.quote_sheet_discount({}, o), align: "right", width: 0.14 },
        { label: m.quote_sheet_amount({}, o), align: "right", width: 0.16 },
      ],
      rows,
    },
    totals: [
      ...charge(m.quote_sheet_rush({}, o), totals.rushPaise),
      ...charge(m.quote_sheet_delivery_charge({}, o), totals.deliveryPaise),
      ...charge(m.quote_sheet_cgst({}, o), totals.cgstPaise),
      ...charge(m.quote_sheet_sgst({}, o), totals.sgstPaise),
      ...charge(m.quote_sheet_igst({}, o), totals.igstPaise),
      { label: m.quote_sheet_total({}, o), value: money(totals.totalPaise), strong: true },
      { label: m.quote_sheet_advance({}, o), value: money(totals.advancePaise) },
    ],
    notes: [
      ...(totals.taxMode === "extra" ? [m.quote_sheet_taxes_extra({}, o)] : []),
      ...(totals.taxMode === "inclusive" ? [m.quote_sheet_taxes_inclusive({}, o)] : []),
      m.quote_sheet_valid_note({ date: date(content.validUntil) }, o),
    ],
    wordsHeading: m.quote_sheet_in_words({}, o),
    words,
    bank: [],
    terms: content.terms || supplier.terms,
    signature: {
      forName: supplier.tradeName,
      imageKey: "",
      signatory: supplier.signatory,
      label: "",
    },
    footer: [m.quote_sheet_footer({ reference: q.reference, version: q.version }, o)],
  };
}
