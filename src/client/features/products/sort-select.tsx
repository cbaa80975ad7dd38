import { useEffect, useLayoutEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { queryString, type CatalogueQuery } from "../../../shared/catalogue-page";
import { sortOfParam, SORTS, type Sort } from "../../../shared/catalogue-sort";
import { FILTER_GROUPS } from "../../../shared/filter";
import { localizedPath, type Locale } from "../../../shared/locale";
import { inLocale, m } from "../../../shared/messages";
import { PATHS } from "../../../shared/paths";

/**
 * The catalogue's order, kept in the address (?sort=newest|name) like the filters. Without
 * JavaScript it is a plain GET form carrying the filters, with a button to send it (in
 * <noscript>, so nothing shifts when the page becomes interactive); with it, a choice shows its
 * first page at once. A choice made before the page became interactive is kept.
 */
export function SortSelect({ query, locale }: { query: CatalogueQuery; locale: Locale }) {
  const o = inLocale(locale);
  const navigate = useNavigate();
  const select = useRef<HTMLSelectElement>(null);
  const choose = (value: string) =>
    navigate(
      localizedPath(
        PATHS.products + queryString({ ...query, sort: sortOfParam(value), page: 1 }),
        locale,
      ),
      { preventScrollReset: true },
    );
  useLayoutEffect(() => {
    const chosen = select.current?.value;
    if (chosen && sortOfParam(chosen) !== query.sort) void choose(chosen);
    // Only the choice as it was when the page became interactive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Back and Forward change the address's order under the list.
  useEffect(() => {
    if (select.current) select.current.value = query.sort;
  }, [query.sort]);
  const labels: Record<Sort, string> = {
    featured: m.sort_featured({}, o),
    newest: m.sort_newest({}, o),
    name: m.sort_name({}, o),
  };
  return (
    <form
      method="get"
      action={localizedPath(PATHS.products, locale)}
      className="flex items-center gap-2"
    >
      {FILTER_GROUPS.flatMap((group) =>
        query.filters[group].map((value) => (
          <input key={`${group}=${value}`} type="hidden" name={group} value={value} />
        )),
      )}
      <label htmlFor="catalogue-sort" className="text-sm text-ink/80">
        {m.sort_label({}, o)}
      </label>
      <select
        ref={select}
        id="catalogue-sort"
        name="sort"
        defaultValue={query.sort}
        onChange={(e) => void choose(e.target.value)}
        className="min-h-11 rounded-md border border-maroon-200 bg-white px-2 text-sm text-maroon-800"
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {labels[sort]}
          </option>
        ))}
      </select>
      <noscript>
        <button
          type="submit"
          className="min-h-11 rounded-md border border-maroon-200 px-3 text-sm font-medium text-maroon-700"
        >
          {m.sort_apply({}, o)}
        </button>
      </noscript>
    </form>
  );
}
