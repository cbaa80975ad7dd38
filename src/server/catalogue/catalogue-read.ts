import type { Kysely, Selectable } from "kysely";
import type { Design, FilterLists, Photo } from "../../shared/design";
import { FILTER_GROUPS, type FilterGroup } from "../../shared/filter";
import type { Database, DesignsTable } from "../db/schema";
import { toPhoto } from "../photos/photo-files";

export type DesignRow = Selectable<DesignsTable>;

/** Every design's photos, main first, by design id. */
export async function photosByDesign(
  db: Kysely<Database>,
  designIds?: readonly number[],
): Promise<Map<number, Photo[]>> {
  if (designIds?.length === 0) return new Map();
  let query = db
    .selectFrom("design_photos")
    .select(["id", "design_id", "kind", "width", "height", "files"])
    .orderBy("design_id")
    .orderBy("position");
  if (designIds) query = query.where("design_id", "in", designIds);
  const photos = new Map<number, Photo[]>();
  for (const row of await query.execute()) {
    const list = photos.get(row.design_id) ?? [];
    list.push(toPhoto(row));
    photos.set(row.design_id, list);
  }
  return photos;
}

export const toDesign = (row: DesignRow, photos: Photo[]): Design => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  category: row.category,
  fabric: row.fabric,
  work: row.work,
  color: row.color,
  description: row.description,
  ...(row.name_hi ? { nameHi: row.name_hi } : {}),
  ...(row.description_hi ? { descriptionHi: row.description_hi } : {}),
  featured: row.featured === 1,
  addedAt: row.created_at,
  photos,
});

/** The four filter lists with each value's id, in the owners' order. */
export async function readOptions(
  db: Kysely<Database>,
): Promise<Record<FilterGroup, { id: number; value: string }[]>> {
  const rows = await db
    .selectFrom("catalogue_options")
    .select(["id", "group_name", "value"])
    .orderBy("position")
    .orderBy("id")
    .execute();
  const lists = Object.fromEntries(FILTER_GROUPS.map((g) => [g, []])) as unknown as Record<
    FilterGroup,
    { id: number; value: string }[]
  >;
  for (const row of rows) lists[row.group_name]?.push({ id: row.id, value: row.value });
  return lists;
}

export async function readLists(db: Kysely<Database>): Promise<FilterLists> {
  const options = await readOptions(db);
  return Object.fromEntries(
    FILTER_GROUPS.map((g) => [g, options[g].map((o) => o.value)]),
  ) as unknown as FilterLists;
}

/** Every design in the site's order (hidden ones too). */
export const readDesignRows = (db: Kysely<Database>): Promise<DesignRow[]> =>
  db.selectFrom("designs").selectAll().orderBy("position").orderBy("id").execute();

/** What the public pages show: the designs not hidden, with their photos, and the lists. */
export async function readPublicCatalogue(db: Kysely<Database>): Promise<{
  designs: Design[];
  lists: FilterLists;
  /** Every earlier address of a shown design → its current one. */
  redirects: Map<string, string>;
}> {
  const [rows, photos, lists, slugs] = await Promise.all([
    db
      .selectFrom("designs")
      .selectAll()
      .where("hidden", "=", 0)
      .orderBy("position")
      .orderBy("id")
      .execute(),
    photosByDesign(db),
    readLists(db),
    db
      .selectFrom("design_slugs")
      .innerJoin("designs", "designs.id", "design_slugs.design_id")
      .select(["design_slugs.slug as old", "designs.slug as current"])
      .where("designs.hidden", "=", 0)
      .whereRef("design_slugs.slug", "<>", "designs.slug")
      .execute(),
  ]);
  return {
    designs: rows.map((row) => toDesign(row, photos.get(row.id) ?? [])),
    lists,
    redirects: new Map(slugs.map((s) => [s.old, s.current])),
  };
}
