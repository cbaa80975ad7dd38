import type { Design } from "../../../shared/design";
import { inLocale, m } from "../../../shared/messages";
import { formatIndianDate } from "../../../shared/order-format";
import { useLocale } from "../../use-locale";
import { RatingStars, ReviewStars } from "../../ui/five-stars";

/**
 * What customers said of a design (issue 23), outside demo mode only: the reviews the owners
 * approved, newest first (the newest REVIEWS_SHOWN: the catalogue read keeps no more), under its
 * stars. Nothing at all when it has none. Their words as the owners recorded them, never
 * translated.
 */
export function DesignReviews({ design }: { design: Pick<Design, "rating" | "reviews"> }) {
  const locale = useLocale();
  const o = inLocale(locale);
  if (!design.rating || !design.reviews?.length) return null;
  return (
    <section aria-labelledby="design-reviews" className="mx-auto max-w-6xl px-4 pb-10">
      <h2 id="design-reviews" className="text-3xl text-maroon-800">
        {m.design_reviews_heading({}, o)}
      </h2>
      <RatingStars rating={design.rating} className="mt-2" />
      <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {design.reviews.map((r) => (
          <li
            key={r.id}
            data-testid="design-review"
            className="flex flex-col rounded-2xl border border-gold-200 bg-white p-5"
          >
            <ReviewStars rating={r.rating} />
            <blockquote translate="no" className="mt-3 flex-1 whitespace-pre-line text-ink/85">
              {r.text}
            </blockquote>
            <p className="mt-4 text-sm text-ink/75">
              <span translate="no" className="font-semibold text-ink">
                {r.firstName}
              </span>
              {r.city && (
                <>
                  {" · "}
                  <span translate="no">{r.city}</span>
                </>
              )}
              {" · "}
              <time dateTime={r.reviewedOn}>{formatIndianDate(r.reviewedOn, locale)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
