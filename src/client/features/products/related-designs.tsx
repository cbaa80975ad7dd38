import { Link } from "react-router";
import { langIfOther, localizedDesign } from "../../../shared/catalogue-hindi";
import { designAlt, mainPhoto } from "../../../shared/design";
import type { ShowcaseDesign } from "../../../shared/home-showcase";
import { localizedPath } from "../../../shared/locale";
import { inLocale, m } from "../../../shared/messages";
import { designPath } from "../../../shared/paths";
import { DesignPhoto } from "../../ui/design-photo";
import { useLocale } from "../../use-locale";

/** Two columns on phones, four from 768 px (the page's 72 rem at most). */
const RELATED_PHOTO_SIZES = "(min-width: 1152px) 264px, (min-width: 768px) 23vw, 46vw";

/**
 * The end of a design's page: designs like it (shared/related-designs.ts), each a link to its
 * page with its photo and name. The design page's own, so the home page's rows (which would
 * then be shared by two pages) do not ride in a chunk of their own; nothing when none is like it.
 */
export function RelatedDesigns({ designs }: { designs: readonly ShowcaseDesign[] }) {
  const locale = useLocale();
  if (designs.length === 0) return null;
  const o = inLocale(locale);
  return (
    <section aria-labelledby="related-heading" className="bg-white py-12 sm:py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="related-heading" className="text-3xl text-maroon-800">
          {m.design_related_heading({}, o)}
        </h2>
        <p className="mt-2 text-ink/80">{m.design_related_intro({}, o)}</p>
        <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 md:grid-cols-4">
          {designs.map((design) => {
            const shown = localizedDesign(design, locale);
            return (
              <li key={design.slug} data-testid="related-design" className="group relative">
                <DesignPhoto
                  photo={mainPhoto(design)}
                  alt={designAlt(shown, locale)}
                  sizes={RELATED_PHOTO_SIZES}
                  load="lazy"
                  className="aspect-[4/5] w-full rounded-xl bg-gold-100 object-cover"
                />
                <p className="mt-3 text-xs font-semibold uppercase tracking-[0.14em] text-gold-700">
                  {shown.category}
                </p>
                <h3 className="mt-1 text-lg leading-snug text-maroon-800">
                  <Link
                    to={localizedPath(designPath(design), locale)}
                    lang={langIfOther(shown.nameLang, locale)}
                    className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
                  >
                    {shown.name}
                  </Link>
                </h3>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
