import { describe, expect, it } from "vitest";
import { DESIGNS } from "./catalogue";
import {
  countLine,
  filterDesigns,
  hasActiveFilters,
  matchesFilters,
  NO_FILTERS,
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
