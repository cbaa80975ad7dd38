import { sql, type Kysely } from "kysely";
import { phoneKey } from "../../../shared/phone";

/**
 * A contact message's phone key (shared/phone.ts), as customers and enquiries for a quote have
 * one: the retention schedule asks the database which old messages come from a number no
 * customer has (one NOT EXISTS through customers_phone_sort_idx), instead of reading every
 * customer's key each hour and deleting by a list of ids that grows with the years (a list of
 * more than 32,766 ids is refused by SQLite). Existing messages get theirs here, 500 at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("contact_messages")
    .addColumn("phone_key", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  for (let after = 0; ;) {
    const { rows } = await sql<{ id: number; phone: string }>`
      select id, phone from contact_messages where id > ${after} order by id limit 500`.execute(db);
    if (rows.length === 0) break;
    const keys = sql.join(
      rows.map((r) => sql`(cast(${Number(r.id)} as integer), ${phoneKey(r.phone)})`),
    );
    await sql`with keyed (id, phone_key) as (values ${keys})
      update contact_messages set phone_key = keyed.phone_key
      from keyed where contact_messages.id = keyed.id`.execute(db);
    after = Number(rows[rows.length - 1]!.id);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("contact_messages").dropColumn("phone_key").execute();
}
