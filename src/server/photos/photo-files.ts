import type { Photo } from "../../shared/design";

/** Where the site serves the photo store's files: /media/<key>. */
export const MEDIA_PREFIX = "/media/";

/**
 * The store's folder of photos of customers' orders (issue 24 §4). /media never serves it: each
 * is opened only by a signed link (server/order-photos/photo-links.ts, SECURITY.md).
 */
export const ORDER_PHOTOS_FOLDER = "order-photos/";
/** Whether /media may serve a key: not an order's photo. */
export const isPublicMediaKey = (key: string): boolean => !key.startsWith(ORDER_PHOTOS_FOLDER);

/** One file of a photo, as design_photos.files keeps it. */
export interface PhotoFile {
  /** A key of the photo store (kind 'photo'), or a path of the build (seeded artwork). */
  key: string;
  format: "avif" | "webp" | "jpeg" | "svg";
  width: number;
  /** 'display' files make the srcset; the 'social' one is the 1200×630 card. */
  role: "display" | "social";
}

export interface PhotoRowLike {
  id: number;
  kind: "artwork" | "photo";
  width: number;
  height: number;
  files: string;
}

export const parseFiles = (files: string): PhotoFile[] => JSON.parse(files) as PhotoFile[];

/** The store keys of a photo's files (none for artwork, whose files belong to the build). */
export const storedKeys = (row: Pick<PhotoRowLike, "kind" | "files">): string[] =>
  row.kind === "photo" ? parseFiles(row.files).map((f) => f.key) : [];

/** A photo as the pages use it: URLs, srcsets and the social card. */
export function toPhoto(row: PhotoRowLike): Photo {
  const files = parseFiles(row.files);
  const url = (f: PhotoFile) => (row.kind === "photo" ? `${MEDIA_PREFIX}${f.key}` : f.key);
  const display = (format: PhotoFile["format"]) =>
    files
      .filter((f) => f.role === "display" && f.format === format)
      .sort((a, b) => a.width - b.width);
  const social = files.find((f) => f.role === "social");
  const base = { id: row.id, width: row.width, height: row.height };
  if (row.kind === "artwork") {
    const svg = display("svg")[0];
    return { ...base, src: svg ? url(svg) : "", social: social ? url(social) : "" };
  }
  const srcset = (list: PhotoFile[]) => list.map((f) => `${url(f)} ${f.width}w`).join(", ");
  const webp = display("webp");
  // The middle width: what a phone's screen needs when the browser ignores srcset.
  const fallback = webp[Math.floor((webp.length - 1) / 2)];
  return {
    ...base,
    src: fallback ? url(fallback) : "",
    sources: { avif: srcset(display("avif")), webp: srcset(webp) },
    social: social ? url(social) : "",
  };
}
