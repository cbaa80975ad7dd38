/**
 * Test databases for the integration tests: every suite runs on SQLite (a temp folder) and on
 * PostgreSQL (a fresh database on the server in TEST_DATABASE_URL, dropped afterwards), so runs
 * never see each other's data. `bash scripts/with-postgres.sh <command>` provides the server.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, inject, it } from "vitest";
import { connectDatabase, openDatabase, type DatabaseConfig } from "../db/open-database";
import type { Database, Db, Engine } from "../db/schema";
import { admin, databaseUrl, dropWhenIdle } from "./postgres-admin";

export interface TestDatabase {
  /** Where the database lives; open it as often as needed (a reopen is a restart). */
  config: DatabaseConfig;
  /** Opens it as the server does; `sampleOrders: false` as in production mode. */
  open(options?: Pick<DatabaseConfig, "sampleOrders">): Promise<Db>;
  /** Deletes the database. */
  remove(): Promise<void>;
}

const PG_MISSING =
  "TEST_DATABASE_URL is not set. Run the PostgreSQL tests with: bash scripts/with-postgres.sh npx vitest run src/server";

/**
 * Runs `suite` once per engine. PostgreSQL needs TEST_DATABASE_URL (npm run test:unit sets it
 * through scripts/with-postgres.sh); without it the postgres block fails with the reason.
 */
export function describeEachEngine(title: string, suite: (engine: Engine) => void): void {
  const engines: Engine[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
  describe.each(engines)(`${title} [%s]`, suite);
  if (process.env.TEST_DATABASE_URL) return;
  // Both engines are required: a run without PostgreSQL fails, saying how to provide it.
  describe(`${title} [postgres]`, () => {
    it("needs PostgreSQL", () => {
      throw new Error(PG_MISSING);
    });
  });
}

/**
 * An empty database of this engine; `migrated`: on PostgreSQL a copy of the run's database
 * migrated to the latest schema (postgres-template.ts), for a suite that opens it at once (the
 * migrations would find nothing to do). SQLite's migrations take a few milliseconds.
 */
export async function createTestDatabase(
  engine: Engine,
  { migrated = false }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  return engine === "sqlite" ? sqliteTestDatabase() : postgresTestDatabase(migrated);
}

function sqliteTestDatabase(): TestDatabase {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-test-"));
  const config = { dataDir };
  return {
    config,
    open: (options) => openDatabase({ ...config, ...options }),
    remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTestDatabase(migrated: boolean): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error(PG_MISSING);
  const name = `boutique_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const template = migrated ? inject("postgresTemplate") : undefined;
  await admin(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  const config = { dataDir: os.tmpdir(), databaseUrl: databaseUrl(serverUrl, name) };
  return {
    config,
    open: (options) => openDatabase({ ...config, ...options }),
    remove: () => admin(serverUrl, (client) => dropWhenIdle(client, name)),
  };
}

/**
 * A fresh database of this engine for one suite: opened before the suite's own hooks run and
 * closed and removed after them. Read `.db` and `.location` inside hooks and tests.
 */
export function useTestDatabase(engine: Engine): {
  readonly db: Db;
  readonly location: TestDatabase;
} {
  let location: TestDatabase | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    location = await createTestDatabase(engine, { migrated: true });
    db = await location.open();
  });
  afterAll(async () => {
    await db?.close();
    await location?.remove();
  });
  return {
    get db() {
      if (!db) throw new Error("useTestDatabase: the database is open only inside hooks and tests");
      return db;
    },
    get location() {
      if (!location)
        throw new Error("useTestDatabase: the database is open only inside hooks and tests");
      return location;
    },
  };
}

/**
 * An empty database of this engine for each test, not migrated, connected as it is (a migration
 * test migrates it as far as it needs, puts in what an older release kept, then migrates on).
 * Read `.db` inside tests.
 */
export function useEmptyDatabase(engine: Engine): { readonly db: Kysely<Database> } {
  let location: TestDatabase | undefined;
  let db: Kysely<Database> | undefined;
  beforeEach(async () => {
    location = await createTestDatabase(engine);
    db = connectDatabase(location.config).db;
  });
  afterEach(async () => {
    await db?.destroy();
    await location?.remove();
  });
  return {
    get db() {
      if (!db) throw new Error("useEmptyDatabase: the database is open only inside tests");
      return db;
    },
  };
}
