import { Link } from "react-router";
import { valueName } from "../../../shared/catalogue-hindi";
import { formatNumber, inLocale, m } from "../../../shared/messages";
import type { Collection } from "../../../shared/home-showcase";
import { localizedPath } from "../../../shared/locale";
import { PATHS } from "../../../shared/paths";
import { DesignPhoto } from "../../ui/design-photo";
import { useLocale } from "../../use-locale";
import { SectionHeading } from "./design-showcase";

/**
 * The collections: each category that has designs, with its count, leading to the catalogue
 * filtered to it. Two columns on phones, all of them in a row from 1024 px.
 */
export function Collections({ collections }: { collections: readonly Collection[] }) {
  const locale = useLocale();
  const o = inLocale(locale);
  if (collections.length === 0) return null;
  return (
    <section
      aria-labelledby="collections-heading"
      data-testid="collections"
      className="bg-white py-14 sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          id="collections"
          heading={m.home_collections_heading({}, o)}
          intro={m.home_collections_intro({}, o)}
        />
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-5">
          {collections.map((c, i) => {
            const name = valueName(c.category, locale);
            // An odd one out at the end of the phone's two columns takes the whole row.
            const wide = i === collections.length - 1 && collections.length % 2 === 1;
            const count = { count: formatNumber(c.count, locale) };
            return (
              <li key={c.category} className={wide ? "col-span-2 lg:col-span-1" : ""}>
                <Link
                  to={localizedPath(PATHS.products + c.query, locale)}
                  data-testid="collection"
                  className="group relative block overflow-hidden rounded-xl bg-maroon-900"
                >
                  <DesignPhoto
                    photo={c.photo}
                    alt=""
                    sizes="(min-width: 1280px) 232px, (min-width: 1024px) 18vw, 46vw"
                    load="lazy"
                    className={`${wide ? "aspect-[8/5] lg:aspect-[4/5]" : "aspect-[4/5]"} w-full object-cover opacity-80 transition duration-500 group-hover:scale-[1.03] group-hover:opacity-70`}
                  />
                  <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 via-black/45 to-transparent px-4 pt-10 pb-4 text-white">
                    <span className="block font-serif text-xl leading-tight sm:text-2xl">
                      {name}
                    </span>
                    <span
                      className="mt-1 block text-sm text-white/85"
                      data-testid="collection-count"
                    >
                      {c.count === 1
                        ? m.home_collection_count_one(count, o)
                        : m.home_collection_count_other(count, o)}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
