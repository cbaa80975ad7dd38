import type { Selectable } from "kysely";
import { todayInIndia } from "../../shared/dates";
import { phoneKey, phoneSearchDigits } from "../../shared/phone";
import {
  enquiryReference,
  type AnswerChannel,
  type Buyer,
  type Occasion,
} from "../../shared/quotes/enquiry";
import type {
  EnquiryEventDetail,
  EnquiryRow,
  EnquirySource,
} from "../../shared/quotes/enquiry-admin";
import { findCustomerByPhone } from "../customers/customer-repository";
import type { Trx } from "../orders/order-change";
import { nextEnquiryNumber } from "./enquiry-numbers";
import type { QuoteEnquiriesTable } from "./quote-tables";

/** What an enquiry holds, whoever typed it. */
export interface NewEnquiry {
  designs: string[];
  occasion: Occasion;
  neededBy: string;
  quantity: number;
  buyer: Buyer;
  sizes: string;
  measure: boolean;
  city: string;
  state: string;
  name: string;
  phone: string;
  email: string;
  answerBy: AnswerChannel;
  language: "en" | "hi";
  consent: boolean;
  note: string;
}

/** The text a search reads: lower case, the phone as its digits. */
export const searchTextOf = (e: {
  reference: string;
  name: string;
  phone: string;
  email: string;
  city: string;
  designs: readonly string[];
}): string =>
  [e.reference, e.name, phoneSearchDigits(e.phone), e.email, e.city, ...e.designs]
    .join(" ")
    .toLowerCase();

/**
 * Stores an enquiry with the year's next reference, linked to the customer who has her phone
 * number (one customer per phone, as orders and contact messages find her), and its first
 * history entry; in the caller's transaction. Returns its id and reference.
 */
export async function insertEnquiry(
  trx: Trx,
  input: NewEnquiry,
  source: { kind: EnquirySource; by: string | null; contactMessageId?: number },
  now: Date,
): Promise<{ id: number; reference: string; customerId: number | null }> {
  const year = Number(todayInIndia(now).slice(0, 4));
  const reference = enquiryReference(year, await nextEnquiryNumber(trx, year));
  const customer = await findCustomerByPhone(trx, input.phone);
  const at = now.toISOString();
  const row = await trx
    .insertInto("quote_enquiries")
    .values({
      reference,
      source: source.kind,
      contact_message_id: source.contactMessageId ?? null,
      customer_id: customer?.id ?? null,
      name: input.name,
      phone: input.phone,
      phone_key: phoneKey(input.phone),
      email: input.email,
      designs: JSON.stringify(input.designs),
      occasion: input.occasion,
      needed_by: input.neededBy || null,
      quantity: input.quantity,
      buyer: input.buyer,
      sizes: input.sizes,
      measure_at_boutique: input.measure ? 1 : 0,
      city: input.city,
      state_name: input.state,
      answer_by: input.answerBy,
      language: input.language,
      consent: input.consent ? 1 : 0,
      note: input.note,
      state: "new",
      lost_reason: "",
      follow_up_on: null,
      search_text: searchTextOf({ ...input, reference }),
      received_at: at,
      received_by: source.by,
      updated_at: at,
      revision: 1,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  const detail: EnquiryEventDetail = {
    kind: "received",
    source: source.kind,
    ...(source.contactMessageId !== undefined ? { contactMessageId: source.contactMessageId } : {}),
  };
  await recordEnquiryEvent(trx, id, source.by, detail, now);
  return { id, reference, customerId: customer?.id ?? null };
}

export async function recordEnquiryEvent(
  trx: Trx,
  enquiryId: number,
  by: string | null,
  detail: EnquiryEventDetail,
  now: Date,
): Promise<void> {
  await trx
    .insertInto("quote_enquiry_events")
    .values({ enquiry_id: enquiryId, at: now.toISOString(), by, detail: JSON.stringify(detail) })
    .execute();
}

export type EnquiryTableRow = Selectable<QuoteEnquiriesTable>;

export const toEnquiryRow = (r: EnquiryTableRow): EnquiryRow => ({
  id: Number(r.id),
  reference: r.reference,
  source: r.source,
  name: r.name,
  phone: r.phone,
  email: r.email,
  designs: JSON.parse(r.designs) as string[],
  occasion: r.occasion,
  neededBy: r.needed_by,
  quantity: Number(r.quantity),
  buyer: r.buyer,
  city: r.city,
  state: r.state,
  followUpOn: r.follow_up_on,
  customerId: r.customer_id === null ? null : Number(r.customer_id),
  receivedAt: r.received_at,
  revision: Number(r.revision),
});
