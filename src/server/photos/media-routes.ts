import type { Hono } from "hono";
import { isPublicMediaKey, MEDIA_PREFIX } from "./photo-files";
import { isPhotoKey, type PhotoStore } from "./photo-store";

/** A stored file never changes: a new photo gets new keys. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /media/<key>: the photo store's files, from the folder or the bucket, on the site's own
 * origin (so pages need no other image source in their policy). Keys outside the store's
 * form, and an order's photos (only her signed links open those), are 404 without asking the
 * store.
 */
export function mountMedia(app: Hono, store: PhotoStore): void {
  app.get(`${MEDIA_PREFIX}*`, async (c) => {
    const key = c.req.path.slice(MEDIA_PREFIX.length);
    const file = isPhotoKey(key) && isPublicMediaKey(key) ? await store.get(key) : undefined;
    if (!file) return c.text("Not found", 404);
    const etag = `"${key.split("/").at(-1)}"`;
    const headers = { "Content-Type": file.contentType, "Cache-Control": IMMUTABLE, ETag: etag };
    if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(file.data), 200, headers);
  });
}
