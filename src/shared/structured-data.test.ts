import { describe, expect, it } from "vitest";
import { BUSINESS } from "./business";
import { DESIGNS, designSlug, findDesignBySlug } from "./catalogue";
import { PRERENDERED_PATHS, PUBLIC_PATHS } from "./paths";
import { clothingStoreJsonLd, designJsonLd, openingHours } from "./structured-data";

describe("design pages and structured data", () => {
  it("every design has a unique slug that finds it again, and a prerendered page", () => {
    const slugs = DESIGNS.map(designSlug);
    expect(new Set(slugs).size).toBe(DESIGNS.length);
    for (const design of DESIGNS) {
      expect(designSlug(design)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(findDesignBySlug(designSlug(design))).toBe(design);
      expect(PRERENDERED_PATHS).toContain(`/products/${designSlug(design)}`);
    }
    expect(findDesignBySlug("no-such-design")).toBeUndefined();
    expect(PUBLIC_PATHS).not.toContain("/admin");
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
    const product = designJsonLd(DESIGNS[0]!);
    expect(product).toMatchObject({ "@type": "Product", name: DESIGNS[0]!.name });
    expect(product.url).toBe(`${BUSINESS.siteUrl}/products/${designSlug(DESIGNS[0]!)}`);
    expect(product.image.startsWith(BUSINESS.siteUrl)).toBe(true);
    expect(JSON.stringify(product)).not.toMatch(/price|offers/i);
  });
});
