import type { Design } from "./catalogue";

/** The four filter groups, keyed by the design field they look at. */
export const FILTER_GROUPS = ["category", "fabric", "work", "color"] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];
export type Filters = Record<FilterGroup, readonly string[]>;

export const NO_FILTERS: Filters = { category: [], fabric: [], work: [], color: [] };

/** OR within a group, AND across groups; an empty group does not filter. */
export function matchesFilters(design: Design, filters: Filters): boolean {
  return FILTER_GROUPS.every(
    (group) => filters[group].length === 0 || filters[group].includes(design[group]),
  );
}

export function filterDesigns(designs: readonly Design[], filters: Filters): Design[] {
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
