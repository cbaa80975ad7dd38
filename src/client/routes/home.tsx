import { Link } from "react-router";
import { BUSINESS, ownerNames } from "../../shared/business";
import { stats } from "../../shared/stat-tiles";
import { localeOfPath, localizedPath } from "../../shared/locale";
import { inLocale, m } from "../../shared/messages";
import { PATHS } from "../../shared/paths";
import { homeShowcase, type HomeShowcase } from "../../shared/home-showcase";
import { clothingStoreJsonLd } from "../../shared/structured-data";
import { Collections } from "../features/home/collections";
import { DesignShowcase } from "../features/home/design-showcase";
import { HeroCarousel } from "../features/home/hero-carousel";
import { WhyChooseUs } from "../features/home/why-choose-us";
import { pageMeta } from "../seo";
import { PhoneLinks } from "../ui/phone-links";
import { RichText } from "../ui/rich-text";
import { useLocale } from "../use-locale";
import type { Route } from "./+types/home";

export const meta = ({ location }: Route.MetaArgs) => {
  const locale = localeOfPath(location.pathname);
  const o = inLocale(locale);
  return pageMeta(m.home_title({}, o), m.home_description({ name: BUSINESS.name }, o), {
    locale,
    path: PATHS.home,
    jsonLd: [clothingStoreJsonLd(locale)],
  });
};

/**
 * The designs the home page shows, from the catalogue as stored: the server renders the page
 * once per catalogue revision (server/rendered-pages.ts), so an owner's change shows at once.
 * Without a catalogue (the database down since the start) the page still shows, without them.
 */
export function loader({ context }: Route.LoaderArgs): HomeShowcase {
  try {
    return homeShowcase(context.catalogue.view);
  } catch {
    return { featured: [], collections: [], newArrivals: [] };
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, collections, newArrivals } = loaderData;
  const locale = useLocale();
  const o = inLocale(locale);
  const to = (path: string) => localizedPath(path, locale);
  return (
    <>
      <HeroCarousel />

      <DesignShowcase
        id="featured"
        heading={m.home_featured_heading({}, o)}
        intro={m.home_featured_intro({}, o)}
        designs={featured}
      />
      <Collections collections={collections} />
      <DesignShowcase
        id="new-arrivals"
        heading={m.home_new_heading({}, o)}
        intro={m.home_new_intro({}, o)}
        designs={newArrivals}
      />

      <section aria-label={m.stats_label({}, o)} className="bg-maroon-800 py-10 text-white">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 text-center lg:grid-cols-4">
          {stats(locale).map((s) => (
            <div key={s.label} data-testid="stat-tile" className="rounded-xl bg-white/5 p-4">
              <dt className="text-sm text-maroon-100">{s.label}</dt>
              <dd className="order-first font-serif text-5xl lining-nums text-gold-300">
                {s.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="py-16 sm:py-20" aria-labelledby="story-heading">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 lg:grid-cols-2">
          <div>
            <h2 id="story-heading" className="text-3xl text-maroon-800 sm:text-4xl">
              {m.story_heading({}, o)}
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-ink/85">
              {m.story_history({ year: BUSINESS.foundedYear, name: BUSINESS.name }, o)}
            </p>
            <p className="mt-4 text-lg leading-relaxed text-ink/85">
              <RichText
                say={(part) => m.story_founders(part, o)}
                parts={{ names: <strong className="text-maroon-800">{ownerNames()}</strong> }}
              />
            </p>
            <div className="mt-8 flex flex-wrap gap-4">
              <Link
                to={to(PATHS.craft)}
                className="rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800"
              >
                {m.story_craft_link({}, o)}
              </Link>
              <Link
                to={to(PATHS.contact)}
                className="rounded-full border-2 border-maroon-700 px-6 py-3 font-semibold text-maroon-700 hover:bg-maroon-50"
              >
                {m.story_visit_link({}, o)}
              </Link>
            </div>
          </div>
          <img
            src="/images/craft/craft-2.svg"
            alt={m.story_image_alt({}, o)}
            width={800}
            height={600}
            loading="lazy"
            className="w-full rounded-3xl shadow-xl"
          />
        </div>
      </section>

      <WhyChooseUs />

      <section
        className="bg-gradient-to-br from-maroon-800 to-maroon-900 py-16 text-white sm:py-20"
        aria-labelledby="cta-heading"
      >
        <div className="mx-auto max-w-4xl px-4 text-center">
          <h2 id="cta-heading" className="text-3xl text-gold-200 sm:text-4xl">
            {m.cta_heading({}, o)}
          </h2>
          <p className="mt-4 text-lg text-maroon-100">{m.cta_text({}, o)}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <Link
              to={to(PATHS.products)}
              className="rounded-full bg-gold-400 px-7 py-3 font-semibold text-maroon-900 hover:bg-gold-300"
            >
              {m.cta_collection({}, o)}
            </Link>
            <Link
              to={to(PATHS.contact)}
              className="rounded-full border-2 border-white px-7 py-3 font-semibold hover:bg-white hover:text-maroon-900"
            >
              {m.cta_touch({}, o)}
            </Link>
          </div>
          <div className="mt-10">
            <p className="font-semibold text-gold-200">{m.cta_call({}, o)}</p>
            <PhoneLinks className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2" />
          </div>
        </div>
      </section>
    </>
  );
}
