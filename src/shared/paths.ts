/**
 * The one route table. Pages that never change are prerendered at build time
 * (react-router.config.ts); the catalogue's pages are rendered by the server from the database
 * (docs/decisions/0011-catalogue-pages-rendered-from-the-database.md).
 */
import { LOCALES, localizedPath, type Locale } from "./locale";
import { inLocale, m } from "./messages";

export const PATHS = {
  home: "/",
  products: "/products",
  craft: "/manufacturing",
  tracking: "/tracking",
  /** Her page to ask for another time for an appointment (the link in its reminders). */
  appointment: "/appointment",
  /** Her quote's page (the link the owners send her: /quote#CODE). */
  quote: "/quote",
  contact: "/contact",
  privacy: "/privacy",
  sizeGuide: "/size-guide",
  admin: "/admin",
} as const;

/** A design's own page. */
export const designPath = (design: { slug: string }): string => `${PATHS.products}/${design.slug}`;

/**
 * The public pages that depend on nothing stored, prerendered at build time. The tracking page
 * is rendered by the server: it offers the sample orders only in demo mode; the home page too:
 * it shows the catalogue's featured designs, collections and new arrivals.
 */
export const STATIC_PUBLIC_PATHS: readonly string[] = [
  PATHS.craft,
  PATHS.sizeGuide,
  PATHS.contact,
  PATHS.privacy,
];

/** The back office (/admin and below): English only, so no language switch or suggestion. */
export const isBackOffice = (pathname: string): boolean =>
  pathname === PATHS.admin || pathname.startsWith(`${PATHS.admin}/`);

/** Every prerendered page: the static public ones in both languages, and the back office. */
export const PRERENDERED_PATHS: readonly string[] = [
  ...LOCALES.flatMap((locale) => STATIC_PUBLIC_PATHS.map((path) => localizedPath(path, locale))),
  PATHS.admin,
];

/**
 * The public pages by their English paths, in the order the sitemap lists them, for the
 * designs shown now (each is also at its Hindi path, localizedPath).
 */
export const publicPaths = (designs: readonly { slug: string }[]): string[] => [
  PATHS.home,
  PATHS.products,
  ...designs.map(designPath),
  PATHS.craft,
  PATHS.sizeGuide,
  PATHS.tracking,
  PATHS.contact,
  PATHS.privacy,
];

/**
 * The links of the sticky navigation, in order, in a language (each to the page in that
 * language). /tracking is linked from the footer only.
 */
export const navLinks = (locale: Locale) => {
  const o = inLocale(locale);
  return [
    { to: localizedPath(PATHS.home, locale), label: m.nav_home({}, o) },
    { to: localizedPath(PATHS.products, locale), label: m.nav_products({}, o) },
    { to: localizedPath(PATHS.craft, locale), label: m.nav_craft({}, o) },
    { to: localizedPath(PATHS.contact, locale), label: m.nav_contact({}, o) },
  ];
};
export const NAV_LINKS = /* @__PURE__ */ navLinks("en");
