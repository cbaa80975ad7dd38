import type { Kysely } from "kysely";

/**
 * Issue 25's slips: a message's Reply-To (a contact message's e-mail to the owners answers to
 * the person who wrote, not to the boutique's own address).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox_messages").addColumn("reply_to", "text").execute();
}
