import type { Locale } from "./locale";
import { formatNumber, inLocale, m } from "./messages";

/** The four filter groups, keyed by the design field they look at. */
export const FILTER_GROUPS = ["category", "fabric", "work", "color"] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];
export type Filters = Record<FilterGroup, readonly string[]>;

/** Each group's names: its list's (the sidebar's legend, spec §2) and its field's. */
export const groupLabels = (
  locale: Locale,
): Record<FilterGroup, { list: string; field: string }> => {
  const o = inLocale(locale);
  return {
    category: { list: m.group_category_list({}, o), field: m.group_category_field({}, o) },
    fabric: { list: m.group_fabric_list({}, o), field: m.group_fabric_field({}, o) },
    work: { list: m.group_work_list({}, o), field: m.group_work_field({}, o) },
    color: { list: m.group_color_list({}, o), field: m.group_color_field({}, o) },
  };
};

/** In English: the back office's and the server's names of the groups. */
export const GROUP_LABELS = /* @__PURE__ */ groupLabels("en");

/** What filtering reads of a design: its value in each group. */
type Filterable = Record<FilterGroup, string>;

/** The options each group offers: the owners' four lists (design.ts, FilterLists). */
type Options = Record<FilterGroup, readonly string[]>;

export const NO_FILTERS: Filters = { category: [], fabric: [], work: [], color: [] };

/** OR within a group, AND across groups; an empty group does not filter. */
export function matchesFilters(design: Filterable, filters: Filters): boolean {
  return FILTER_GROUPS.every(
    (group) => filters[group].length === 0 || filters[group].includes(design[group]),
  );
}

export function filterDesigns<D extends Filterable>(designs: readonly D[], filters: Filters): D[] {
  return designs.filter((d) => matchesFilters(d, filters));
}

export const hasActiveFilters = (filters: Filters): boolean =>
  FILTER_GROUPS.some((group) => filters[group].length > 0);

/** Adds the value when absent, removes it when present. */
export function toggleFilter(filters: Filters, group: FilterGroup, value: string): Filters {
  const current = filters[group];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...filters, [group]: next };
}

/** "Showing 5 of 19 designs", or the page's language's reading of it. */
export const countLine = (shown: number, total: number, locale: Locale = "en"): string =>
  m.count_line(
    { shown: formatNumber(shown, locale), total: formatNumber(total, locale) },
    inLocale(locale),
  );

/**
 * How many designs an option adds to the view: the designs that match the other groups' choices
 * and have this option. When its group has no choice yet, that is what the view would show.
 */
export function optionCount(
  designs: readonly Filterable[],
  filters: Filters,
  group: FilterGroup,
  option: string,
): number {
  const others: Filters = { ...filters, [group]: [] };
  return designs.filter((d) => d[group] === option && matchesFilters(d, others)).length;
}

/** Filters as URL search parameters (?category=Lehenga&fabric=Silk&fabric=Velvet). */
export function filtersToSearch(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  for (const group of FILTER_GROUPS)
    for (const value of filters[group]) params.append(group, value);
  return params;
}

/** Reads filters back from a URL, keeping only the options each group offers. */
export function filtersFromSearch(params: URLSearchParams, options: Options): Filters {
  const read = (group: FilterGroup) => [
    ...new Set(params.getAll(group).filter((v) => options[group].includes(v))),
  ];
  return {
    category: read("category"),
    fabric: read("fabric"),
    work: read("work"),
    color: read("color"),
  };
}
