/**
 * The only way to an order's photo: a signed link (SECURITY.md, "Photos of her piece").
 * /media never serves the order-photos/ folder; the owners' API (with a session) and her
 * tracking page's answer (after her phone's digits) give links of the form
 *
 *   /api/order-photos/<h|o>-<photo id>-<expires>-<signature>/<width>.<webp|avif>
 *
 * signed with the server's own key (db/server-secret.ts) over who it is for ('h' her, 'o' the
 * owners), the photo and the hour it expires. A link cannot be guessed or made from an Order
 * ID or tracking code, stops working within two hours, and one of hers opens the photo only
 * while it is still marked for her and not deleted (checked at each request).
 */
import { timingSafeEqual } from "node:crypto";
import { Hono, type Context } from "hono";
import type { Kysely } from "kysely";
import type { PhotoLinks } from "../../shared/order-photos";
import type { Database } from "../db/schema";
import { keyedHash } from "../db/server-secret";
import { parseFiles, type PhotoFile } from "../photos/photo-files";
import type { PhotoStore } from "../photos/photo-store";

export const ORDER_PHOTO_LINKS = "/api/order-photos/";

/** Who a link is for: her (only while the photo is marked for her), or the owners. */
export type Audience = "h" | "o";

/**
 * Links last until the end of the next whole hour (one to two hours): the same link all hour,
 * so her browser's cache keeps the photo between visits, and never longer than that.
 */
const HOUR_S = 3600;
export const expiryOf = (now: Date): number =>
  (Math.floor(now.getTime() / 1000 / HOUR_S) + 2) * HOUR_S;

const signature = async (db: Kysely<Database>, audience: Audience, id: number, expires: number) =>
  (await keyedHash(db, `order-photo:${audience}:${id}:${expires}`)).slice(0, 32);

interface PhotoRow {
  id: number;
  width: number;
  height: number;
  files: string;
}

/** A photo's links for `audience`, valid until the hour expiryOf(now) gives. */
export async function photoLinks(
  db: Kysely<Database>,
  row: PhotoRow,
  audience: Audience,
  now: Date,
): Promise<PhotoLinks> {
  const expires = expiryOf(now);
  const base = `${ORDER_PHOTO_LINKS}${audience}-${row.id}-${expires}-${await signature(db, audience, row.id, expires)}/`;
  const files = parseFiles(row.files).filter((f) => f.role === "display");
  const of = (format: PhotoFile["format"]) =>
    files.filter((f) => f.format === format).sort((a, b) => a.width - b.width);
  const url = (f: PhotoFile) => `${base}${f.width}.${f.format}`;
  const srcset = (list: PhotoFile[]) => list.map((f) => `${url(f)} ${f.width}w`).join(", ");
  const webp = of("webp");
  const middle = webp[Math.floor((webp.length - 1) / 2)];
  return {
    width: row.width,
    height: row.height,
    src: middle ? url(middle) : "",
    thumb: webp[0] ? url(webp[0]) : "",
    sources: { avif: srcset(of("avif")), webp: srcset(webp) },
  };
}

const TOKEN = "[ho]-[0-9]{1,9}-[0-9]{1,12}-[0-9a-f]{32}";
const FILE = "[0-9]{2,5}\\.(?:webp|avif)";

/** GET /api/order-photos/…: one file of a photo, while its link lasts. */
export function orderPhotoFileRoutes(deps: {
  db: Kysely<Database>;
  photos: PhotoStore;
  now: () => Date;
}): Hono {
  const gone = (c: Context) => c.json({ error: "Photo not found" }, 404);
  return new Hono().get(`/:token{${TOKEN}}/:file{${FILE}}`, async (c) => {
    const [audience, id, expires, sig] = c.req.param("token").split("-") as [
      Audience,
      string,
      string,
      string,
    ];
    const expected = await signature(deps.db, audience, Number(id), Number(expires));
    if (!timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) return gone(c);
    const secondsLeft = Number(expires) - Math.floor(deps.now().getTime() / 1000);
    if (secondsLeft <= 0) return gone(c);
    const row = await deps.db
      .selectFrom("order_photos")
      .select(["files", "for_her"])
      .where("id", "=", Number(id))
      .executeTakeFirst();
    // Hers open a photo only while it is marked for her.
    if (!row || (audience === "h" && Number(row.for_her) !== 1)) return gone(c);
    const [width, format] = c.req.param("file").split(".") as [string, string];
    const file = parseFiles(row.files).find(
      (f) => f.role === "display" && f.format === format && f.width === Number(width),
    );
    const stored = file && (await deps.photos.get(file.key));
    if (!stored) return gone(c);
    return c.body(new Uint8Array(stored.data), 200, {
      "Content-Type": stored.contentType,
      // Her own browser may keep it while the link lasts; no shared cache may.
      "Cache-Control": `private, max-age=${Math.min(secondsLeft, 2 * HOUR_S)}`,
    });
  });
}
