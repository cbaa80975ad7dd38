/**
 * The privacy rules the back office and the server keep: the longest each kind of data is kept
 * (the notice states these; the owners' retention settings may shorten them, never lengthen
 * them, so the prerendered notice stays true whatever they choose) and customers' consents.
 * Kept apart from the notice's texts (privacy.ts), which only its page loads.
 */

/** The longest each kind of data is kept; the notice states these. */
export const RETENTION_LIMITS = {
  /** Contact messages and enquiries for a quote that never led to a customer. */
  enquiryMonths: 24,
  /** The text of messages sent to customers (the outbox's bodies). */
  outboxDays: 180,
} as const;

/** What a customer may consent to: her order's updates, per channel. */
export const CONSENT_PURPOSES = ["whatsapp-updates", "email-updates"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * The form a consent was given or withdrawn through (the owners record it on her behalf);
 * 'before-records' for the consents the customer records held as flags before migration 0011.
 */
export type ConsentForm = "new-order" | "order-edit" | "customer-form" | "before-records";

/** One consent as the owners and her export see it. */
export interface ConsentRecord {
  purpose: ConsentPurpose;
  givenAt: string;
  givenThrough: ConsentForm;
  givenBy: string | null;
  withdrawnAt: string | null;
  withdrawnThrough: ConsentForm | null;
  withdrawnBy: string | null;
}
