/**
 * The public catalogue in pages (issue 27): the first screen's HTML and data stay the same size
 * whatever the catalogue's, while the filters' counts stay exact over all of it. The server's
 * loader and, when the browser holds the whole catalogue, the browser make a page with the same
 * function (cataloguePage).
 */
import type { Design, FilterLists, Photo, PublicCatalogue } from "./design";
import {
  FILTER_GROUPS,
  filterDesigns,
  filtersFromSearch,
  filtersToSearch,
  hasActiveFilters,
  optionCount,
  type FilterGroup,
  type Filters,
} from "./filter";
import { DEFAULT_SORT, sortDesigns, sortOfParam, type Sort } from "./catalogue-sort";

/** Designs a page shows: eight rows of three on a computer, 12 of two on a tablet. */
export const PAGE_SIZE = 24;

/**
 * What a card shows of a design, and all the page's data holds of it: with its approved
 * reviews' average and count when it has any (the card's stars outside demo mode).
 */
export type CardDesign = Pick<
  Design,
  | "slug"
  | "name"
  | "category"
  | "fabric"
  | "work"
  | "color"
  | "description"
  | "nameHi"
  | "descriptionHi"
  | "rating"
> & { photos: CardPhoto[] };
/** A card's photo: its sources (its size is the card's; its social card is its page's). */
export type CardPhoto = Pick<Photo, "src" | "sources">;

/** A design as a card: its main photo only. */
export const toCard = (d: Design): CardDesign => ({
  slug: d.slug,
  name: d.name,
  category: d.category,
  fabric: d.fabric,
  work: d.work,
  color: d.color,
  description: d.description,
  ...(d.nameHi ? { nameHi: d.nameHi } : {}),
  ...(d.descriptionHi ? { descriptionHi: d.descriptionHi } : {}),
  ...(d.rating ? { rating: d.rating } : {}),
  photos: d.photos.slice(0, 1).map(({ src, sources }) => (sources ? { src, sources } : { src })),
});

/** What the address asks for: the filters, the order and a page (1 for none, or nonsense). */
export interface CatalogueQuery {
  filters: Filters;
  sort: Sort;
  page: number;
}

const PAGE_PARAM = "page";
const SORT_PARAM = "sort";

/** The query of an address, the filters kept to the options each list offers. */
export function queryFromSearch(params: URLSearchParams, lists: FilterLists): CatalogueQuery {
  const asked = params.get(PAGE_PARAM) ?? "";
  const page = /^[1-9][0-9]{0,5}$/.test(asked) ? Number(asked) : 1;
  return {
    filters: filtersFromSearch(params, lists),
    sort: sortOfParam(params.get(SORT_PARAM)),
    page,
  };
}

/**
 * An address's query in one spelling: the filters (filter.ts's form), the order if not the
 * default, then the page if not 1.
 */
export function searchOfQuery({ filters, sort, page }: CatalogueQuery): URLSearchParams {
  const params = filtersToSearch(filters);
  if (sort !== DEFAULT_SORT) params.set(SORT_PARAM, sort);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  return params;
}

/** "?category=Lehenga&page=2", or "" for the first page without filters. */
export function queryString(query: CatalogueQuery): string {
  const search = searchOfQuery(query).toString();
  return search ? `?${search}` : "";
}

/**
 * True for a page of the catalogue's series (no filter, the default order): each is an address
 * of its own; any other query is a view of them, of which there are very many.
 */
export const inSeries = (query: Pick<CatalogueQuery, "filters" | "sort">): boolean =>
  !hasActiveFilters(query.filters) && query.sort === DEFAULT_SORT;

/** Pages of `matched` designs (one even when none match: it shows the empty state). */
export const pageCountOf = (matched: number): number => Math.max(1, Math.ceil(matched / PAGE_SIZE));

/** Per group, each option's count in its list's order (see optionCount). */
export type OptionCounts = Record<FilterGroup, number[]>;

/** The designs of pages from…to of a filtered view, with what the page says about the whole. */
export interface CataloguePage {
  designs: CardDesign[];
  /** The first and last page shown (1-based): one from the server, more once loaded in a row. */
  from: number;
  to: number;
  pageCount: number;
  /** Designs matching the filters, in the whole catalogue. */
  matched: number;
  /** Designs in the catalogue. */
  total: number;
  counts: OptionCounts;
}

