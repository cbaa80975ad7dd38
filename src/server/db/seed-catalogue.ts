import type { Insertable, Kysely } from "kysely";
import {
  DESIGNS,
  designSlug,
  designSocialCard,
  SEED_FEATURED_IDS,
  SEED_LISTS,
  type SeedDesign,
} from "../../shared/catalogue";
import { FILTER_GROUPS } from "../../shared/filter";
import type { PhotoFile } from "../photos/photo-files";
import type { Database, DesignPhotosTable } from "./schema";

/** The artwork's size (its SVG's viewBox). */
const ARTWORK = { width: 400, height: 500 } as const;

/** A seed design's artwork (and its social card) as the main photo of design `designId`. */
export function artworkPhoto(
  artwork: Pick<SeedDesign, "id" | "image">,
  designId: number,
  at: string,
): Insertable<DesignPhotosTable> {
  const files: PhotoFile[] = [
    { key: artwork.image, format: "svg", width: ARTWORK.width, role: "display" },
    { key: designSocialCard(artwork), format: "jpeg", width: 1200, role: "social" },
  ];
  return {
    design_id: designId,
    position: 0,
    kind: "artwork",
    ...ARTWORK,
    files: JSON.stringify(files),
    created_at: at,
    created_by: null,
  };
}

/**
 * Puts the spec's catalogue in the database once, on the first start (demo mode or not: it is
 * the boutique's catalogue, which the owners then edit): the four filter lists, the 19 designs
 * with their ids (four of them featured on the home page), and each design's artwork as its
 * main photo. catalogue_state.seeded is set in
 * the same transaction, so the seed never runs again, not even after the owners delete every
 * value, and two instances starting at once seed it once (the row's lock).
 */
export async function seedCatalogue(db: Kysely<Database>, now: Date): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("catalogue_state")
      .set((eb) => ({ seeded: 1, revision: eb("revision", "+", 1) }))
      .where("id", "=", 1)
      .where("seeded", "=", 0)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;

    const options = FILTER_GROUPS.flatMap((group) =>
      SEED_LISTS[group].map((value, position) => ({ group_name: group, value, position })),
    );
    await trx.insertInto("catalogue_options").values(options).execute();
    for (const [position, d] of DESIGNS.entries()) {
      const slug = designSlug(d);
      await trx
        .insertInto("designs")
        .values({
          id: d.id,
          slug,
          name: d.name,
          category: d.category,
          fabric: d.fabric,
          work: d.work,
          color: d.color,
          description: d.description,
          hidden: 0,
          featured: SEED_FEATURED_IDS.includes(d.id) ? 1 : 0,
          position,
          created_at: at,
          updated_at: at,
          updated_by: null,
        })
        .execute();
      await trx.insertInto("design_slugs").values({ slug, design_id: d.id }).execute();
      await trx
        .insertInto("design_photos")
        .values(artworkPhoto(d, d.id, at))
        .execute();
    }
    return true;
  });
}
