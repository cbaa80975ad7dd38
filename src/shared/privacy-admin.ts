/**
 * The owners' side of customers' privacy (SECURITY.md, Privacy): her export, her erasure (the
 * typed confirmation, what its log counts, what the tax law keeps) and the retention settings.
 * Apart from shared/privacy.ts so the public notice page carries no schema.
 */
import { CUSTOMER_REFUSALS, type CustomerEvent, type CustomerRecord } from "./customers";
import type { MeasurementVersion } from "./measurements";
import type { OrderEvent } from "./order-events";
import type { Order } from "./orders";
import type { Payment } from "./payments";
import { RETENTION_LIMITS, type ConsentRecord } from "./privacy-rules";
import type { Locale } from "./locale";
import { inLocale, m } from "./messages";
import { z } from "./zod";

/** One message of the outbox as her export shows it. */
export interface ExportedMessage {
  channel: string;
  kind: string;
  to: string;
  subject: string;
  body: string;
  state: string;
  createdAt: string;
  sentAt: string | null;
}

/** Everything held about one customer (GET /api/admin/customers/:id/export.json). */
/** A photo of her order as her export lists it (issue 24 §4). */
export interface ExportedOrderPhoto {
  id: number;
  /** The production step it shows; null: the order as a whole. */
  stepId: string | null;
  forHer: boolean;
  width: number;
  height: number;
  addedAt: string;
  addedBy: string;
}

export interface CustomerExport {
  exportedAt: string;
  exportedBy: string;
  boutique: { name: string; email: string };
  customer: CustomerRecord;
  consents: ConsentRecord[];
  measurements: MeasurementVersion[];
  history: CustomerEvent[];
  orders: {
    order: Order;
    payments: Payment[];
    timeline: OrderEvent[];
    /** The photos of her piece the boutique keeps (a list; the images are in its store). */
    photos: ExportedOrderPhoto[];
  }[];
  contactMessages: {
    name: string;
    phone: string;
    email: string;
    subject: string;
    message: string;
    receivedAt: string;
  }[];
  /** Her enquiries for a quote (issue 22), as stored. */
  quoteEnquiries: {
    reference: string;
    receivedAt: string;
    state: string;
    name: string;
    phone: string;
    email: string;
    designs: string[];
    occasion: string;
    neededBy: string | null;
    quantity: number;
    buyer: string;
    sizes: string;
    city: string;
    stateName: string;
    answerBy: string;
    language: string;
    consent: boolean;
    note: string;
  }[];
  messagesToHer: ExportedMessage[];
  ownerNoticesAboutHer: ExportedMessage[];
}

/** How many rows of each kind an erasure removed or anonymised (its log keeps only these). */
export interface ErasureCounts {
  ordersAnonymised: number;
  ordersKeepingNameForTax: number;
  contactMessagesDeleted: number;
  /** Her enquiries for a quote and their history (issue 22). */
  quoteEnquiriesDeleted: number;
  messagesToHerCleared: number;
  ownerNoticesCleared: number;
  measurementsDeleted: number;
  consentsDeleted: number;
  historyDeleted: number;
  timelineEntriesScrubbed: number;
  rateLimitsDeleted: number;
  /** Photos of her orders (issue 24 §4), rows and files; absent from erasures before them. */
  orderPhotosDeleted: number;
}

/** One erasure as Settings lists it: when, by which owner, how many rows; never her data. */
export interface ErasureLogEntry {
  id: number;
  erasedAt: string;
  erasedBy: string;
  counts: ErasureCounts;
}

/** A page of the erasure log, newest first; `older` continues it (GET …?before=older). */
export interface ErasureLogPage {
  entries: ErasureLogEntry[];
  older: number | null;
}

export const ERASURE_LOG_PAGE = 20;

/** The owner types her name exactly as recorded to confirm an erasure. */
export const ErasureConfirmSchema = z.object({
  confirmName: z
    .string({ error: CUSTOMER_REFUSALS.eraseConfirm })
    .max(200, CUSTOMER_REFUSALS.eraseConfirm),
});

/** What is written in place of a value erased from a record or a text. */
export const ERASED = "(erased)";

/**
 * GST invoices (CGST Rules, rule 46): for a buyer without a GSTIN, her name and address must be
 * on the invoice when the taxable value is at least this; below it, only the state (place of
 * supply). Dated, as the law may change: the rule in force on the order's date applies.
 */
export const INVOICE_NAME_RULES = [
  { from: "2017-07-01", nameAndAddressFromRupees: 50_000 },
] as const;

/** Whether an order of that date and amount must keep her name and address on its invoice. */
export function invoiceNeedsNameAndAddress(orderDate: string, amountRupees: number): boolean {
  const rule = [...INVOICE_NAME_RULES].reverse().find((r) => r.from <= orderDate);
  return rule !== undefined && amountRupees >= rule.nameAndAddressFromRupees;
}

/** How long old data is kept (Settings); the notice's limits bound both (RETENTION_LIMITS). */
/** What the retention form's rules say, in a language (messages/admin). */
export function retentionMessages(locale: Locale) {
  const o = inLocale(locale);
  return {
    monthsWhole: m.admin_retention_months_whole({}, o),
    monthsMin: m.admin_retention_months_min({}, o),
    monthsMax: m.admin_retention_months_max({ months: RETENTION_LIMITS.enquiryMonths }, o),
    daysWhole: m.admin_retention_days_whole({}, o),
    daysMin: m.admin_retention_days_min({}, o),
    daysMax: m.admin_retention_days_max({ days: RETENTION_LIMITS.outboxDays }, o),
  };
}
const RETENTION = retentionMessages("en");

export const RetentionSettingsSchema = z.object({
  enquiryMonths: z
    .number({ error: RETENTION.monthsWhole })
    .int(RETENTION.monthsWhole)
    .min(1, RETENTION.monthsMin)
    .max(RETENTION_LIMITS.enquiryMonths, RETENTION.monthsMax),
  outboxDays: z
    .number({ error: RETENTION.daysWhole })
    .int(RETENTION.daysWhole)
    .min(7, RETENTION.daysMin)
    .max(RETENTION_LIMITS.outboxDays, RETENTION.daysMax),
});
export type RetentionInput = z.output<typeof RetentionSettingsSchema>;

/** GET /api/admin/privacy/retention */
export interface RetentionSettings extends RetentionInput {
  updatedAt: string | null;
  /** The owner's display name. */
  updatedBy: string | null;
}

/** What one run of the schedule retired. */
export interface RetirementCounts {
  contactMessagesDeleted: number;
  /** Enquiries for a quote (issue 22) that never became a customer, with their history. */
  quoteEnquiriesDeleted: number;
  outboxTextsCleared: number;
}
