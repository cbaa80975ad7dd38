import { randomUUID } from "node:crypto";
import { constants as fsConstants } from "node:fs";
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

/**
 * The photos in a folder (by default DATA_DIR/photos), one file per key. It never follows a
 * link inside the folder (issue 21 §4): a key's folders must be real folders and its file a
 * plain file, opened with O_NOFOLLOW, or it is not there (a link planted in the folder, by a
 * restored backup or by hand, would otherwise have /media/ serve what it points at). The
 * folder itself may be a link the host made.
 */
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
      if (!(await realFolders(root, key))) throw new Error(`A link is in the way of ${key}`);
      // Written aside and renamed: a reader never sees half a file. A new name, opened with
      // O_EXCL, and rename replaces a link rather than writing through it.
      const partial = `${file}.${randomUUID()}.part`;
      await fs.writeFile(partial, data, { flag: "wx" });
      await fs.rename(partial, file);
    },
    async get(key) {
      if (!isPhotoKey(key) || !(await realFolders(root, key))) return undefined;
      const data = await readPlainFile(fileOf(key));
      return data && { data, contentType: contentTypeOf(key) };
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

const NOT_THERE = new Set(["ENOENT", "ENOTDIR", "ELOOP"]);
const notThere = (error: unknown) => NOT_THERE.has((error as NodeJS.ErrnoException).code ?? "");

/** Whether each folder of the key below the root is a folder, not a link to one. */
async function realFolders(root: string, key: string): Promise<boolean> {
  let folder = root;
  for (const part of key.split("/").slice(0, -1)) {
    folder = path.join(folder, part);
    const stat = await fs.lstat(folder).catch((error: unknown) => {
      if (notThere(error)) return undefined;
      throw error;
    });
    if (!stat?.isDirectory()) return false;
  }
  return true;
}

/** The file's bytes when it is a plain file (a link is never followed), else undefined. */
async function readPlainFile(file: string): Promise<Buffer | undefined> {
  const handle = await fs
    .open(file, fsConstants.O_RDONLY | fsConstants.O_NOFOLLOW | fsConstants.O_NONBLOCK)
    .catch((error: unknown) => {
      if (notThere(error)) return undefined;
      throw error;
    });
  if (!handle) return undefined;
  try {
    return (await handle.stat()).isFile() ? await handle.readFile() : undefined;
  } finally {
    await handle.close();
  }
}
