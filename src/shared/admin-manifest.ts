/**
 * The back office as an app on the owners' phones: its web app manifest, linked from the /admin
 * page only (routes/admin.tsx) and served at ADMIN_MANIFEST_PATH (server/site-files.ts). The
 * icons are PNGs in public/admin/ (scripts/artwork/admin-icons.ts draws them).
 *
 * Its scope is /admin, not /admin/: the home screen's address is /admin (logging out lands
 * there), and a scope with the slash would open it outside the app, with the browser's bar.
 */
import { BUSINESS } from "./business";
import { PATHS } from "./paths";

export const ADMIN_MANIFEST_PATH = `${PATHS.admin}/manifest.webmanifest`;
export const ADMIN_MANIFEST_TYPE = "application/manifest+json; charset=utf-8";

/** The site's palette (app.css): maroon-700, the theme colour of every page, and cream. */
export const ADMIN_APP_COLOURS = { theme: "#741c2a", background: "#fdf8f0" } as const;

export const ADMIN_ICONS = [
  { src: `${PATHS.admin}/icon-192.png`, sizes: "192x192", type: "image/png", purpose: "any" },
  { src: `${PATHS.admin}/icon-512.png`, sizes: "512x512", type: "image/png", purpose: "any" },
  {
    src: `${PATHS.admin}/icon-maskable-192.png`,
    sizes: "192x192",
    type: "image/png",
    purpose: "maskable",
  },
  {
    src: `${PATHS.admin}/icon-maskable-512.png`,
    sizes: "512x512",
    type: "image/png",
    purpose: "maskable",
  },
] as const;

/** The icon iOS puts on the home screen (it reads no manifest icons). */
export const ADMIN_TOUCH_ICON = `${PATHS.admin}/apple-touch-icon.png`;

export function adminManifest() {
  return {
    id: PATHS.admin,
    name: `${BUSINESS.name} · Back office`,
    short_name: BUSINESS.name,
    description: `${BUSINESS.name}'s orders, customers and production, for the owners.`,
    lang: "en-IN",
    dir: "ltr",
    start_url: PATHS.admin,
    scope: PATHS.admin,
    display: "standalone",
    orientation: "any",
    theme_color: ADMIN_APP_COLOURS.theme,
    background_color: ADMIN_APP_COLOURS.background,
    icons: ADMIN_ICONS,
  };
}
