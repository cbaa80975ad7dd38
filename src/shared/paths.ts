/**
 * The one route table. Pages that never change are prerendered at build time
 * (react-router.config.ts); the catalogue's pages are rendered by the server from the database
 * (docs/decisions/0011-catalogue-pages-rendered-from-the-database.md).
 */
export const PATHS = {
  home: "/",
  products: "/products",
  craft: "/manufacturing",
  tracking: "/tracking",
  contact: "/contact",
  admin: "/admin",
} as const;

/** A design's own page. */
export const designPath = (design: { slug: string }): string => `${PATHS.products}/${design.slug}`;

/** The public pages that do not depend on the catalogue, prerendered at build time. */
export const STATIC_PUBLIC_PATHS: readonly string[] = [
  PATHS.home,
  PATHS.craft,
  PATHS.tracking,
  PATHS.contact,
];

export const PRERENDERED_PATHS: readonly string[] = [...STATIC_PUBLIC_PATHS, PATHS.admin];

/** The public pages, in the order the sitemap lists them, for the designs shown now. */
export const publicPaths = (designs: readonly { slug: string }[]): string[] => [
  PATHS.home,
  PATHS.products,
  ...designs.map(designPath),
  PATHS.craft,
  PATHS.tracking,
  PATHS.contact,
];

/** The links of the sticky navigation, in order. /tracking is linked from the footer only. */
export const NAV_LINKS = [
  { to: PATHS.home, label: "Home" },
  { to: PATHS.products, label: "Products" },
  { to: PATHS.craft, label: "Our Craft" },
  { to: PATHS.contact, label: "Contact" },
] as const;
