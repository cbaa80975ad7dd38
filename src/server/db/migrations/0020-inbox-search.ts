import { PostgresAdapter, sql, type Kysely } from "kysely";
import { withPgTrgm } from "./0019-customer-list";

/**
 * The inbox's search (issue 25 §3, issue 27): a message's text (her name, e-mail, subject and
 * message) and her phone's digits through a trigram index, so a search answers from the index
 * rather than reading every message: SQLite's FTS5 trigram tokenizer (a contentless table: the
 * trigrams only, no second copy of the text; secure-delete, so a retired or erased message
 * leaves no trace in it), PostgreSQL's pg_trgm GIN indexes on the very expressions the search
 * compares (left out where pg_trgm cannot be had: then the search reads the table).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    if (!(await withPgTrgm(db))) return;
    await sql`create index contact_messages_text_trgm_idx on contact_messages
      using gin ((lower(name || ' ' || email || ' ' || subject || ' ' || message)) gin_trgm_ops)`.execute(
      db,
    );
    await sql`create index contact_messages_phone_trgm_idx on contact_messages
      using gin ((regexp_replace(phone, '[^0-9]', '', 'g')) gin_trgm_ops)`.execute(db);
    return;
  }
  // The contact form allows digits, spaces, +, -, ( and ) in a phone number (shared/phone.ts).
  const digits = (row: string) =>
    ["' '", "'+'", "'-'", "'('", "')'", "'.'", "'/'"].reduce(
      (expr, ch) => `replace(${expr}, ${ch}, '')`,
      `${row}.phone`,
    );
  const text = (row: string) =>
    `${row}.name || ' ' || ${row}.email || ' ' || ${row}.subject || ' ' || ${row}.message`;
  await sql`create virtual table contact_messages_search using fts5(
    body, phone_digits, tokenize = 'trigram', content = '', contentless_delete = 1)`.execute(db);
  await sql`insert into contact_messages_search (contact_messages_search, rank)
    values ('secure-delete', 1)`.execute(db);
  await sql
    .raw(
      `insert into contact_messages_search (rowid, body, phone_digits)
    select id, ${text("m")}, ${digits("m")} from contact_messages m`,
    )
    .execute(db);
  const insert = `insert into contact_messages_search (rowid, body, phone_digits)
    values (new.id, ${text("new")}, ${digits("new")});`;
  const remove = `delete from contact_messages_search where rowid = old.id;`;
  for (const trigger of [
    `create trigger contact_messages_search_insert after insert on contact_messages
     begin ${insert} end`,
    `create trigger contact_messages_search_update
     after update of name, email, subject, message, phone on contact_messages
     begin ${remove} ${insert} end`,
    `create trigger contact_messages_search_delete after delete on contact_messages
     begin ${remove} end`,
  ])
    await sql.raw(trigger).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists contact_messages_text_trgm_idx`.execute(db);
    await sql`drop index if exists contact_messages_phone_trgm_idx`.execute(db);
    return;
  }
  for (const t of ["insert", "update", "delete"])
    await sql.raw(`drop trigger contact_messages_search_${t}`).execute(db);
  await sql`drop table contact_messages_search`.execute(db);
}
