/**
 * What the owners' quote screen and her quote page read (issue 22 §3–4).
 */
import type { UpiRequest } from "../billing/upi-link";
import type { Channel, MessageState } from "../notifications";
import type { QuoteChange, QuoteContent } from "./quote";
import type { QuoteTotals } from "./quote-totals";

/** Her link's code: 26 letters of a 32-letter alphabet, 130 random bits. */
export const QUOTE_CODE_PATTERN = /^[a-km-np-z2-9]{26}$/;

export interface QuoteVersionView {
  version: number;
  content: QuoteContent;
  changes: QuoteChange[];
  /** As issued; for a draft, as it would be issued today (null when it cannot be computed). */
  totals: QuoteTotals | null;
  /** Why the draft's totals cannot be computed. */
  problem: { field: string; error: string } | null;
  issuedAt: string | null;
  issuedBy: string | null;
  /** Her page's link (/quote#CODE, /hi/quote#CODE), once issued: what the owners send her. */
  link: string | null;
  /** Her quote as a PDF in her language (/api/quote-pages/CODE/pdf), once issued. */
  pdf: string | null;
  /** What was sent of this version to her through the outbox, oldest first. */
  messages: QuoteMessageView[];
}

/** A channel her quote may go to her on (one she agreed to), with its address. */
export interface QuoteChannel {
  channel: Channel;
  recipient: string;
}

/** One message sending a version to her. */
export interface QuoteMessageView {
  channel: Channel;
  state: MessageState;
  queuedAt: string;
  sentAt: string | null;
}

export interface QuoteAcceptanceView {
  version: number;
  at: string;
  name: string;
  how: "online" | "phone" | "shop";
  ip: string | null;
  by: string | null;
  orderId: string;
}

export interface QuoteDetail {
  id: number;
  enquiryId: number;
  reference: string;
  revision: number;
  orderId: string | null;
  /** Oldest first; the last may be a draft. */
  versions: QuoteVersionView[];
  acceptance: QuoteAcceptanceView | null;
  /** The channels the next sending may use: those she agreed to, with her address. */
  channels: QuoteChannel[];
}

/** Her page's state of one version. */
export type QuotePageState = "open" | "expired" | "superseded" | "accepted";

/** GET /api/quote-pages/:code: this version only, nothing of the others. */
export interface QuotePage {
  reference: string;
  version: number;
  state: QuotePageState;
  language: "en" | "hi";
  customer: { name: string; city: string; stateName: string };
  content: QuoteContent;
  totals: QuoteTotals;
  issuedAt: string;
  /** When accepted: by whom and when. */
  accepted: { name: string; at: string; version: number } | null;
  /** Accepted: what is left of the advance, as a UPI request; null once paid or without a UPI ID. */
  advance: UpiRequest | null;
}
