import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { fallbackLogger, type Logger } from "../log/logger";
import { claimDatabaseMode, type DatabaseMode } from "./database-mode";
import { migrateToLatest } from "./migrate";
import { createPostgresPool } from "./postgres-pool";
import type { Database, Db, Engine } from "./schema";
import { seedDemoBusiness } from "../billing/demo-business";
import { seedSampleOrders } from "./seed";
import { seedCatalogue } from "./seed-catalogue";
import { openSqliteFile } from "./sqlite-file";

export interface DatabaseConfig {
  /** Folder for the SQLite file; used when no databaseUrl is given. */
  dataDir: string;
  /** postgres:// URL; when set, PostgreSQL is used instead of SQLite. */
  databaseUrl?: string | undefined;
  /**
   * The mode the server starts in: recorded, and demo mode refused on a database that has held
   * real data (db/database-mode.ts). Unset for the host's commands and the tests.
   */
  mode?: DatabaseMode;
  /** Seed the spec's sample orders (demo mode); default true. A real deployment starts empty. */
  sampleOrders?: boolean;
  /** Where a lost PostgreSQL connection is reported; default: stderr. */
  logger?: Logger;
}

export const SQLITE_FILE_NAME = "boutique.sqlite";

/**
 * Connects to the configured engine, brings the schema up to date, checks the mode (a server
 * start), seeds the catalogue on the first start and, in demo mode, the sample orders.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  const database = connectDatabase(config);
  try {
    await migrateToLatest(database.db);
    if (config.mode) await claimDatabaseMode(database.db, config.mode, new Date());
    await seedCatalogue(database.db, new Date());
    if (config.sampleOrders ?? true) {
      await seedSampleOrders(database.db, new Date());
      await seedDemoBusiness(database.db, new Date());
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** A connection (pool) to the configured engine, as it is: no migration, no seed. */
export function connectDatabase(config: DatabaseConfig): Db {
  const engine: Engine = config.databaseUrl ? "postgres" : "sqlite";
  const db = new Kysely<Database>({
    dialect: config.databaseUrl
      ? new PostgresDialect({
          pool: createPostgresPool(config.databaseUrl, config.logger ?? fallbackLogger),
        })
      : sqliteDialect(config.dataDir),
  });
  let closing: Promise<void> | undefined;
  return { db, engine, close: () => (closing ??= db.destroy()) };
}

function sqliteDialect(dataDir: string): SqliteDialect {
  fs.mkdirSync(dataDir, { recursive: true });
  return new SqliteDialect({ database: openSqliteFile(path.join(dataDir, SQLITE_FILE_NAME)) });
}
