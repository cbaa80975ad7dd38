import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

/** Every backup is a folder BACKUP_DIR/boutique-2026-11-23T03-15-00Z holding these. */
export const BACKUP_PREFIX = "boutique-";
/** Taken by npm run restore of what was there before; never pruned. */
export const SAFETY_PREFIX = "before-restore-";
export const MANIFEST_FILE = "manifest.json";
export const SQLITE_COPY = "boutique.sqlite";
export const PG_DUMP_FILE = "boutique.dump";
export const PHOTOS_DIR = "photos";

/** A folder name that sorts by time, readable, valid on every file system. */
export const backupName = (prefix: string, at: Date): string =>
  `${prefix}${at.toISOString().slice(0, 19).replaceAll(":", "-")}Z`;

const ManifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  engine: z.enum(["sqlite", "postgres"]),
  migrations: z.array(z.string()),
  /** Every file of the backup but this manifest, by path inside the folder. */
  files: z.record(z.string(), z.object({ bytes: z.number(), sha256: z.string() })),
});
export type Manifest = z.infer<typeof ManifestSchema>;

const relative = (dir: string, entry: fs.Dirent) =>
  path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");

/**
 * What under `dir` is neither a plain file nor a folder (a symbolic link, a device, a pipe, a
 * socket), as paths relative to it. A backup must hold none: restored, a link in the photos
 * folder would have /media/ serve whatever it points at (/etc/passwd, /proc/self/environ).
 */
export function nonPlainEntries(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isFile() && !entry.isDirectory())
    .map((entry) => relative(dir, entry))
    .sort();
}

/**
 * Copies what is inside a folder, plain files and folders only: links and special files stay
 * behind. The folder itself may be a link the host made (PHOTOS_DIR).
 */
export async function copyPlainTree(from: string, to: string): Promise<void> {
  await fs.promises.cp(await fs.promises.realpath(from), to, {
    recursive: true,
    filter: async (source) => {
      const stat = await fs.promises.lstat(source);
      return stat.isFile() || stat.isDirectory();
    },
  });
}

/** Every file under `dir`, as paths relative to it (forward slashes). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, entry))
    .sort();
}

export async function fileDigest(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest("hex") };
}

/** Writes the manifest of everything in `folder`; returns the total size. */
export async function writeManifest(
  folder: string,
  fields: Omit<Manifest, "format" | "files">,
): Promise<number> {
  const files: Manifest["files"] = {};
  for (const file of filesUnder(folder)) files[file] = await fileDigest(path.join(folder, file));
  const manifest: Manifest = { format: 1, ...fields, files };
  fs.writeFileSync(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return Object.values(files).reduce((sum, f) => sum + f.bytes, 0);
}

/**
 * The manifest of a whole, untouched backup, or an error saying what is wrong: anything but
 * plain files and folders, a missing or extra file, or one whose size or checksum changed.
 */
export async function verifiedManifest(folder: string): Promise<Manifest> {
  const file = path.join(folder, MANIFEST_FILE);
  if (!fs.existsSync(file))
    throw new Error(`${folder} is not a backup: it has no ${MANIFEST_FILE}`);
  const odd = nonPlainEntries(folder);
  if (odd.length > 0) {
    throw new Error(
      `The backup holds ${odd.join(", ")}: not a plain file or folder (a symbolic link or a ` +
        "special file), which a backup never has. Nothing was restored.",
    );
  }
  const parsed = ManifestSchema.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file} is not a backup manifest this version reads`);
  const manifest = parsed.data;
  const present = filesUnder(folder).filter((f) => f !== MANIFEST_FILE);
  const listed = Object.keys(manifest.files).sort();
  const extra = present.filter((f) => !(f in manifest.files));
  const missing = listed.filter((f) => !present.includes(f));
  if (extra.length > 0 || missing.length > 0) {
    throw new Error(
      `The backup's files differ from its manifest: ${[...missing, ...extra].join(", ")}`,
    );
  }
  for (const [name, expected] of Object.entries(manifest.files)) {
    const actual = await fileDigest(path.join(folder, name));
    if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes) {
      throw new Error(`${name} in the backup has changed since it was taken`);
    }
  }
  return manifest;
}

/** The whole backups in `dir` with this prefix, oldest first. */
export function listBackups(dir: string, prefix = BACKUP_PREFIX): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name.startsWith(prefix))
    .filter((e) => fs.existsSync(path.join(dir, e.name, MANIFEST_FILE)))
    .map((e) => e.name)
    .sort();
}

/** Deletes the oldest backups beyond the newest `keep`; returns their names. */
export function pruneBackups(dir: string, keep: number): string[] {
  const all = listBackups(dir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const name of old) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  return old;
}
