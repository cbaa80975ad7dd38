import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { getMimeType } from "hono/utils/mime";
import type { Encoding } from "./accept-encoding";

/** Bytes in an ArrayBuffer of their own (a Buffer may be a slice of a larger, shared one). */
export type Bytes = Uint8Array<ArrayBuffer>;

/** A file of the build as the server sends it: its bytes as is, and brotli and gzip copies. */
export interface CompressedFile {
  type: string;
  /** Weak (W/): the encodings differ in bytes, not in content, and share it. */
  etag: string;
  identity: Bytes;
  /** Only for text formats, and only when smaller than the file. */
  br?: Bytes;
  gzip?: Bytes;
}

/**
 * The server compresses at start rather than in the build, so the build stays what Vite wrote
 * and no compressed copy can be missing or older than its file, whoever made the build. At
 * these qualities the whole build (2 MB of text) takes about 0.2 s; brotli's maximum (11) would
 * take seconds for 10 % fewer bytes. gzip -9 costs little more than gzip -6.
 */
const BROTLI_QUALITY = 6;
const GZIP_LEVEL = 9;

export function compressFile(content: Uint8Array, type: string): CompressedFile {
  const file: CompressedFile = {
    type,
    etag: `W/"${createHash("sha256").update(content).digest("base64url").slice(0, 27)}"`,
    identity: new Uint8Array(content),
  };
  // JPEG, PNG, WebP, AVIF and WOFF2 are compressed already: they are sent as they are.
  if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return file;
  const copies: Record<Encoding, Buffer> = {
    br: zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip: zlib.gzipSync(content, { level: GZIP_LEVEL }),
  };
  for (const encoding of ["br", "gzip"] as const) {
    if (copies[encoding].length < content.length) file[encoding] = new Uint8Array(copies[encoding]);
  }
  return file;
}

/**
 * Every file under `dir` that `include` accepts, read and compressed once, keyed by its path
 * relative to `dir` with "/" separators ("assets/entry.js"). Dot files and folders (a build
 * tool's manifest) are left out.
 */
export function readCompressedFiles(
  dir: string,
  include: (file: string) => boolean,
): Map<string, CompressedFile> {
  const files = new Map<string, CompressedFile>();
  for (const file of filesUnder(dir).filter(include)) {
    const content = fs.readFileSync(path.join(dir, file));
    files.set(file, compressFile(content, getMimeType(file) ?? "application/octet-stream"));
  }
  return files;
}

/** The key of a URL path: "/assets/a%20b.js" → "assets/a b.js". */
export function fileKey(urlPath: string): string {
  return decodeSafe(urlPath).split("/").filter(Boolean).join("/");
}

function filesUnder(dir: string): string[] {
  try {
    return fs
      .readdirSync(dir, { recursive: true, encoding: "utf8" })
      .map((file) => file.split(path.sep).join("/"))
      .filter((file) => !file.split("/").some((segment) => segment.startsWith(".")))
      .filter((file) => fs.statSync(path.join(dir, file)).isFile());
  } catch {
    return [];
  }
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
