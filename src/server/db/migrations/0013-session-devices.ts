import { sql, type Kysely } from "kysely";

/**
 * Owner sessions that last (docs/decisions/0015-owner-sessions-that-last.md): each session says whether she asked to stay
 * signed in on that device, when and from where it was last used, and in which browser, so
 * Settings can list her devices and end one by its id (never by the token's hash). Existing
 * sessions get an id from their hash and were last seen when they began.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const add = (name: string, type: "text" | "integer", notNull = false) =>
    db.schema
      .alterTable("sessions")
      .addColumn(name, type, (c) => (notNull ? c.notNull().defaultTo(0) : c))
      .execute();
  await add("id", "text");
  await add("persistent", "integer", true);
  await add("last_seen_at", "text");
  await add("ip", "text");
  await add("user_agent", "text");
  await sql`UPDATE sessions SET id = substr(token_hash, 1, 32), last_seen_at = created_at`.execute(
    db,
  );
  await db.schema.createIndex("sessions_id_idx").on("sessions").column("id").unique().execute();
}
