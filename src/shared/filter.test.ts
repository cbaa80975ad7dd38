import { describe, expect, it } from "vitest";
import { DESIGNS, SEED_LISTS } from "./catalogue";
import {
  countLine,
  FILTER_GROUPS,
  filterDesigns,
  filtersFromSearch,
  filtersToSearch,
  hasActiveFilters,
  matchesFilters,
  NO_FILTERS,
  optionCount,
  toggleFilter,
} from "./filter";

const ids = (filters: typeof NO_FILTERS) => filterDesigns(DESIGNS, filters).map((d) => d.id);

describe("catalogue filtering", () => {
  it("shows all 19 designs when nothing is selected", () => {
    expect(ids(NO_FILTERS)).toHaveLength(19);
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
  });

  it("is OR within a group", () => {
    const filters = { ...NO_FILTERS, color: ["Maroon", "Teal"] };
    const shown = filterDesigns(DESIGNS, filters);
    expect(shown.length).toBeGreaterThan(2);
    expect(shown.every((d) => d.color === "Maroon" || d.color === "Teal")).toBe(true);
    expect(shown).toHaveLength(DESIGNS.filter((d) => ["Maroon", "Teal"].includes(d.color)).length);
  });

  it("is AND across groups", () => {
    const filters = { ...NO_FILTERS, category: ["Lehenga"], work: ["Gota Patti"] };
    expect(ids(filters)).toEqual(
      DESIGNS.filter((d) => d.category === "Lehenga" && d.work === "Gota Patti").map((d) => d.id),
    );
    expect(ids(filters).length).toBeGreaterThan(0);
  });

  it("hides item 1 as soon as a fabric, work or colour filter is on", () => {
    expect(ids({ ...NO_FILTERS, category: ["Poshak Set"] })).toContain(1);
    for (const f of [{ fabric: ["Georgette"] }, { work: ["Zardozi"] }, { color: ["Maroon"] }]) {
      expect(ids({ ...NO_FILTERS, ...f })).not.toContain(1);
    }
  });

  it("can match nothing", () => {
    const filters = { ...NO_FILTERS, category: ["Kurti Set"], fabric: ["Velvet"] };
    expect(ids(filters)).toEqual([]);
  });

  it("toggles a value on and off and reports active filters", () => {
    const on = toggleFilter(NO_FILTERS, "fabric", "Silk");
    expect(on.fabric).toEqual(["Silk"]);
    expect(hasActiveFilters(on)).toBe(true);
    const off = toggleFilter(on, "fabric", "Silk");
    expect(off.fabric).toEqual([]);
    expect(hasActiveFilters(off)).toBe(false);
    expect(NO_FILTERS.fabric).toEqual([]);
  });

  it("matches a single design against each group", () => {
    const d = DESIGNS[1]!;
    expect(matchesFilters(d, { ...NO_FILTERS, color: [d.color] })).toBe(true);
    expect(matchesFilters(d, { ...NO_FILTERS, color: ["Coral"], category: [d.category] })).toBe(
      d.color === "Coral",
    );
  });

  it("words the count line as the spec does", () => {
    expect(countLine(7, 19)).toBe("Showing 7 of 19 designs");
  });
});

describe("option counts and the URL form of the filters", () => {
  it("an option's count is what choosing it adds, or shows when its group is empty", () => {
    for (const group of FILTER_GROUPS) {
      for (const option of SEED_LISTS[group]) {
        const alone = filterDesigns(DESIGNS, { ...NO_FILTERS, [group]: [option] }).length;
        expect(optionCount(DESIGNS, NO_FILTERS, group, option)).toBe(alone);
      }
    }
    const velvet = { ...NO_FILTERS, fabric: ["Velvet"] };
    const before = filterDesigns(DESIGNS, velvet).length;
    const silk = optionCount(DESIGNS, velvet, "fabric", "Silk");
    expect(filterDesigns(DESIGNS, toggleFilter(velvet, "fabric", "Silk")).length).toBe(
      before + silk,
    );
  });

  it("filters survive the round trip through the URL; unknown values and duplicates are dropped", () => {
    const filters = { ...NO_FILTERS, category: ["Lehenga"], color: ["Maroon", "Navy Blue"] };
    const search = filtersToSearch(filters);
    expect(search.toString()).toBe("category=Lehenga&color=Maroon&color=Navy+Blue");
    expect(filtersFromSearch(new URLSearchParams(search.toString()), SEED_LISTS)).toEqual(filters);
    expect(
      filtersFromSearch(
        new URLSearchParams("category=Lehenga&category=Lehenga&work=<b>&x=1"),
        SEED_LISTS,
      ),
    ).toEqual({ ...NO_FILTERS, category: ["Lehenga"] });
  });

  it("reads whatever values the owners keep, spaces, ampersands and all scripts included", () => {
    const lists = {
      ...SEED_LISTS,
      fabric: ["Silk & Chiffon", "Kota Doria"],
      color: ["रानी गुलाबी", "Rust"],
    };
    const filters = { ...NO_FILTERS, fabric: ["Silk & Chiffon"], color: ["रानी गुलाबी"] };
    const search = filtersToSearch(filters).toString();
    expect(filtersFromSearch(new URLSearchParams(search), lists)).toEqual(filters);
    // A value the owners deleted no longer filters a shared link.
    expect(filtersFromSearch(new URLSearchParams(search), SEED_LISTS)).toEqual(NO_FILTERS);
  });
});
