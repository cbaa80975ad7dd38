import { describe, expect, it } from "vitest";
import { DESIGNS, SEED_FEATURED_IDS, SEED_LISTS } from "./catalogue";
import { productsPageData } from "./catalogue-page";
import { sortDesigns, sortOfParam } from "./catalogue-sort";
import { slugOfName, type Design } from "./design";
import { NO_FILTERS, optionCount, FILTER_GROUPS } from "./filter";

const SEED_AT = "2026-01-01T00:00:00.000Z";

/** The seed's 19 (featured as a fresh start features them), then `added` designs, newest first. */
function catalogue(added: number): Design[] {
  const seed = DESIGNS.map((d) => ({
    ...d,
    slug: slugOfName(d.name),
    featured: SEED_FEATURED_IDS.includes(d.id),
    addedAt: SEED_AT,
    photos: [],
  }));
  const more = Array.from({ length: added }, (_, k) => {
    const d = DESIGNS[k % DESIGNS.length]!;
    const name = `${String.fromCharCode(90 - (k % 26))} ${d.name} ${k}`;
    return {
      ...d,
      id: 100 + k,
      name,
      slug: slugOfName(name),
      featured: k === 5,
      addedAt: `2026-02-${String(1 + (k % 28)).padStart(2, "0")}T00:00:00.000Z`,
      photos: [],
    };
  });
  // The catalogue's order: the last added first (catalogue/design-writes.ts).
  return [...more.reverse(), ...seed];
}

const ids = (designs: readonly Pick<Design, "id">[]) => designs.map((d) => d.id);

describe("the catalogue's orders", () => {
  const all = catalogue(40);

  it("featured: the featured designs first in the catalogue's order, then the rest in it", () => {
    const sorted = sortDesigns(all, "featured");
    const featured = all.filter((d) => d.featured);
    expect(ids(featured)).toEqual([105, 2, 6, 10, 17]);
    expect(ids(sorted)).toEqual([...ids(featured), ...ids(all.filter((d) => !d.featured))]);
    // Nothing featured: the catalogue's order unchanged.
    const none = all.map((d) => ({ ...d, featured: false }));
    expect(ids(sortDesigns(none, "featured"))).toEqual(ids(none));
  });

  it("newest: the later addedAt first; of designs added at once, the higher id", () => {
    const sorted = sortDesigns(all, "newest");
    for (const [a, b] of sorted.slice(1).map((d, i) => [sorted[i]!, d] as const))
      expect(a.addedAt > b.addedAt || (a.addedAt === b.addedAt && a.id > b.id)).toBe(true);
    expect(ids(sorted.slice(-19))).toEqual(ids([...DESIGNS].reverse()));
  });

  it("name: A to Z, whatever the case", () => {
    const sorted = sortDesigns(all, "name").map((d) => d.name);
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, "en")));
    expect(sorted[0]!.startsWith("A")).toBe(true);
    expect(new Set(sorted).size).toBe(all.length);
  });

  it("reads ?sort= as one of the three, the default for none or nonsense", () => {
    expect(["newest", "name", "featured", "Newest", "price", "", null].map(sortOfParam)).toEqual([
      "newest",
      "name",
      "featured",
      "featured",
      "featured",
      "featured",
      "featured",
    ]);
  });

  it("the loader sorts before it pages, and the filters' counts do not change with the order", () => {
    const big = catalogue(300);
    const view = { designs: big, lists: SEED_LISTS };
    const slugs = (search: string) =>
      productsPageData({ revision: 1, view }, new URLSearchParams(search)).page.designs.map(
        (d) => d.slug,
      );
    for (const sort of ["newest", "name"] as const) {
      const sorted = sortDesigns(big, sort).map((d) => d.slug);
      expect(slugs(`sort=${sort}`)).toEqual(sorted.slice(0, 24));
      expect(slugs(`sort=${sort}&page=3`)).toEqual(sorted.slice(48, 72));
      const silk = sortDesigns(
        big.filter((d) => d.fabric === "Silk"),
        sort,
      ).map((d) => d.slug);
      expect(slugs(`fabric=Silk&sort=${sort}&page=2`)).toEqual(silk.slice(24, 48));
    }
    expect(slugs("")).toEqual(
      sortDesigns(big, "featured")
        .slice(0, 24)
        .map((d) => d.slug),
    );
    const counts = (search: string) =>
      productsPageData({ revision: 1, view }, new URLSearchParams(search)).page.counts;
    const filters = { ...NO_FILTERS, fabric: ["Silk"] };
    for (const sort of ["featured", "newest", "name"])
      for (const group of FILTER_GROUPS)
        expect(counts(`fabric=Silk&sort=${sort}`)[group]).toEqual(
          SEED_LISTS[group].map((o) => optionCount(big, filters, group, o)),
        );
  });
});
