import type { Kysely, Transaction } from "kysely";
import { CATALOGUE_REFUSALS, MAX_PHOTOS, PHOTO_ERRORS } from "../../shared/catalogue-admin";
import type { Database } from "../db/schema";
import type { PhotoFile } from "../photos/photo-files";
import { changeCatalogue, CatalogueRefusal, type Actor } from "./catalogue-write";
import { DESIGN_NOT_FOUND } from "./design-writes";

export const PHOTO_NOT_FOUND = CATALOGUE_REFUSALS.photoNotFound;
const PHOTOS_CHANGED = CATALOGUE_REFUSALS.photosChanged;

export interface NewPhoto {
  width: number;
  height: number;
  files: PhotoFile[];
}

/** Adds a processed photo after the design's others (the first one is the main photo). */
export function addPhoto(
  db: Kysely<Database>,
  actor: Actor,
  designId: number,
  photo: NewPhoto,
): Promise<number> {
  return changeCatalogue(db, actor, async ({ trx, record }) => {
    const name = await designName(trx, designId);
    const photos = await photoIds(trx, designId);
    if (photos.length >= MAX_PHOTOS) throw new CatalogueRefusal(409, PHOTO_ERRORS.tooMany, "photo");
    const added = await trx
      .insertInto("design_photos")
      .values({
        design_id: designId,
        position: photos.length,
        kind: "photo",
        width: photo.width,
        height: photo.height,
        files: JSON.stringify(photo.files),
        created_at: actor.now.toISOString(),
        created_by: actor.by,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await record(designId, { kind: "photo-added", name, photoId: added.id });
    return added.id;
  });
}

/** Removes a photo; answers its row, whose files the caller deletes once this is stored. */
export function removePhoto(
  db: Kysely<Database>,
  actor: Actor,
  designId: number,
  photoId: number,
): Promise<{ kind: "artwork" | "photo"; files: string }> {
  return changeCatalogue(db, actor, async ({ trx, record }) => {
    const name = await designName(trx, designId);
    const row = await trx
      .selectFrom("design_photos")
      .select(["kind", "files"])
      .where("id", "=", photoId)
      .where("design_id", "=", designId)
      .executeTakeFirst();
    if (!row) throw new CatalogueRefusal(404, PHOTO_NOT_FOUND);
    await trx.deleteFrom("design_photos").where("id", "=", photoId).execute();
    await renumber(
      trx,
      (await photoIds(trx, designId)).map((p) => p.id),
    );
    await record(designId, { kind: "photo-removed", name, photoId });
    return row;
  });
}

/** Puts the design's photos in the order given: the first becomes the main photo. */
export function reorderPhotos(
  db: Kysely<Database>,
  actor: Actor,
  designId: number,
  ids: readonly number[],
): Promise<void> {
  return changeCatalogue(db, actor, async ({ trx, record }) => {
    const name = await designName(trx, designId);
    const known = new Set((await photoIds(trx, designId)).map((p) => p.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id)))
      throw new CatalogueRefusal(409, PHOTOS_CHANGED, "ids");
    await renumber(trx, ids);
    await record(designId, { kind: "photos-reordered", name, mainPhotoId: ids[0] ?? 0 });
  });
}

async function designName(trx: Transaction<Database>, id: number): Promise<string> {
  const row = await trx
    .selectFrom("designs")
    .select("name")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new CatalogueRefusal(404, DESIGN_NOT_FOUND);
  return row.name;
}

const photoIds = (trx: Transaction<Database>, designId: number) =>
  trx
    .selectFrom("design_photos")
    .select("id")
    .where("design_id", "=", designId)
    .orderBy("position")
    .orderBy("id")
    .execute();

async function renumber(trx: Transaction<Database>, ids: readonly number[]): Promise<void> {
  for (const [position, id] of ids.entries())
    await trx.updateTable("design_photos").set({ position }).where("id", "=", id).execute();
}
