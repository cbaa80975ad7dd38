/**
 * The field rules every form shares, so one message means one rule everywhere: the contact
 * form, and the owners' order, payment and note forms. zod's messages name the field.
 */
import { PHONE_MESSAGE, PHONE_PATTERN } from "./phone";
import { isStorableText, unstorableMessage } from "./storable-text";
import { EN, m } from "./messages";
import { z } from "./zod";

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, m.field_too_long({ field: label, max }, EN))
    .refine(isStorableText, unstorableMessage(label));

export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, m.field_too_long({ field: label, max }, EN))
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
    .string({ error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (yyyy-mm-dd)`)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, `${label} must be a real date`);

/** Whole rupees, from `min` up to ₹10 crore. */
export const MAX_RUPEES = 100_000_000;
export const rupees = (label: string, min = 0) =>
  z
    .number({ error: `${label} must be a whole number of rupees` })
    .int(`${label} must be a whole number of rupees`)
    .min(min, `${label} must be at least ₹${min}`)
    .max(MAX_RUPEES, `${label} must be at most ₹10,00,00,000`);
