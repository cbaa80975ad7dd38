/**
 * The money views (GET /api/admin/money/…, the back office's /admin/money) and Settings →
 * Balance reminders: their queries, pages and answers. Money in whole rupees as the payments
 * keep it; the GST summary in paise as the documents keep it.
 */
import type { Locale } from "./locale";
import { inLocale, m } from "./messages";
import { PAYMENT_METHODS, type PaymentMethod } from "./payments";
import { isoDate } from "./schema-fields";
import { z } from "./zod";

/** A chosen range is at most a year (a financial year has 365 or 366 days). */
export const DAY_BOOK_MAX_DAYS = 366;
/** Days (that have entries) per page of the day book. */
export const DAY_BOOK_PAGE_DAYS = 31;
/** Customers owing per page. */
export const MONEY_PAGE_SIZE = 50;
export const MONEY_PAGE_MAX = 200;

/** What the money views' queries and Settings say when they refuse, in a language. */
export function moneyMessages(locale: Locale) {
  const o = inLocale(locale);
  return {
    rangeBackwards: m.admin_money_refuse_range_backwards({}, o),
    rangeTooLong: m.admin_money_refuse_range_long({ days: DAY_BOOK_MAX_DAYS }, o),
    cursor: m.admin_money_refuse_cursor({}, o),
    month: m.admin_money_refuse_month({}, o),
    limit: m.admin_money_refuse_limit({ max: MONEY_PAGE_MAX }, o),
    part: m.admin_money_refuse_part({}, o),
    reminderDays: m.admin_money_refuse_reminder_days({}, o),
  };
}
export const MONEY_MESSAGES = moneyMessages("en");

// --- Day book ----------------------------------------------------------------------------------

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** GET /api/admin/money/day-book?from=&to=&cursor= (and day-book.csv without a cursor) */
export const DayBookQuerySchema = z
  .object({
    from: isoDate("From"),
    to: isoDate("To"),
    /** The day before which the next page starts (the last page's earliest day). */
    cursor: isoDate("cursor").optional(),
  })
  .superRefine((q, ctx) => {
    if (q.to < q.from)
      ctx.addIssue({ code: "custom", path: ["to"], message: MONEY_MESSAGES.rangeBackwards });
    else if (daysBetween(q.from, q.to) + 1 > DAY_BOOK_MAX_DAYS)
      ctx.addIssue({ code: "custom", path: ["to"], message: MONEY_MESSAGES.rangeTooLong });
  });
export type DayBookQuery = z.output<typeof DayBookQuerySchema>;

/** Money in and out by one mode (on one day, or over the range). */
export interface ModeMoney {
  method: PaymentMethod;
  /** Payments received, less their reversals. */
  inRupees: number;
  /** Refunds given back, less their reversals. */
  outRupees: number;
  /** Entries: payments, refunds and reversals. */
  entries: number;
}

export interface DayBookDay {
  /** yyyy-mm-dd */
  date: string;
  /** The modes with entries that day, in PAYMENT_METHODS' order. */
  modes: ModeMoney[];
  inRupees: number;
  outRupees: number;
}

export interface DayBookPage {
  from: string;
  to: string;
  /** Over the whole range, every mode (PAYMENT_METHODS' order), and all together. */
  totals: ModeMoney[];
  total: { inRupees: number; outRupees: number; entries: number };
  /** Newest first; only days with entries. */
  days: DayBookDay[];
  nextCursor: string | null;
}

/** Each mode's money, in PAYMENT_METHODS' order, with the modes that have none left out. */
export function modesInOrder(byMode: Map<PaymentMethod, ModeMoney>, all = false): ModeMoney[] {
  return PAYMENT_METHODS.flatMap((method) => {
    const money = byMode.get(method);
    if (money) return [money];
    return all ? [{ method, inRupees: 0, outRupees: 0, entries: 0 }] : [];
  });
}

// --- Outstanding balances ----------------------------------------------------------------------

/** The age buckets: days since the order was delivered. */
export const AGE_BUCKETS = ["0-30", "31-60", "61-90", "90+"] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

export const ageBucketOf = (days: number): AgeBucket =>
  days <= 30 ? "0-30" : days <= 60 ? "31-60" : days <= 90 ? "61-90" : "90+";

/** A customer's delivered orders still owing money. */
export interface OutstandingRow {
  /** Her record; null for orders taken without one (then the phone keys the row). */
  customerId: number | null;
  name: string;
  phone: string;
  orders: number;
  /** Rupees by age bucket. */
  buckets: Record<AgeBucket, number>;
  totalRupees: number;
  /** Days since her oldest unpaid order was delivered. */
  oldestDays: number;
}

