import { sql, type Kysely } from "kysely";

/**
 * Each owner's language for her own screens of the back office (docs/decisions/0017): English
 * unless she chooses Hindi. On her account, so it follows her to every device she logs in on,
 * and the other owner keeps her own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("admin_accounts")
    .addColumn("language", "text", (c) =>
      c
        .notNull()
        .defaultTo("en")
        .check(sql`language in ('en', 'hi')`),
    )
    .execute();
}
