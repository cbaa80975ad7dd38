import type { PublicCatalogue } from "../shared/design";

/**
 * What our server hands React Router's loaders (src/server/rendered-pages.ts): the catalogue
 * as stored, at one revision. Loaders run on the server only; the browser gets their answers.
 */
declare module "react-router" {
  interface AppLoadContext {
    catalogue: PublicCatalogue;
  }
}

export {};
