import { DESIGNS, designSlug } from "../../src/shared/catalogue";
import { designPath } from "../../src/shared/paths";

/**
 * The catalogue of a fresh start: the seed's designs with the address each gets. The main test
 * server's catalogue is never changed by a test (the owners' catalogue flows run on their own
 * servers: playwright.config.ts), so these are what its pages show.
 */
export const SEEDED = DESIGNS.map((d) => ({ ...d, slug: designSlug(d) }));

export const seededPath = (d: { name: string }): string => designPath({ slug: designSlug(d) });

/** Every public page of a fresh start: the prerendered ones and the catalogue's. */
export const SEEDED_DESIGN_PATHS = SEEDED.map(designPath);
