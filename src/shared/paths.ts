import { DESIGNS, designSlug, type Design } from "./catalogue";

/** The one route table. Public pages are prerendered at build time (see react-router.config.ts). */
export const PATHS = {
  home: "/",
  products: "/products",
  craft: "/manufacturing",
  tracking: "/tracking",
  contact: "/contact",
  admin: "/admin",
} as const;

/** A design's own page. */
export const designPath = (design: Design): string => `${PATHS.products}/${designSlug(design)}`;

/** The public pages, in the order the sitemap lists them. */
export const PUBLIC_PATHS: readonly string[] = [
  PATHS.home,
  PATHS.products,
  ...DESIGNS.map(designPath),
  PATHS.craft,
  PATHS.tracking,
  PATHS.contact,
];

export const PRERENDERED_PATHS: readonly string[] = [...PUBLIC_PATHS, PATHS.admin];

/** The links of the sticky navigation, in order. /tracking is linked from the footer only. */
export const NAV_LINKS = [
  { to: PATHS.home, label: "Home" },
  { to: PATHS.products, label: "Products" },
  { to: PATHS.craft, label: "Our Craft" },
  { to: PATHS.contact, label: "Contact" },
] as const;
