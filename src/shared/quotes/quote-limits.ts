/**
 * How long or large a quote's fields may be (issue 22 §3–4), in a module without zod: her quote
 * page's forms read them too, and zod stays out of every public page's scripts.
 */
export const QUOTE_LIMITS = {
  lines: 30,
  name: 120,
  note: 200,
  terms: 2000,
  quantity: 10_000,
  /** ₹10 crore: a piece's part, a charge, the advance. */
  paise: 10_000_000_000,
  /** 1,000 metres of one fabric. */
  fabricCm: 100_000,
  acceptName: 120,
  changeMessage: 2000,
} as const;
