/**
 * The privacy notice (/privacy, /hi/privacy) as the page says it, in a language, and the limits
 * it promises: the owners' retention settings (Settings) may shorten them, never lengthen them,
 * so the prerendered notice stays true whatever they choose.
 */
import type { Locale } from "./locale";
import { inLocale, m } from "./messages";

/** The longest each kind of data is kept; the notice states these. */
export const RETENTION_LIMITS = {
  /** Contact messages (and the enquiries among them) that never led to a customer. */
  enquiryMonths: 24,
  /** The text of messages sent to customers (the outbox's bodies). */
  outboxDays: 180,
} as const;

/** When the notice last changed (yyyy-mm-dd); raise it with every change of its words. */
export const PRIVACY_NOTICE_DATE = "2026-11-26";

export interface PrivacySection {
  id: string;
  heading: string;
  items: string[];
}

/** The notice's sections, in order; the grievance contact follows them on the page. */
export function privacySections(locale: Locale): PrivacySection[] {
  const o = inLocale(locale);
  return [
    {
      id: "collect",
      heading: m.privacy_collect_heading({}, o),
      items: [
        m.privacy_collect_contact({}, o),
        m.privacy_collect_order({}, o),
        m.privacy_collect_tracking({}, o),
        m.privacy_collect_network({}, o),
        m.privacy_collect_updates({}, o),
      ],
    },
    {
      id: "keep",
      heading: m.privacy_keep_heading({}, o),
      items: [
        m.privacy_keep_enquiries({ months: RETENTION_LIMITS.enquiryMonths }, o),
        m.privacy_keep_outbox({ days: RETENTION_LIMITS.outboxDays }, o),
        m.privacy_keep_customer({}, o),
        m.privacy_keep_tax({}, o),
      ],
    },
    {
      id: "share",
      heading: m.privacy_share_heading({}, o),
      items: [
        m.privacy_share_never({}, o),
        m.privacy_share_whatsapp({}, o),
        m.privacy_share_email({}, o),
        m.privacy_share_law({}, o),
      ],
    },
    {
      id: "rights",
      heading: m.privacy_rights_heading({}, o),
      items: [
        m.privacy_rights_access({}, o),
        m.privacy_rights_correct({}, o),
        m.privacy_rights_erase({}, o),
        m.privacy_rights_withdraw({}, o),
        m.privacy_rights_nominate({}, o),
        m.privacy_rights_complain({}, o),
      ],
    },
  ];
}

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
