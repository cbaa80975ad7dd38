import { BUSINESS, fullAddress } from "./business";
import { localizedDesign } from "./catalogue-hindi";
import { largestFile, mainPhoto, type Design } from "./design";
import { localizedPath, type Locale } from "./locale";
import { inLocale, m } from "./messages";
import { designPath, PATHS } from "./paths";

/**
 * Schema.org JSON-LD that search engines read: the boutique and its designs, in the page's
 * language (its words and its URLs).
 */

export const absoluteUrl = (path: string): string => new URL(path, BUSINESS.siteUrl).href;

const DAY_RANGES: Record<string, string[]> = {
  "Monday - Friday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  Saturday: ["Saturday"],
  Sunday: ["Sunday"],
};

/** "10:00 AM" → "10:00"; "8:00 PM" → "20:00". */
function to24h(time: string): string {
  const [clock = "", half] = time.trim().split(" ");
  const [h = "0", m = "00"] = clock.split(":");
  const hour = (Number(h) % 12) + (half === "PM" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${m}`;
}

export function openingHours() {
  return BUSINESS.hours.detailed.flatMap(({ days, time }) => {
    const dayOfWeek = DAY_RANGES[days];
    const [opens, closes] = time.split(" - ");
    if (!dayOfWeek || !opens || !closes) return []; // "By appointment"
    return [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek,
        opens: to24h(opens),
        closes: to24h(closes),
      },
    ];
  });
}

export function clothingStoreJsonLd(locale: Locale = "en") {
  const a = BUSINESS.address;
  const o = inLocale(locale);
  return {
    "@context": "https://schema.org",
    "@type": "ClothingStore",
    "@id": absoluteUrl("/#store"),
    name: BUSINESS.name,
    url: absoluteUrl(localizedPath(PATHS.home, locale)),
    image: absoluteUrl("/images/social-card.jpg"),
    email: BUSINESS.email,
    telephone: BUSINESS.phones.map((p) => p.e164),
    founder: BUSINESS.founders.map((f) => ({ "@type": "Person", name: f.name })),
    address: {
      "@type": "PostalAddress",
      streetAddress: m.business_street({}, o),
      addressLocality: m.business_city({}, o),
      addressRegion: m.business_state({}, o),
      postalCode: a.postalCode,
      addressCountry: "IN",
    },
    openingHoursSpecification: openingHours(),
    sameAs: [BUSINESS.social.url],
    description: m.store_description({ address: fullAddress(locale) }, o),
  };
}

/**
 * A design as a Product. No offer: prices are given by quotation only. With `reviews` (outside
 * demo mode) and approved reviews, their AggregateRating and each shown Review; never a rating
 * no customer gave.
 */
export function designJsonLd(
  shown: Design,
  locale: Locale = "en",
  { reviews = false }: { reviews?: boolean } = {},
) {
  const design = localizedDesign(shown, locale);
  const rated = reviews && shown.rating && shown.reviews?.length ? shown.rating : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: design.name,
    description: design.description,
    image: design.photos.map((p) => absoluteUrl(largestFile(p))),
    url: absoluteUrl(localizedPath(designPath(design), locale)),
    category: design.category,
    material: design.fabric,
    color: design.color,
    brand: { "@type": "Brand", name: BUSINESS.name },
    ...(rated
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rated.average,
            reviewCount: rated.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: (shown.reviews ?? []).map((r) => ({
            "@type": "Review",
            author: { "@type": "Person", name: r.firstName },
            datePublished: r.reviewedOn,
            reviewBody: r.text,
            reviewRating: {
              "@type": "Rating",
              ratingValue: r.rating,
              bestRating: 5,
              worstRating: 1,
            },
          })),
        }
      : {}),
  };
}

/** The product's main photo for social cards, or the boutique's card when it has none. */
export const designSocialImage = (design: Design): string | undefined => mainPhoto(design)?.social;
