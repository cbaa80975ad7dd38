import fs from "node:fs";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { connectDatabase, openDatabase, SQLITE_FILE_NAME } from "../db/open-database";
import type { Database, Db } from "../db/schema";
import { runningServers } from "../server-presence";
import {
  copyPlainTree,
  MANIFEST_FILE,
  PG_DUMP_FILE,
  PHOTOS_DIR,
  SAFETY_PREFIX,
  SQLITE_COPY,
  verifiedManifest,
  type Manifest,
} from "./backup-folder";
import { runPgTool } from "./pg-tools";
import { photosFolder, takeBackup, type TakenBackup } from "./take-backup";

export interface RestoreTarget {
  dataDir: string;
  /** See BackupPlace.photosDir. */
  photosDir?: string | null | undefined;
  databaseUrl?: string | undefined;
  backupDir: string;
  pgBin?: string | undefined;
}

export interface Restored {
  manifest: Manifest;
  /** What was there before, kept in BACKUP_DIR (none when there was nothing to keep). */
  safetyCopy: TakenBackup | undefined;
}

/**
 * Puts a backup back (npm run restore). Refuses while a server uses the database (its
 * heartbeat, server-presence.ts), and before touching anything checks every file of the backup
 * against its manifest. What is there now is first backed up (before-restore-…). PostgreSQL is
 * restored in one transaction (everything dropped, then the dump, through psql), SQLite by
 * replacing the file; the photos folder is replaced by the backup's.
 */
export async function restoreBackup(
  target: RestoreTarget,
  source: string,
  now: Date,
): Promise<Restored> {
  const folder = backupFolder(target.backupDir, source);
  const manifest = await verifiedManifest(folder);
  const engine = target.databaseUrl ? "postgres" : "sqlite";
  if (manifest.engine !== engine) {
    throw new Error(
      `This backup is of a ${manifest.engine} database; the settings point at ${engine}.`,
    );
  }
  const sqliteFile = path.join(target.dataDir, SQLITE_FILE_NAME);
  const hasCurrent = engine === "postgres" || fs.existsSync(sqliteFile);
  let safetyCopy: TakenBackup | undefined;
  if (hasCurrent) {
    const current = connectDatabase(target);
    try {
      await refuseWhileServing(current.db, now);
      if (await hasSchema(current.db)) {
        safetyCopy = await takeBackup({ ...target, ...current }, now, { prefix: SAFETY_PREFIX });
      }
    } finally {
      await current.close();
    }
  }

  if (engine === "sqlite") restoreSqliteFile(path.join(folder, SQLITE_COPY), sqliteFile);
  else await restorePostgres(target, path.join(folder, PG_DUMP_FILE));
  await restorePhotos(folder, photosFolder(target));

  const restored = await openDatabase({ ...target, sampleOrders: false });
  try {
    await tidyAfterRestore(restored, path.basename(folder), manifest);
  } finally {
    await restored.close();
  }
  return { manifest, safetyCopy };
}

/** A backup's name in BACKUP_DIR, or a path to its folder (or to its manifest). */
function backupFolder(backupDir: string, source: string): string {
  const named = path.join(backupDir, source);
  const folder = fs.existsSync(path.join(named, MANIFEST_FILE)) ? named : path.resolve(source);
  return path.basename(folder) === MANIFEST_FILE ? path.dirname(folder) : folder;
}

async function refuseWhileServing(db: Kysely<Database>, now: Date): Promise<void> {
  // A database from before server_instances existed has no heartbeats to read.
  const servers = await runningServers(db, now).catch(() => []);
  if (servers.length > 0) {
    const where = servers.map((s) => `${s.host} (process ${s.pid})`).join(", ");
    throw new Error(
      `A server is using this database: ${where}. Stop every instance, then restore. ` +
        "(A server that crashed counts as stopped a minute later.)",
    );
  }
}

async function hasSchema(db: Kysely<Database>): Promise<boolean> {
  return sql`SELECT 1 FROM kysely_migration`
    .execute(db)
    .then(() => true)
    .catch(() => false);
}

function restoreSqliteFile(copy: string, file: string): void {
  const incoming = `${file}.restoring`;
  fs.copyFileSync(copy, incoming);
  // The old file's write-ahead log belongs to it: left beside the new file, SQLite would
  // replay it into the restored database.
  for (const suffix of ["-wal", "-shm", "-journal"]) fs.rmSync(`${file}${suffix}`, { force: true });
  fs.renameSync(incoming, file);
}

async function restorePostgres(target: RestoreTarget, dump: string): Promise<void> {
  const databaseUrl = target.databaseUrl ?? "";
  const current = connectDatabase(target);
  const tables = await sql<{ tablename: string }>`
    SELECT tablename FROM pg_tables WHERE schemaname = 'public'`
    .execute(current.db)
    .then(({ rows }) => rows.map((r) => r.tablename));
  const psql = runPgTool(
    "psql",
    ["--no-psqlrc", "--quiet", "--single-transaction", "-v", "ON_ERROR_STOP=1", "--file=-"],
    { databaseUrl, pgBin: target.pgBin, stdin: "pipe" },
  );
  const script = runPgTool("pg_restore", ["--no-owner", "--no-privileges", "--file=-", dump], {
    databaseUrl,
    pgBin: target.pgBin,
  });
  // The schema's own functions (customer_figures' triggers, migration 0019) go too, the dump
  // makes them again; an extension's (pg_trgm's) stay with it.
  const functions = await sql<{ signature: string }>`
    SELECT p.oid::regprocedure::text AS signature FROM pg_proc p
    JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'public' AND NOT EXISTS (
      SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`
    .execute(current.db)
    .then(({ rows }) => rows.map((r) => r.signature))
    .finally(() => current.close());
  const drops = [
    ...tables.map((t) => `DROP TABLE IF EXISTS public."${t.replaceAll('"', '""')}" CASCADE;`),
    ...functions.map((f) => `DROP FUNCTION IF EXISTS public.${f} CASCADE;`),
  ];
  psql.child.stdin?.write(`${drops.join("\n")}\n`);
  script.child.stdout?.pipe(psql.child.stdin!);
  await Promise.all([script.done, psql.done]);
}

async function restorePhotos(folder: string, photos: string | null): Promise<void> {
  if (photos === null) return;
  fs.rmSync(photos, { recursive: true, force: true });
  const saved = path.join(folder, PHOTOS_DIR);
  if (fs.existsSync(saved)) await copyPlainTree(saved, photos);
}

/**
 * The snapshot was taken while its run was being recorded, and while servers were running:
 * mark that run done and forget their heartbeats.
 */
async function tidyAfterRestore(database: Db, name: string, manifest: Manifest): Promise<void> {
  const bytes = Object.values(manifest.files).reduce((sum, f) => sum + f.bytes, 0);
  await database.db
    .updateTable("backup_runs")
    .set({ finished_at: manifest.createdAt, ok: 1, bytes, error: null })
    .where("name", "=", name)
    .where("finished_at", "is", null)
    .execute();
  await database.db.deleteFrom("server_instances").execute();
}
