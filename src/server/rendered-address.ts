import {
  canonicalQuery,
  cardsOf,
  inSeries,
  queryFromSearch,
  queryString,
} from "../shared/catalogue-page";
import type { PublicCatalogue } from "../shared/design";
import { withoutLocale } from "../shared/locale";
import { PATHS } from "../shared/paths";

/**
 * Filtered views of the list kept at once, the last asked for (each page about 20 KB with its
 * compressed copies; its data answer a few KB).
 */
export const VIEWS_KEPT = 64;

/**
 * The address a page is rendered for and kept under (rendered-pages.ts). The catalogue's list
 * depends on its query, written in one spelling: its filters in the lists' order (values no list
 * has dropped), its order, its page within the pages there are (a page past the last is the last), every
 * other parameter dropped; so odd spellings of an address share one rendering. Every other page
 * is its path alone. `view`: a filtered or sorted view, of which there are very many; the list's pages
 * without a filter are few, one per 24 designs.
 */
export function renderedAddress(
  url: URL,
  catalogue: Pick<PublicCatalogue, "view">,
): { address: string; view: boolean } {
  if (withoutLocale(url.pathname).replace(/(.)\/+$/, "$1") !== PATHS.products)
    return { address: url.pathname, view: false };
  const { designs, lists } = catalogue.view;
  const query = canonicalQuery(cardsOf(designs), queryFromSearch(url.searchParams, lists));
  return { address: url.pathname + queryString(query), view: !inSeries(query) };
}
