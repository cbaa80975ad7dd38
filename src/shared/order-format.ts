import type { Address, Order, PublicOrder } from "./orders";

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2024-01-15" → "15 January 2024" (Indian English). Unparseable input is returned as is. */
export function formatIndianDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat.format(date);
}

const rupeeFormat = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** 475000 → "₹4,75,000" (Indian digit grouping). */
export const formatRupees = (rupees: number): string => rupeeFormat.format(rupees);

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

/** The public tracking view of an order (no phone, street, steps or priority). */
export function toPublicOrder(order: Order): PublicOrder {
  return {
    orderId: order.orderId,
    customerName: order.customerName,
    customerPhone: maskPhone(order.customerPhone),
    address: maskAddress(order.address),
    orderDate: order.orderDate,
    expectedDelivery: order.expectedDelivery,
    items: [...order.items],
    currentStatus: order.currentStatus,
    statusHistory: order.statusHistory.map((entry) => ({ ...entry })),
    totalAmount: formatRupees(order.amountRupees),
  };
}

/** A timestamp as Jaipur reads it, e.g. "22 Nov 2026, 10:32 am". */
export function formatIndianDateTime(isoTimestamp: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  }).format(new Date(isoTimestamp));
}
