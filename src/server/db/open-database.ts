import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { migrateToLatest } from "./migrate";
import type { Database, Db, Engine } from "./schema";
import { seedSampleOrders } from "./seed";
import { seedCatalogue } from "./seed-catalogue";
import { openSqliteFile } from "./sqlite-file";

export interface DatabaseConfig {
  /** Folder for the SQLite file; used when no databaseUrl is given. */
  dataDir: string;
  /** postgres:// URL; when set, PostgreSQL is used instead of SQLite. */
  databaseUrl?: string | undefined;
  /** Seed the spec's sample orders (demo mode); default true. A real deployment starts empty. */
  sampleOrders?: boolean;
}

export const SQLITE_FILE_NAME = "boutique.sqlite";

/**
 * Connects to the configured engine, brings the schema up to date, seeds the spec's catalogue on
 * the first start and, in demo mode, the sample orders.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  const { db, engine } = connectDatabase(config);
  try {
    await migrateToLatest(db);
    await seedCatalogue(db, new Date());
    if (config.sampleOrders ?? true) await seedSampleOrders(db, new Date());
  } catch (error) {
    await db.destroy();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return { db, engine, close: () => (closing ??= db.destroy()) };
}

/** A connection to the configured engine, as it is: openDatabase migrates and seeds it. */
export function connectDatabase(config: DatabaseConfig): { db: Kysely<Database>; engine: Engine } {
  const engine: Engine = config.databaseUrl ? "postgres" : "sqlite";
  const db = new Kysely<Database>({
    dialect: config.databaseUrl
      ? postgresDialect(config.databaseUrl)
      : sqliteDialect(config.dataDir),
  });
  return { db, engine };
}

function sqliteDialect(dataDir: string): SqliteDialect {
  fs.mkdirSync(dataDir, { recursive: true });
  return new SqliteDialect({ database: openSqliteFile(path.join(dataDir, SQLITE_FILE_NAME)) });
}

function postgresDialect(connectionString: string): PostgresDialect {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the server; the pool replaces it.
  pool.on("error", (error) => console.error(`PostgreSQL pool error: ${error.message}`));
  return new PostgresDialect({ pool });
}
