import { EN, m } from "./messages";
/**
 * Phone numbers as people write them ("+91 98765 43210", "098765 43210", "9876543210"). The
 * key is what identifies a number: its digits, without India's +91 or trunk 0, so one person
 * is one customer however the number was typed.
 */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits;
}

/** The last four digits, which a customer gives to see her order's details. */
export const lastFourDigits = (phone: string): string => phone.replace(/\D/g, "").slice(-4);

/** The contact form's rule for a phone number: digits, spaces, +, -, ( and ), six or more. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,}$/;
export const PHONE_MESSAGE = m.field_phone_invalid({}, EN);
