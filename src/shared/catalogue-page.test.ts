import { describe, expect, it } from "vitest";
import { DESIGNS, SEED_LISTS } from "./catalogue";
import {
  canonicalQuery,
  cataloguePage,
  holdsWholeCatalogue,
  PAGE_SIZE,
  pageLinks,
  productsPageData,
  queryFromSearch,
  queryString,
  toCard,
  type CardDesign,
} from "./catalogue-page";
import { slugOfName } from "./design";
import { FILTER_GROUPS, filterDesigns, NO_FILTERS, optionCount } from "./filter";

const AT = "2026-01-01T00:00:00.000Z";

/** The seed's 19 designs, then copies of them under new names: `count` in all. */
function catalogue(count: number): CardDesign[] {
  return Array.from({ length: count }, (_, i) => {
    const d = DESIGNS[i % DESIGNS.length]!;
    const name = i < DESIGNS.length ? d.name : `${d.name} ${i + 1}`;
    return toCard({ ...d, name, slug: slugOfName(name), featured: false, addedAt: AT, photos: [] });
  });
}

describe("the catalogue in pages", () => {
  const all = catalogue(300);

  it("shows PAGE_SIZE designs a page, in order, and the last page's remainder", () => {
    const first = cataloguePage(all, SEED_LISTS, NO_FILTERS, { from: 1, to: 1 });
    expect(first).toMatchObject({ from: 1, to: 1, pageCount: 13, matched: 300, total: 300 });
    expect(first.designs.map((d) => d.slug)).toEqual(all.slice(0, 24).map((d) => d.slug));
    const last = cataloguePage(all, SEED_LISTS, NO_FILTERS, { from: 13, to: 13 });
    expect(last.designs.map((d) => d.slug)).toEqual(all.slice(288).map((d) => d.slug));
    // Several pages in a row ("load more"), and a page past the last is the last.
    expect(cataloguePage(all, SEED_LISTS, NO_FILTERS, { from: 2, to: 4 }).designs).toEqual(
      all.slice(24, 96),
    );
    expect(cataloguePage(all, SEED_LISTS, NO_FILTERS, { from: 40, to: 40 })).toMatchObject({
      from: 13,
      to: 13,
    });
  });

  it("counts every option over the whole catalogue, not over the page", () => {
    for (const filters of [NO_FILTERS, { ...NO_FILTERS, fabric: ["Silk", "Velvet"] }]) {
      const page = cataloguePage(all, SEED_LISTS, filters, { from: 1, to: 1 });
      const matched = filterDesigns(all, filters);
      expect(page.matched).toBe(matched.length);
      expect(page.designs).toEqual(matched.slice(0, PAGE_SIZE));
      for (const group of FILTER_GROUPS)
        expect(page.counts[group]).toEqual(
          SEED_LISTS[group].map((option) => optionCount(all, filters, group, option)),
        );
    }
    // A filter matching more than a page still counts all of them.
    expect(
      filterDesigns(all, { ...NO_FILTERS, fabric: ["Silk", "Velvet"] }).length,
    ).toBeGreaterThan(PAGE_SIZE);
  });

  it("reads an address's page and filters, and writes them in one spelling", () => {
    const read = (search: string) => queryFromSearch(new URLSearchParams(search), SEED_LISTS);
    expect(read("page=3&color=Wine&category=Lehenga")).toEqual({
      filters: { ...NO_FILTERS, category: ["Lehenga"], color: ["Wine"] },
      sort: "featured",
      page: 3,
    });
    // The order: the default unwritten, another after the filters, nonsense the default.
    expect(read("sort=name&page=2&color=Wine").sort).toBe("name");
    expect(queryString(read("page=2&sort=newest&color=Wine"))).toBe(
      "?color=Wine&sort=newest&page=2",
    );
    for (const odd of ["sort=featured", "sort=NAME", "sort=price", "sort="])
      expect(queryString(read(odd)), odd).toBe("");
    for (const odd of ["page=0", "page=-2", "page=2.5", "page=x", "page=", "page=9999999"])
      expect(read(odd).page, odd).toBe(1);
    expect(queryString(read("page=3&color=Wine&category=Lehenga&utm=x"))).toBe(
      "?category=Lehenga&color=Wine&page=3",
    );
    expect(queryString(read("page=1"))).toBe("");
    // Past the last page of what the filters match: the last page.
    expect(canonicalQuery(all, read("page=99"))).toMatchObject({ page: 13 });
    const lehengas = filterDesigns(all, { ...NO_FILTERS, category: ["Lehenga"] }).length;
    expect(canonicalQuery(all, read("category=Lehenga&page=99")).page).toBe(
      Math.ceil(lehengas / PAGE_SIZE),
    );
  });

  it("links the first, the last and two pages either side of the current one", () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 13)).toEqual([1, 2, 3, null, 13]);
    expect(pageLinks(7, 13)).toEqual([1, null, 5, 6, 7, 8, 9, null, 13]);
    expect(pageLinks(4, 13)).toEqual([1, 2, 3, 4, 5, 6, null, 13]);
    expect(pageLinks(13, 13)).toEqual([1, null, 11, 12, 13]);
  });

  it("the loader's data: the page asked for, its canonical query, whether it is the whole catalogue", () => {
    const view = {
      designs: all.map((d, i) => ({ ...d, id: i + 1, featured: false, addedAt: AT, photos: [] })),
      lists: SEED_LISTS,
    };
    const data = productsPageData(
      { revision: 7, view },
      new URLSearchParams("page=20&fabric=Silk"),
    );
    expect(data.revision).toBe(7);
    expect(data.query.page).toBe(data.page.to);
    expect(data.page.to).toBe(data.page.pageCount);
    expect(holdsWholeCatalogue(data.page)).toBe(false);
    const small = { designs: view.designs.slice(0, 19), lists: SEED_LISTS };
    expect(
      holdsWholeCatalogue(
        productsPageData({ revision: 1, view: small }, new URLSearchParams()).page,
      ),
    ).toBe(true);
    // Only what a card shows travels: no ids, no social cards.
    expect(Object.keys(data.page.designs[0]!).sort()).toEqual(
      ["category", "color", "description", "fabric", "name", "photos", "slug", "work"].sort(),
    );
  });
});
