import type { Kysely } from "kysely";

/**
 * Issue 22 §4: the advance an accepted quote asked, kept on the order it became (whole paise;
 * null: no advance was asked, as for every order taken otherwise). The owners' order page
 * shows it beside what was paid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("advance_due_paise", "bigint").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("advance_due_paise").execute();
}
