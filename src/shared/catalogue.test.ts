import { describe, expect, it } from "vitest";
import { CATEGORIES, COLORS, DESIGNS, FABRICS, WORKS } from "./catalogue";

describe("catalogue data", () => {
  it("has the spec's 19 designs with unique ids 1..19", () => {
    expect(DESIGNS).toHaveLength(19);
    expect(DESIGNS.map((d) => d.id)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
  });

  it("has exactly the spec's filter options", () => {
    expect(CATEGORIES).toEqual(["Poshak Set", "Lehenga", "Bridal Set", "Kurti Set", "Ghaghra Set"]);
    expect(FABRICS).toEqual(["Georgette", "Silk", "Cotton Silk", "Tissue", "Velvet"]);
    expect(WORKS).toEqual([
      "Gota Patti",
      "Zardozi",
      "Dabka Work",
      "Mirror Work",
      "Thread Work",
      "Applique Work",
    ]);
    expect(COLORS).toEqual([
      "Maroon",
      "Turquoise",
      "Purple",
      "Navy Blue",
      "Wine",
      "Fuchsia",
      "Magenta",
      "Orange",
      "Teal",
      "Coral",
    ]);
  });

  it("keeps item 1's values that are outside the filter lists", () => {
    const first = DESIGNS[0]!;
    expect(first).toMatchObject({
      fabric: "Bambric Satin",
      work: "Resham aari work",
      color: "Cherry Rani",
    });
    expect(CATEGORIES as readonly string[]).toContain(first.category);
  });

  it("uses only filter options for every other design, and every option at least once", () => {
    const rest = DESIGNS.slice(1);
    for (const d of rest) {
      expect(CATEGORIES as readonly string[]).toContain(d.category);
      expect(FABRICS as readonly string[]).toContain(d.fabric);
      expect(WORKS as readonly string[]).toContain(d.work);
      expect(COLORS as readonly string[]).toContain(d.color);
    }
    for (const [list, key] of [
      [CATEGORIES, "category"],
      [FABRICS, "fabric"],
      [WORKS, "work"],
      [COLORS, "color"],
    ] as const) {
      for (const option of list)
        expect(
          rest.some((d) => d[key] === option),
          option,
        ).toBe(true);
    }
  });

  it("gives every design an artwork file path and no price", () => {
    for (const d of DESIGNS) {
      expect(d.image).toMatch(/^\/images\/designs\/design-\d{2}\.svg$/);
      expect(JSON.stringify(d)).not.toMatch(/₹|price/i);
    }
  });
});
