import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";
import { withPgTrgm } from "./0019-customer-list";

/**
 * Issue 22 §1–2 (docs/decisions/0025): the customers' enquiries for a quote, each with its
 * reference Q-YYYY-NNNN (the year's next number from quote_sequences, taken in the storing
 * transaction), its state in the owners' pipeline and its history. The quotes themselves
 * (§3–4) will be tables of their own naming enquiry_id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable("quote_sequences")
    .addColumn("year", "integer", (c) => c.primaryKey())
    .addColumn("last", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("quote_enquiries")
    .addColumn("id", "integer", id)
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("source", "text", (c) =>
      c.notNull().check(sql`source in ('website', 'call', 'visit', 'contact')`),
    )
    /** The contact message it was made from (source 'contact'). */
    .addColumn("contact_message_id", "integer", (c) => c.unique())
    .addColumn("customer_id", "integer", (c) => c.references("customers.id").onDelete("set null"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("phone_key", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    /** JSON array of design names as she typed or the page filled them in. */
    .addColumn("designs", "text", (c) => c.notNull())
    .addColumn("occasion", "text", (c) =>
      c.notNull().check(sql`occasion in ('wedding', 'festival', 'other')`),
    )
    .addColumn("needed_by", "text")
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn("buyer", "text", (c) => c.notNull().check(sql`buyer in ('retail', 'wholesale')`))
    .addColumn("sizes", "text", (c) => c.notNull())
    .addColumn("measure_at_boutique", "integer", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("state_name", "text", (c) => c.notNull())
    .addColumn("answer_by", "text", (c) =>
      c.notNull().check(sql`answer_by in ('whatsapp', 'email', 'call')`),
    )
    .addColumn("language", "text", (c) => c.notNull().check(sql`language in ('en', 'hi')`))
    .addColumn("consent", "integer", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) =>
      c.notNull().check(sql`state in ('new', 'quoted', 'accepted', 'declined', 'lost', 'expired')`),
    )
    .addColumn("lost_reason", "text", (c) => c.notNull())
    .addColumn("follow_up_on", "text")
    /** Lower-cased reference, name, phone digits, e-mail, city and designs: what a search reads. */
    .addColumn("search_text", "text", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    .addColumn("received_by", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("revision", "integer", (c) => c.notNull())
    .execute();

  // The list: newest first, of one state or all (keyset pages on (received_at, id)).
  await db.schema
    .createIndex("quote_enquiries_received_idx")
    .on("quote_enquiries")
    .columns(["received_at", "id"])
    .execute();
  await db.schema
    .createIndex("quote_enquiries_state_idx")
    .on("quote_enquiries")
    .columns(["state", "received_at", "id"])
    .execute();
  // "To follow up": the dated ones only.
  await db.schema
    .createIndex("quote_enquiries_follow_up_idx")
    .on("quote_enquiries")
    .columns(["follow_up_on", "id"])
    .where(sql.ref("follow_up_on"), "is not", null)
    .execute();
  await db.schema
    .createIndex("quote_enquiries_customer_idx")
    .on("quote_enquiries")
    .column("customer_id")
    .execute();
  await db.schema
    .createIndex("quote_enquiries_phone_idx")
    .on("quote_enquiries")
    .column("phone_key")
    .execute();
  if (postgres && (await withPgTrgm(db)))
    await sql`create index quote_enquiries_search_trgm_idx on quote_enquiries
      using gin (search_text gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable("quote_enquiry_events")
    .addColumn("id", "integer", id)
    .addColumn("enquiry_id", "integer", (c) =>
      c.notNull().references("quote_enquiries.id").onDelete("cascade"),
    )
    .addColumn("at", "text", (c) => c.notNull())
    /** The owner's username; null: the customer, on the website. */
    .addColumn("by", "text")
    /** JSON: what happened (received, state, follow-up, customer). */
    .addColumn("detail", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("quote_enquiry_events_enquiry_idx")
    .on("quote_enquiry_events")
    .columns(["enquiry_id", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("quote_enquiry_events").execute();
  await db.schema.dropTable("quote_enquiries").execute();
  await db.schema.dropTable("quote_sequences").execute();
}
