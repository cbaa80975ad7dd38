import { AtSign, Clock, MapPin, MessageCircle } from "lucide-react";
import {
  BUSINESS,
  businessTexts,
  chatLink,
  fullAddress,
  mapsSearchLink,
} from "../../../shared/business";
import { inLocale, m } from "../../../shared/messages";
import { useLocale } from "../../use-locale";

export function MapCard() {
  const locale = useLocale();
  const o = inLocale(locale);
  return (
    <section
      aria-labelledby="map-heading"
      className="overflow-hidden rounded-2xl border border-gold-200 bg-white shadow-sm"
    >
      <div className="flex aspect-[16/9] flex-col items-center justify-center gap-3 bg-[radial-gradient(circle_at_30%_30%,var(--color-gold-100),var(--color-maroon-50))] p-6 text-center">
        <MapPin className="size-10 text-maroon-700" aria-hidden="true" />
        <h2 id="map-heading" className="text-xl text-maroon-800">
          {m.map_heading({}, o)}
        </h2>
        <p className="text-sm text-ink/80">{fullAddress(locale)}</p>
        <a
          href={mapsSearchLink()}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-full bg-maroon-700 px-5 py-2 text-sm font-semibold text-white hover:bg-maroon-800"
        >
          {m.map_open({}, o)}
        </a>
      </div>
    </section>
  );
}

export function HoursCard() {
  const o = inLocale(useLocale());
  const hours = businessTexts(o.locale).hours;
  return (
    <section
      aria-labelledby="hours-heading"
      className="rounded-2xl border border-gold-200 bg-white p-6 shadow-sm"
    >
      <h2
        id="hours-heading"
        className="flex items-center gap-2 text-xl font-semibold text-maroon-800"
      >
        <Clock className="size-5" aria-hidden="true" /> {m.hours_heading({}, o)}
      </h2>
      <dl className="mt-4 space-y-2" data-testid="hours">
        {hours.detailed.map((h) => (
          <div
            key={h.days}
            className="flex justify-between gap-4 border-b border-stone-100 pb-2 text-sm"
          >
            <dt className="font-medium">{h.days}</dt>
            <dd className="text-ink/80">{h.time}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink/70">{m.hours_in_short({ hours: hours.short }, o)}</p>
    </section>
  );
}

export function SocialCard() {
  const o = inLocale(useLocale());
  const promises = businessTexts(o.locale).responsePromises;
  return (
    <section
      aria-labelledby="social-heading"
      className="rounded-2xl border border-gold-200 bg-white p-6 shadow-sm"
    >
      <h2 id="social-heading" className="text-xl text-maroon-800">
        {m.social_heading({}, o)}
      </h2>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={BUSINESS.social.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 rounded-full bg-maroon-700 px-4 py-2 text-sm font-semibold text-white hover:bg-maroon-800"
        >
          <AtSign className="size-4" aria-hidden="true" /> {BUSINESS.social.label}{" "}
          {BUSINESS.social.handle}
        </a>
        <a
          href={chatLink()}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 rounded-full bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800"
        >
          <MessageCircle className="size-4" aria-hidden="true" /> {BUSINESS.chat.label}
        </a>
      </div>
      <h3 className="mt-5 font-sans font-semibold">{m.response_heading({}, o)}</h3>
      <dl className="mt-2 space-y-1 text-sm" data-testid="response-times">
        <div className="flex justify-between gap-4">
          <dt>{BUSINESS.chat.label}</dt>
          <dd className="text-right text-ink/80">{promises.chat}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{m.response_phone({}, o)}</dt>
          <dd className="text-right text-ink/80">{promises.phone}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{m.response_email({}, o)}</dt>
          <dd className="text-right text-ink/80">{promises.email}</dd>
        </div>
      </dl>
    </section>
  );
}
