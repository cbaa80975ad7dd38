/**
 * The field rules every form shares, so one message means one rule everywhere: the contact
 * form, and the owners' order, payment and note forms. zod's messages name the field.
 */
import { PHONE_MESSAGE, PHONE_PATTERN } from "./phone";
import { isStorableText, unstorableMessage } from "./storable-text";
import { EN, m } from "./messages";
import { z } from "./zod";

/**
 * What each rule says, naming the field by its label. The back office says the same in Hindi
 * from the English (client/features/admin/i18n/problem-text.ts reads these to know a rule).
 */
export const FIELD_MESSAGES = {
  required: (label: string) => `${label} is required`,
  notText: (label: string) => `${label} must be text`,
  tooLong: (label: string, max: number) => m.field_too_long({ field: label, max }, EN),
  notDate: (label: string) => `${label} must be a date (yyyy-mm-dd)`,
  notRealDate: (label: string) => `${label} must be a real date`,
  notRupees: (label: string) => `${label} must be a whole number of rupees`,
  tooFewRupees: (label: string, min: number) => `${label} must be at least ₹${min}`,
  tooManyRupees: (label: string) => `${label} must be at most ₹10,00,00,000`,
  unstorable: unstorableMessage,
} as const;

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: FIELD_MESSAGES.required(label) })
    .trim()
    .min(1, FIELD_MESSAGES.required(label))
    .max(max, FIELD_MESSAGES.tooLong(label, max))
    .refine(isStorableText, unstorableMessage(label));

export const optionalText = (label: string, max: number) =>
  z
    .string({ error: FIELD_MESSAGES.notText(label) })
    .trim()
    .max(max, FIELD_MESSAGES.tooLong(label, max))
    .refine(isStorableText, unstorableMessage(label))
    .optional()
    .default("");

export const phoneField = (max: number) =>
  requiredText("Phone", max).regex(PHONE_PATTERN, PHONE_MESSAGE);

export const emailField = (max: number) =>
  optionalText("Email", max).refine(
    (v) => v === "" || z.email().safeParse(v).success,
    m.field_email_invalid({}, EN),
  );

/** A calendar date as yyyy-mm-dd that exists (no 31 February). */
export const isoDate = (label: string) =>
  z
    .string({ error: FIELD_MESSAGES.required(label) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, FIELD_MESSAGES.notDate(label))
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, FIELD_MESSAGES.notRealDate(label));

/** Whole rupees, from `min` up to ₹10 crore. */
export const MAX_RUPEES = 100_000_000;
export const rupees = (label: string, min = 0) =>
  z
    .number({ error: FIELD_MESSAGES.notRupees(label) })
    .int(FIELD_MESSAGES.notRupees(label))
    .min(min, FIELD_MESSAGES.tooFewRupees(label, min))
    .max(MAX_RUPEES, FIELD_MESSAGES.tooManyRupees(label));
