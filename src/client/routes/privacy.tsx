import { Mail, MapPin } from "lucide-react";
import { BUSINESS, fullAddress } from "../../shared/business";
import { localeOfPath } from "../../shared/locale";
import { inLocale, m } from "../../shared/messages";
import { formatIndianDate } from "../../shared/order-format";
import { PATHS } from "../../shared/paths";
import { PRIVACY_NOTICE_DATE, privacySections } from "../../shared/privacy";
import { pageMeta } from "../seo";
import { PhoneLinks } from "../ui/phone-links";
import { useLocale } from "../use-locale";
import type { Route } from "./+types/privacy";

export const meta = ({ location }: Route.MetaArgs) => {
  const locale = localeOfPath(location.pathname);
  const o = inLocale(locale);
  return pageMeta(m.privacy_title({}, o), m.privacy_description({ name: BUSINESS.name }, o), {
    locale,
    path: PATHS.privacy,
  });
};

/** The privacy notice the DPDP Act asks for, linked from the footer and every public form. */
export default function Privacy() {
  const locale = useLocale();
  const o = inLocale(locale);
  const grievanceOfficer = BUSINESS.founders[0].name;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <header>
        <h1 className="text-4xl text-maroon-800 sm:text-5xl">{m.privacy_heading({}, o)}</h1>
        <p className="mt-4 text-lg text-ink/80">{m.privacy_intro({ name: BUSINESS.name }, o)}</p>
        <p className="mt-2 text-sm text-ink/70">
          {m.privacy_updated({ date: formatIndianDate(PRIVACY_NOTICE_DATE, locale) }, o)}
        </p>
      </header>
      {privacySections(locale).map((section) => (
        <section key={section.id} aria-labelledby={`privacy-${section.id}`} className="mt-10">
          <h2 id={`privacy-${section.id}`} className="text-2xl text-maroon-800">
            {section.heading}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-ink/90">
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      <section
        aria-labelledby="privacy-contact"
        className="mt-10 rounded-2xl border border-gold-200 bg-white p-6 shadow-sm"
      >
        <h2 id="privacy-contact" className="text-2xl text-maroon-800">
          {m.privacy_contact_heading({}, o)}
        </h2>
        <p className="mt-3 leading-relaxed text-ink/90">
          {m.privacy_contact_text({ owner: grievanceOfficer }, o)}
        </p>
        <p className="mt-4 font-semibold">
          {grievanceOfficer}, {BUSINESS.legalName}
        </p>
        <address className="mt-2 space-y-2 text-sm not-italic">
          <span className="flex gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {fullAddress(locale)}
          </span>
          <a
            href={`mailto:${BUSINESS.email}`}
            className="flex items-center gap-2 text-maroon-700 hover:underline"
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {BUSINESS.email}
          </a>
        </address>
        <PhoneLinks className="mt-2 space-y-2 text-sm" />
      </section>
    </article>
  );
}
