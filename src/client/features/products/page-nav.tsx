import { Link } from "react-router";
import {
  PAGE_SIZE,
  pageLinks,
  queryString,
  type CataloguePage,
  type CatalogueQuery,
} from "../../../shared/catalogue-page";
import { localizedPath, type Locale } from "../../../shared/locale";
import { formatNumber, inLocale, m } from "../../../shared/messages";
import { PATHS } from "../../../shared/paths";

/** The catalogue's address of `page` with these filters, in this language. */
export const pageAddress = (query: CatalogueQuery, page: number, locale: Locale): string =>
  localizedPath(PATHS.products + queryString({ ...query, page }), locale);

/** "Designs 25–48 of 300": where the shown designs sit in the filtered view. */
export function PageRange({ page, locale }: { page: CataloguePage; locale: Locale }) {
  const first = (page.from - 1) * PAGE_SIZE + 1;
  const last = first + page.designs.length - 1;
  const n = (v: number) => formatNumber(v, locale);
  return (
    <>
      {m.page_range({ first: n(first), last: n(last), matched: n(page.matched) }, inLocale(locale))}
    </>
  );
}

/**
 * Under the grid of a catalogue longer than a page: "load more" for people, and every page's
 * address as a plain link for search engines (and anyone who wants a page of their own). Both
 * are links to ?page=N with the filters, in the page's language: without JavaScript each is a
 * page of its own; with it, the next page's designs join the list (catalogue-memory.ts) and the
 * scroll position stays.
 */
export function PageNav({
  page,
  query,
  locale,
  onLoadMore,
}: {
  page: CataloguePage;
  query: CatalogueQuery;
  locale: Locale;
  onLoadMore: () => void;
}) {
  if (page.pageCount <= 1) return null;
  const o = inLocale(locale);
  return (
    <div className="mt-10 flex flex-col items-center gap-4 text-center">
      <p className="text-ink/80" data-testid="page-range">
        <PageRange page={page} locale={locale} />
      </p>
      {page.to < page.pageCount && (
        <Link
          to={pageAddress(query, page.to + 1, locale)}
          preventScrollReset
          onClick={onLoadMore}
          rel="next"
          className="rounded-full bg-maroon-700 px-8 py-3 font-semibold text-white shadow hover:bg-maroon-800"
        >
          {m.load_more({}, o)}
        </Link>
      )}
      <nav aria-label={m.pages_label({}, o)}>
        <ul className="flex flex-wrap justify-center gap-1 text-sm">
          {pageLinks(page.to, page.pageCount).map((p, i) =>
            p === null ? (
              <li key={`gap-${i}`} aria-hidden="true" className="px-1 py-1.5 text-ink/60">
                …
              </li>
            ) : (
              <li key={p}>
                <Link
                  to={pageAddress(query, p, locale)}
                  aria-label={m.page_number({ page: formatNumber(p, locale) }, o)}
                  aria-current={p === page.to ? "page" : undefined}
                  className={`inline-block min-w-9 rounded-md px-2 py-1.5 tabular-nums ${
                    p >= page.from && p <= page.to
                      ? "bg-maroon-100 font-semibold text-maroon-800"
                      : "text-maroon-700 hover:bg-maroon-50 hover:underline"
                  }`}
                >
                  {formatNumber(p, locale)}
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}
