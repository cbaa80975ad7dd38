/**
 * The privacy notice (/privacy, /hi/privacy) as the page says it, in a language, with the limits
 * it promises (privacy-rules.ts). Only the notice's page imports this module, so its texts stay
 * out of the chunk every public page loads.
 */
import type { Locale } from "./locale";
import { inLocale, m } from "./messages";
import { RETENTION_LIMITS } from "./privacy-rules";

/** When the notice last changed (yyyy-mm-dd); raise it with every change of its words. */
export const PRIVACY_NOTICE_DATE = "2026-11-28";

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
        m.privacy_collect_quote({}, o),
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