export interface OutstandingPage {
  /** yyyy-mm-dd: ages are counted to this day (India). */
  asOf: string;
  /** Over every customer. */
  totals: {
    buckets: Record<AgeBucket, number>;
    totalRupees: number;
    customers: number;
    orders: number;
  };
  /** The most owed first. */
  rows: OutstandingRow[];
  nextCursor: string | null;
}

const OUTSTANDING_CURSOR = /^(0|[1-9]\d{0,14})\.([cp]):(.{1,60})$/s;
/** Where a page ends: the last row's total and its key (c:<id> or p:<phone>). */
export const outstandingCursor = (
  row: Pick<OutstandingRow, "totalRupees" | "customerId" | "phone">,
) => `${row.totalRupees}.${row.customerId === null ? `p:${row.phone}` : `c:${row.customerId}`}`;

export function parseOutstandingCursor(text: string): { total: number; key: string } | undefined {
  const match = OUTSTANDING_CURSOR.exec(text);
  if (!match) return undefined;
  return { total: Number(match[1]), key: `${match[2]}:${match[3]}` };
}

const limitField = z
  .string()
  .regex(/^[1-9]\d{0,2}$/, MONEY_MESSAGES.limit)
  .transform(Number)
  .refine((n) => n <= MONEY_PAGE_MAX, MONEY_MESSAGES.limit)
  .optional()
  .default(MONEY_PAGE_SIZE);

/** GET /api/admin/money/outstanding?limit=&cursor= */
export const OutstandingQuerySchema = z.object({
  cursor: z
    .string()
    .transform((text, ctx) => {
      const cursor = parseOutstandingCursor(text);
      if (!cursor) ctx.issues.push({ code: "custom", message: MONEY_MESSAGES.cursor, input: text });
      return cursor ?? z.NEVER;
    })
    .optional(),
  limit: limitField,
});
export type OutstandingQuery = z.output<typeof OutstandingQuerySchema>;

// --- GST summary --------------------------------------------------------------------------------

/** GET /api/admin/money/gst?month=yyyy-mm */
export const GstQuerySchema = z.object({
  month: z
    .string({ error: MONEY_MESSAGES.month })
    .regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, MONEY_MESSAGES.month),
});

/** The parts of the summary a CSV holds (gst.csv?month=&part=). */
export const GST_PARTS = ["rates", "hsn", "b2b", "b2c"] as const;
export type GstPart = (typeof GST_PARTS)[number];
export const GstCsvQuerySchema = GstQuerySchema.extend({
  part: z.enum(GST_PARTS, { error: MONEY_MESSAGES.part }),
});

export interface TaxAmounts {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** A B2B invoice (or credit note, negative) with the buyer's GSTIN. */
export interface GstB2bRow extends TaxAmounts {
  kind: "tax-invoice" | "credit-note";
  number: string;
  date: string;
  buyer: string;
  gstin: string;
  /** "08-Rajasthan" */
  placeOfSupply: string;
  totalPaise: number;
}

export interface GstMonth {
  month: string;
  /** Invoices and credit notes counted (cancelled ones apart). */
  invoices: number;
  creditNotes: number;
  cancelled: number;
  totals: TaxAmounts & { totalPaise: number };
  /** By rate (basis points), credit notes taken off. */
  byRate: (TaxAmounts & { rateBp: number })[];
  /** By HSN/SAC code, with its unit and quantity (GSTR-1 table 12). */
  byHsn: (TaxAmounts & { code: string; unit: string; quantity: number; rateBp: number })[];
  b2b: GstB2bRow[];
  /** B2C by place of supply and rate (GSTR-1 table 7). */
  b2c: (TaxAmounts & { stateCode: string; stateName: string; rateBp: number })[];
}

// --- Settings → Balance reminders ----------------------------------------------------------------

/** The rhythms the owners may choose: every N days, or none (null). */
export const REMINDER_RHYTHMS = [3, 7, 14, 30] as const;

export interface ReminderSettings {
  /** Days between a delivered order's balance reminders; null: none are sent. */
  everyDays: number | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** PUT /api/admin/money/reminders */
export const ReminderSettingsSchema = z.object({
  everyDays: z
    .number({ error: MONEY_MESSAGES.reminderDays })
    .int(MONEY_MESSAGES.reminderDays)
    .min(1, MONEY_MESSAGES.reminderDays)
    .max(90, MONEY_MESSAGES.reminderDays)
    .nullable(),
});
