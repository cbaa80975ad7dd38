import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";

/**
 * Issue 22 §3–4 (docs/decisions/0026): an enquiry's quote and its versions, and her acceptance.
 *
 * - quotes: one per enquiry (deleted with it: her erasure and the retention schedule delete
 *   enquiries), the order its acceptance made.
 * - quote_versions: v1, v2…, each its content as typed (JSON: lines, charges, tax mode,
 *   validity, advance, delivery, terms) and, once issued (sent), its totals as computed that day
 *   and the code of her link (≥128 random bits, unique). An issued version is never written
 *   again; a change after sending is the next version, with what changed.
 * - quote_acceptances: one per quote: the version, when, the name typed, the request's IP (her
 *   online) or the owner who recorded it on her behalf, and how.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable("quotes")
    .addColumn("id", "integer", id)
    .addColumn("enquiry_id", "integer", (c) =>
      c.notNull().unique().references("quote_enquiries.id").onDelete("cascade"),
    )
    .addColumn("order_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("revision", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("quote_versions")
    .addColumn("id", "integer", id)
    .addColumn("quote_id", "integer", (c) =>
      c.notNull().references("quotes.id").onDelete("cascade"),
    )
    .addColumn("version", "integer", (c) => c.notNull().check(sql`version > 0`))
    /** JSON QuoteContent (shared/quotes/quote.ts). */
    .addColumn("content", "text", (c) => c.notNull())
    /** JSON: the fields changed from the version before (empty for v1). */
    .addColumn("changes", "text", (c) => c.notNull())
    /** JSON QuoteTotals as computed when issued; null while a draft. */
    .addColumn("totals", "text")
    .addColumn("code", "text", (c) => c.unique())
    .addColumn("issued_at", "text")
    .addColumn("issued_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addUniqueConstraint("quote_versions_quote_version_key", ["quote_id", "version"])
    .execute();

  await db.schema
    .createTable("quote_acceptances")
    .addColumn("quote_id", "integer", (c) =>
      c.primaryKey().references("quotes.id").onDelete("cascade"),
    )
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    /** 'online': by her, on her link; 'phone' or 'shop': recorded by an owner. */
    .addColumn("how", "text", (c) => c.notNull().check(sql`how in ('online', 'phone', 'shop')`))
    .addColumn("ip", "text")
    .addColumn("by", "text")
    .addColumn("order_id", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("quote_acceptances").execute();
  await db.schema.dropTable("quote_versions").execute();
  await db.schema.dropTable("quotes").execute();
}
