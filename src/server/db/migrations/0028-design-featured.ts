import { sql, type Kysely } from "kysely";

/**
 * The designs the owners feature on the home page (issue 23): a flag on each design, set in the
 * Products tab. A database made before it features none; the home page then shows the first
 * designs of the catalogue's order (shared/home-showcase.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("designs")
    .addColumn("featured", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`featured in (0, 1)`),
    )
    .execute();
}
