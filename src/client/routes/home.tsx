import { Link } from "react-router";
import { BUSINESS, ownerNames } from "../../shared/business";
import { STATS } from "../../shared/craft";
import { PATHS } from "../../shared/paths";
import { HeroCarousel } from "../features/home/hero-carousel";
import { WhyChooseUs } from "../features/home/why-choose-us";
import { pageMeta } from "../seo";
import { PhoneLinks } from "../ui/phone-links";
import { clothingStoreJsonLd } from "../../shared/structured-data";

export const meta = () =>
  pageMeta(
    "Handcrafted Rajputi Poshak & Designer Wear, Jaipur",
    `${BUSINESS.name}, Jaipur: handcrafted Rajputi poshaks, sarees and lehengas with Gota Patti, Zardozi and Bandhej work. Wholesale, retail and custom orders.`,
    { path: PATHS.home, jsonLd: [clothingStoreJsonLd()] },
  );

export default function Home() {
  return (
    <>
      <HeroCarousel />

      <section aria-label="Our achievements" className="bg-maroon-800 py-10 text-white">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 text-center lg:grid-cols-4">
          {STATS.map((s) => (
            <div key={s.label} data-testid="stat-tile" className="rounded-xl bg-white/5 p-4">
              <dt className="text-sm text-maroon-100">{s.label}</dt>
              <dd className="order-first font-serif text-4xl font-bold text-gold-300">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="py-16 sm:py-20" aria-labelledby="story-heading">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 lg:grid-cols-2">
          <div>
            <h2 id="story-heading" className="text-3xl font-bold text-maroon-800 sm:text-4xl">
              Our Story
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-ink/85">
              Since {BUSINESS.foundedYear}, {BUSINESS.name} has dressed the women of Rajasthan for
              weddings, Teej, Gangaur and every celebration in between. What began as a small
              workshop near Johari Bazaar is today a family of more than fifty artisans.
            </p>
            <p className="mt-4 text-lg leading-relaxed text-ink/85">
              Founded by <strong className="text-maroon-800">{ownerNames()}</strong>, we make each
              poshak the way it was made for royal households: hand-cut gota, real zari and
              patience.
            </p>
            <div className="mt-8 flex flex-wrap gap-4">
              <Link
                to={PATHS.craft}
                className="rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800"
              >
                Discover Our Craft
              </Link>
              <Link
                to={PATHS.contact}
                className="rounded-full border-2 border-maroon-700 px-6 py-3 font-semibold text-maroon-700 hover:bg-maroon-50"
              >
                Visit Our Boutique
              </Link>
            </div>
          </div>
          <img
            src="/images/craft/craft-2.svg"
            alt="An embroidery frame with Gota Patti leaves being stitched by hand"
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
          <h2 id="cta-heading" className="text-3xl font-bold text-gold-200 sm:text-4xl">
            Begin Your Royal Journey
          </h2>
          <p className="mt-4 text-lg text-maroon-100">
            Browse the collection or tell us what you dream of: we make it by hand, for one bride or
            for your whole store.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <Link
              to={PATHS.products}
              className="rounded-full bg-gold-400 px-7 py-3 font-semibold text-maroon-900 hover:bg-gold-300"
            >
              View Collection
            </Link>
            <Link
              to={PATHS.contact}
              className="rounded-full border-2 border-white px-7 py-3 font-semibold hover:bg-white hover:text-maroon-900"
            >
              Get in Touch
            </Link>
          </div>
          <div className="mt-10">
            <p className="font-semibold text-gold-200">Call us for orders and enquiries</p>
            <PhoneLinks className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2" />
          </div>
        </div>
      </section>
    </>
  );
}
