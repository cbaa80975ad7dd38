import { describe, expect, it } from "vitest";
import { DESIGNS, designSlug, SEED_FEATURED_IDS, SEED_LISTS } from "./catalogue";
import type { CatalogueView, Design } from "./design";
import { FEATURED_FALLBACK, FEATURED_MAX, homeShowcase, NEW_ARRIVALS } from "./home-showcase";

const SEEDED_AT = "2026-01-01T00:00:00.000Z";

/** The seeded catalogue as the public view holds it. */
const seeded = (): Design[] =>
  DESIGNS.map((d) => ({
    ...d,
    slug: designSlug(d),
    featured: SEED_FEATURED_IDS.includes(d.id),
    addedAt: SEEDED_AT,
    photos: [{ id: d.id, width: 400, height: 500, src: d.image, social: "/x.jpg" }],
  }));

const view = (designs: Design[], lists = SEED_LISTS): CatalogueView => ({ designs, lists });
const ids = (cards: { slug: string }[], designs: Design[]) =>
  cards.map((c) => designs.find((d) => d.slug === c.slug)!.id);

describe("the home page's designs", () => {
  it("features the owners' choice in their order, and leaves them out of the new arrivals", () => {
    const designs = seeded();
    const shown = homeShowcase(view(designs));
    expect(ids(shown.featured, designs)).toEqual([...SEED_FEATURED_IDS]);
    // Added at once by the seed: the higher id is the newer; 17 is featured.
    expect(ids(shown.newArrivals, designs)).toEqual([19, 18, 16, 15]);
    expect(shown.newArrivals).toHaveLength(NEW_ARRIVALS);
  });

  it("sends what a showcase card draws, not the catalogue card's description", () => {
    const shown = homeShowcase(view(seeded()));
    for (const card of [...shown.featured, ...shown.newArrivals]) {
      expect(card).not.toHaveProperty("description");
      expect(Object.keys(card).sort()).toEqual(
        ["category", "color", "fabric", "name", "photos", "slug", "work"].sort(),
      );
    }
  });

  it("with none featured, shows the catalogue's first designs", () => {
    const designs = seeded().map((d) => ({ ...d, featured: false }));
    const shown = homeShowcase(view(designs));
    expect(ids(shown.featured, designs)).toEqual(
      DESIGNS.slice(0, FEATURED_FALLBACK).map((d) => d.id),
    );
    expect(ids(shown.newArrivals, designs)).toEqual([19, 18, 17, 16]);
  });

  it("shows at most FEATURED_MAX featured designs; the latest added first among new arrivals", () => {
    const designs = seeded().map((d, i) => ({
      ...d,
      featured: i < 12,
      addedAt: d.id === 3 ? "2026-03-01T10:00:00.000Z" : SEEDED_AT,
    }));
    designs[15] = { ...designs[15]!, addedAt: "2026-02-01T10:00:00.000Z" };
    const shown = homeShowcase(view(designs));
    expect(shown.featured).toHaveLength(FEATURED_MAX);
    // Design 3 is among the first eight featured, so it is not repeated; design 16 is the newest.
    expect(ids(shown.newArrivals, designs)).toEqual([16, 19, 18, 17]);
  });

  it("offers each category that has designs, with its count, photo and filtered address", () => {
    const designs = seeded();
    const { collections } = homeShowcase(view(designs));
    expect(collections.map((c) => [c.category, c.count])).toEqual(
      SEED_LISTS.category.map((c) => [c, DESIGNS.filter((d) => d.category === c).length]),
    );
    expect(collections[3]!.photo!.src).toBe(DESIGNS.find((d) => d.id === 13)!.image);
    expect(collections[2]).toMatchObject({
      category: "Bridal Set",
      query: "?category=Bridal+Set",
      // Design 10 is featured: its photo, which the page already shows.
      photo: { src: DESIGNS.find((d) => d.id === 10)!.image },
    });
  });

  it("never offers a collection the catalogue lacks: an empty category, or one off the list", () => {
    const designs = seeded().filter((d) => d.category !== "Lehenga");
    designs[0] = { ...designs[0]!, category: "Saree" };
    const lists = { ...SEED_LISTS, category: [...SEED_LISTS.category, "Saree", "Dupatta"] };
    const { collections } = homeShowcase(view(designs, lists));
    const names = collections.map((c) => c.category);
    expect(names).not.toContain("Lehenga");
    expect(names).not.toContain("Dupatta");
    expect(collections.find((c) => c.category === "Saree")?.count).toBe(1);
  });

  it("a category whose designs have no photo has none; an empty catalogue shows nothing", () => {
    const designs = seeded().map((d) => (d.category === "Kurti Set" ? { ...d, photos: [] } : d));
    expect(
      homeShowcase(view(designs)).collections.find((c) => c.category === "Kurti Set")?.photo,
    ).toBeUndefined();
    expect(homeShowcase(view([]))).toEqual({ featured: [], collections: [], newArrivals: [] });
  });
});
