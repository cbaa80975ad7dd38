/**
 * A customer's "Ask for a quote" enquiry (issue 22 §1): what the form asks, its limits and
 * choices, and the reference she is given. Pure and small: the design pages import only
 * ENQUIRY_FIELDS' names through the lazily loaded form; the schema is enquiry-schema.ts.
 */

export const OCCASIONS = ["wedding", "festival", "other"] as const;
export type Occasion = (typeof OCCASIONS)[number];

export const BUYERS = ["retail", "wholesale"] as const;
export type Buyer = (typeof BUYERS)[number];

/** How she wants the answer: the outbox's two channels, or the owners calling her. */
export const ANSWER_CHANNELS = ["whatsapp", "email", "call"] as const;
export type AnswerChannel = (typeof ANSWER_CHANNELS)[number];

/**
 * The boutique's smallest wholesale order, in pieces. One place for the fact: the form says it
 * and the schema holds to it; the owners change it here.
 */
export const WHOLESALE_MINIMUM_PIECES = 10;
export const MAX_QUANTITY = 10_000;
export const MAX_DESIGNS = 10;
/** She may ask for a date up to two years ahead. */
export const MAX_DAYS_AHEAD = 731;

export const ENQUIRY_LIMITS = {
  designs: 400,
  sizes: 300,
  city: 80,
  state: 80,
  name: 100,
  phone: 20,
  email: 254,
  note: 1000,
} as const;

/** The form's fields as the browser sends them (every value a string, as FormData holds). */
export const ENQUIRY_FIELDS = [
  "designs",
  "occasion",
  "neededBy",
  "quantity",
  "buyer",
  "sizes",
  "measure",
  "city",
  "state",
  "name",
  "phone",
  "email",
  "answerBy",
  "language",
  "consent",
  "note",
  "website",
] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

/** Bots fill every field; people never see this one. */
export const ENQUIRY_HONEYPOT = "website";

/** Q-2026-0042: the year she asked in, and that year's number (at least four digits). */
export const enquiryReference = (year: number, number: number): string =>
  `Q-${year}-${String(number).padStart(4, "0")}`;

export const REFERENCE_PATTERN = /^Q-\d{4}-\d{4,}$/;

/** The designs field as a list: split at commas and line breaks, trimmed, none empty. */
export const designList = (text: string): string[] =>
  text
    .split(/[,\n]/)
    .map((d) => d.trim())
    .filter((d) => d !== "");
