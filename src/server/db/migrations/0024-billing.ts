import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";
import { SEEDED_LINE_KINDS } from "../../../shared/billing/line-kinds";
import { SEEDED_TAX_RATES } from "../../../shared/billing/tax-rates";

/**
 * Billing (docs/decisions/0019): the business as the owners keep it, the tax rules as dated
 * rows, the documents issued (never updated: a trigger refuses it), their numbers' series per
 * financial year, the cancellations that keep a number used, and the UTRs recorded (one
 * payment each). The rules in force since 22 September 2025 are seeded here, once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  const now = new Date().toISOString();

  await db.schema
    .createTable("billing_business")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    /** JSON of BusinessProfile (shared/billing/business-profile.ts). */
    .addColumn("profile", "text", (c) => c.notNull())
    /** 1: the demo's sample values (sample GSTIN and UPI ID). */
    .addColumn("sample", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();

  await db.schema
    .createTable("billing_line_kinds")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("unit", "text", (c) => c.notNull())
    .addColumn("service", "integer", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();
  await db
    .insertInto("billing_line_kinds" as never)
    .values(
      SEEDED_LINE_KINDS.map((k, position) => ({
        key: k.key,
        label: k.label,
        code: k.code,
        unit: k.unit,
        service: k.service ? 1 : 0,
        position,
        updated_at: now,
        updated_by: null,
      })) as never,
    )
    .execute();

  await db.schema
    .createTable("design_tax_codes")
    .addColumn("design_id", "integer", (c) =>
      c.primaryKey().references("designs.id").onDelete("cascade"),
    )
    .addColumn("line_kind", "text", (c) => c.notNull().references("billing_line_kinds.key"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();

  await db.schema
    .createTable("tax_rates")
    .addColumn("id", "integer", id)
    .addColumn("code_prefix", "text", (c) => c.notNull())
    .addColumn("effective_from", "text", (c) => c.notNull())
    .addColumn("up_to_paise", "bigint")
    .addColumn("rate_bp", "integer", (c) =>
      c.notNull().check(sql`rate_bp >= 0 and rate_bp <= 10000`),
    )
    .addColumn("note", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .execute();
  // One slab per limit in a rule; the unlimited slab is null, which unique indexes let repeat,
  // so the code keeps that one single (billing/tax-rule-store.ts).
  await db.schema
    .createIndex("tax_rates_slab_idx")
    .on("tax_rates")
    .columns(["code_prefix", "effective_from", "up_to_paise"])
    .unique()
    .execute();
  await db
    .insertInto("tax_rates" as never)
    .values(
      SEEDED_TAX_RATES.map((r) => ({
        code_prefix: r.codePrefix,
        effective_from: r.effectiveFrom,
        up_to_paise: r.upToPaise,
        rate_bp: r.rateBp,
        note: r.note,
        created_at: now,
        created_by: null,
      })) as never,
    )
    .execute();

  await db.schema
    .createTable("billing_sequences")
    .addColumn("series", "text", (c) => c.notNull())
    .addColumn("financial_year", "text", (c) => c.notNull())
    .addColumn("last", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("billing_sequences_pk", ["series", "financial_year"])
    .execute();

  await db.schema
    .createTable("billing_documents")
    .addColumn("id", "integer", id)
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("series", "text", (c) => c.notNull())
    .addColumn("financial_year", "text", (c) => c.notNull())
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("order_id", "text", (c) =>
      c.notNull().references("orders.order_id").onDelete("cascade"),
    )
    .addColumn("issued_on", "text", (c) => c.notNull())
    .addColumn("issued_at", "text", (c) => c.notNull())
    .addColumn("issued_by", "text", (c) => c.notNull())
    .addColumn("amount_paise", "bigint", (c) => c.notNull())
    /** The receipt voucher's (or receipt's) payment: one document a payment. */
    .addColumn("payment_id", "integer", (c) =>
      c.unique().references("payments.id").onDelete("cascade"),
    )
    /** JSON of DocumentContent (shared/billing/documents.ts): everything it says. */
    .addColumn("content", "text", (c) => c.notNull())
    .addUniqueConstraint("billing_documents_seq_unique", ["series", "financial_year", "seq"])
    .execute();
  await db.schema
    .createIndex("billing_documents_order_idx")
    .on("billing_documents")
    .column("order_id")
    .execute();
  if (postgres) {
    await sql`CREATE FUNCTION billing_documents_never_edited() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'An issued document is never edited'; END $$`.execute(db);
    await sql`CREATE TRIGGER billing_documents_never_edited BEFORE UPDATE ON billing_documents
      FOR EACH ROW EXECUTE FUNCTION billing_documents_never_edited()`.execute(db);
  } else {
    await sql`CREATE TRIGGER billing_documents_never_edited BEFORE UPDATE ON billing_documents
      BEGIN SELECT RAISE(ABORT, 'An issued document is never edited'); END`.execute(db);
  }

  await db.schema
    .createTable("billing_cancellations")
    .addColumn("document_id", "integer", (c) =>
      c.primaryKey().references("billing_documents.id").onDelete("cascade"),
    )
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("by", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .execute();

  /** A UTR (utrKey) recorded on a payment that stands: removed when the payment is reversed. */
  await db.schema
    .createTable("payment_utrs")
    .addColumn("utr", "text", (c) => c.primaryKey())
    .addColumn("payment_id", "integer", (c) =>
      c.notNull().unique().references("payments.id").onDelete("cascade"),
    )
    .execute();
}
