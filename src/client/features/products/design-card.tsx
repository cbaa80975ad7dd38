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
import { FiveStars, RatingStars } from "../../ui/five-stars";

/**
 * `eager` for the cards in the first screenful, so the largest image is not waiting its turn;
 * `high` for the very first, which is the page's largest image on a phone. `linked`: false in
 * the back office's preview, where the card is not a link yet. `stars`: the spec's five-star
 * row, in demo mode only; outside it a card shows the stars of its design's approved reviews,
 * and none when it has none: the real shop's cards claim no rating that no customer gave.
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
        <span className="absolute left-3 top-3 rounded-full bg-maroon-700 px-3 py-1 text-xs font-semibold text-white">
          {shown.category}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl text-maroon-800">
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
        <p
          lang={langIfOther(shown.descriptionLang, locale)}
          className="mt-2 flex-1 text-sm text-ink/80"
        >
          {shown.description}
        </p>
        <ul
          className="mt-4 flex flex-wrap gap-2 text-xs"
          aria-label={m.card_details({}, inLocale(locale))}
        >
          <li className="rounded-full bg-gold-100 px-2.5 py-1 text-gold-700">{shown.fabric}</li>
          <li className="rounded-full bg-maroon-50 px-2.5 py-1 text-maroon-700">{shown.work}</li>
          <li className="rounded-full bg-stone-100 px-2.5 py-1 text-stone-700">{shown.color}</li>
        </ul>
        {stars ? (
          <FiveStars className="mt-4 text-gold-400" />
        ) : (
          design.rating && <RatingStars rating={design.rating} className="mt-4" />
        )}
      </div>
    </article>
  );
}
