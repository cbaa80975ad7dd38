import type { Kysely } from "kysely";
import { amountInWords } from "../../shared/billing/amount-in-words";
import {
  SERIES,
  type DocumentContent,
  type DocumentKind,
  type IssuedDocument,
} from "../../shared/billing/documents";
import { documentNumber, financialYearOf } from "../../shared/billing/numbering";
import type { Database } from "../db/schema";
import type { Trx } from "../orders/order-change";
import { nextSequence } from "./document-numbers";

/** What a builder fills in; the number, year, words and issuer come from issueDocument. */
export type DocumentDraft = Omit<
  DocumentContent,
  "number" | "financialYear" | "amountInWords" | "issuedBy"
>;

export class NumberingFull extends Error {}

/**
 * Issues a document in the caller's transaction (the order's change, locked): its number, its
 * row (never updated after), and the order's timeline entry through `record`.
 */
export async function issueDocument(
  trx: Trx,
  draft: DocumentDraft,
  who: { by: string; now: Date },
  record: (detail: {
    kind: "document";
    documentId: number;
    documentKind: DocumentKind;
    number: string;
    amountPaise: number;
  }) => Promise<void>,
  paymentId: number | null = null,
): Promise<IssuedDocument> {
  const series = SERIES[draft.kind];
  const financialYear = financialYearOf(draft.date);
  const seq = await nextSequence(trx, series, financialYear);
  const number = documentNumber(draft.supplier.invoicePrefix, series, financialYear, seq);
  if (!number) throw new NumberingFull(`The ${series} series of ${financialYear} is full`);
  const issuer = await trx
    .selectFrom("admin_accounts")
    .select("display_name")
    .where("username", "=", who.by)
    .executeTakeFirst();
  const content: DocumentContent = {
    ...draft,
    number,
    financialYear,
    amountInWords: {
      en: amountInWords(draft.amountPaise, "en"),
      hi: amountInWords(draft.amountPaise, "hi"),
    },
    issuedBy: issuer?.display_name ?? who.by,
  };
  const { id } = await trx
    .insertInto("billing_documents")
    .values({
      kind: draft.kind,
      series,
      financial_year: financialYear,
      seq,
      number,
      order_id: draft.orderId,
      issued_on: draft.date,
      issued_at: who.now.toISOString(),
      issued_by: who.by,
      amount_paise: draft.amountPaise,
      payment_id: paymentId,
      content: JSON.stringify(content),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await record({
    kind: "document",
    documentId: Number(id),
    documentKind: draft.kind,
    number,
    amountPaise: draft.amountPaise,
  });
  return {
    id: Number(id),
    kind: draft.kind,
    number,
    date: draft.date,
    amountPaise: draft.amountPaise,
    issuedAt: who.now.toISOString(),
    issuedBy: content.issuedBy,
    cancelled: null,
    content,
  };
}

/** An order's documents, oldest first, with their cancellations. */
export async function loadDocuments(
  db: Kysely<Database> | Trx,
  orderId: string,
): Promise<IssuedDocument[]> {
  const rows = await db
    .selectFrom("billing_documents as d")
    .leftJoin("billing_cancellations as c", "c.document_id", "d.id")
    .leftJoin("admin_accounts as a", "a.username", "c.by")
    .select([
      "d.id",
      "d.kind",
      "d.number",
      "d.issued_on",
      "d.issued_at",
      "d.amount_paise",
      "d.content",
      "c.at as cancelled_at",
      "c.reason as cancel_reason",
      "a.display_name as cancelled_by",
      "c.by as cancelled_by_user",
    ])
    .where("d.order_id", "=", orderId)
    .orderBy("d.id")
    .execute();
  return rows.map((r) => {
    const content = JSON.parse(r.content) as DocumentContent;
    return {
      id: Number(r.id),
      kind: r.kind,
      number: r.number,
      date: r.issued_on,
      amountPaise: Number(r.amount_paise),
      issuedAt: r.issued_at,
      issuedBy: content.issuedBy,
      cancelled: r.cancelled_at
        ? {
            at: r.cancelled_at,
            by: r.cancelled_by ?? r.cancelled_by_user ?? "",
            reason: r.cancel_reason ?? "",
          }
        : null,
      content,
    };
  });
}

/** Marks a document cancelled (its number stays used); false when it already was. */
export async function cancelDocument(
  trx: Trx,
  documentId: number,
  reason: string,
  who: { by: string; now: Date },
): Promise<boolean> {
  const done = await trx
    .insertInto("billing_cancellations")
    .values({ document_id: documentId, at: who.now.toISOString(), by: who.by, reason })
    .onConflict((oc) => oc.column("document_id").doNothing())
    .returning("document_id")
    .executeTakeFirst();
  return done !== undefined;
}
