/**
 * A UPI payment request (NPCI's "UPI Linking Specification"): the one builder of every
 * `upi://pay` link the boutique shows or sends, for an advance or a balance. A link asks; it
 * sends nothing back, so nothing here (or anywhere) says the money arrived: the owners record a
 * payment when they see it in their bank.
 */
import { paiseAsDecimal } from "./money";

/** What a request is for: an advance before the work, or what is left to pay. */
export const UPI_PURPOSES = ["advance", "balance"] as const;
export type UpiPurpose = (typeof UPI_PURPOSES)[number];

/** `tn` (the note the payer's app shows) is at most this long. */
export const UPI_NOTE_MAX = 50;
/** `tr` (the payee's reference): at most 35 letters and digits. */
export const UPI_REFERENCE_MAX = 35;

/** Who is paid: Settings → Business's UPI ID and payee name; `sample` in demo mode. */
export interface UpiPayee {
  upiId: string;
  payeeName: string;
  sample: boolean;
}

/** A request as the screens and messages show it. */
export interface UpiRequest {
  link: string;
  amountPaise: number;
  purpose: UpiPurpose;
  /** `tn` */
  note: string;
  /** `tr` */
  reference: string;
  /** The UPI ID is the demo's sample: scanning it pays no one. */
  sample: boolean;
}

/**
 * A value as a URL's query carries it: encodeURIComponent, and also the five characters it
 * leaves (!'()*), so every value is percent-encoded by RFC 3986's rule whatever it holds.
 */
export const upiEncode = (value: string): string =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

export interface UpiLinkParts {
  /** pa: the payee's UPI ID (name@handle). */
  upiId: string;
  /** pn */
  payeeName: string;
  /** am, written with two decimals. */
  amountPaise: number;
  /** tn, at most UPI_NOTE_MAX characters. */
  note: string;
  /** tr, unique to the request. */
  reference: string;
}

/** `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…&tr=…`, every value encoded. */
export function upiLink(parts: UpiLinkParts): string {
  const { upiId, payeeName, amountPaise, note, reference } = parts;
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0)
    throw new RangeError(`A UPI request needs an amount above zero: ${amountPaise}`);
  if (note.length > UPI_NOTE_MAX) throw new RangeError(`UPI note too long: ${note}`);
  if (!/^[A-Za-z0-9]+$/.test(reference) || reference.length > UPI_REFERENCE_MAX)
    throw new RangeError(`UPI reference must be 1 to 35 letters or digits: ${reference}`);
  const query = [
    ["pa", upiId],
    ["pn", payeeName],
    ["am", paiseAsDecimal(amountPaise)],
    ["cu", "INR"],
    ["tn", note],
    ["tr", reference],
  ]
    .map(([key, value]) => `${key}=${upiEncode(value!)}`)
    .join("&");
  return `upi://pay?${query}`;
}

const PURPOSE_WORDS: Record<UpiPurpose, string> = { advance: "advance", balance: "balance" };

/** What a request is asked against: an order, or a quote sent before any order exists. */
export type UpiSubject = "order" | "quote";
const SUBJECT_WORDS: Record<UpiSubject, string> = { order: "Order", quote: "Quote" };

/**
 * `tn`: the order and what for, "Order RR2026001 balance" ("Quote Q-2026-0042 advance" for a
 * quote's advance), in English: the payer's app and her bank's statement show it, and not every
 * app shows other scripts. An order ID too long for that (IDs may have 40 characters) drops
 * "Order ", which keeps it within 50.
 */
export function upiNote(
  orderId: string,
  purpose: UpiPurpose,
  subject: UpiSubject = "order",
): string {
  const full = `${SUBJECT_WORDS[subject]} ${orderId} ${PURPOSE_WORDS[purpose]}`;
  if (full.length <= UPI_NOTE_MAX) return full;
  return `${orderId} ${PURPOSE_WORDS[purpose]}`.slice(0, UPI_NOTE_MAX);
}

/** FNV-1a, 32 bits, in base 36: a long order ID's short stand-in (never for security). */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).toUpperCase();
}

/**
 * `tr`: unique to one request: the order (its letters and digits), what for (A or B), how many
 * money entries the order had when it was asked (each payment, reversal or refund makes the
 * next request a new one) and the amount in paise: "RR2026001B2X1250000". An order ID whose
 * reference would pass 35 characters is stood in for by its hash.
 */
export function upiReference(
  orderId: string,
  purpose: UpiPurpose,
  entries: number,
  amountPaise: number,
): string {
  const tail = `${purpose === "advance" ? "A" : "B"}${entries}X${amountPaise}`;
  const id = orderId.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
  const reference = `${id}${tail}`;
  return reference.length <= UPI_REFERENCE_MAX ? reference : `H${shortHash(orderId)}${tail}`;
}

export interface UpiAsk {
  orderId: string;
  purpose: UpiPurpose;
  amountPaise: number;
  /** The order's money entries so far (payments, reversals, refunds); a quote's version. */
  entries: number;
  /** "order" unless said: a quote's advance is asked by the quote's reference. */
  subject?: UpiSubject;
}

/** The request for an amount of an order, paid to the business's UPI ID. */
export function upiRequest(payee: UpiPayee, ask: UpiAsk): UpiRequest {
  const note = upiNote(ask.orderId, ask.purpose, ask.subject);
  const reference = upiReference(ask.orderId, ask.purpose, ask.entries, ask.amountPaise);
  return {
    link: upiLink({
      upiId: payee.upiId,
      payeeName: payee.payeeName,
      amountPaise: ask.amountPaise,
      note,
      reference,
    }),
    amountPaise: ask.amountPaise,
    purpose: ask.purpose,
    note,
    reference,
    sample: payee.sample,
  };
}

/** The payee of a business profile, or null when it has no UPI ID (no link is offered then). */
export function upiPayeeOf(
  profile: { upiId: string; payeeName: string; legalName: string } | null,
  sample: boolean,
): UpiPayee | null {
  if (!profile?.upiId) return null;
  return { upiId: profile.upiId, payeeName: profile.payeeName || profile.legalName, sample };
}
