import { AtSign, MapPin, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { BUSINESS, businessTexts, chatLink, fullAddress, ownerNames } from "../../shared/business";
import { localizedPath, type Locale } from "../../shared/locale";
import { inLocale, m } from "../../shared/messages";
import { PATHS } from "../../shared/paths";
import { PhoneLinks } from "../ui/phone-links";
import { RichText } from "../ui/rich-text";
import { useLocale } from "../use-locale";
import { LanguageSwitch, useOffersLanguages } from "./language-switch";

const quickLinks = (locale: Locale) => {
  const o = inLocale(locale);
  return [
    { to: PATHS.home, label: m.nav_home({}, o) },
    { to: PATHS.products, label: m.nav_products({}, o) },
    { to: PATHS.craft, label: m.nav_craft({}, o) },
    { to: PATHS.tracking, label: m.footer_track({}, o) },
    { to: PATHS.contact, label: m.footer_contact_us({}, o) },
  ].map((l) => ({ ...l, to: localizedPath(l.to, locale) }));
};

/** A footer link: 44 px high on a phone (WCAG 2.2's target size), a line's height on a computer. */
const FOOTER_LINK =
  "inline-flex min-h-11 items-center hover:text-gold-200 hover:underline md:min-h-9";

const specialties = (locale: Locale) => {
  const o = inLocale(locale);
  return [
    m.footer_specialty_1({}, o),
    m.footer_specialty_2({}, o),
    m.footer_specialty_3({}, o),
    m.footer_specialty_4({}, o),
    m.footer_specialty_5({}, o),
    m.footer_specialty_6({}, o),
  ];
};

export function SiteFooter() {
  const locale = useLocale();
  const languages = useOffersLanguages();
  const o = inLocale(locale);
  const texts = businessTexts(locale);
  return (
    <footer className="bg-maroon-900 text-maroon-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-serif text-3xl text-gold-300">{BUSINESS.name}</p>
          <p className="mt-1 text-sm text-gold-200">{texts.tagline}</p>
          <p className="mt-4 text-sm leading-relaxed text-maroon-100">{texts.summary}</p>
          <p className="mt-4 text-sm">
            <RichText
              say={(part) => m.footer_founded_by(part, o)}
              parts={{ names: <span className="font-semibold text-white">{ownerNames()}</span> }}
            />
          </p>
        </div>
        <div>
          <h2 className="text-xl text-gold-300">{m.footer_quick_links({}, o)}</h2>
          <ul className="mt-3 text-sm">
            {quickLinks(locale).map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={FOOTER_LINK}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
          {languages && (
            <>
              <h2 className="mt-6 text-xl text-gold-300">{m.footer_language({}, o)}</h2>
              <LanguageSwitch className="mt-3 min-h-11 rounded-full bg-white/10 px-4 py-2 text-sm hover:bg-white/20" />
            </>
          )}
        </div>
        <div>
          <h2 className="text-xl text-gold-300">{m.footer_specialties({}, o)}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {specialties(locale).map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-xl text-gold-300">{m.footer_visit_call({}, o)}</h2>
          <address className="mt-4 flex gap-2 text-sm not-italic">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span data-testid="footer-address">{fullAddress(locale)}</span>
          </address>
          <PhoneLinks className="mt-3 text-sm" linkClassName="md:min-h-9" />
          <div className="mt-5 flex flex-wrap gap-3">
            <a
              href={BUSINESS.social.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm hover:bg-white/20"
            >
              <AtSign className="size-4" aria-hidden="true" />
              {BUSINESS.social.label}
            </a>
            <a
              href={chatLink()}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm hover:bg-white/20"
            >
              <MessageCircle className="size-4" aria-hidden="true" />
              {BUSINESS.chat.label}
            </a>
          </div>
        </div>
      </div>
      <div className="border-t border-white/10 px-4 pt-3 pb-24 text-center text-sm text-maroon-100 md:pb-3">
        {m.footer_rights({ year: BUSINESS.copyrightYear, legalName: BUSINESS.legalName }, o)}
        <span aria-hidden="true"> · </span>
        <Link
          to={localizedPath(PATHS.privacy, locale)}
          className="inline-flex min-h-11 items-center underline hover:text-gold-200"
        >
          {m.privacy_link({}, o)}
        </Link>
      </div>
    </footer>
  );
}
