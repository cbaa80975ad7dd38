import { Link } from "react-router";
import { queryString, type CatalogueQuery } from "../../../shared/catalogue-page";
import { SORTS, type Sort } from "../../../shared/catalogue-sort";
import { localizedPath, type Locale } from "../../../shared/locale";
import { inLocale, m } from "../../../shared/messages";
import { PATHS } from "../../../shared/paths";

/**
 * The catalogue's order, kept in the address (?sort=newest|name) like the filters: a link per
 * order, to its first page with the filters kept. Links rather than a select: they work without
 * JavaScript as they are, a crawler sees them, and they add almost nothing to the page's code.
 */
export function SortLinks({ query, locale }: { query: CatalogueQuery; locale: Locale }) {
  const o = inLocale(locale);
  const labels: Record<Sort, string> = {
    featured: m.sort_featured({}, o),
    newest: m.sort_newest({}, o),
    name: m.sort_name({}, o),
  };
  return (
    <div role="group" aria-labelledby="sort-label" className="flex flex-wrap items-center text-sm">
      <span id="sort-label" className="mr-1 text-ink/80">
        {m.sort_label({}, o)}
      </span>
      {SORTS.map((sort) => (
        <Link
          key={sort}
          to={localizedPath(PATHS.products + queryString({ ...query, sort, page: 1 }), locale)}
          preventScrollReset
          aria-current={sort === query.sort ? "true" : undefined}
          className="inline-flex min-h-11 items-center rounded-full px-3 text-maroon-700 hover:underline aria-[current]:bg-maroon-100 aria-[current]:font-semibold aria-[current]:text-maroon-800"
        >
          {labels[sort]}
        </Link>
      ))}
    </div>
  );
}
