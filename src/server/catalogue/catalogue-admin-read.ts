import type { Kysely } from "kysely";
import {
  thumbnailOf,
  type AdminCatalogue,
  type AdminDesign,
  type AdminDesignRow,
  type DesignChoices,
  type FilterOption,
} from "../../shared/catalogue-admin";
import type { CatalogueChange, CatalogueChangeWhat } from "../../shared/catalogue-changes";
import { FILTER_GROUPS, type FilterGroup } from "../../shared/filter";
import { OWNERS } from "../auth/owners";
import type { Database } from "../db/schema";
import { readRevision } from "./catalogue-write";
import {
  photosByDesign,
  readDesignRows,
  readOptions,
  toDesign,
  type DesignRow,
} from "./catalogue-read";

const toRow = (row: DesignRow, photos: AdminDesign["photos"]): AdminDesignRow => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  category: row.category,
  fabric: row.fabric,
  work: row.work,
  color: row.color,
  hidden: row.hidden === 1,
  featured: row.featured === 1,
  mainPhoto: photos[0] ? thumbnailOf(photos[0]) : null,
  photoCount: photos.length,
});

/** The Products tab: every design (hidden too) in the site's order, and the four lists. */
export async function readAdminCatalogue(
  db: Kysely<Database>,
  demoMode: boolean,
): Promise<AdminCatalogue> {
  const [rows, photos, options] = await Promise.all([
    readDesignRows(db),
    photosByDesign(db),
    readOptions(db),
  ]);
  const lists = Object.fromEntries(
    FILTER_GROUPS.map((group) => [
      group,
      options[group].map((o): FilterOption => ({
        ...o,
        designs: rows.filter((r) => r[group] === o.value).length,
      })),
    ]),
  ) as unknown as Record<FilterGroup, FilterOption[]>;
  return { designs: rows.map((r) => toRow(r, photos.get(r.id) ?? [])), lists, demoMode };
}

/**
 * readAdminCatalogue kept for the catalogue's revision, which every change raises
 * (catalogue-write.ts): the Products tab asks for the same designs again and again (300 after
 * five years, 93 KB), and one query of the revision answers until a change. Read after the
 * revision, so what is kept may hold more than its revision says, never less.
 */
export function keptAdminCatalogue(
  db: Kysely<Database>,
  demoMode: boolean,
): () => Promise<AdminCatalogue> {
  let kept: { revision: number; catalogue: Promise<AdminCatalogue> } | undefined;
  return async () => {
    const revision = await readRevision(db);
    if (kept?.revision === revision) return kept.catalogue;
    const catalogue = readAdminCatalogue(db, demoMode);
    const keeping = { revision, catalogue };
    kept = keeping;
    catalogue.catch(() => kept === keeping && (kept = undefined));
    return catalogue;
  };
}

/** The designs an order's items can name (hidden ones too), in the site's order: three columns. */
export async function readDesignChoices(db: Kysely<Database>): Promise<DesignChoices> {
  const rows = await db
    .selectFrom("designs")
    .select(["id", "name", "hidden"])
    .orderBy("position")
    .orderBy("id")
    .execute();
  return { designs: rows.map((r) => ({ id: r.id, name: r.name, hidden: r.hidden === 1 })) };
}

/** The designs with these ids, hidden ones included (e.g. to check an order's items). */
export async function findDesigns(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<AdminDesignRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("designs")
    .selectAll()
    .where("id", "in", [...new Set(ids)])
    .orderBy("position")
    .execute();
  const photos = await photosByDesign(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toRow(r, photos.get(r.id) ?? []));
}

/** One design with all its photos, as the owners edit it. */
export async function readAdminDesign(
  db: Kysely<Database>,
  id: number,
): Promise<AdminDesign | undefined> {
  const row = await db.selectFrom("designs").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const photos = (await photosByDesign(db, [id])).get(id) ?? [];
  return {
    ...toDesign(row, photos),
    hidden: row.hidden === 1,
    position: row.position,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** The change log, newest first: the whole catalogue's, or one design's. */
export async function readChanges(
  db: Kysely<Database>,
  options: { designId?: number; limit: number },
): Promise<CatalogueChange[]> {
  let query = db
    .selectFrom("catalogue_changes")
    .selectAll()
    .orderBy("id", "desc")
    .limit(options.limit);
  if (options.designId !== undefined) query = query.where("design_id", "=", options.designId);
  return (await query.execute()).map((row) => ({
    id: row.id,
    at: row.at,
    by: row.by,
    byName: OWNERS.find((o) => o.username === row.by)?.displayName ?? row.by,
    designId: row.design_id,
    what: JSON.parse(row.what) as CatalogueChangeWhat,
  }));
}
