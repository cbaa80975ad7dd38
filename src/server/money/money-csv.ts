/**
 * The money views' CSV files, each what its screen shows, streamed a batch at a time through
 * the exports' own stream (admin/csv-stream.ts: the BOM, the formula guard). Amounts are
 * numbers (rupees; the GST summary's with their paise as decimals), so a credit note's negative
 * values stay numbers a spreadsheet adds up.
 */
import type { Kysely } from "kysely";
import type { CsvCell } from "../../shared/csv";
import type { DayBookQuery, GstMonth, GstPart, TaxAmounts } from "../../shared/money";
import { PAYMENT_METHOD_LABELS } from "../../shared/payments";
import type { CsvExport } from "../admin/csv-exports";
import type { Database } from "../db/schema";
import { dayBookBatches } from "./day-book";
import { readGstMonth } from "./gst-summary";
import { outstandingBatches } from "./outstanding";

/** Paise as rupees with their decimals, as a number: 123450 → 1234.5. */
const rupeesOf = (paise: number): number => paise / 100;
const percentOf = (rateBp: number): number => rateBp / 100;

/** Each day's money by mode: one line per day and mode, newest day first. */
export function dayBookCsv(db: Kysely<Database>, query: Omit<DayBookQuery, "cursor">): CsvExport {
  async function* rows() {
    for await (const days of dayBookBatches(db, query))
      yield days.flatMap((day) =>
        day.modes.map((mode): CsvCell[] => [
          day.date,
          PAYMENT_METHOD_LABELS[mode.method],
          mode.inRupees,
          mode.outRupees,
          mode.inRupees - mode.outRupees,
          mode.entries,
        ]),
      );
  }
  return {
    header: ["Date", "Mode", "In (₹)", "Out (₹)", "Net (₹)", "Entries"],
    rows: rows(),
  };
}

/** Every customer owing money on delivered orders, by age, the most owed first. */
export function outstandingCsv(db: Kysely<Database>, today: string): CsvExport {
  async function* rows() {
    for await (const batch of outstandingBatches(db, today))
      yield batch.map((r): CsvCell[] => [
        r.name,
        r.phone,
        r.orders,
        r.buckets["0-30"],
        r.buckets["31-60"],
        r.buckets["61-90"],
        r.buckets["90+"],
        r.totalRupees,
        r.oldestDays,
      ]);
  }
  return {
    header: [
      "Customer",
      "Phone",
      "Orders",
      "0–30 days (₹)",
      "31–60 days (₹)",
      "61–90 days (₹)",
      "Over 90 days (₹)",
      "Total (₹)",
      "Oldest (days)",
    ],
    rows: rows(),
  };
}

const taxCells = (t: TaxAmounts): CsvCell[] => [
  rupeesOf(t.taxablePaise),
  rupeesOf(t.cgstPaise),
  rupeesOf(t.sgstPaise),
  rupeesOf(t.igstPaise),
];
const TAX_HEADER = ["Taxable value (₹)", "CGST (₹)", "SGST (₹)", "IGST (₹)"];

/** Each part of the month's GST summary: its columns and its rows. */
const GST_PARTS_CSV: Record<GstPart, { header: string[]; rows: (s: GstMonth) => CsvCell[][] }> = {
  rates: {
    header: ["Rate (%)", ...TAX_HEADER],
    rows: (s) => s.byRate.map((r) => [percentOf(r.rateBp), ...taxCells(r)]),
  },
  hsn: {
    header: ["HSN/SAC", "Unit", "Quantity", "Rate (%)", ...TAX_HEADER],
    rows: (s) =>
      s.byHsn.map((r) => [r.code, r.unit, r.quantity, percentOf(r.rateBp), ...taxCells(r)]),
  },
  b2b: {
    header: [
      "Document",
      "Number",
      "Date",
      "Buyer",
      "GSTIN",
      "Place of supply",
      ...TAX_HEADER,
      "Total (₹)",
    ],
    rows: (s) =>
      s.b2b.map((r) => [
        r.kind === "credit-note" ? "Credit note" : "Tax invoice",
        r.number,
        r.date,
        r.buyer,
        r.gstin,
        r.placeOfSupply,
        ...taxCells(r),
        rupeesOf(r.totalPaise),
      ]),
  },
  b2c: {
    header: ["Place of supply", "Rate (%)", ...TAX_HEADER],
    rows: (s) =>
      s.b2c.map((r) => [`${r.stateCode}-${r.stateName}`, percentOf(r.rateBp), ...taxCells(r)]),
  },
};

/** A part of the month's GST summary (a month is one batch: its documents, read once). */
export function gstCsv(db: Kysely<Database>, month: string, part: GstPart): CsvExport {
  const { header, rows } = GST_PARTS_CSV[part];
  async function* batches() {
    yield rows(await readGstMonth(db, month));
  }
  return { header, rows: batches() };
}
