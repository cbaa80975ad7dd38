import { useId } from "react";
import { formatNumber, inLocale, m } from "../../shared/messages";
import type { RatingSummary } from "../../shared/reviews";
import { useLocale } from "../use-locale";

/**
 * A star outline (24 × 24; Lucide's star before its corners were drawn as arcs: the stroke's
 * round joins draw them). Drawn five times in one SVG on every card: Lucide's current path is
 * six times as long, and the five of them were two thirds of a card's HTML.
 */
const STAR =
  "M12 2l3.09 6.26 6.91 1.01-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z";
/** Star width plus the gap between stars, in the star's 24-unit grid (16 px stars, 2 px gaps). */
const PITCH = 27;

/**
 * Five stars in one SVG, the first `filled` of them filled (a half: the next one half filled),
 * the rest outlines. One SVG rather
 * than five icon components: the catalogue shows 19 cards, and 95 icon components were a fifth
 * of the page's hydration work.
 */
function StarRow({
  filled,
  label,
  className,
}: {
  filled: number;
  label: string;
  className?: string | undefined;
}) {
  // React's ids hold characters a url(#…) reference may not take.
  const half = `star-half${useId().replace(/[^\w-]/g, "")}`;
  const whole = Math.floor(filled);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${PITCH * 4 + 24} 24`}
      width={(PITCH * 4 + 24) * (16 / 24)}
      height={16}
      fill="currentColor"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      className={className}
    >
      {filled > whole && (
        <defs>
          <linearGradient id={half}>
            <stop offset="50%" stopColor="currentColor" />
            <stop offset="50%" stopColor="currentColor" stopOpacity={0} />
          </linearGradient>
        </defs>
      )}
      {[0, 1, 2, 3, 4].map((n) => (
        <path
          key={n}
          d={STAR}
          transform={n > 0 ? `translate(${n * PITCH})` : undefined}
          fill={n < whole ? undefined : n === whole && filled > whole ? `url(#${half})` : "none"}
        />
      ))}
    </svg>
  );
}

/** The spec's five-star rating of a design card: demo mode's, on every card. */
export function FiveStars({ className }: { className?: string }) {
  const o = inLocale(useLocale());
  return <StarRow filled={5} label={m.rated_five({}, o)} className={className} />;
}

/**
 * A design's stars from its approved reviews (outside demo mode): its average to the nearest
 * half star, and the average and count in figures beside them ("4.3 (3)"), said in full to a
 * screen reader ("4.3 out of 5 stars from 3 reviews").
 */
export function RatingStars({ rating, className }: { rating: RatingSummary; className?: string }) {
  const locale = useLocale();
  const o = inLocale(locale);
  const inputs = {
    average: formatNumber(rating.average, locale),
    count: formatNumber(rating.count, locale),
  };
  return (
    <p data-testid="rating" className={`flex items-center gap-2 ${className ?? ""}`}>
      <StarRow
        filled={Math.round(rating.average * 2) / 2}
        label={
          rating.count === 1 ? m.rated_average_one(inputs, o) : m.rated_average_other(inputs, o)
        }
        className="text-gold-400"
      />
      <span aria-hidden="true" className="text-sm text-ink/75">
        {inputs.average} ({inputs.count})
      </span>
    </p>
  );
}

/** One review's stars ("4 of 5 stars"). */
export function ReviewStars({ rating }: { rating: number }) {
  const locale = useLocale();
  return (
    <StarRow
      filled={rating}
      label={m.review_stars({ rating: formatNumber(rating, locale) }, inLocale(locale))}
      className="text-gold-400"
    />
  );
}
