import type { Kysely } from "kysely";

/**
 * Issue 23: a design's optional Hindi name and description, typed in the Products tab and shown
 * on the /hi/ pages (their JSON-LD and sitemap entries too). Empty: none given; the page then
 * shows the English, marked lang="en".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("designs")
    .addColumn("name_hi", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("designs")
    .addColumn("description_hi", "text", (c) => c.notNull().defaultTo(""))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("designs").dropColumn("description_hi").execute();
  await db.schema.alterTable("designs").dropColumn("name_hi").execute();
}
