import { describe, expect, it } from "vitest";
import { BUSINESS } from "./business";
import { DESIGNS, designSlug } from "./catalogue";
import { slugOfName, type Design } from "./design";
import { PRERENDERED_PATHS, publicPaths } from "./paths";
import { clothingStoreJsonLd, designJsonLd, openingHours } from "./structured-data";

const seeded = (i: number): Design => {
  const d = DESIGNS[i]!;
  return {
    ...d,
    slug: designSlug(d),
    featured: false,
    addedAt: "2026-01-01T00:00:00.000Z",
    photos: [{ id: 1, width: 400, height: 500, src: d.image, social: "/images/social/x.jpg" }],
  };
};

describe("design pages and structured data", () => {
  it("every seeded design has a unique slug; design pages are public, not prerendered", () => {
    const slugs = DESIGNS.map(designSlug);
    expect(new Set(slugs).size).toBe(DESIGNS.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const paths = publicPaths(slugs.map((slug) => ({ slug })));
    for (const slug of slugs) {
      expect(paths).toContain(`/products/${slug}`);
      expect(PRERENDERED_PATHS).not.toContain(`/products/${slug}`);
    }
    expect(paths).not.toContain("/admin");
    expect(PRERENDERED_PATHS).not.toContain("/products");
  });

  it("a name's address keeps letters and digits, folds accents, and may be empty", () => {
    expect(slugOfName("  Rani's Gota-Patti  Poshak (2024) ")).toBe("rani-s-gota-patti-poshak-2024");
    expect(slugOfName("Crème Brûlée Lehenga")).toBe("creme-brulee-lehenga");
    expect(slugOfName("राजपूती पोशाक")).toBe("");
  });

  it("the boutique is a ClothingStore with its address, phones and opening hours", () => {
    const store = clothingStoreJsonLd();
    expect(store["@type"]).toBe("ClothingStore");
    expect(store.address).toMatchObject({
      addressLocality: "Jaipur",
      postalCode: BUSINESS.address.postalCode,
    });
    expect(store.telephone).toEqual(BUSINESS.phones.map((p) => p.e164));
    expect(openingHours()).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "10:00",
        closes: "20:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Saturday"],
        opens: "10:00",
        closes: "20:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Sunday"],
        opens: "11:00",
        closes: "18:00",
      },
    ]);
  });

  it("a design is a Product with absolute URLs and no price", () => {
    const product = designJsonLd(seeded(0));
    expect(product).toMatchObject({ "@type": "Product", name: DESIGNS[0]!.name });
    expect(product.url).toBe(`${BUSINESS.siteUrl}/products/${designSlug(DESIGNS[0]!)}`);
    expect(product.image).toEqual([`${BUSINESS.siteUrl}${DESIGNS[0]!.image}`]);
    expect(JSON.stringify(product)).not.toMatch(/price|offers/i);
  });

  it("a photographed design's images are its photos' widest WebP files", () => {
    const photo = {
      id: 7,
      width: 1600,
      height: 1200,
      src: "/media/a-800.webp",
      sources: {
        avif: "/media/a-400.avif 400w",
        webp: "/media/a-400.webp 400w, /media/a-1200.webp 1200w",
      },
      social: "/media/a-social.jpg",
    };
    const product = designJsonLd({ ...seeded(1), photos: [photo] });
    expect(product.image).toEqual([`${BUSINESS.siteUrl}/media/a-1200.webp`]);
  });

  it("a rating only from approved reviews outside demo mode: AggregateRating and each Review", () => {
    const reviewed: Design = {
      ...seeded(2),
      rating: { average: 4.5, count: 2 },
      reviews: [
        {
          id: 2,
          firstName: "Kamla",
          city: "",
          rating: 4,
          text: "Fits well.",
          reviewedOn: "2026-11-21",
        },
        {
          id: 1,
          firstName: "Meera",
          city: "Udaipur",
          rating: 5,
          text: "Fine gota.",
          reviewedOn: "2026-11-20",
        },
      ],
    };
    expect(designJsonLd(reviewed, "en", { reviews: true })).toMatchObject({
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4.5,
        reviewCount: 2,
        bestRating: 5,
      },
      review: [
        {
          "@type": "Review",
          author: { "@type": "Person", name: "Kamla" },
          datePublished: "2026-11-21",
          reviewBody: "Fits well.",
          reviewRating: { "@type": "Rating", ratingValue: 4 },
        },
        { author: { name: "Meera" }, reviewRating: { ratingValue: 5 } },
      ],
    });
    // Demo mode (the spec's fixed stars: no customer's), and a design no one reviewed: none.
    for (const product of [
      designJsonLd(reviewed),
      designJsonLd(seeded(2), "en", { reviews: true }),
    ])
      expect(JSON.stringify(product)).not.toMatch(/rating|review/i);
  });
});
