import type { Kysely } from "kysely";
import type { DocumentContent } from "../../shared/billing/documents";
import { ERASED } from "../../shared/privacy-admin";
import type { Database } from "../db/schema";

/**
 * Her erasure on request (privacy/customer-erasure.ts) reaches her order's documents too: they
 * keep what the tax law asks them to keep (her name and address on a bill of ₹50,000 or more,
 * the state, a buyer's GSTIN, every figure and number) and lose the rest. An issued document is
 * never updated, so the redacted copy replaces the row under the same id and number, with its
 * cancellation; this is the one change a document ever sees, and it is the law's own.
 */
export async function redactOrderDocuments(
  trx: Kysely<Database>,
  orderId: string,
  keepsName: boolean,
  scrub: (text: string) => string,
): Promise<number> {
  const rows = await trx
    .selectFrom("billing_documents")
    .selectAll()
    .where("order_id", "=", orderId)
    .execute();
  let redacted = 0;
  for (const row of rows) {
    const content = JSON.parse(row.content) as DocumentContent;
    const recipient = {
      ...content.recipient,
      phone: "",
      ...(keepsName ? {} : { name: ERASED, address: "" }),
    };
    const next = scrub(JSON.stringify({ ...content, recipient }));
    if (next === row.content) continue;
    const cancellation = await trx
      .selectFrom("billing_cancellations")
      .selectAll()
      .where("document_id", "=", row.id)
      .executeTakeFirst();
    await trx.deleteFrom("billing_documents").where("id", "=", row.id).execute();
    const { amount_paise, ...rest } = row;
    await trx
      .insertInto("billing_documents")
      .values({ ...rest, amount_paise: Number(amount_paise), content: next })
      .execute();
    if (cancellation)
      await trx
        .insertInto("billing_cancellations")
        .values({ ...cancellation, reason: scrub(cancellation.reason) })
        .execute();
    redacted++;
  }
  return redacted;
}
