import type { Kysely } from "kysely";
import { phoneKey } from "../../shared/phone";
import type { CustomerEvent } from "../../shared/customers";
import type { FieldChange } from "../../shared/order-events";
import type { Database } from "../db/schema";

/**
 * Where a customer's personal data lives, found once for both her export and her erasure, so
 * the two always cover the same rows: her record; her orders; the contact messages she sent
 * (linked to her record, or from her phone number or e-mail), her enquiries for a quote (the
 * same way); the messages to her (on her
 * orders, or to her number or address); the owners' notices that quote her; and every value
 * that identifies her (her name, phone, e-mail and address line, now and as they were), which
 * erasure scrubs from free text (timelines, notes, payment references).
 */
export interface HerData {
  customerId: number;
  orderIds: string[];
  contactMessageIds: number[];
  /** Her enquiries for a quote (issue 22): linked to her record, or from her phone or e-mail. */
  quoteEnquiryIds: number[];
  outboxToHerIds: number[];
  ownerNoticeIds: number[];
  /** Her identifying values, longest first (so a longer value is replaced before its part). */
  values: string[];
}

/** Values shorter than this are too common to scrub from free text (a PIN code, "Jaipur"). */
const SHORTEST_VALUE = 5;

export async function findHerData(
  db: Kysely<Database>,
  customerId: number,
): Promise<HerData | undefined> {
  const customer = await db
    .selectFrom("customers")
    .selectAll()
    .where("id", "=", customerId)
    .executeTakeFirst();
  if (!customer) return undefined;
  const orders = await db
    .selectFrom("orders")
    .select(["order_id", "customer_name", "customer_phone", "customer_email", "address_line"])
    .where("customer_id", "=", customerId)
    .execute();
  const values = new Set<string>();
  const add = (...texts: (string | null | undefined)[]) => {
    for (const t of texts) if (t && t.trim().length >= SHORTEST_VALUE) values.add(t.trim());
  };
  add(customer.name, customer.phone, customer.email, customer.address_line);
  for (const o of orders) add(o.customer_name, o.customer_phone, o.customer_email, o.address_line);
  // What her record said before each edit (name, phone, e-mail, address as they were).
  const events = await db
    .selectFrom("customer_events")
    .select(["detail"])
    .where("customer_id", "=", customerId)
    .where("kind", "=", "edited")
    .execute();
  for (const e of events) {
    const { changes } = JSON.parse(e.detail) as Extract<CustomerEvent, { kind: "edited" }>;
    for (const c of changes ?? []) if (PERSONAL_FIELD.test(c.field)) add(c.from, c.to);
  }

  // What her orders said before each edit (the order form's customer fields).
  if (orders.length > 0) {
    const orderEdits = await db
      .selectFrom("order_events")
      .select(["detail"])
      .where(
        "order_id",
        "in",
        orders.map((o) => o.order_id),
      )
      .where("kind", "=", "edited")
      .execute();
    for (const e of orderEdits) {
      const { changes } = JSON.parse(e.detail) as { changes?: FieldChange[] };
      for (const c of changes ?? []) if (PERSONAL_FIELD.test(c.field)) add(c.from, c.to);
    }
  }

  const keys = new Set([customer.phone_key, ...orders.map((o) => phoneKey(o.customer_phone))]);
  const emails = new Set(
    [customer.email, ...orders.map((o) => o.customer_email)]
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
  const messages = await db
    .selectFrom("contact_messages")
    .select(["id", "phone", "email", "customer_id"])
    .execute();
  const contactMessageIds = messages
    .filter(
      (m) =>
        Number(m.customer_id) === customerId ||
        keys.has(phoneKey(m.phone)) ||
        (m.email !== "" && emails.has(m.email.trim().toLowerCase())),
    )
    .map((m) => Number(m.id));
  const contactRows = await idsIn(db, contactMessageIds);
  for (const m of contactRows) add(m.name, m.phone, m.email);
  const enquiries = await db
    .selectFrom("quote_enquiries")
    .select(["id", "phone_key", "email", "customer_id", "name", "phone"])
    .execute();
  const herEnquiries = enquiries.filter(
    (e) =>
      Number(e.customer_id) === customerId ||
      keys.has(e.phone_key) ||
      (e.email !== "" && emails.has(e.email.trim().toLowerCase())),
  );
  for (const e of herEnquiries) add(e.name, e.phone, e.email);
  // The names she typed accepting a quote (on her enquiry's, or for one of her orders): free
  // text may quote them; the acceptance record goes with her enquiry.
  const enquiryIds = herEnquiries.map((e) => Number(e.id));
  const orderIdList = orders.map((o) => o.order_id);
  if (enquiryIds.length > 0 || orderIdList.length > 0) {
    const accepted = await db
      .selectFrom("quote_acceptances as a")
      .innerJoin("quotes as q", "q.id", "a.quote_id")
      .select("a.name")
      .where((eb) =>
        eb.or([
          ...(enquiryIds.length > 0 ? [eb("q.enquiry_id", "in", enquiryIds)] : []),
          ...(orderIdList.length > 0 ? [eb("a.order_id", "in", orderIdList)] : []),
        ]),
      )
      .execute();
    for (const a of accepted) add(a.name);
  }

  const orderIds = orders.map((o) => o.order_id);
  const recipients = [...values].filter((v) => v.includes("@") || /\d{6}/.test(v));
  const outbox = await db
    .selectFrom("outbox_messages")
    .select(["id", "audience", "order_id", "recipient", "subject", "body", "params", "reply_to"])
    .execute();
  const sorted = [...values].sort((a, b) => b.length - a.length);
  const quotes = (text: string) => sorted.some((v) => text.includes(v));
  const outboxToHerIds: number[] = [];
  const ownerNoticeIds: number[] = [];
  for (const row of outbox) {
    if (row.audience === "customer") {
      if ((row.order_id && orderIds.includes(row.order_id)) || recipients.includes(row.recipient))
        outboxToHerIds.push(Number(row.id));
    } else if (quotes(`${row.subject}\n${row.body}\n${row.params}\n${row.reply_to ?? ""}`)) {
      ownerNoticeIds.push(Number(row.id));
    }
  }
  return {
    customerId,
    orderIds,
    contactMessageIds,
    quoteEnquiryIds: enquiryIds,
    outboxToHerIds,
    ownerNoticeIds,
    values: sorted,
  };
}

/** The fields of her record and her orders that hold her name, phone, e-mail or address. */
export const PERSONAL_FIELD = /name|phone|e-?mail|address/i;

function idsIn(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("contact_messages")
    .select(["name", "phone", "email"])
    .where("id", "in", ids)
    .execute();
}
