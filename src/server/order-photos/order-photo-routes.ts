import { randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_PHOTO_BYTES, PHOTO_ERRORS } from "../../shared/catalogue-admin";
import {
  ORDER_PHOTO_REFUSALS as R,
  OrderPhotoChangeSchema,
  OrderPhotoUploadFieldsSchema,
} from "../../shared/order-photos";
import { problemOf } from "../../shared/schema-problem";
import type { AdminDeps } from "../admin/admin-deps";
import { orderRouteKit, type OwnerContext } from "../admin/order-route-kit";
import { admitAtOnce } from "../admin/upload-admission";
import type { OwnerEnv } from "../auth/require-owner";
import { jsonBodyLimit } from "../json-body";
import { ORDER_PHOTOS_FOLDER } from "../photos/photo-files";
import { PhotoRefusal, processPhoto } from "../photos/photo-pipeline";
import type { PhotoStore } from "../photos/photo-store";
import { validatedBody } from "../validated-body";
import {
  changeOrderPhoto,
  deleteOrderPhoto,
  hasStep,
  insertOrderPhoto,
  orderExists,
  orderPhotosAnswer,
  orderPhotosFull,
} from "./order-photo-store";

/** The multipart form around the photo: boundaries, headers, the other fields. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export type OrderPhotoDeps = AdminDeps & { photos: PhotoStore };

/**
 * Under /api/admin/orders/:orderId/photos (any owner): GET / the order's photos and steps;
 * POST / one photo (multipart: `photo`, and `stepId`, `forHer`) through the catalogue's photo
 * pipeline and upload admission; PATCH /:photoId marks it for her or not, or moves it to a
 * step; DELETE /:photoId removes it and its files. Each answers with the order's photos. A
 * refused upload stores nothing.
 */
export function orderPhotoRoutes(deps: OrderPhotoDeps): Hono<OwnerEnv> {
  const kit = orderRouteKit(deps);
  const { owner } = kit;
  const admit = deps.uploads ?? admitAtOnce();
  const refuse = (
    c: Context,
    status: 400 | 404 | 409 | 413 | 415 | 422,
    error: string,
    field?: string,
  ) => c.json(field ? { error, field } : { error }, status);
  const answer = async (c: OwnerContext, orderId: string, status: 200 | 201 = 200) =>
    c.json(await orderPhotosAnswer(deps.db, orderId, deps.now()), status);
  /** The order's ID when it names an order there is. */
  const foundOrder = async (c: OwnerContext) => {
    const orderId = kit.orderIdOf(c);
    return orderId && (await orderExists(deps.db, orderId)) ? orderId : undefined;
  };
  const photoIdOf = (c: OwnerContext) => Number(c.req.param("photoId"));

  return new Hono<OwnerEnv>()
    .get("/", owner, async (c) => {
      const orderId = await foundOrder(c);
      return orderId ? answer(c, orderId) : refuse(c, 404, R.orderNotFound);
    })
    .post(
      "/",
      owner,
      // Checked before the body is read or a place in the queue taken.
      async (c, next) => {
        const orderId = await foundOrder(c);
        if (!orderId) return refuse(c, 404, R.orderNotFound);
        if (await orderPhotosFull(deps.db, orderId)) return refuse(c, 409, R.tooMany, "photo");
        await next();
      },
      admit,
      bodyLimit({
        maxSize: MAX_PHOTO_BYTES + FORM_OVERHEAD_BYTES,
        onError: (c) => c.json({ error: PHOTO_ERRORS.tooLarge, field: "photo" }, 413),
      }),
      async (c) => {
        const orderId = (await foundOrder(c))!;
        if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? ""))
          return refuse(c, 400, PHOTO_ERRORS.missing, "photo");
        const form = await c.req.parseBody().catch(() => undefined);
        const upload = form?.photo;
        if (!form || !(upload instanceof File))
          return refuse(c, 400, PHOTO_ERRORS.missing, "photo");
        const fields = OrderPhotoUploadFieldsSchema.safeParse({
          stepId: form.stepId,
          forHer: form.forHer,
        });
        if (!fields.success) {
          const problem = problemOf(fields.error);
          return refuse(c, 400, problem.error, problem.field);
        }
        const { stepId, forHer } = fields.data;
        if (stepId !== null && !(await hasStep(deps.db, orderId, stepId)))
          return refuse(c, 400, R.step, "stepId");

        const base = `${ORDER_PHOTOS_FOLDER}${randomUUID()}`;
        let processed;
        try {
          processed = await processPhoto(
            Buffer.from(await upload.arrayBuffer()),
            (suffix) => `${base}-${suffix}`,
            { card: false },
          );
        } catch (error) {
          if (error instanceof PhotoRefusal) return refuse(c, error.status, error.message, "photo");
          throw error;
        }
        const keys = processed.files.map((f) => f.key);
        let stored: boolean;
        try {
          for (const f of processed.files) await deps.photos.put(f.key, f.data, f.contentType);
          stored = await insertOrderPhoto(deps.db, {
            orderId,
            stepId,
            forHer,
            width: processed.width,
            height: processed.height,
            files: processed.files.map(({ key, format, width, role }) => ({
              key,
              format,
              width,
              role,
            })),
            by: c.get("session").user.username,
            now: deps.now(),
          });
        } catch (error) {
          // Nothing half-stored: the files go when the row could not be written.
          await deps.photos.delete(keys).catch(() => undefined);
          throw error;
        }
        if (!stored) {
          // Another upload took the last place while this one was processed.
          await deps.photos.delete(keys).catch(() => undefined);
          return refuse(c, 409, R.tooMany, "photo");
        }
        return answer(c, orderId, 201);
      },
    )
    .patch("/:photoId{[0-9]{1,9}}", owner, jsonBodyLimit(1024), async (c) => {
      const orderId = await foundOrder(c);
      if (!orderId) return refuse(c, 404, R.orderNotFound);
      const input = await validatedBody(c, OrderPhotoChangeSchema);
      if (!input.ok) return input.response;
      const { stepId } = input.data;
      if (stepId && !(await hasStep(deps.db, orderId, stepId)))
        return refuse(c, 400, R.step, "stepId");
      if (!(await changeOrderPhoto(deps.db, orderId, photoIdOf(c), input.data)))
        return refuse(c, 404, R.photoNotFound);
      return answer(c, orderId);
    })
    .delete("/:photoId{[0-9]{1,9}}", owner, async (c) => {
      const orderId = await foundOrder(c);
      if (!orderId) return refuse(c, 404, R.orderNotFound);
      const keys = await deleteOrderPhoto(deps.db, orderId, photoIdOf(c));
      if (!keys) return refuse(c, 404, R.photoNotFound);
      // After the row is gone: a failed delete leaves files no link opens, never a broken page.
      await deps.photos
        .delete(keys)
        .catch((error: unknown) =>
          deps.logger.error({ err: error }, "Deleting an order photo's files failed"),
        );
      return answer(c, orderId);
    });
}
