import { PostgresAdapter, type Kysely } from "kysely";

/**
 * Messages to customers and owners (docs/decisions/0012): each customer's language and, per
 * channel, when she agreed to messages (null: she has not); the outbox, written in the same
 * transaction as the change a message tells of and sent by the server's worker; and per
 * channel the last success and failure, which Settings shows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .alterTable("customers")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
  for (const column of ["whatsapp_consent_at", "email_consent_at"]) {
    await db.schema.alterTable("customers").addColumn(column, "text").execute();
  }

  await db.schema
    .createTable("outbox_messages")
    .addColumn("id", "integer", (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("audience", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("order_id", "text", (c) => c.references("orders.order_id").onDelete("cascade"))
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    /** JSON array: the WhatsApp template's parameters, in order. */
    .addColumn("params", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    /** While being sent: until when the worker that claimed it holds it, and which one. */
    .addColumn("claimed_until", "text")
    .addColumn("claimed_by", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addColumn("sent_by", "text")
    .addColumn("provider_id", "text")
    /** Set for a message that must exist once (a status told, a day's digest). */
    .addColumn("dedupe_key", "text", (c) => c.unique())
    .addColumn("resend_of", "integer")
    .execute();
  await db.schema
    .createIndex("outbox_due_idx")
    .on("outbox_messages")
    .columns(["state", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("outbox_order_idx")
    .on("outbox_messages")
    .columns(["order_id", "id"])
    .execute();
  await db.schema
    .createIndex("outbox_audience_idx")
    .on("outbox_messages")
    .columns(["audience", "id"])
    .execute();

  await db.schema
    .createTable("notification_channels")
    .addColumn("channel", "text", (c) => c.primaryKey())
    .addColumn("last_success_at", "text")
    .addColumn("last_failure_at", "text")
    .addColumn("last_failure_reason", "text")
    .execute();
}
