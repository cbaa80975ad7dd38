import type { UpiRequest } from "./billing/upi-link";
import { todayInIndia } from "./dates";
import { LANGUAGE_TAGS, type Locale } from "./locale";
import { madeOnce } from "./made-once";
import { itemLabel } from "./order-items";
import type { Address, Order, PublicOrder, TrackingHistoryEntry } from "./orders";

/** Intl's formatters are costly to make: one per language and kind (made-once.ts). */
const perLocale = <T>(make: (tag: string) => T): ((locale: Locale) => T) =>
  madeOnce((locale: Locale) => make(LANGUAGE_TAGS[locale]));

const longDateFormat = perLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }),
);

/**
 * "2024-01-15" → "15 January 2024" (Indian English) or "15 जनवरी 2024" (Hindi). Unparseable
 * input is returned as is.
 */
export function formatIndianDate(isoDate: string, locale: Locale = "en"): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : longDateFormat(locale).format(date);
}

const shortDateFormat = perLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }),
);

/** "2024-01-15" → "15 Jan 2024" / "15 जन॰ 2024": a phone's list row, where the long month does not fit. */
export function formatShortIndianDate(isoDate: string, locale: Locale = "en"): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : shortDateFormat(locale).format(date);
}

const dayMonthFormat = perLocale(
  (tag) => new Intl.DateTimeFormat(tag, { day: "numeric", month: "short", timeZone: "UTC" }),
);

/**
 * "2026-11-28" → "28 Nov" / "28 नव॰" in the year `today` is in (India's), "28 Nov 2025" before
 * or after it: a phone's list row, where a date with its year may not fit beside the rest.
 */
export function formatRecentDate(
  isoDate: string,
  locale: Locale = "en",
  today: string = todayInIndia(),
): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return isoDate.slice(0, 4) === today.slice(0, 4)
    ? dayMonthFormat(locale).format(date)
    : shortDateFormat(locale).format(date);
}

const rupeeFormat = perLocale(
  (tag) =>
    new Intl.NumberFormat(tag, { style: "currency", currency: "INR", maximumFractionDigits: 0 }),
);

/** 475000 → "₹4,75,000" (Indian digit grouping, Latin digits in both languages). */
export const formatRupees = (rupees: number, locale: Locale = "en"): string =>
  rupeeFormat(locale).format(rupees);

/**
 * Keeps the country code and the last 4 digits, masks the other digits and keeps the spacing:
 * "+91 98290 41736" → "+91 ***** *1736".
 */
export function maskPhone(phone: string): string {
  const trimmed = phone.trim();
  const prefix = /^\+\d{1,3}(?=[\s-])/.exec(trimmed)?.[0] ?? "";
  const rest = trimmed.slice(prefix.length);
  let keep = 4;
  const masked = [...rest]
    .reverse()
    .map((ch) => (/\d/.test(ch) ? (keep-- > 0 ? ch : "*") : ch))
    .reverse()
    .join("");
  return prefix + masked;
}

/** City and state only: the street and postal code stay private. */
export const maskAddress = (address: Pick<Address, "city" | "state">): string =>
  `${address.city}, ${address.state}`;

/** A note the boutique wrote for the customer, as her order history shows it. */
export interface CustomerNote {
  /** ISO timestamp. */
  at: string;
  text: string;
}

/**
 * The tracking page's view of an order: its status; unless `statusOnly` (the guessable Order ID
 * alone), its dates and history with the boutique's notes for the customer; and (only when
 * `withDetails`) the customer's details, masked. Never the steps, priority, payments or
 * internal notes.
 */
export function toPublicOrder(
  order: Order,
  options: {
    withDetails: boolean;
    statusOnly?: boolean;
    notes?: readonly CustomerNote[];
    /** Her balance as a UPI request: only once she has proved her phone's digits. */
    upi?: UpiRequest | null;
  },
): PublicOrder {
  if (options.statusOnly && !options.withDetails) {
    return {
      orderId: order.orderId,
      orderDate: null,
      expectedDelivery: null,
      currentStatus: order.currentStatus,
      statusHistory: [],
      cancelledOn: order.cancellation && todayInIndia(new Date(order.cancellation.at)),
      details: null,
    };
  }
  const statuses: TrackingHistoryEntry[] = order.statusHistory.map((entry) => ({
    kind: "status",
    ...entry,
  }));
  const notes: TrackingHistoryEntry[] = (options.notes ?? []).map((note) => ({
    kind: "note",
    date: todayInIndia(new Date(note.at)),
    description: note.text,
  }));
  return {
    orderId: order.orderId,
    orderDate: order.orderDate,
    expectedDelivery: order.expectedDelivery,
    currentStatus: order.currentStatus,
    // Stable: on one day, the status reached comes before the notes written that day.
    statusHistory: [...statuses, ...notes].sort((a, b) => a.date.localeCompare(b.date)),
    cancelledOn: order.cancellation && todayInIndia(new Date(order.cancellation.at)),
    details: options.withDetails
      ? {
          customerName: order.customerName,
          customerPhone: maskPhone(order.customerPhone),
          address: maskAddress(order.address),
          items: order.items.map(itemLabel),
          totalAmount: formatRupees(order.amountRupees),
          ...(options.upi ? { upi: options.upi } : {}),
        }
      : null,
  };
}

const dateTimeFormat = perLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: "Asia/Kolkata",
      // Hindi says the time of day in words (सुबह, दोपहर, शाम, रात), where a plain 12-hour
      // clock would print "am" and "pm" in Latin letters.
      ...(tag.startsWith("hi") ? { dayPeriod: "short" } : { hour12: true }),
    }),
);

/**
 * A timestamp as Jaipur reads it: "22 Nov 2026, 10:32 am", or in Hindi
 * "22 नव॰ 2026, सुबह 10:32".
 */
export function formatIndianDateTime(isoTimestamp: string, locale: Locale = "en"): string {
  return dateTimeFormat(locale).format(new Date(isoTimestamp));
}
