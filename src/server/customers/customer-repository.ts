import type { Kysely } from "kysely";
import {
  type CustomerRecord,
  type CustomerSummary,
  type CustomerType,
} from "../../shared/customers";
import type { CustomerDetails } from "../../shared/order-input";
import { phoneKey } from "../../shared/phone";
import type { CustomersTable, Database } from "../db/schema";
import type { Insertable, Selectable } from "kysely";

type CustomerRow = Selectable<CustomersTable>;

export const toSummary = (r: CustomerRow): CustomerSummary => ({
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

export const toRecord = (r: CustomerRow): CustomerRecord => ({
  ...toSummary(r),
  type: r.customer_type,
  notes: r.notes,
  revision: r.revision,
  createdAt: r.created_at,
});

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

/** A new customer's row (the sample data loader inserts them in bulk, the same rows). */
export function newCustomerRow(
  details: CustomerDetails,
  at: string,
  options: { isSample?: boolean; type?: CustomerType; notes?: string } = {},
): Insertable<CustomersTable> {
  const { isSample = false, type = "retail", notes = "" } = options;
  return {
    name: details.name,
    phone: details.phone,
    phone_key: phoneKey(details.phone),
    email: details.email,
    address_line: details.address.line,
    city: details.address.city,
    state: details.address.state,
    postal_code: details.address.postalCode,
    is_sample: isSample ? 1 : 0,
    customer_type: type,
    notes,
    created_at: at,
    updated_at: at,
  };
}

/** Records a new customer; undefined when the phone number already belongs to one. */
export async function insertCustomer(
  db: Kysely<Database>,
  details: CustomerDetails,
  at: string,
  options: { isSample?: boolean; type?: CustomerType; notes?: string } = {},
): Promise<number | undefined> {
  const row = await db
    .insertInto("customers")
    .values(newCustomerRow(details, at, options))
    .onConflict((oc) => oc.column("phone_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row && Number(row.id);
}
