import { Mail, MessageCircle, Phone } from "lucide-react";
import { mailtoLink, whatsappLink, whatsappNumber } from "../../../shared/hand-links";
import { inLocale, m } from "../../../shared/messages";
import { useAdminLocale } from "./i18n/admin-locale";

const LINK =
  "inline-flex items-center gap-1.5 rounded-lg border border-maroon-200 px-3 py-1 text-sm font-semibold text-maroon-700 hover:bg-maroon-50";
/** A list row's links: the number itself to call, small icons for WhatsApp and e-mail. */
const NUMBER_LINK =
  "inline-flex min-h-8 items-center gap-1 rounded font-medium text-maroon-700 underline decoration-maroon-200 underline-offset-2 hover:decoration-maroon-700";
const ICON_LINK =
  "inline-flex size-8 shrink-0 items-center justify-center rounded-lg border border-maroon-200 text-maroon-700 hover:bg-maroon-50";

export const telLink = (phone: string): string => `tel:+${whatsappNumber(phone)}`;

/**
 * Call, WhatsApp and e-mail links to a person who wrote or ordered: tapping one starts the
 * conversation on the owner's phone or computer (e-mail only when she gave an address).
 * `compact` (list rows): the number and address shown as the links themselves, WhatsApp as an
 * icon.
 */
export function ContactLinks({
  name,
  phone,
  email,
  subject,
  compact = false,
}: {
  name: string;
  phone: string;
  email: string;
  /** The e-mail's subject, e.g. "Re: …" for a reply. */
  subject: string;
  compact?: boolean;
}) {
  const o = inLocale(useAdminLocale());
  if (compact)
    return (
      <span
        role="group"
        aria-label={m.admin_contact_links({ name }, o)}
        className="inline-flex flex-wrap items-center gap-x-2 gap-y-1"
      >
        <a
          href={telLink(phone)}
          className={NUMBER_LINK}
          aria-label={`${m.admin_contact_call({}, o)} ${name}, ${phone}`}
        >
          <Phone className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="whitespace-nowrap">{phone}</span>
        </a>
        <a
          href={whatsappLink(phone, "")}
          target="_blank"
          rel="noopener noreferrer"
          className={ICON_LINK}
          aria-label={`${m.admin_contact_whatsapp({}, o)} ${name}`}
          title={m.admin_contact_whatsapp({}, o)}
        >
          <MessageCircle className="size-4" aria-hidden="true" />
        </a>
        {email && (
          <a
            href={mailtoLink(email, subject, "")}
            className={NUMBER_LINK}
            aria-label={`${m.admin_contact_email({}, o)} ${name}, ${email}`}
          >
            <Mail className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="break-all">{email}</span>
          </a>
        )}
      </span>
    );
  return (
    <div
      role="group"
      aria-label={m.admin_contact_links({ name }, o)}
      className="flex flex-wrap gap-2"
    >
      <a href={telLink(phone)} className={LINK}>
        <Phone className="size-4" aria-hidden="true" />
        {m.admin_contact_call({}, o)}
      </a>
      <a href={whatsappLink(phone, "")} target="_blank" rel="noopener noreferrer" className={LINK}>
        <MessageCircle className="size-4" aria-hidden="true" />
        {m.admin_contact_whatsapp({}, o)}
      </a>
      {email && (
        <a href={mailtoLink(email, subject, "")} className={LINK}>
          <Mail className="size-4" aria-hidden="true" />
          {m.admin_contact_email({}, o)}
        </a>
      )}
    </div>
  );
}

/** An e-mail address shown as a mail link (a fact of an order or a customer). */
export function EmailLink({ email, subject }: { email: string; subject: string }) {
  return (
    <a href={mailtoLink(email, subject, "")} className={NUMBER_LINK}>
      <Mail className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="break-all">{email}</span>
    </a>
  );
}
