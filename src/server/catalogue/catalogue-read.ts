import { sql, type Kysely, type Selectable } from "kysely";
import type { Design, FilterLists, Photo } from "../../shared/design";
import {
  averageOf,
  REVIEWS_SHOWN,
  type DesignReview,
  type RatingSummary,
} from "../../shared/reviews";
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

/**
 * Every design's approved reviews: their average and count, and the REVIEWS_SHOWN newest (a
 * window per design, so the copy stays the same size however many reviews the years bring).
 */
export async function approvedReviews(
  db: Kysely<Database>,
): Promise<Map<number, { rating: RatingSummary; reviews: DesignReview[] }>> {
  const [sums, recent] = await Promise.all([
    db
      .selectFrom("design_reviews")
      .select((eb) => [
        "design_id",
        eb.fn.countAll<number>().as("count"),
        eb.fn.sum<number>("rating").as("sum"),
      ])
      .where("approved", "=", 1)
      .groupBy("design_id")
      .execute(),
    db
      .selectFrom((eb) =>
        eb
          .selectFrom("design_reviews")
          .select([
            "id",
            "design_id",
            "first_name",
            "city",
            "rating",
            "text",
            "reviewed_on",
            sql<number>`row_number() over (partition by design_id order by reviewed_on desc, id desc)`.as(
              "n",
            ),
          ])
          .where("approved", "=", 1)
          .as("r"),
      )
      .selectAll()
      .where("n", "<=", REVIEWS_SHOWN)
      .orderBy("design_id")
      .orderBy("n")
      .execute(),
  ]);
  const found = new Map<number, { rating: RatingSummary; reviews: DesignReview[] }>();
  for (const row of sums) {
    const count = Number(row.count);
    found.set(row.design_id, {
      rating: { average: averageOf(Number(row.sum), count), count },
      reviews: [],
    });
  }
  for (const row of recent)
    found.get(row.design_id)?.reviews.push({
      id: Number(row.id),
      firstName: row.first_name,
      city: row.city,
      rating: Number(row.rating),
      text: row.text,
      reviewedOn: row.reviewed_on,
    });
  return found;
}

/** What the public pages show: the designs not hidden, with their photos, and the lists. */
export async function readPublicCatalogue(db: Kysely<Database>): Promise<{
  designs: Design[];
  lists: FilterLists;
  /** Every earlier address of a shown design → its current one. */
  redirects: Map<string, string>;
}> {
  const [rows, photos, lists, slugs, reviews] = await Promise.all([
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
    approvedReviews(db),
  ]);
  return {
    designs: rows.map((row) => ({
      ...toDesign(row, photos.get(row.id) ?? []),
      ...reviews.get(row.id),
    })),
    lists,
    redirects: new Map(slugs.map((s) => [s.old, s.current])),
  };
}
