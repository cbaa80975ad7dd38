import type { PublicCatalogue } from "../shared/design";

/**
 * What our server hands React Router's loaders (src/server/rendered-pages.ts): the catalogue
 * as stored, at one revision, and whether the site runs in demo mode (ADMIN_DEMO_MODE: the
 * spec's sample orders exist, so the tracking page offers them). Loaders run on the server
 * only; the browser gets their answers.
 */
declare module "react-router" {
  interface AppLoadContext {
    catalogue: PublicCatalogue;
    demoMode: boolean;
  }
}

export {};
