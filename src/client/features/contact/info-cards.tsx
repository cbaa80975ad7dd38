import { MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import {
  BUSINESS,
  businessTexts,
  chatLink,
  fullAddress,
  mapsSearchLink,
} from "../../../shared/business";
import { inLocale, m } from "../../../shared/messages";
import { useLocale } from "../../use-locale";
import { PhoneLinks } from "../../ui/phone-links";

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <article
      data-testid="info-card"
      className="rounded-2xl border border-gold-200 bg-white p-6 shadow-sm"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-maroon-700 text-gold-200">
        {icon}
      </span>
      <h2 className="mt-4 text-xl text-maroon-800">{title}</h2>
      <div className="mt-2 text-ink/85">{children}</div>
    </article>
  );
}

/** Visit, call and chat: the three cards at the top of the contact page. */
export function InfoCards() {
  const locale = useLocale();
  const o = inLocale(locale);
  const texts = businessTexts(locale);
  return (
    <div className="grid gap-6 md:grid-cols-3">
      <Card icon={<MapPin className="size-6" aria-hidden="true" />} title={m.visit_title({}, o)}>
        <address className="not-italic">{fullAddress(locale)}</address>
        <a
          href={mapsSearchLink()}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-block font-semibold text-maroon-700 underline"
        >
          {m.visit_directions({}, o)}
        </a>
      </Card>
      <Card icon={<Phone className="size-6" aria-hidden="true" />} title={m.call_title({}, o)}>
        <PhoneLinks className="space-y-1" linkClassName="text-maroon-700" />
        <p className="mt-3 text-sm text-ink/70">{texts.hours.short}</p>
      </Card>
      <Card
        icon={<MessageCircle className="size-6" aria-hidden="true" />}
        title={m.chat_title({ chat: BUSINESS.chat.label }, o)}
      >
        <p>{m.chat_text({}, o)}</p>
        <a
          href={chatLink()}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-block font-semibold text-green-700 underline"
        >
          {m.chat_on({ chat: BUSINESS.chat.label }, o)}
        </a>
        <p className="mt-2 text-sm text-ink/70">
          {m.reply_promise({ promise: texts.responsePromises.chat.toLowerCase() }, o)}
        </p>
      </Card>
    </div>
  );
}
