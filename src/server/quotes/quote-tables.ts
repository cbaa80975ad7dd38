import type { ColumnType, Generated } from "kysely";
import type { AnswerChannel, Buyer, Occasion } from "../../shared/quotes/enquiry";
import type { EnquirySource, EnquiryState } from "../../shared/quotes/enquiry-admin";

/** The enquiries and their references (migration 0029, server/quotes/). */
export interface QuoteTables {
  quote_sequences: { year: number; last: number };
  quote_enquiries: QuoteEnquiriesTable;
  quote_enquiry_events: QuoteEnquiryEventsTable;
  quotes: QuotesTable;
  quote_versions: QuoteVersionsTable;
  quote_acceptances: QuoteAcceptancesTable;
}

/** An enquiry's quote (migration 0034). */
export interface QuotesTable {
  id: Generated<number>;
  enquiry_id: number;
  order_id: string | null;
  created_at: string;
  updated_at: string;
  revision: number;
}

export interface QuoteVersionsTable {
  id: Generated<number>;
  quote_id: number;
  version: number;
  /** JSON QuoteContent. */
  content: string;
  /** JSON QuoteChange[]. */
  changes: string;
  /** JSON QuoteTotals once issued. */
  totals: string | null;
  code: string | null;
  issued_at: string | null;
  issued_by: string | null;
  created_at: string;
  created_by: string;
}

export interface QuoteAcceptancesTable {
  quote_id: number;
  version: number;
  at: string;
  name: string;
  how: "online" | "phone" | "shop";
  ip: string | null;
  by: string | null;
  order_id: string;
}

export interface QuoteEnquiriesTable {
  id: Generated<number>;
  reference: string;
  source: EnquirySource;
  contact_message_id: number | null;
  customer_id: ColumnType<number | null, number | null | undefined, number | null>;
  name: string;
  phone: string;
  phone_key: string;
  email: string;
  /** JSON array of design names. */
  designs: string;
  occasion: Occasion;
  needed_by: string | null;
  quantity: number;
  buyer: Buyer;
  sizes: string;
  measure_at_boutique: number;
  city: string;
  state_name: string;
  answer_by: AnswerChannel;
  language: "en" | "hi";
  consent: number;
  note: string;
  state: EnquiryState;
  lost_reason: string;
  follow_up_on: string | null;
  search_text: string;
  received_at: string;
  received_by: string | null;
  updated_at: string;
  revision: number;
}

export interface QuoteEnquiryEventsTable {
  id: Generated<number>;
  enquiry_id: number;
  at: string;
  by: string | null;
  detail: string;
}
