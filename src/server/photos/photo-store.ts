import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** Where the photos' files live: a folder (one instance) or an S3 bucket (several). */
export interface PhotoStore {
  /** For the start-up line: "folder /data/photos", "S3 bucket boutique". */
  readonly description: string;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | undefined>;
  /** Deletes the files; keys already gone are not an error. */
  delete(keys: readonly string[]): Promise<void>;
}

export interface StoredFile {
  data: Buffer;
  contentType: string;
}

/** A store key: folders and a file name of lower-case letters, digits and hyphens. */
const KEY = /^(?:[a-z0-9][a-z0-9-]*\/)*[a-z0-9][a-z0-9-]*\.(?:avif|webp|jpg)$/;
export const isPhotoKey = (key: string): boolean => KEY.test(key);

export const CONTENT_TYPES: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};
export const contentTypeOf = (key: string): string =>
  CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";

/** The photos in a folder (by default DATA_DIR/photos), one file per key. */
export function folderPhotoStore(dir: string): PhotoStore {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    if (!isPhotoKey(key)) throw new Error(`Not a photo key: ${key}`);
    return path.join(root, ...key.split("/"));
  };
  return {
    description: `folder ${root}`,
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const partial = `${file}.${randomUUID()}.part`;
      await fs.writeFile(partial, data);
      await fs.rename(partial, file);
    },
    async get(key) {
      if (!isPhotoKey(key)) return undefined;
      try {
        return { data: await fs.readFile(fileOf(key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async delete(keys) {
      const folders = new Set<string>();
      for (const key of keys) {
        const file = fileOf(key);
        await fs.rm(file, { force: true });
        folders.add(path.dirname(file));
      }
      // A design's folder goes with its last photo (rmdir refuses a folder still in use).
      for (const folder of folders) await fs.rmdir(folder).catch(() => undefined);
    },
  };
}
