import { inLocale, m } from "../../shared/messages";
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
 * The five-star rating of a design card. One SVG rather than five icon components: the catalogue
 * shows 19 cards, and 95 icon components were a fifth of the page's hydration work.
 */
export function FiveStars({ className }: { className?: string }) {
  const o = inLocale(useLocale());
  return (
    <svg
      role="img"
      aria-label={m.rated_five({}, o)}
      viewBox={`0 0 ${PITCH * 4 + 24} 24`}
      width={(PITCH * 4 + 24) * (16 / 24)}
      height={16}
      fill="currentColor"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      className={className}
    >
      {[0, 1, 2, 3, 4].map((n) => (
        <path key={n} d={STAR} transform={n > 0 ? `translate(${n * PITCH})` : undefined} />
      ))}
    </svg>
  );
}
