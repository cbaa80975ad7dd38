import { Fragment } from "react";
import type { Locale } from "../../../../shared/locale";
import { inLocale, m } from "../../../../shared/messages";
import { MESSAGE_TEMPLATES, OWNER_NOTICES_PER_HOUR } from "../../../../shared/message-templates";
import {
  LANGUAGES,
  MESSAGE_KINDS,
  notificationNames,
  type MessageKind,
} from "../../../../shared/notifications";
import { RichText } from "../../../ui/rich-text";
import { useAdminLocale } from "../i18n/admin-locale";

/** A template's text with its {placeholders} marked. */
function Marked({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\{\w+\})/).map((part, i) =>
        /^\{\w+\}$/.test(part) ? (
          <mark key={i} translate="no" className="rounded bg-gold-100 px-0.5 text-maroon-800">
            {part}
          </mark>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** When each message is sent, as the owners read it. */
function whenSent(kind: MessageKind, locale: Locale): string {
  const o = inLocale(locale);
  const when: Record<MessageKind, string> = {
    "order-created": m.admin_template_when_order_created({}, o),
    "order-status": m.admin_template_when_order_status({}, o),
    "order-note": m.admin_template_when_order_note({}, o),
    "order-cancelled": m.admin_template_when_order_cancelled({}, o),
    "order-dispatched": m.admin_template_when_order_dispatched({}, o),
    document: m.admin_template_when_document({}, o),
    "balance-reminder": m.admin_money_template_when_balance_reminder({}, o),
    "contact-message": m.admin_template_when_contact_message({}, o),
    "contact-summary": m.admin_template_when_contact_summary({ count: OWNER_NOTICES_PER_HOUR }, o),
    "daily-digest": m.admin_template_when_daily_digest({}, o),
    test: m.admin_template_when_test({}, o),
    "enquiry-received": m.admin_template_when_enquiry_received({}, o),
    "enquiry-follow-ups": m.admin_template_when_enquiry_follow_ups({}, o),
    "challans-overdue": m.admin_template_when_challans_overdue({}, o),
    "enquiry-notice": m.admin_template_when_enquiry_notice({ count: OWNER_NOTICES_PER_HOUR }, o),
    "appointment-reminder": m.calendar_template_when_reminder({}, o),
    "quote-sent": m.admin_template_when_quote_sent({}, o),
  };
  return when[kind];
}

/**
 * Every message the boutique sends, when, and its words in English and Hindi: each text marked
 * with its own language (the English one stays English on a Hindi screen), its heading in hers.
 */
export function TemplateList() {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const names = notificationNames(locale);
  return (
    <ul className="space-y-3">
      {MESSAGE_KINDS.map((kind) => {
        const t = MESSAGE_TEMPLATES[kind];
        return (
          <li key={kind} data-testid="template">
            <details className="rounded-xl border border-stone-200 bg-white p-3 sm:p-4">
              <summary className="cursor-pointer font-semibold">
                {names.kind[kind]}{" "}
                <span className="font-normal text-ink/70">
                  ·{" "}
                  {t.audience === "customer"
                    ? m.admin_template_to_customer({}, o)
                    : m.admin_template_to_owners({}, o)}{" "}
                  · {whenSent(kind, locale)}
                </span>
              </summary>
              <div className="mt-3 grid gap-3 md:grid-cols-2">
                {LANGUAGES.map((language) => (
                  <div key={language} className="rounded-lg bg-stone-50 p-3 text-sm">
                    <p className="text-xs font-semibold uppercase tracking-wide text-ink/70">
                      {names.language[language]}
                    </p>
                    <div lang={language}>
                      <p className="mt-1 font-semibold">
                        <Marked text={t.text[language].subject} />
                      </p>
                      <p className="mt-1">
                        <Marked text={t.text[language].body} />
                      </p>
                    </div>
                  </div>
                ))}
              </div>
              <p className="mt-2 text-xs text-ink/70">
                <RichText
                  say={(marks) => m.admin_template_whatsapp(marks, o)}
                  parts={{
                    name: <code translate="no">{t.whatsappName}</code>,
                    params: (
                      <span translate="no">
                        {t.params.map((p, i) => `{{${i + 1}}} ${p}`).join(", ")}
                      </span>
                    ),
                  }}
                />
              </p>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
