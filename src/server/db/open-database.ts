import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { migrateToLatest } from "./migrate";
import type { Database, Db, Engine } from "./schema";
import { seedSampleOrders } from "./seed";

export interface DatabaseConfig {
  /** Folder for the SQLite file; used when no databaseUrl is given. */
  dataDir: string;
  /** postgres:// URL; when set, PostgreSQL is used instead of SQLite. */
  databaseUrl?: string | undefined;
}

export const SQLITE_FILE_NAME = "boutique.sqlite";

/** Connects to the configured engine, brings the schema up to date and seeds the sample orders. */
export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  const engine: Engine = config.databaseUrl ? "postgres" : "sqlite";
  const db = new Kysely<Database>({
    dialect: config.databaseUrl
      ? postgresDialect(config.databaseUrl)
      : sqliteDialect(config.dataDir),
  });
  try {
    await migrateToLatest(db);
    await seedSampleOrders(db, new Date());
  } catch (error) {
    await db.destroy();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return { db, engine, close: () => (closing ??= db.destroy()) };
}

function sqliteDialect(dataDir: string): SqliteDialect {
  fs.mkdirSync(dataDir, { recursive: true });
  const database = new SQLite(path.join(dataDir, SQLITE_FILE_NAME));
  database.pragma("journal_mode = WAL");
  database.pragma("foreign_keys = ON");
  // Another process (a second instance, a backup) may hold the write lock briefly.
  database.pragma("busy_timeout = 5000");
  return new SqliteDialect({ database });
}

function postgresDialect(connectionString: string): PostgresDialect {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the server; the pool replaces it.
  pool.on("error", (error) => console.error(`PostgreSQL pool error: ${error.message}`));
  return new PostgresDialect({ pool });
}
