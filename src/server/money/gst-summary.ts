import type { Kysely } from "kysely";
import type { DocumentContent } from "../../shared/billing/documents";
import type { GstB2bRow, GstMonth, TaxAmounts } from "../../shared/money";
import type { Database } from "../db/schema";

const ZERO = (): TaxAmounts => ({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });

function add(into: TaxAmounts, line: TaxAmounts, sign: 1 | -1): void {
  into.taxablePaise += sign * line.taxablePaise;
  into.cgstPaise += sign * line.cgstPaise;
  into.sgstPaise += sign * line.sgstPaise;
  into.igstPaise += sign * line.igstPaise;
}

/** A map's entry, made on first use. */
function entry<T>(map: Map<string, T>, key: string, make: () => T): T {
  let found = map.get(key);
  if (!found) map.set(key, (found = make()));
  return found;
}

/** The last day of a month (yyyy-mm): the 31st compares after every day it has. */
const monthRange = (month: string) => [`${month}-01`, `${month}-31`] as const;

/** The month's tax invoices and credit notes, each with its cancellation if any. */
export function gstMonthQuery(db: Kysely<Database>, month: string) {
  const [first, last] = monthRange(month);
  return db
    .selectFrom("billing_documents as d")
    .leftJoin("billing_cancellations as x", "x.document_id", "d.id")
    .select(["d.id", "d.kind", "d.content", "x.document_id as cancelled"])
    .where("d.issued_on", ">=", first)
    .where("d.issued_on", "<=", last)
    .where("d.kind", "in", ["tax-invoice", "credit-note"])
    .orderBy("d.issued_on")
    .orderBy("d.id");
}

/**
 * The month's GST summary as the accountant files it (GSTR-1), read from what the documents
 * issued that month say (their stored content: codes, rates and amounts as issued, whatever the
 * rules say now): tax invoices, less the credit notes; cancelled ones only counted. By rate, by
 * HSN/SAC (with unit and quantity; a credit note's lines are values only, so they take value
 * and tax off, not quantity), B2B documents with the buyer's GSTIN one by one, B2C by place of
 * supply and rate. One range of billing_documents_issued_idx: a month's documents, whatever
 * the years kept.
 */
export async function readGstMonth(db: Kysely<Database>, month: string): Promise<GstMonth> {
  const rows = await gstMonthQuery(db, month).execute();
  const totals = { ...ZERO(), totalPaise: 0 };
  const byRate = new Map<string, TaxAmounts & { rateBp: number }>();
  const byHsn = new Map<
    string,
    TaxAmounts & { code: string; unit: string; quantity: number; rateBp: number }
  >();
  const b2c = new Map<
    string,
    TaxAmounts & { stateCode: string; stateName: string; rateBp: number }
  >();
  const b2b: GstB2bRow[] = [];
  let invoices = 0;
  let creditNotes = 0;
  let cancelled = 0;
  for (const row of rows) {
    if (row.cancelled !== null) {
      cancelled++;
      continue;
    }
    const doc = JSON.parse(row.content) as DocumentContent;
    const credit = doc.kind === "credit-note";
    const sign = credit ? -1 : 1;
    if (credit) creditNotes++;
    else invoices++;
    const place = doc.placeOfSupply;
    const amounts = ZERO();
    for (const line of doc.lines) {
      add(amounts, line, sign);
      add(
        entry(byRate, String(line.rateBp), () => ({ ...ZERO(), rateBp: line.rateBp })),
        line,
        sign,
      );
      const hsn = entry(byHsn, `${line.code}|${line.unit}|${line.rateBp}`, () => ({
        ...ZERO(),
        code: line.code,
        unit: line.unit,
        quantity: 0,
        rateBp: line.rateBp,
      }));
      add(hsn, line, sign);
      if (!credit) hsn.quantity += line.quantity;
      if (!doc.recipient.gstin)
        add(
          entry(b2c, `${place.stateCode}|${line.rateBp}`, () => ({
            ...ZERO(),
            stateCode: place.stateCode,
            stateName: place.stateName,
            rateBp: line.rateBp,
          })),
          line,
          sign,
        );
    }
    add(totals, amounts, 1);
    const total = amounts.taxablePaise + amounts.cgstPaise + amounts.sgstPaise + amounts.igstPaise;
    totals.totalPaise += total;
    if (doc.recipient.gstin)
      b2b.push({
        kind: credit ? "credit-note" : "tax-invoice",
        number: doc.number,
        date: doc.date,
        buyer: doc.recipient.name,
        gstin: doc.recipient.gstin,
        placeOfSupply: `${place.stateCode}-${place.stateName}`,
        ...amounts,
        totalPaise: total,
      });
  }
  const byKey = <T>(map: Map<string, T>, order: (a: T, b: T) => number) =>
    [...map.values()].sort(order);
  return {
    month,
    invoices,
    creditNotes,
    cancelled,
    totals,
    byRate: byKey(byRate, (a, b) => a.rateBp - b.rateBp),
    byHsn: byKey(byHsn, (a, b) => a.code.localeCompare(b.code) || a.rateBp - b.rateBp),
    b2b,
    b2c: byKey(b2c, (a, b) => a.stateCode.localeCompare(b.stateCode) || a.rateBp - b.rateBp),
  };
}
