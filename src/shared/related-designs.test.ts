import { describe, expect, it } from "vitest";
import type { CatalogueView, Design } from "./design";
import { RELATED_MAX, relatedDesigns } from "./related-designs";

const design = (id: number, category: string, work: string, fabric: string): Design => ({
  id,
  slug: `d${id}`,
  name: `Design ${id}`,
  category,
  work,
  fabric,
  color: "Red",
  description: "",
  featured: false,
  addedAt: "2026-01-01T00:00:00.000Z",
  photos: [],
});
const view = (designs: Design[]): CatalogueView =>
  ({
    designs,
    lists: { category: [], fabric: [], work: [], color: [] },
  }) as unknown as CatalogueView;
const slugs = (shown: { slug: string }[]) => shown.map((d) => d.slug);

describe("a design's related designs", () => {
  const catalogue = [
    design(1, "Poshak Set", "Gota Patti", "Georgette"),
    design(2, "Lehenga", "Zardozi", "Velvet"), // nothing shared with 1
    design(3, "Lehenga", "Gota Patti", "Silk"), // its work
    design(4, "Poshak Set", "Zardozi", "Silk"), // its collection
    design(5, "Poshak Set", "Gota Patti", "Silk"), // collection and work
    design(6, "Kurti", "Mirror Work", "Georgette"), // its fabric
    design(7, "Poshak Set", "Gota Patti", "Georgette"), // all three
  ];

  it("puts the closest first (collection, then work, then fabric), never itself or a stranger", () => {
    expect(slugs(relatedDesigns(view(catalogue), { id: 1 }))).toEqual(["d7", "d5", "d4", "d3"]);
    const all = relatedDesigns(view([...catalogue]), { id: 6 });
    expect(slugs(all)).toEqual(["d1", "d7"]);
  });

  it(`shows ${RELATED_MAX} at most, in the catalogue's order among equals, and none for a design not shown`, () => {
    const many = Array.from({ length: 9 }, (_, i) => design(i + 1, "Lehenga", "Zardozi", "Silk"));
    expect(slugs(relatedDesigns(view(many), { id: 5 }))).toEqual(["d1", "d2", "d3", "d4"]);
    expect(relatedDesigns(view(many), { id: 99 })).toEqual([]);
  });

  it("sends what a showcase card draws", () => {
    const [first] = relatedDesigns(view(catalogue), { id: 1 });
    expect(Object.keys(first!).sort()).toEqual(
      ["category", "color", "fabric", "name", "photos", "slug", "work"].sort(),
    );
  });
});
