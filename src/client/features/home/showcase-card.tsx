import { Link } from "react-router";
import { langIfOther, localizedDesign } from "../../../shared/catalogue-hindi";
import type { ShowcaseDesign } from "../../../shared/home-showcase";
import { designAlt, mainPhoto } from "../../../shared/design";
import { localizedPath } from "../../../shared/locale";
import { designPath } from "../../../shared/paths";
import { DesignPhoto } from "../../ui/design-photo";
import { useLocale } from "../../use-locale";

/** Two columns on phones, four from 1024 px (the page's 80 rem at most). */
export const SHOWCASE_PHOTO_SIZES = "(min-width: 1280px) 296px, (min-width: 1024px) 23vw, 46vw";

/**
 * A design as the home page shows it: the photo first, then its collection and name. The whole
 * card is the link's target; the name stays the link's text. The catalogue's full card (badges,
 * description, stars) is for the catalogue.
 */
export function ShowcaseCard({ design }: { design: ShowcaseDesign }) {
  const locale = useLocale();
  const shown = localizedDesign(design, locale);
  return (
    <article data-testid="showcase-card" className="group relative flex flex-col">
      <div className="overflow-hidden rounded-xl bg-gold-100">
        <DesignPhoto
          photo={mainPhoto(design)}
          alt={designAlt(shown, locale)}
          sizes={SHOWCASE_PHOTO_SIZES}
          load="lazy"
          className="aspect-[4/5] w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <p className="mt-3 text-xs font-semibold uppercase tracking-[0.14em] text-gold-700">
        {shown.category}
      </p>
      <h3 className="mt-1 font-serif text-lg leading-snug text-maroon-800 sm:text-xl">
        <Link
          to={localizedPath(designPath(design), locale)}
          lang={langIfOther(shown.nameLang, locale)}
          className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
        >
          {shown.name}
        </Link>
      </h3>
    </article>
  );
}
