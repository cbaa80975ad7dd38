/** The boutique's customers, as the back office finds and picks them. */
import type { CustomerMessaging } from "./notifications";
import type { Address } from "./orders";

export interface CustomerSummary {
  id: number;
  name: string;
  phone: string;
  email: string;
  address: Address;
  /** Her language and consent to messages. */
  messaging: CustomerMessaging;
}

/** GET /api/admin/customers?q= : up to this many matches. */
export const CUSTOMER_SEARCH_LIMIT = 10;
export const CUSTOMER_QUERY_MAX = 100;

/** A search as the customers list compares it: lower case, without spaces. */
export const searchKey = (text: string): string => text.toLowerCase().replace(/\s+/g, "");
