import type { Kysely } from "kysely";

/**
 * Money (issue 26 §3, §4): refunds, balance reminders and the money views' indexes.
 *
 * - A refund is a payments row of its own (money out: a negative amount, `refund` = 1, with its
 *   mode, reference and reason), so every figure kept from payments (the order's paid and
 *   balance, her figures, the month's takings) counts it without a trigger more. Its reversal
 *   (a refund recorded by mistake) carries `refund` = 1 too. `refund_voucher_id` names its
 *   refund voucher (billing_documents; documents are never deleted, so no foreign key).
 * - balance_reminders: when each delivered order's balance was last asked for, and how often.
 * - money_settings (one row): how many days apart the reminders go; null: none.
 * - The day book's index (each day's entries by mode, in and out, read from the index alone);
 *   the GST summary's (a month's documents by the day issued).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("payments")
    .addColumn("refund", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("payments").addColumn("refund_voucher_id", "integer").execute();
  await db.schema
    .alterTable("payments")
    .addColumn("reason", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createIndex("payments_day_book_idx")
    .on("payments")
    .columns(["paid_on", "method", "refund", "amount_rupees"])
    .execute();

  await db.schema
    .createTable("balance_reminders")
    .addColumn("order_id", "text", (c) =>
      c.primaryKey().references("orders.order_id").onDelete("cascade"),
    )
    /** yyyy-mm-dd (India) of the last reminder queued. */
    .addColumn("last_sent_on", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("money_settings")
    .addColumn("id", "integer", (c) => c.primaryKey())
    /** Days between a delivered order's balance reminders; null: no reminders. */
    .addColumn("reminder_days", "integer")
    .addColumn("updated_at", "text")
    .addColumn("updated_by", "text")
    .execute();
  await db
    .insertInto("money_settings" as never)
    .values({ id: 1, reminder_days: null, updated_at: null, updated_by: null } as never)
    .execute();

  await db.schema
    .createIndex("billing_documents_issued_idx")
    .on("billing_documents")
    .columns(["issued_on", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("billing_documents_issued_idx").execute();
  await db.schema.dropTable("money_settings").execute();
  await db.schema.dropTable("balance_reminders").execute();
  await db.schema.dropIndex("payments_day_book_idx").execute();
  for (const column of ["reason", "refund_voucher_id", "refund"])
    await db.schema.alterTable("payments").dropColumn(column).execute();
}
