import type { Kysely } from "kysely";
import { todayInIndia } from "../../shared/dates";
import {
  MAX_ORDER_PHOTOS,
  type OrderPhoto,
  type OrderPhotoChange,
  type OrderPhotosAnswer,
  type PublicPiece,
} from "../../shared/order-photos";
import type { StepStatus } from "../../shared/orders";
import { engineOf } from "../db/engine-of";
import type { Database } from "../db/schema";
import { storedKeys, type PhotoFile } from "../photos/photo-files";
import { photoLinks } from "./photo-links";

type Db = Kysely<Database>;

/** The order's steps, in order (the step chooser's, and her page's). */
async function stepsOf(db: Db, orderId: string) {
  return db
    .selectFrom("production_steps")
    .select(["step_id", "name", "description", "status"])
    .where("order_id", "=", orderId)
    .orderBy("step_index")
    .execute();
}

export async function orderExists(db: Db, orderId: string): Promise<boolean> {
  const row = await db
    .selectFrom("orders")
    .select("order_id")
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the order has this step. */
export async function hasStep(db: Db, orderId: string, stepId: string): Promise<boolean> {
  const row = await db
    .selectFrom("production_steps")
    .select("step_id")
    .where("order_id", "=", orderId)
    .where("step_id", "=", stepId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function photoCount(db: Db, orderId: string): Promise<number> {
  const rows = await db
    .selectFrom("order_photos")
    .select("id")
    .where("order_id", "=", orderId)
    .execute();
  return rows.length;
}

export const orderPhotosFull = async (db: Db, orderId: string) =>
  (await photoCount(db, orderId)) >= MAX_ORDER_PHOTOS;

/** The order's photos and steps as the owners see them, each photo with links for the owners. */
export async function orderPhotosAnswer(
  db: Db,
  orderId: string,
  now: Date,
): Promise<OrderPhotosAnswer> {
  const rows = await db
    .selectFrom("order_photos as p")
    .leftJoin("admin_accounts as a", "a.username", "p.created_by")
    .select([
      "p.id",
      "p.step_id",
      "p.for_her",
      "p.width",
      "p.height",
      "p.files",
      "p.created_at",
      "p.created_by",
      "a.display_name",
    ])
    .where("p.order_id", "=", orderId)
    .orderBy("p.id")
    .execute();
  const photos: OrderPhoto[] = [];
  for (const r of rows)
    photos.push({
      id: Number(r.id),
      stepId: r.step_id,
      forHer: Number(r.for_her) === 1,
      addedAt: r.created_at,
      // The owner's name as her screens say it (her username if the account is gone).
      addedBy: r.display_name ?? r.created_by,
      ...(await photoLinks(db, { ...r, id: Number(r.id) }, "o", now)),
    });
  const steps = (await stepsOf(db, orderId)).map((s) => ({
    id: s.step_id,
    name: s.name,
    description: s.description,
  }));
  return { photos, steps };
}

export interface NewOrderPhoto {
  orderId: string;
  stepId: string | null;
  forHer: boolean;
  width: number;
  height: number;
  files: PhotoFile[];
  by: string;
  now: Date;
}

/**
 * Stores the photo's row unless the order already has its limit (false then). Counted inside
 * the insert's transaction with the order's row locked (PostgreSQL; SQLite has one writer), so
 * two uploads finishing at once on two instances never pass the limit between them.
 */
export async function insertOrderPhoto(db: Db, photo: NewOrderPhoto): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom("orders")
      .select("order_id")
      .where("order_id", "=", photo.orderId)
      .$if(engineOf<Database>(trx) === "postgres", (q) => q.forUpdate())
      .executeTakeFirst();
    if ((await photoCount(trx, photo.orderId)) >= MAX_ORDER_PHOTOS) return false;
    await trx
      .insertInto("order_photos")
      .values({
        order_id: photo.orderId,
        step_id: photo.stepId,
        for_her: photo.forHer ? 1 : 0,
        width: photo.width,
        height: photo.height,
        files: JSON.stringify(photo.files),
        created_at: photo.now.toISOString(),
        created_by: photo.by,
      })
      .execute();
    return true;
  });
}

/** Marks or unmarks a photo of the order for her, or moves it to a step; false if none such. */
export async function changeOrderPhoto(
  db: Db,
  orderId: string,
  photoId: number,
  change: OrderPhotoChange,
): Promise<boolean> {
  const result = await db
    .updateTable("order_photos")
    .set({
      ...(change.forHer !== undefined ? { for_her: change.forHer ? 1 : 0 } : {}),
      ...(change.stepId !== undefined ? { step_id: change.stepId } : {}),
    })
    .where("order_id", "=", orderId)
    .where("id", "=", photoId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a photo of the order; its files' keys (for the store), or undefined if none such. */
export async function deleteOrderPhoto(
  db: Db,
  orderId: string,
  photoId: number,
): Promise<string[] | undefined> {
  const row = await db
    .deleteFrom("order_photos")
    .where("order_id", "=", orderId)
    .where("id", "=", photoId)
    .returning("files")
    .executeTakeFirst();
  return row && storedKeys({ kind: "photo", files: row.files });
}

/**
 * Deletes every photo of these orders (her erasure), in the caller's transaction; the files'
 * keys, for the store once it has committed.
 */
export async function deleteOrdersPhotos(
  db: Db,
  orderIds: readonly string[],
): Promise<{ deleted: number; keys: string[] }> {
  if (orderIds.length === 0) return { deleted: 0, keys: [] };
  const rows = await db
    .deleteFrom("order_photos")
    .where("order_id", "in", orderIds)
    .returning("files")
    .execute();
  return {
    deleted: rows.length,
    keys: rows.flatMap((r) => storedKeys({ kind: "photo", files: r.files })),
  };
}

/** Her export's list of an order's photos (what was kept, not the images). */
export async function exportedOrderPhotos(db: Db, orderId: string) {
  const rows = await db
    .selectFrom("order_photos")
    .select(["id", "step_id", "for_her", "width", "height", "created_at", "created_by"])
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    stepId: r.step_id,
    forHer: Number(r.for_her) === 1,
    width: r.width,
    height: r.height,
    addedAt: r.created_at,
    addedBy: r.created_by,
  }));
}

/**
 * Her piece as her tracking page shows it once she has proved her phone's digits: the steps
 * with their statuses and the photos marked for her (links for her); null while none is.
 */
export async function publicPiece(db: Db, orderId: string, now: Date): Promise<PublicPiece | null> {
  const rows = await db
    .selectFrom("order_photos")
    .select(["id", "step_id", "width", "height", "files", "created_at"])
    .where("order_id", "=", orderId)
    .where("for_her", "=", 1)
    .orderBy("id")
    .execute();
  if (rows.length === 0) return null;
  const photos = [];
  for (const r of rows)
    photos.push({
      id: Number(r.id),
      stepId: r.step_id,
      addedOn: todayInIndia(new Date(r.created_at)),
      ...(await photoLinks(db, { ...r, id: Number(r.id) }, "h", now)),
    });
  const steps = (await stepsOf(db, orderId)).map((s) => ({
    id: s.step_id,
    name: s.name,
    description: s.description,
    status: s.status as StepStatus,
  }));
  return { steps, photos };
}
