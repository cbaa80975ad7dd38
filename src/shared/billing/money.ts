/**
 * Money on documents is whole paise (integers), never floats. The orders keep whole rupees:
 * they are converted here, at the boundary, and nowhere else.
 */
import { madeOnce } from "../made-once";

export const PAISE_PER_RUPEE = 100;

/** Whole rupees (an order's amount, a payment) as paise. */
export const paiseOfRupees = (rupees: number): number => {
  if (!Number.isSafeInteger(rupees)) throw new RangeError(`Not whole rupees: ${rupees}`);
  return rupees * PAISE_PER_RUPEE;
};

/**
 * Rounds a / b to the nearest whole number, halves up, for a ≥ 0 and b > 0 (both integers):
 * every tax amount is rounded to the paisa this way, once, per line.
 */
export function roundDiv(a: number, b: number): number {
  if (a < 0) return -roundDiv(-a, b);
  return Math.floor((2 * a + b) / (2 * b));
}

/**
 * Amount typed by an owner ("2500", "2,500.5", "2500.01") as paise, read as text so no float
 * ever holds it; null when it is not an amount with at most two decimals.
 */
export function parsePaise(text: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ""));
  if (!match) return null;
  const paise = Number(match[1]) * PAISE_PER_RUPEE + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(paise) ? paise : null;
}

/** "12857.14": paise as rupees with two decimals, for a form field or a UPI link's amount. */
export function paiseAsDecimal(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const groupings = madeOnce(
  (locale: "en" | "hi") => new Intl.NumberFormat(locale === "hi" ? "hi-IN" : "en-IN"),
);

/** "₹12,857.14" in the Indian grouping (lakh, crore), in either language's digits' order. */
export function formatPaise(paise: number, locale: "en" | "hi" = "en"): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  const whole = groupings(locale).format(Math.floor(abs / 100));
  return `${sign}₹${whole}.${String(abs % 100).padStart(2, "0")}`;
}
