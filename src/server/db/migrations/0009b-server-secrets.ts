import type { Kysely } from "kysely";

/**
 * Secrets the server makes for itself (db/server-secret.ts): the key of the keyed hashes that
 * stand for typed usernames in rate_limits (issue 21 §4). Shared by every instance through the
 * database; never copied into a backup (backup/take-backup.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("server_secrets")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}
