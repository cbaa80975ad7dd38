import { addDays } from "../dates";
import type { Locale } from "../locale";
import { inLocale, m } from "../messages";
import { PHONE_PATTERN } from "../phone";
import { isStorableText, unstorableMessage } from "../storable-text";
import { z } from "../zod";
import {
  ANSWER_CHANNELS,
  BUYERS,
  designList,
  ENQUIRY_LIMITS,
  MAX_DAYS_AHEAD,
  MAX_DESIGNS,
  MAX_QUANTITY,
  OCCASIONS,
  WHOLESALE_MINIMUM_PIECES,
} from "./enquiry";

type Limited = keyof typeof ENQUIRY_LIMITS;

/** The form's field labels in a language (what every refusal names). */
export function enquiryLabels(locale: Locale) {
  const o = inLocale(locale);
  return {
    designs: m.quote_designs({}, o),
    sizes: m.quote_sizes({}, o),
    city: m.quote_city({}, o),
    state: m.quote_state({}, o),
    name: m.quote_name({}, o),
    phone: m.quote_phone({}, o),
    email: m.quote_email({}, o).replace(/\s*\(.*\)$/, ""),
    note: m.quote_note({}, o).replace(/\s*\(.*\)$/, ""),
  } satisfies Record<Limited, string>;
}

/**
 * The enquiry form's schema, its refusals in `locale` (the server's in English; the browser's
 * in the page's language, so each field's problem shows beside it in her words). `today` is
 * Jaipur's date: the date she needs it by is from today to two years ahead.
 */
export function enquirySchema(locale: Locale, today: string) {
  const o = inLocale(locale);
  const label = enquiryLabels(locale);
  const text = (field: Limited, required: boolean) =>
    z
      .string({ error: m.quote_err_required({ field: label[field] }, o) })
      .trim()
      .max(
        ENQUIRY_LIMITS[field],
        m.quote_err_too_long({ field: label[field], max: ENQUIRY_LIMITS[field] }, o),
      )
      .refine((v) => !required || v !== "", m.quote_err_required({ field: label[field] }, o))
      .refine(isStorableText, unstorableMessage(label[field]));
  const optional = (field: Limited) => text(field, false).optional().default("");
  const choice = <const T extends readonly [string, ...string[]]>(values: T, error: string) =>
    z.enum(values, { error });
  const lastDay = addDays(today, MAX_DAYS_AHEAD);
  return (
    z
      .object({
        designs: optional("designs")
          .transform(designList)
          .refine(
            (list) => list.length <= MAX_DESIGNS,
            m.quote_err_designs({ max: MAX_DESIGNS }, o),
          ),
        occasion: choice(OCCASIONS, m.quote_err_occasion({}, o)),
        neededBy: z
          .string({ error: m.quote_err_needed_by({}, o) })
          .optional()
          .default("")
          .refine(
            (v) => v === "" || (isRealDate(v) && v >= today && v <= lastDay),
            m.quote_err_needed_by({}, o),
          ),
        quantity: z
          .union([z.string(), z.number()], {
            error: m.quote_err_quantity({ max: MAX_QUANTITY }, o),
          })
          .transform((v) => String(v).trim())
          .refine((v) => /^\d{1,5}$/.test(v), m.quote_err_quantity({ max: MAX_QUANTITY }, o))
          .transform(Number)
          .refine(
            (n) => n >= 1 && n <= MAX_QUANTITY,
            m.quote_err_quantity({ max: MAX_QUANTITY }, o),
          ),
        buyer: choice(BUYERS, m.quote_err_buyer({}, o)),
        sizes: optional("sizes"),
        measure: z
          .union([z.literal("on"), z.literal(""), z.boolean()], { error: m.quote_err_sizes({}, o) })
          .optional()
          .transform((v) => v === "on" || v === true),
        city: text("city", true),
        state: text("state", true),
        name: text("name", true),
        phone: text("phone", true).refine(
          (v) => v === "" || PHONE_PATTERN.test(v),
          m.field_phone_invalid({}, o),
        ),
        email: optional("email").refine(
          (v) => v === "" || z.email().safeParse(v).success,
          m.field_email_invalid({}, o),
        ),
        answerBy: choice(ANSWER_CHANNELS, m.quote_err_answer_by({}, o)),
        language: choice(["en", "hi"], m.quote_err_language({}, o)),
        consent: z
          .union([z.literal("on"), z.literal(""), z.boolean()], {
            error: m.quote_err_required({ field: "consent" }, o),
          })
          .optional()
          .transform((v) => v === "on" || v === true),
        note: optional("note"),
      })
      // Each rule between fields is checked even when another field is refused, so she sees every
      // problem at once; a field refused on its own (a quantity that is no number) skips it.
      .superRefine(
        (e, ctx) => {
          const quantity = e.quantity as unknown;
          if (
            e.buyer === "wholesale" &&
            typeof quantity === "number" &&
            quantity >= 1 &&
            quantity < WHOLESALE_MINIMUM_PIECES
          )
            ctx.addIssue({
              code: "custom",
              path: ["quantity"],
              message: m.quote_err_wholesale({ min: WHOLESALE_MINIMUM_PIECES }, o),
            });
          if (e.sizes === "" && e.measure === false)
            ctx.addIssue({ code: "custom", path: ["sizes"], message: m.quote_err_sizes({}, o) });
          if (e.answerBy === "email" && e.email === "")
            ctx.addIssue({
              code: "custom",
              path: ["email"],
              message: m.quote_err_email_needed({}, o),
            });
        },
        { when: (payload) => typeof payload.value === "object" && payload.value !== null },
      )
  );
}

export type EnquiryInput = z.output<ReturnType<typeof enquirySchema>>;

const isRealDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** Each refused field's first problem: what the form shows beside it. */
export function fieldProblems(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    out[field] ??= issue.message;
  }
  return out;
}
