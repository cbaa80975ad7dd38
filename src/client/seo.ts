import type { MetaDescriptor } from "react-router";
import { BUSINESS } from "../shared/business";
import { absoluteUrl } from "../shared/structured-data";

export const SOCIAL_CARD = { path: "/images/social-card.jpg", alt: `${BUSINESS.name}, Jaipur` };

interface PageMetaOptions {
  /** The page's own path: its canonical URL and og:url. */
  path: string;
  /** A 1200×630 JPEG for social cards; the boutique's card by default. */
  image?: { path: string; alt: string };
  type?: "website" | "product";
  /** Schema.org objects, written as JSON-LD. */
  jsonLd?: readonly object[];
}

/**
 * A page's title, description, canonical URL, Open Graph and Twitter card tags and JSON-LD,
 * in the form React Router's meta export expects.
 */
export function pageMeta(
  title: string,
  description: string,
  { path, image = SOCIAL_CARD, type = "website", jsonLd = [] }: PageMetaOptions,
): MetaDescriptor[] {
  const fullTitle = `${title} | ${BUSINESS.name}`;
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image.path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: BUSINESS.name },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:alt", content: image.alt },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}
