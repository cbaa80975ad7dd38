/**
 * The catalogue's orders (issue 23): "featured" (the default: the designs the owners feature
 * first, in the catalogue's order, then the rest as the catalogue orders them), "newest" and
 * "name". Pure over the catalogue as held in memory, so the server's loader sorts before it
 * pages and the filters' counts (over the whole catalogue) do not change with the order.
 */
import type { Design } from "./design";

export const SORTS = ["featured", "newest", "name"] as const;
export type Sort = (typeof SORTS)[number];
/** The order an address without `?sort=` shows. */
export const DEFAULT_SORT: Sort = "featured";

/** The order an address's `sort` asks for; the default for none or nonsense. */
export const sortOfParam = (value: string | null): Sort =>
  SORTS.find((s) => s !== DEFAULT_SORT && s === value) ?? DEFAULT_SORT;

/** The later `addedAt` first; of two added at once (the seed), the higher id. */
export const newerFirst = (a: SortedDesign, b: SortedDesign): number =>
  a.addedAt === b.addedAt ? b.id - a.id : a.addedAt < b.addedAt ? 1 : -1;

type SortedDesign = Pick<Design, "id" | "name" | "featured" | "addedAt">;

/** The designs in `sort`'s order (a new array; ties keep the catalogue's order). */
export function sortDesigns<T extends SortedDesign>(designs: readonly T[], sort: Sort): T[] {
  if (sort === "newest") return [...designs].sort(newerFirst);
  if (sort === "name") return [...designs].sort((a, b) => a.name.localeCompare(b.name, "en"));
  return featuredFirst(designs);
}

/** The default order: the featured designs first, each part in the catalogue's order. */
export const featuredFirst = <T extends Pick<Design, "featured">>(designs: readonly T[]): T[] => [
  ...designs.filter((d) => d.featured),
  ...designs.filter((d) => !d.featured),
];
