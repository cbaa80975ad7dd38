import { Link } from "react-router";
import type { CardDesign } from "../../../shared/catalogue-page";
import { CARD_PHOTO_SIZES, designAlt, mainPhoto } from "../../../shared/design";
import { langIfOther, localizedDesign } from "../../../shared/catalogue-hindi";
import { localizedPath } from "../../../shared/locale";
import { inLocale, m } from "../../../shared/messages";
import { designPath } from "../../../shared/paths";
import { useLocale } from "../../use-locale";
import { mainImage } from "../../main-image";
import { DesignPhoto } from "../../ui/design-photo";
import { FiveStars } from "../../ui/five-stars";

/**
 * `eager` for the cards in the first screenful, so the largest image is not waiting its turn;
 * `high` for the very first, which is the page's largest image on a phone. `linked`: false in
 * the back office's preview, where the card is not a link yet. `stars`: the spec's five-star
 * row, in demo mode only: the real shop's cards claim no rating that no customer gave.
 */
export function DesignCard({
  design,
  stars,
  load = "lazy",
  linked = true,
}: {
  design: CardDesign;
  stars: boolean;
  load?: "high" | "eager" | "lazy";
  linked?: boolean;
}) {
  const locale = useLocale();
  const shown = localizedDesign(design, locale);
  return (
    <article
      data-testid="design-card"
      className="relative flex flex-col overflow-hidden rounded-2xl border border-gold-200 bg-white shadow-sm transition focus-within:ring-2 focus-within:ring-maroon-600 hover:shadow-lg"
    >
      <div className="relative">
        <DesignPhoto
          photo={mainPhoto(design)}
          alt={designAlt(shown, locale)}
          sizes={CARD_PHOTO_SIZES}
          load={load}
          imgProps={load === "high" ? mainImage : undefined}
          className="aspect-[4/5] w-full object-cover"
        />
        <span className="absolute left-2 top-2 max-w-[calc(100%-1rem)] truncate rounded-full bg-maroon-700 px-2.5 py-0.5 text-xs font-semibold text-white sm:left-3 sm:top-3 sm:px-3 sm:py-1">
          {shown.category}
        </span>
      </div>
      {/* Two cards a row on a phone (the products grid): smaller words, the description cut
          to three lines there (whole for a screen reader: line-clamp only hides the overflow). */}
      <div className="flex flex-1 flex-col p-3 sm:p-5">
        <h3 className="text-base leading-snug text-maroon-800 sm:text-xl">
          {linked ? (
            // The whole card is the link's target area; the name stays the link's text.
            <Link
              to={localizedPath(designPath(design), locale)}
              lang={langIfOther(shown.nameLang, locale)}
              className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
            >
              {shown.name}
            </Link>
          ) : (
            <span lang={langIfOther(shown.nameLang, locale)}>{shown.name}</span>
          )}
        </h3>
        <div className="flex-1">
          <p
            lang={langIfOther(shown.descriptionLang, locale)}
            className="mt-1.5 line-clamp-3 text-xs text-ink/80 sm:mt-2 sm:line-clamp-none sm:text-sm"
          >
            {shown.description}
          </p>
        </div>
        <ul
          className="mt-3 flex flex-wrap gap-1.5 text-xs sm:mt-4 sm:gap-2"
          aria-label={m.card_details({}, inLocale(locale))}
        >
          <li className="rounded-full bg-gold-100 px-2 py-0.5 text-gold-700 sm:px-2.5 sm:py-1">
            {shown.fabric}
          </li>
          <li className="rounded-full bg-maroon-50 px-2 py-0.5 text-maroon-700 sm:px-2.5 sm:py-1">
            {shown.work}
          </li>
          <li className="rounded-full bg-stone-100 px-2 py-0.5 text-stone-700 sm:px-2.5 sm:py-1">
            {shown.color}
          </li>
        </ul>
        {stars && <FiveStars className="mt-3 text-gold-400 sm:mt-4" />}
      </div>
    </article>
  );
}
