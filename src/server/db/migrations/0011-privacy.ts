import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";

/**
 * Customers' data as the DPDP Act asks (SECURITY.md, Privacy): each consent as a record (what,
 * when, through which form, by whom, withdrawn when), filled from the flags customers had; the
 * erasure log (when, by whom, what was removed: never her data); and the owners' retention
 * settings (one row).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable("consents")
    .addColumn("id", "integer", id)
    .addColumn("customer_id", "integer", (c) =>
      c.notNull().references("customers.id").onDelete("cascade"),
    )
    /** What she agreed to (shared/privacy.ts ConsentPurpose). */
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("given_at", "text", (c) => c.notNull())
    /** The form it was given through (ConsentForm). */
    .addColumn("given_through", "text", (c) => c.notNull())
    /** The owner who recorded it on her behalf; null when it came from the old flag. */
    .addColumn("given_by", "text")
    .addColumn("withdrawn_at", "text")
    .addColumn("withdrawn_through", "text")
    .addColumn("withdrawn_by", "text")
    .execute();
  await db.schema
    .createIndex("consents_customer_idx")
    .on("consents")
    .column("customer_id")
    .execute();

  // The flags become records: given when the flag says, through a form no longer known.
  for (const [purpose, column] of [
    ["whatsapp-updates", "whatsapp_consent_at"],
    ["email-updates", "email_consent_at"],
  ] as const) {
    await sql`
      insert into consents (customer_id, purpose, given_at, given_through)
      select id, ${purpose}, ${sql.ref(column)}, 'before-records'
      from customers where ${sql.ref(column)} is not null
    `.execute(db);
  }

  await db.schema
    .createTable("erasures")
    .addColumn("id", "integer", id)
    .addColumn("erased_at", "text", (c) => c.notNull())
    .addColumn("erased_by", "text", (c) => c.notNull())
    /** JSON of ErasureCounts: how many rows of each kind were removed or anonymised. */
    .addColumn("counts", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("retention_settings")
    .addColumn("id", "integer", (c) => c.primaryKey())
    /** Contact messages that never became a customer are deleted after this many months. */
    .addColumn("enquiry_months", "integer", (c) => c.notNull())
    /** The outbox's texts are cleared this many days after the message was settled. */
    .addColumn("outbox_days", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text")
    .addColumn("updated_by", "text")
    .execute();
  await sql`insert into retention_settings (id, enquiry_months, outbox_days) values (1, 24, 90)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("retention_settings").execute();
  await db.schema.dropTable("erasures").execute();
  await db.schema.dropTable("consents").execute();
}
