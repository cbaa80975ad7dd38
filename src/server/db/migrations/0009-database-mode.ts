import type { Kysely } from "kysely";

/**
 * What a database remembers of the mode it serves (db/database-mode.ts, issue 21 §1): one row
 * (id 1), the mode of the first start that recorded it, and since when it has held real data
 * (production mode started on it, or an owner's own password was stored). Demo mode refuses a
 * database with `real_since` set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("database_mode")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("created_in", "text", (c) => c.notNull())
    .addColumn("recorded_at", "text", (c) => c.notNull())
    .addColumn("real_since", "text")
    .addColumn("real_reason", "text")
    .execute();
}
