import type { Metadata, default as Sharp } from "sharp";
import { MAX_PHOTO_BYTES, MAX_PHOTO_MEGAPIXELS, PHOTO_ERRORS } from "../../shared/catalogue-admin";
import { PHOTO_WIDTHS } from "../../shared/design";
import type { PhotoFile } from "./photo-files";
import { sniffPhoto } from "./sniff-photo";

let loaded: Promise<typeof Sharp> | undefined;
/**
 * sharp (libvips) is loaded with the first photo, not at start: it costs the server ~20 MB of
 * resident memory, and most instances never process a photo (issue 27 §5). One libvips thread
 * per image and no operation cache: a small host processes one photo at a time (see `queue`
 * below) without holding decoded images between uploads.
 */
const loadSharp = () =>
  (loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  }));

const MAX_PIXELS = MAX_PHOTO_MEGAPIXELS * 1_000_000;
const SOCIAL = { width: 1200, height: 630 } as const;

/** A photo the upload refused: the answer's status and the message naming the problem. */
export class PhotoRefusal extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 422,
    message: string,
  ) {
    super(message);
  }
}

export interface ProcessedFile extends PhotoFile {
  data: Buffer;
  contentType: string;
}

export interface ProcessedPhoto {
  width: number;
  height: number;
  files: ProcessedFile[];
}

/**
 * Checks an upload and makes the files the pages use: the real format from its bytes (JPEG, PNG,
 * WebP or AVIF, whatever the name says), at most MAX_PHOTO_MEGAPIXELS (a decompression bomb
 * is refused from its header, before decoding), turned upright by its EXIF orientation, then
 * AVIF and WebP at PHOTO_WIDTHS and a 1200×630 JPEG card. sharp writes no metadata unless told
 * to, so EXIF (GPS included), XMP and IPTC are gone from every file. `name(suffix)` gives each
 * file's store key. `card: false` leaves out the social card (an order's photos are never
 * shared as a page).
 */
export async function processPhoto(
  bytes: Buffer,
  name: (suffix: string) => string,
  { card = true }: { card?: boolean } = {},
): Promise<ProcessedPhoto> {
  if (bytes.length === 0) throw new PhotoRefusal(400, PHOTO_ERRORS.empty);
  if (bytes.length > MAX_PHOTO_BYTES) throw new PhotoRefusal(413, PHOTO_ERRORS.tooLarge);
  const type = sniffPhoto(bytes);
  if (!type) throw new PhotoRefusal(415, PHOTO_ERRORS.notAPhoto);
  return queue(() => convert(bytes, name, card));
}

async function convert(
  bytes: Buffer,
  name: (suffix: string) => string,
  withCard: boolean,
): Promise<ProcessedPhoto> {
  const sharp = await loadSharp();
  const input = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" });
  let meta: Metadata;
  try {
    // The header only (nothing decoded yet), so a bomb's size can be read and refused by name.
    meta = await sharp(bytes, { limitInputPixels: false, failOn: "error" }).metadata();
  } catch {
    throw new PhotoRefusal(422, PHOTO_ERRORS.unreadable);
  }
  const { width = 0, height = 0 } = meta;
  if (width * height > MAX_PIXELS) throw new PhotoRefusal(413, PHOTO_ERRORS.tooManyPixels);
  if (width === 0 || height === 0) throw new PhotoRefusal(422, PHOTO_ERRORS.unreadable);
  // Orientations 5-8 turn the photo a quarter: its upright width is the stored height.
  const upright =
    (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w <= upright.width);
  if (widths.length === 0) widths.push(upright.width);

  try {
    const files: ProcessedFile[] = [];
    for (const w of widths) {
      const resized = () => input().autoOrient().resize({ width: w, withoutEnlargement: true });
      files.push(
        file(
          name(`${w}.avif`),
          "avif",
          w,
          await resized().avif({ quality: 55, effort: 2 }).toBuffer(),
        ),
        file(name(`${w}.webp`), "webp", w, await resized().webp({ quality: 78 }).toBuffer()),
      );
    }
    if (!withCard) return { ...upright, files };
    const card = await input()
      .autoOrient()
      .resize({ ...SOCIAL, fit: "cover" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    files.push({ ...file(name("social.jpg"), "jpeg", SOCIAL.width, card), role: "social" });
    return { ...upright, files };
  } catch {
    throw new PhotoRefusal(422, PHOTO_ERRORS.unreadable);
  }
}

/** A signature as the documents print it: at most this wide, on white (the print has no alpha). */
export const SIGNATURE_WIDTH = 600;

/**
 * Settings → Business's signature image, through the photos' checks (its real format from its
 * bytes, the size and pixel limits, a bomb refused from its header) and made one JPEG on white,
 * upright, at most SIGNATURE_WIDTH wide, without metadata: what the print view shows and the
 * PDF embeds (PDF takes JPEG as it is).
 */
export async function processSignature(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw new PhotoRefusal(400, PHOTO_ERRORS.empty);
  if (bytes.length > MAX_PHOTO_BYTES) throw new PhotoRefusal(413, PHOTO_ERRORS.tooLarge);
  if (!sniffPhoto(bytes)) throw new PhotoRefusal(415, PHOTO_ERRORS.notAPhoto);
  return queue(async () => {
    const sharp = await loadSharp();
    let meta: Metadata;
    try {
      meta = await sharp(bytes, { limitInputPixels: false, failOn: "error" }).metadata();
    } catch {
      throw new PhotoRefusal(422, PHOTO_ERRORS.unreadable);
    }
    const { width = 0, height = 0 } = meta;
    if (width * height > MAX_PIXELS) throw new PhotoRefusal(413, PHOTO_ERRORS.tooManyPixels);
    if (width === 0 || height === 0) throw new PhotoRefusal(422, PHOTO_ERRORS.unreadable);
    try {
      return await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" })
        .autoOrient()
        .flatten({ background: "#ffffff" })
        .resize({ width: SIGNATURE_WIDTH, withoutEnlargement: true })
        .jpeg({ quality: 90 })
        .toBuffer();
    } catch {
      throw new PhotoRefusal(422, PHOTO_ERRORS.unreadable);
    }
  });
}

const TYPES = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" } as const;
const file = (
  key: string,
  format: keyof typeof TYPES,
  width: number,
  data: Buffer,
): ProcessedFile => ({ key, format, width, role: "display", data, contentType: TYPES[format] });

/** One photo at a time: decoding a 50 MP photo takes ~150 MB; two at once would double it. */
let tail: Promise<unknown> = Promise.resolve();
function queue<T>(work: () => Promise<T>): Promise<T> {
  const run = tail.then(work, work);
  tail = run.catch(() => undefined);
  return run;
}
