import type { MetaDescriptor } from "react-router";
import { BUSINESS } from "../shared/business";
import { LANGUAGE_TAGS, LOCALES, localizedPath, OG_LOCALES, type Locale } from "../shared/locale";
import { absoluteUrl } from "../shared/structured-data";

export const SOCIAL_CARD = { path: "/images/social-card.jpg", alt: `${BUSINESS.name}, Jaipur` };

interface PageMetaOptions {
  /** The page's path (in either language): its canonical URL, og:url and alternates. */
  path: string;
  /**
   * The language of a public page, which is in both: the URL in it, and the page in each
   * language as alternates. Without one (the back office), English and no alternates.
   */
  locale?: Locale;
  /** A 1200×630 JPEG for social cards; the boutique's card by default. */
  image?: { path: string; alt: string };
  type?: "website" | "product";
  /** Schema.org objects, written as JSON-LD. */
  jsonLd?: readonly object[];
}

/**
 * The page in each language, for search engines: hreflang alternates (en-IN, hi-IN, and
 * x-default, the English page, for everyone else).
 */
export function languageAlternates(path: string): MetaDescriptor[] {
  const link = (hrefLang: string, locale: Locale) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: absoluteUrl(localizedPath(path, locale)),
  });
  return [...LOCALES.map((l) => link(LANGUAGE_TAGS[l], l)), link("x-default", "en")];
}

/**
 * A page's title, description, canonical URL, language alternates, Open Graph and Twitter card
 * tags and JSON-LD, in the form React Router's meta export expects, in the page's language.
 */
export function pageMeta(
  title: string,
  description: string,
  { path, locale, image = SOCIAL_CARD, type = "website", jsonLd = [] }: PageMetaOptions,
): MetaDescriptor[] {
  const language = locale ?? "en";
  const fullTitle = `${title} | ${BUSINESS.name}`;
  const url = absoluteUrl(localizedPath(path, language));
  const imageUrl = absoluteUrl(image.path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(locale ? languageAlternates(path) : []),
    { property: "og:site_name", content: BUSINESS.name },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:alt", content: image.alt },
    { property: "og:locale", content: OG_LOCALES[language] },
    ...LOCALES.filter((l) => locale && l !== locale).map((l) => ({
      property: "og:locale:alternate",
      content: OG_LOCALES[l],
    })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}
