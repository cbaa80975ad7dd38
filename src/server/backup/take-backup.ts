import fs from "node:fs";
import path from "node:path";
import { Kysely, sql, SqliteDialect } from "kysely";
import type { Database, Engine } from "../db/schema";
import { SECRETS_TABLE } from "../db/server-secret";
import { openSqliteFile } from "../db/sqlite-file";
import {
  BACKUP_PREFIX,
  backupName,
  copyPlainTree,
  PG_DUMP_FILE,
  PHOTOS_DIR,
  pruneBackups,
  SQLITE_COPY,
  writeManifest,
} from "./backup-folder";
import { runPgTool } from "./pg-tools";

/** Where the data is and where backups go: the server's own settings (env.ts). */
export interface BackupPlace {
  db: Kysely<Database>;
  engine: Engine;
  /** DATA_DIR: the SQLite file, and the uploaded photos (DATA_DIR/photos) by default. */
  dataDir: string;
  /** PHOTOS_DIR when set elsewhere; null when the photos live in an S3 bucket. */
  photosDir?: string | null | undefined;
  databaseUrl?: string | undefined;
  backupDir: string;
  /** Folder of pg_dump, pg_restore and psql; PATH when unset. */
  pgBin?: string | undefined;
}

export interface TakenBackup {
  name: string;
  folder: string;
  bytes: number;
}

/**
 * A consistent copy of the data in a new dated folder: the database (SQLite: VACUUM INTO, one
 * read transaction, so writers carry on; PostgreSQL: pg_dump, one snapshot), the photos folder
 * when there is one, and a manifest with every file's checksum. Written under a hidden name
 * and renamed when whole, so a half-written backup is never taken for one. Then all but the
 * newest `keep` are deleted (none when `keep` is undefined).
 */
export async function takeBackup(
  place: BackupPlace,
  at: Date,
  options: { keep?: number; prefix?: string } = {},
): Promise<TakenBackup> {
  const name = backupName(options.prefix ?? BACKUP_PREFIX, at);
  const folder = path.join(place.backupDir, name);
  const partial = path.join(place.backupDir, `.${name}.partial`);
  fs.mkdirSync(place.backupDir, { recursive: true, mode: 0o700 });
  if (fs.existsSync(folder)) throw new Error(`A backup named ${name} already exists`);
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { mode: 0o700 });
  try {
    await copyDatabase(place, partial);
    const photos = photosFolder(place);
    if (photos && fs.existsSync(photos)) {
      await copyPlainTree(photos, path.join(partial, PHOTOS_DIR));
    }
    const migrations = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`
      .execute(place.db)
      .then(({ rows }) => rows.map((r) => r.name));
    const bytes = await writeManifest(partial, {
      createdAt: at.toISOString(),
      engine: place.engine,
      migrations,
    });
    fs.renameSync(partial, folder);
    if (options.keep !== undefined) pruneBackups(place.backupDir, options.keep);
    return { name, folder, bytes };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

async function copyDatabase(place: BackupPlace, into: string): Promise<void> {
  if (place.engine === "sqlite") {
    const copy = path.join(into, SQLITE_COPY);
    await sql`VACUUM INTO ${copy}`.execute(place.db);
    await leaveOutSecrets(copy);
    return;
  }
  if (!place.databaseUrl) throw new Error("DATABASE_URL is needed to back up PostgreSQL");
  const dump = runPgTool(
    "pg_dump",
    [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--exclude-table-data=${SECRETS_TABLE}`,
      `--file=${path.join(into, PG_DUMP_FILE)}`,
    ],
    { databaseUrl: place.databaseUrl, pgBin: place.pgBin },
  );
  await dump.done;
}

/**
 * The server's own keys stay out of every backup (db/server-secret.ts): whoever reads a backup
 * must not be able to test guesses against the keyed hashes in it. VACUUM rewrites the file, so
 * no deleted page keeps them.
 */
async function leaveOutSecrets(file: string): Promise<void> {
  const copy = new Kysely<Database>({
    dialect: new SqliteDialect({ database: openSqliteFile(file, "DELETE") }),
  });
  try {
    // A database from before the table (restore's safety copy of an older one) has none.
    const { rows } = await sql`
      SELECT name FROM sqlite_master WHERE type = 'table' AND name = ${SECRETS_TABLE}`.execute(
      copy,
    );
    if (rows.length === 0) return;
    await copy.deleteFrom(SECRETS_TABLE).execute();
    await sql`VACUUM`.execute(copy);
  } finally {
    await copy.destroy();
  }
}

/** The folder of the uploaded photos, or null when they are kept in a bucket. */
export const photosFolder = (place: {
  dataDir: string;
  photosDir?: string | null | undefined;
}): string | null =>
  place.photosDir === undefined ? path.join(place.dataDir, PHOTOS_DIR) : place.photosDir;
