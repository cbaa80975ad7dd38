import { X } from "lucide-react";
import { Link } from "react-router";
import { queryString, type CatalogueQuery } from "../../../shared/catalogue-page";
import { valueName } from "../../../shared/catalogue-hindi";
import { FILTER_GROUPS, NO_FILTERS, toggleFilter } from "../../../shared/filter";
import { localizedPath, type Locale } from "../../../shared/locale";
import { inLocale, m } from "../../../shared/messages";
import { PATHS } from "../../../shared/paths";

const CHIP =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-sm font-medium sm:min-h-9";

/**
 * The active filters above the grid, each a link to the same view without it, and "Clear all":
 * plain links, so they work before the page is interactive or without JavaScript, and keep the
 * order chosen (a new choice starts at the first page, as a ticked box does).
 */
export function FilterChips({ query, locale }: { query: CatalogueQuery; locale: Locale }) {
  const o = inLocale(locale);
  const { filters } = query;
  const chosen = FILTER_GROUPS.flatMap((group) =>
    filters[group].map((value) => ({ group, value })),
  );
  if (chosen.length === 0) return null;
  const to = (next: CatalogueQuery["filters"]) =>
    localizedPath(PATHS.products + queryString({ ...query, filters: next, page: 1 }), locale);
  return (
    <ul
      aria-label={m.filters_active({}, o)}
      data-testid="filter-chips"
      className="mt-4 flex flex-wrap items-center gap-2"
    >
      {chosen.map(({ group, value }) => {
        const name = valueName(value, locale);
        return (
          <li key={`${group}=${value}`}>
            <Link
              to={to(toggleFilter(filters, group, value))}
              preventScrollReset
              aria-label={m.filters_remove({ value: name }, o)}
              className={`${CHIP} border-maroon-200 bg-maroon-50 text-maroon-800 hover:bg-maroon-100`}
            >
              {name}
              <X className="size-3.5" aria-hidden="true" />
            </Link>
          </li>
        );
      })}
      <li>
        <Link
          to={to(NO_FILTERS)}
          preventScrollReset
          className={`${CHIP} border-transparent text-maroon-700 underline hover:text-maroon-900`}
        >
          {m.filters_clear_chips({}, o)}
        </Link>
      </li>
    </ul>
  );
}
