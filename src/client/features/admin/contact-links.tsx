import { Mail, MessageCircle, Phone } from "lucide-react";
import { mailtoLink, whatsappLink, whatsappNumber } from "../../../shared/hand-links";
import { EN, m } from "../../../shared/messages";

const LINK =
  "inline-flex items-center gap-1.5 rounded-lg border border-maroon-200 px-3 py-1 text-sm font-semibold text-maroon-700 hover:bg-maroon-50";

/**
 * Call, WhatsApp and e-mail links to a person who wrote or ordered: tapping one starts the
 * conversation on the owner's phone or computer (e-mail only when she gave an address).
 */
export function ContactLinks({
  name,
  phone,
  email,
  subject,
}: {
  name: string;
  phone: string;
  email: string;
  /** The e-mail's subject, e.g. "Re: …" for a reply. */
  subject: string;
}) {
  return (
    <div
      role="group"
      aria-label={m.owner_contact_links({ name }, EN)}
      className="flex flex-wrap gap-2"
    >
      <a href={`tel:+${whatsappNumber(phone)}`} className={LINK}>
        <Phone className="size-4" aria-hidden="true" />
        {m.owner_link_call({}, EN)}
      </a>
      <a href={whatsappLink(phone, "")} target="_blank" rel="noopener noreferrer" className={LINK}>
        <MessageCircle className="size-4" aria-hidden="true" />
        {m.owner_link_whatsapp({}, EN)}
      </a>
      {email && (
        <a href={mailtoLink(email, subject, "")} className={LINK}>
          <Mail className="size-4" aria-hidden="true" />
          {m.owner_link_email({}, EN)}
        </a>
      )}
    </div>
  );
}
