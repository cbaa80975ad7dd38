import type { Kysely } from "kysely";

/**
 * The payments' export reads them oldest first, a batch at a time after the last one's (day
 * paid, id) (admin/export-batches.ts): an index in that order lets each batch start where the
 * last ended instead of sorting every payment ever recorded again (107,000 after five years).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("payments_paid_on_idx")
    .on("payments")
    .columns(["paid_on", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("payments_paid_on_idx").execute();
}
