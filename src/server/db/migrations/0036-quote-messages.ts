import type { Kysely } from "kysely";

/**
 * Issue 22 §3: a quote version sent to her through the outbox. The message names the version
 * (quote_versions.id) so its e-mail attaches that version's PDF, made when it goes, and the
 * owners' panel shows what was sent when; the version goes with her erasure (set null, as the
 * message itself is cleared then). Indexes for the enquiry figures: versions by quote and
 * issue time (the first answer, the value quoted), acceptances by time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("outbox_messages")
    .addColumn("quote_version_id", "integer", (c) =>
      c.references("quote_versions.id").onDelete("set null"),
    )
    .execute();
  await db.schema
    .createIndex("outbox_messages_quote_version_idx")
    .on("outbox_messages")
    .column("quote_version_id")
    .execute();
  await db.schema
    .createIndex("quote_versions_issued_idx")
    .on("quote_versions")
    .columns(["quote_id", "issued_at"])
    .execute();
  await db.schema
    .createIndex("quote_acceptances_at_idx")
    .on("quote_acceptances")
    .column("at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("quote_acceptances_at_idx").execute();
  await db.schema.dropIndex("quote_versions_issued_idx").execute();
  await db.schema.dropIndex("outbox_messages_quote_version_idx").execute();
  await db.schema.alterTable("outbox_messages").dropColumn("quote_version_id").execute();
}
