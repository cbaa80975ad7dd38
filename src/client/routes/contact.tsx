import { BUSINESS, businessTexts } from "../../shared/business";
import { localeOfPath } from "../../shared/locale";
import { inLocale, m } from "../../shared/messages";
import { ContactForm } from "../features/contact/contact-form";
import { Founders } from "../features/contact/founders";
import { InfoCards } from "../features/contact/info-cards";
import { HoursCard, MapCard, SocialCard } from "../features/contact/side-cards";
import { pageMeta } from "../seo";
import { PATHS } from "../../shared/paths";
import { clothingStoreJsonLd } from "../../shared/structured-data";
import { RichText } from "../ui/rich-text";
import { useLocale } from "../use-locale";
import type { Route } from "./+types/contact";

export const meta = ({ location }: Route.MetaArgs) => {
  const locale = localeOfPath(location.pathname);
  const o = inLocale(locale);
  return pageMeta(m.contact_title({}, o), m.contact_description({ name: BUSINESS.name }, o), {
    locale,
    path: PATHS.contact,
    jsonLd: [clothingStoreJsonLd(locale)],
  });
};

export default function Contact() {
  const locale = useLocale();
  const o = inLocale(locale);
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header className="text-center">
        <h1 className="text-4xl text-maroon-800 sm:text-5xl">{m.contact_heading({}, o)}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-ink/80">{m.contact_intro({}, o)}</p>
      </header>
      <div className="mt-10">
        <InfoCards />
      </div>
      <div className="mt-10 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <section
          aria-labelledby="form-heading"
          className="rounded-2xl border border-gold-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="form-heading" className="text-2xl text-maroon-800">
            {m.contact_form_heading({}, o)}
          </h2>
          <p className="mt-1 mb-6 text-sm text-ink/70">
            <RichText
              say={({ star }) =>
                m.contact_required_note(
                  {
                    star,
                    promise: businessTexts(locale).responsePromises.email.toLowerCase(),
                  },
                  o,
                )
              }
              parts={{ star: <span className="text-red-700">*</span> }}
            />
          </p>
          <ContactForm />
        </section>
        <div className="space-y-8">
          <Founders />
          <HoursCard />
        </div>
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <MapCard />
        <SocialCard />
      </div>
    </div>
  );
}
