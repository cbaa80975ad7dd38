import {
  cataloguePage,
  holdsWholeCatalogue,
  inSeries,
  PAGE_SIZE,
  queryFromSearch,
  searchOfQuery,
  type CatalogueQuery,
  type ProductsPageData,
} from "../../../shared/catalogue-page";
import { DEFAULT_SORT } from "../../../shared/catalogue-sort";

/**
 * The catalogue's pages this tab has been given, so the products page's loader in the browser
 * (clientLoader) asks the server only for what it lacks:
 *
 * - the whole catalogue (every page, no filter, the default order: a catalogue of one page holds
 *   it from the start): every filter and page in that order is made here, as before paging, and
 *   nothing is asked (another order is the server's: the cards lack what it sorts by);
 * - per filtered or sorted view, the designs of the pages loaded in a row: "load more" asks for the next
 *   page only and adds it; Back to an address of pages held (from a design's page, or undoing a
 *   "load more") is answered from here at once, so the list is whole again before the browser
 *   puts the scroll position back.
 *
 * Pages of two revisions of the catalogue are never joined: a page of a newer one starts again.
 */
const VIEWS_KEPT = 8;
const views = new Map<string, ProductsPageData>();
let whole: ProductsPageData | undefined;

/** A view's address without its page. */
const viewKey = (query: CatalogueQuery) => searchOfQuery({ ...query, page: 1 }).toString();

/** Keeps what a loader answered (the server's page, or pages joined here). */
export function remember(data: ProductsPageData): void {
  const latest = whole ?? views.values().next().value;
  if (latest && latest.revision !== data.revision) {
    views.clear();
    whole = undefined;
  }
  if (inSeries(data.query) && holdsWholeCatalogue(data.page)) whole = data;
  const key = viewKey(data.query);
  const held = views.get(key);
  // Going back to fewer pages keeps the pages held (forward comes back to them).
  if (held && held.page.from <= data.page.from && held.page.to >= data.page.to) return;
  views.delete(key);
  views.set(key, data);
  if (views.size > VIEWS_KEPT) views.delete(views.keys().next().value!);
}

/**
 * The page an address asks for: made here when the pages are held, else `fetchPage` (the
 * server's loader), joined to the pages before it when it is the next one.
 */
export async function pageFor(
  params: URLSearchParams,
  fetchPage: () => Promise<ProductsPageData>,
): Promise<ProductsPageData> {
  const known = whole ?? views.values().next().value;
  if (!known) return kept(await fetchPage());
  const query = queryFromSearch(params, known.lists);
  if (whole && query.sort === DEFAULT_SORT) {
    const page = cataloguePage(whole.page.designs, whole.lists, query.filters, {
      from: 1,
      to: query.page,
    });
    return kept({ ...whole, query: { ...query, page: page.to }, page });
  }
  const held = views.get(viewKey(query));
  if (held && query.page >= held.page.from && query.page <= held.page.to)
    return upTo(held, query.page);
  const fetched = await fetchPage();
  if (held && fetched.page.from === held.page.to + 1 && fetched.revision === held.revision)
    return kept(joined(held, fetched));
  return kept(fetched);
}

const kept = (data: ProductsPageData) => {
  remember(data);
  return data;
};

/** The held pages from their first to `page`. */
function upTo(held: ProductsPageData, page: number): ProductsPageData {
  const count = (page - held.page.from + 1) * PAGE_SIZE;
  return {
    ...held,
    query: { ...held.query, page },
    page: { ...held.page, to: page, designs: held.page.designs.slice(0, count) },
  };
}

/** The held pages and the next one after them. */
function joined(held: ProductsPageData, next: ProductsPageData): ProductsPageData {
  return {
    ...next,
    page: {
      ...next.page,
      from: held.page.from,
      designs: [...held.page.designs, ...next.page.designs],
    },
  };
}
