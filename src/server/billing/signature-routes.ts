import { randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_PHOTO_BYTES, PHOTO_ERRORS } from "../../shared/catalogue-admin";
import type { OwnerEnv } from "../auth/require-owner";
import type { CatalogueDeps } from "../admin/catalogue-deps";
import { admitAtOnce } from "../admin/upload-admission";
import { PhotoRefusal, processSignature } from "../photos/photo-pipeline";

/** The multipart form around the image: boundaries, headers, the file's name. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * POST /billing/signature (multipart field `signature`): the signature image for Settings →
 * Business, through the photos' pipeline, stored under a new key that the answer gives
 * ({ key }); the owner saves it with the business details. An earlier image's file stays: the
 * documents issued with it still print it.
 */
export function signatureRoutes(deps: CatalogueDeps): Hono<OwnerEnv> {
  const refuse = (c: Context<OwnerEnv>, status: 400 | 413 | 415 | 422, error: string) =>
    c.json({ error, field: "signature" }, status);
  return new Hono<OwnerEnv>().post(
    "/",
    deps.uploads ?? admitAtOnce(),
    bodyLimit({
      maxSize: MAX_PHOTO_BYTES + FORM_OVERHEAD_BYTES,
      onError: (c) => c.json({ error: PHOTO_ERRORS.tooLarge, field: "signature" }, 413),
    }),
    async (c) => {
      if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? ""))
        return refuse(c, 400, PHOTO_ERRORS.missing);
      const form = await c.req.parseBody().catch(() => undefined);
      const upload = form?.signature;
      if (!(upload instanceof File)) return refuse(c, 400, PHOTO_ERRORS.missing);
      let image: Buffer;
      try {
        image = await processSignature(Buffer.from(await upload.arrayBuffer()));
      } catch (error) {
        if (error instanceof PhotoRefusal) return refuse(c, error.status, error.message);
        throw error;
      }
      const key = `billing/signature-${randomUUID()}.jpg`;
      await deps.photos.put(key, image, "image/jpeg");
      return c.json({ key }, 201);
    },
  );
}
