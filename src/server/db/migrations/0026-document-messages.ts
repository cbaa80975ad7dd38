import type { Kysely } from "kysely";

/**
 * Issue 26 §2: a bill or receipt sent to the customer. The outbox message names the document
 * (billing_documents.id; documents are never deleted, so no foreign key): the e-mail attaches
 * its PDF, made when it is sent from what the document stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox_messages").addColumn("document_id", "integer").execute();
}