/**
 * Pages `from`…`to` of the designs matching `filters` (a page past the last is the last), and
 * the counts over the whole catalogue.
 */
export function cataloguePage(
  designs: readonly CardDesign[],
  lists: FilterLists,
  filters: Filters,
  pages: { from: number; to: number },
): CataloguePage {
  const shown = filterDesigns(designs, filters);
  const pageCount = pageCountOf(shown.length);
  const to = Math.min(pages.to, pageCount);
  const from = Math.min(pages.from, to);
  const counts = {} as OptionCounts;
  for (const group of FILTER_GROUPS)
    counts[group] = lists[group].map((option) => optionCount(designs, filters, group, option));
  return {
    designs: shown.slice((from - 1) * PAGE_SIZE, to * PAGE_SIZE),
    from,
    to,
    pageCount,
    matched: shown.length,
    total: designs.length,
    counts,
  };
}

/** The query a page's address should be written as: its page within the pages there are. */
export function canonicalQuery(
  designs: readonly CardDesign[],
  query: CatalogueQuery,
): CatalogueQuery {
  const matched = hasActiveFilters(query.filters)
    ? filterDesigns(designs, query.filters).length
    : designs.length;
  return { ...query, page: Math.min(query.page, pageCountOf(matched)) };
}

/** True when `page` holds every design of the catalogue, in order: no filter, every page. */
export const holdsWholeCatalogue = (page: CataloguePage): boolean =>
  page.from === 1 && page.to === page.pageCount && page.matched === page.total;

/**
 * The page numbers to link to around `current`: the first, the last, and two either side, with
 * null for a gap ("1 … 4 5 6 7 8 … 13"). Enough for a crawler to reach every page in a few
 * steps, and the links stay few however long the catalogue grows.
 */
export function pageLinks(current: number, pageCount: number): (number | null)[] {
  const near = new Set([1, pageCount]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= pageCount) near.add(p);
  const sorted = [...near].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? [null, p] : [p]));
}

/** What the products page's loader answers (the server's, or the browser's from pages it holds). */
export interface ProductsPageData {
  lists: FilterLists;
  /** The catalogue's revision these designs are from (pages of two revisions are not joined). */
  revision: number;
  /** The query shown, as its address should be written (canonicalQuery). */
  query: CatalogueQuery;
  page: CataloguePage;
  /**
   * Demo mode (the spec's catalogue): every box stays enabled, as the spec's did, so ticking
   * leads to its "No designs found"; the real shop disables a box that would add nothing.
   */
  demoMode?: boolean;
}

/** Each revision's designs as cards, made once (the catalogue's copy is kept per revision). */
const cardsOfRevision = new WeakMap<readonly Design[], CardDesign[]>();

export function cardsOf(designs: readonly Design[]): CardDesign[] {
  let cards = cardsOfRevision.get(designs);
  if (!cards) cardsOfRevision.set(designs, (cards = designs.map(toCard)));
  return cards;
}

/** Each revision's cards in each order, sorted once. */
const sortedOfRevision = new WeakMap<readonly Design[], Partial<Record<Sort, CardDesign[]>>>();

function sortedCardsOf(designs: readonly Design[], sort: Sort): CardDesign[] {
  let sorted = sortedOfRevision.get(designs);
  if (!sorted) sortedOfRevision.set(designs, (sorted = {}));
  return (sorted[sort] ??= cardsOf(sortDesigns(designs, sort)));
}

/** The page an address asks for, from the catalogue as stored (the server's loader). */
export function productsPageData(
  catalogue: Pick<PublicCatalogue, "revision" | "view">,
  params: URLSearchParams,
): ProductsPageData {
  const { lists } = catalogue.view;
  const asked = queryFromSearch(params, lists);
  const designs = sortedCardsOf(catalogue.view.designs, asked.sort);
  const page = cataloguePage(designs, lists, asked.filters, { from: asked.page, to: asked.page });
  return { lists, revision: catalogue.revision, query: { ...asked, page: page.to }, page };
}
