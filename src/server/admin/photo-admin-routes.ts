import { randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  NewOrderOfIdsSchema,
  PHOTO_ERRORS,
} from "../../shared/catalogue-admin";
import type { OwnerEnv } from "../auth/require-owner";
import { readAdminDesign } from "../catalogue/catalogue-admin-read";
import { DESIGN_NOT_FOUND } from "../catalogue/design-writes";
import { addPhoto, PHOTO_NOT_FOUND, removePhoto, reorderPhotos } from "../catalogue/photo-writes";
import { jsonBodyLimit } from "../json-body";
import { storedKeys } from "../photos/photo-files";
import { PhotoRefusal, processPhoto } from "../photos/photo-pipeline";
import { validatedBody } from "../validated-body";
import { actorOf, changeAndAnswer, idParam, type CatalogueDeps } from "./catalogue-deps";
import { admitAtOnce } from "./upload-admission";

/** The multipart form around the photo: boundaries, headers, the file's name. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

type DesignAnswer = (c: Context<OwnerEnv>, id: number, status?: 200 | 201) => Promise<Response>;

/**
 * /api/admin/designs/:id/photos: POST / uploads one photo (multipart field `photo`), DELETE
 * /:photoId removes one and its files, PUT /order sets the order (the first is the main
 * photo). Each answers with the design. A refused upload stores nothing.
 */
export function photoAdminRoutes(deps: CatalogueDeps, designAnswer: DesignAnswer): Hono<OwnerEnv> {
  const refuse = (c: Context<OwnerEnv>, status: 400 | 404 | 409 | 413 | 415 | 422, error: string) =>
    c.json({ error, field: "photo" }, status);

  const admit = deps.uploads ?? admitAtOnce();
  return new Hono<OwnerEnv>()
    .post(
      "/",
      admit,
      bodyLimit({
        maxSize: MAX_PHOTO_BYTES + FORM_OVERHEAD_BYTES,
        onError: (c) => c.json({ error: PHOTO_ERRORS.tooLarge, field: "photo" }, 413),
      }),
      async (c) => {
        const id = idParam(c, "id");
        const design = id ? await readAdminDesign(deps.db, id) : undefined;
        if (!id || !design) return c.json({ error: DESIGN_NOT_FOUND }, 404);
        if (design.photos.length >= MAX_PHOTOS) return refuse(c, 409, PHOTO_ERRORS.tooMany);
        if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? ""))
          return refuse(c, 400, PHOTO_ERRORS.missing);
        const form = await c.req.parseBody().catch(() => undefined);
        const upload = form?.photo;
        if (!(upload instanceof File)) return refuse(c, 400, PHOTO_ERRORS.missing);
        const bytes = Buffer.from(await upload.arrayBuffer());

        const base = `designs/${id}/${randomUUID()}`;
        let processed;
        try {
          processed = await processPhoto(bytes, (suffix) => `${base}-${suffix}`);
        } catch (error) {
          if (error instanceof PhotoRefusal) return refuse(c, error.status, error.message);
          throw error;
        }
        const keys = processed.files.map((f) => f.key);
        try {
          for (const f of processed.files) await deps.photos.put(f.key, f.data, f.contentType);
        } catch (error) {
          await deps.photos.delete(keys).catch(() => undefined);
          throw error;
        }
        const files = processed.files.map(({ key, format, width, role }) => ({
          key,
          format,
          width,
          role,
        }));
        const response = await changeAndAnswer(
          c,
          deps,
          () => addPhoto(deps.db, actorOf(c, deps), id, { ...processed, files }),
          () => designAnswer(c, id, 201),
        ).catch(async (error: unknown) => {
          await deps.photos.delete(keys).catch(() => undefined);
          throw error;
        });
        // Refused after all (the ninth photo arrived meanwhile): the files go too.
        if (response.status !== 201) await deps.photos.delete(keys);
        return response;
      },
    )
    .put("/order", jsonBodyLimit(4096), async (c) => {
      const input = await validatedBody(c, NewOrderOfIdsSchema);
      if (!input.ok) return input.response;
      const id = idParam(c, "id");
      if (!id) return c.json({ error: DESIGN_NOT_FOUND }, 404);
      return changeAndAnswer(
        c,
        deps,
        () => reorderPhotos(deps.db, actorOf(c, deps), id, input.data.ids),
        () => designAnswer(c, id),
      );
    })
    .delete("/:photoId", async (c) => {
      const id = idParam(c, "id");
      const photoId = idParam(c, "photoId");
      if (!id) return c.json({ error: DESIGN_NOT_FOUND }, 404);
      if (!photoId) return c.json({ error: PHOTO_NOT_FOUND }, 404);
      return changeAndAnswer(
        c,
        deps,
        () => removePhoto(deps.db, actorOf(c, deps), id, photoId),
        async (removed) => {
          // After the commit: a failed delete leaves files nobody links to, never a broken page.
          await deps.photos
            .delete(storedKeys(removed))
            .catch((error: unknown) => console.error("Deleting a photo's files failed:", error));
          return designAnswer(c, id);
        },
      );
    });
}
