import type { Kysely } from "kysely";
import type { Design, PublicCatalogue } from "../../shared/design";
import type { Database } from "../db/schema";
import { readPublicCatalogue } from "./catalogue-read";
import { readRevision } from "./catalogue-write";

export interface CatalogueSource {
  /**
   * The catalogue as stored: this instance's copy, checked against the database's revision at
   * most once every `checkEveryMs` (so a change made on any instance shows within that time).
   */
  current(): Promise<PublicCatalogue>;
  /**
   * This instance's copy if it was checked within `checkEveryMs`, as current() would answer it
   * without asking the database; else undefined (site-listener.ts then lets Hono ask).
   */
  fresh(): PublicCatalogue | undefined;
  /** This instance changed the catalogue: the next current() checks at once. */
  changed(): void;
}

/** How often an instance asks the database whether the catalogue changed. */
export const CATALOGUE_CHECK_MS = 1000;

/**
 * One copy of the public catalogue per instance, read again whenever the stored revision moved.
 * Requests arriving together share one check. If the database cannot be reached, the copy in
 * hand keeps serving the pages (and the failure is logged); without one, the error goes up.
 */
export function createCatalogueSource(
  db: Kysely<Database>,
  options: { checkEveryMs?: number; clock?: () => number } = {},
): CatalogueSource {
  const checkEveryMs = options.checkEveryMs ?? CATALOGUE_CHECK_MS;
  const clock = options.clock ?? Date.now;
  let copy: PublicCatalogue | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<PublicCatalogue> | undefined;
  // Raised by changed(): a check that started before it cannot vouch for the copy.
  let generation = 0;

  const check = async (): Promise<PublicCatalogue> => {
    const startedAt = clock();
    const startedIn = generation;
    try {
      const revision = await readRevision(db);
      // Read after the revision: the copy may hold more than its revision says, never less.
      const fresh = !copy || copy.revision !== revision ? await load(db, revision) : copy;
      if (!copy || fresh.revision >= copy.revision) copy = fresh;
      if (startedIn === generation) checkedAt = startedAt;
      return copy;
    } catch (error) {
      if (!copy) throw error;
      console.error(`Catalogue check failed, serving revision ${copy.revision}:`, error);
      return copy;
    }
  };

  return {
    current() {
      if (copy && clock() - checkedAt < checkEveryMs) return Promise.resolve(copy);
      if (checking) return checking;
      const started = check().finally(() => {
        if (checking === started) checking = undefined;
      });
      checking = started;
      return started;
    },
    fresh() {
      return copy && clock() - checkedAt < checkEveryMs ? copy : undefined;
    },
    changed() {
      generation += 1;
      checkedAt = Number.NEGATIVE_INFINITY;
      checking = undefined;
    },
  };
}

async function load(db: Kysely<Database>, revision: number): Promise<PublicCatalogue> {
  const { designs, lists, redirects } = await readPublicCatalogue(db);
  const bySlug = new Map<string, Design>(designs.map((d) => [d.slug, d]));
  return {
    revision,
    view: { designs, lists },
    lookup(slug) {
      const design = bySlug.get(slug);
      if (design) return { design };
      const movedTo = redirects.get(slug);
      return movedTo ? { movedTo } : undefined;
    },
  };
}
