import { BUSINESS } from "../../shared/business";
import { ContactForm } from "../features/contact/contact-form";
import { Founders } from "../features/contact/founders";
import { InfoCards } from "../features/contact/info-cards";
import { HoursCard, MapCard, SocialCard } from "../features/contact/side-cards";
import { pageMeta } from "../seo";
import { PATHS } from "../../shared/paths";
import { clothingStoreJsonLd } from "../../shared/structured-data";

export const meta = () =>
  pageMeta(
    "Contact Us: Visit, Call or Message",
    `Visit ${BUSINESS.name} in Jaipur, call, chat or send a message for custom orders, wholesale enquiries and quotations.`,
    { path: PATHS.contact, jsonLd: [clothingStoreJsonLd()] },
  );

export default function Contact() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header className="text-center">
        <h1 className="text-4xl font-bold text-maroon-800 sm:text-5xl">Get in Touch</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-ink/80">
          Custom orders, wholesale enquiries or a question about a design: visit us, call, chat or
          write. We would love to hear from you.
        </p>
      </header>
      <div className="mt-10">
        <InfoCards />
      </div>
      <div className="mt-10 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <section
          aria-labelledby="form-heading"
          className="rounded-2xl border border-gold-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="form-heading" className="text-2xl font-bold text-maroon-800">
            Send Us a Message
          </h2>
          <p className="mt-1 mb-6 text-sm text-ink/70">
            Fields marked <span className="text-red-700">*</span> are required. We reply{" "}
            {BUSINESS.responsePromises.email.toLowerCase()}.
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
