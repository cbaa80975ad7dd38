/** The one route table. Public pages are prerendered at build time (see react-router.config.ts). */
export const PATHS = {
  home: "/",
  products: "/products",
  craft: "/manufacturing",
  tracking: "/tracking",
  contact: "/contact",
  admin: "/admin",
} as const;

export const PRERENDERED_PATHS = [
  PATHS.home,
  PATHS.products,
  PATHS.craft,
  PATHS.tracking,
  PATHS.contact,
  PATHS.admin,
] as const;

/** The links of the sticky navigation, in order. /tracking is linked from the footer only. */
export const NAV_LINKS = [
  { to: PATHS.home, label: "Home" },
  { to: PATHS.products, label: "Products" },
  { to: PATHS.craft, label: "Our Craft" },
  { to: PATHS.contact, label: "Contact" },
] as const;
