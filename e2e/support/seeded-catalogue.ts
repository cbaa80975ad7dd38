import { DESIGNS, designSlug, SEED_FEATURED_IDS } from "../../src/shared/catalogue";
import { featuredFirst } from "../../src/shared/catalogue-sort";
import { designPath } from "../../src/shared/paths";

/**
 * The catalogue of a fresh start: the seed's designs with the address each gets. The main test
 * server's catalogue is never changed by a test (the owners' catalogue flows run on their own
 * servers: playwright.config.ts), so these are what its pages show.
 */
export const SEEDED = DESIGNS.map((d) => ({ ...d, slug: designSlug(d) }));

/** The seed's designs as /products lists them by default: the featured ones first (issue 23). */
export const LISTED = featuredFirst(
  SEEDED.map((d) => ({ ...d, featured: SEED_FEATURED_IDS.includes(d.id) })),
);

export const seededPath = (d: { name: string }): string => designPath({ slug: designSlug(d) });

/** Every public page of a fresh start: the prerendered ones and the catalogue's. */
export const SEEDED_DESIGN_PATHS = SEEDED.map(designPath);
