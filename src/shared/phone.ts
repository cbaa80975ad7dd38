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

/** A search made of phone characters only is a phone number; "Kamla 2" is a name. */
export const isPhoneSearch = (text: string): boolean => /^[\d\s+()-]+$/.test(text.trim());

/**
 * The digits a phone search looks for inside the stored numbers, however they were typed: a
 * whole number by its key ("+91 98765 43210", "098765 43210"), a part without India's +91 or
 * the trunk 0 typed before it ("+91 98765" and "0 98765" look for "98765"). "" when the text is
 * no phone search or has fewer than three digits (they would match most numbers).
 */
export function phoneSearchDigits(text: string): string {
  if (!isPhoneSearch(text)) return "";
  const typed = text.trim();
  const digits = typed.replace(/\D/g, "");
  const key = /^(\+|00)91/.test(typed)
    ? digits.replace(/^(00)?91/, "")
    : digits.length === 12 && digits.startsWith("91")
      ? digits.slice(2)
      : digits.replace(/^0+/, "");
  return key.length >= 3 ? key : "";
}
