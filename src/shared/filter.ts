/** The four filter groups, keyed by the design field they look at. */
export const FILTER_GROUPS = ["category", "fabric", "work", "color"] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];
export type Filters = Record<FilterGroup, readonly string[]>;

/** Each group's names: its list's (the sidebar's legend, spec §2) and its field's. */
export const GROUP_LABELS: Record<FilterGroup, { list: string; field: string }> = {
  category: { list: "Categories", field: "Category" },
  fabric: { list: "Fabric Type", field: "Fabric" },
  work: { list: "Embroidery Work", field: "Embroidery work" },
  color: { list: "Colors", field: "Colour" },
};

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

export const countLine = (shown: number, total: number): string =>
  `Showing ${shown} of ${total} designs`;

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
