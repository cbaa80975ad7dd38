/**
 * What the home page shows of the catalogue (issue 23): the designs the owners feature, the
 * collections (the categories that have designs, with their counts) and the newest designs.
 * Only what the catalogue has: a category no shown design is in is not offered, so the home page
 * never promotes a collection the catalogue lacks.
 */
import { cardsOf, toCard, type CardDesign, type CardPhoto } from "./catalogue-page";
import { newerFirst } from "./catalogue-sort";
import type { CatalogueView } from "./design";
import { filtersToSearch, NO_FILTERS } from "./filter";

/** Featured designs the home page shows at most: two rows of four on a computer. */
export const FEATURED_MAX = 8;
/** Featured designs shown when the owners have chosen none: the catalogue's first designs. */
export const FEATURED_FALLBACK = 4;
/** New arrivals shown: one row of four. */
export const NEW_ARRIVALS = 4;

/**
 * A design as the home page draws it: its card without the description, which only the
 * catalogue's card shows (the page's data carries it for every design shown otherwise).
 */
export type ShowcaseDesign = Omit<CardDesign, "description" | "descriptionHi">;

export const toShowcase = (card: CardDesign): ShowcaseDesign => ({
  slug: card.slug,
  name: card.name,
  ...(card.nameHi ? { nameHi: card.nameHi } : {}),
  category: card.category,
  fabric: card.fabric,
  work: card.work,
  color: card.color,
  photos: card.photos,
});

/** One collection: a category of the owners' list with the designs in it. */
export interface Collection {
  category: string;
  count: number;
  /** The main photo of a featured design of it, else of its first design that has one. */
  photo: CardPhoto | undefined;
  /** The catalogue filtered to it: "?category=Bridal+Set". */
  query: string;
}

export interface HomeShowcase {
  featured: ShowcaseDesign[];
  collections: Collection[];
  newArrivals: ShowcaseDesign[];
}

/** The catalogue's address filtered to one category. */
export const categoryQuery = (category: string): string =>
  `?${filtersToSearch({ ...NO_FILTERS, category: [category] }).toString()}`;

/**
 * The home page's designs, from the catalogue as shown (hidden designs are not in the view).
 * Featured: the owners' choice in their order, or, while they have chosen none, the first
 * designs of the catalogue. New arrivals: the most recently added, newest first, leaving out
 * those already featured so no design shows twice.
 */
export function homeShowcase(view: CatalogueView): HomeShowcase {
  const { designs, lists } = view;
  const cards = cardsOf(designs);
  const chosen = designs.flatMap((d, i) => (d.featured ? [i] : []));
  const featuredAt = (chosen.length > 0 ? chosen : designs.map((_, i) => i)).slice(
    0,
    chosen.length > 0 ? FEATURED_MAX : FEATURED_FALLBACK,
  );
  const featuredSet = new Set(featuredAt);
  const featuredDesigns = new Set(featuredAt.map((i) => designs[i]));
  const newest = designs
    .map((design, i) => ({ design, i }))
    .filter(({ i }) => !featuredSet.has(i))
    .sort((a, b) => newerFirst(a.design, b.design))
    .slice(0, NEW_ARRIVALS);
  const collections = lists.category.flatMap((category): Collection[] => {
    const inIt = designs.filter((d) => d.category === category);
    if (inIt.length === 0) return [];
    // A featured design's photo when the collection has one: the page fetches it once.
    const withPhoto =
      inIt.find((d) => d.photos.length > 0 && featuredDesigns.has(d)) ??
      inIt.find((d) => d.photos.length > 0);
    return [
      {
        category,
        count: inIt.length,
        photo: withPhoto ? toCard(withPhoto).photos[0] : undefined,
        query: categoryQuery(category),
      },
    ];
  });
  return {
    featured: featuredAt.map((i) => toShowcase(cards[i]!)),
    collections,
    newArrivals: newest.map(({ i }) => toShowcase(cards[i]!)),
  };
}
