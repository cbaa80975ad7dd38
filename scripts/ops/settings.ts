// The server's own settings (env.ts) as the host's commands need them.
import { openDatabase } from "../../src/server/db/open-database";
import { photosDirOf, readEnv } from "../../src/server/env";
import { silentLogger } from "../../src/server/log/logger";
import { keepNewFilesPrivate } from "../../src/server/private-files";

// Backups, a restored database, the safety copy: this user's only, as the server's own files.
keepNewFilesPrivate();

export const env = (() => {
  try {
    return readEnv();
  } catch (error) {
    return fail(error);
  }
})();

/** The configured database, migrated, without sample orders. */
export const openConfiguredDatabase = () =>
  openDatabase({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    sampleOrders: false,
    logger: silentLogger,
  });

export const restoreTarget = {
  dataDir: env.DATA_DIR,
  photosDir: photosDirOf(env),
  databaseUrl: env.DATABASE_URL,
  backupDir: env.BACKUP_DIR,
  pgBin: env.PGBIN,
};

/** Ends the command with a message on stderr and status 1. */
export function fail(error: unknown): never {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
