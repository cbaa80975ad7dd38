import { sql, type Kysely } from "kysely";
import { CUSTOMER_SEARCH_LIMIT, searchKey, type CustomerSummary } from "../../shared/customers";
import type { CustomerDetails } from "../../shared/order-input";
import { phoneKey } from "../../shared/phone";
import type { CustomersTable, Database } from "../db/schema";
import type { Selectable } from "kysely";

type CustomerRow = Selectable<CustomersTable>;

const toSummary = (r: CustomerRow): CustomerSummary => ({
  id: Number(r.id),
  name: r.name,
  phone: r.phone,
  email: r.email,
  address: { line: r.address_line, city: r.city, state: r.state, postalCode: r.postal_code },
  messaging: {
    language: r.language,
    whatsappConsentAt: r.whatsapp_consent_at,
    emailConsentAt: r.email_consent_at,
  },
});

/**
 * Customers whose name or phone matches `query`, ignoring case and spaces (a phone by its
 * digits, so "98765 43210" finds "+91 98765 43210"), by name.
 */
export async function searchCustomers(
  db: Kysely<Database>,
  query: string,
): Promise<CustomerSummary[]> {
  const text = searchKey(query);
  const digits = query.replace(/\D/g, "");
  if (text === "") return [];
  const like = (value: string) => `%${value.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const rows = await db
    .selectFrom("customers")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb(sql`replace(lower(name), ' ', '')`, "like", sql`${like(text)} escape '\\'`),
        ...(digits.length >= 3
          ? [eb("phone_key", "like", sql<string>`${like(phoneKey(digits))} escape '\\'`)]
          : []),
      ]),
    )
    .orderBy("name")
    .orderBy("id")
    .limit(CUSTOMER_SEARCH_LIMIT)
    .execute();
  return rows.map(toSummary);
}

export async function findCustomer(
  db: Kysely<Database>,
  id: number,
): Promise<CustomerSummary | undefined> {
  const row = await db.selectFrom("customers").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toSummary(row);
}

export async function findCustomerByPhone(
  db: Kysely<Database>,
  phone: string,
): Promise<CustomerSummary | undefined> {
  const row = await db
    .selectFrom("customers")
    .selectAll()
    .where("phone_key", "=", phoneKey(phone))
    .executeTakeFirst();
  return row && toSummary(row);
}

/** Records a new customer; undefined when the phone number already belongs to one. */
export async function insertCustomer(
  db: Kysely<Database>,
  details: CustomerDetails,
  at: string,
  isSample = false,
): Promise<number | undefined> {
  const row = await db
    .insertInto("customers")
    .values({
      name: details.name,
      phone: details.phone,
      phone_key: phoneKey(details.phone),
      email: details.email,
      address_line: details.address.line,
      city: details.address.city,
      state: details.address.state,
      postal_code: details.address.postalCode,
      is_sample: isSample ? 1 : 0,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column("phone_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row && Number(row.id);
}
