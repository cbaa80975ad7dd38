/**
 * The databases the owners' scenarios run against: the fresh sample database (demo mode's
 * seed), and five years of a busy boutique (npm run db:load-sample) on SQLite and on
 * PostgreSQL. Each is then served in production mode (the real shop: its dashboard shows real
 * figures), which a database that began in demo mode allows.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { connectDatabase, openDatabase } from "../../src/server/db/open-database";
import type { Db } from "../../src/server/db/schema";
import { loadSample } from "../sample-data/load-sample";

export type TargetName = "small" | "sqlite" | "postgres";

export const TARGET_LABELS: Record<TargetName, string> = {
  small: "fresh sample DB",
  sqlite: "5 years, SQLite",
  postgres: "5 years, PostgreSQL",
};

export interface Target {
  name: TargetName;
  /** DATA_DIR or DATABASE_URL for the server. */
  env: Record<string, string>;
  /** A connection as it is (the server has migrated it). */
  connect(): Db;
  remove(): Promise<void>;
}

const LOADED_MARK = "loaded-5-years.json";

async function load(open: () => Promise<Db>, log: (line: string) => void): Promise<void> {
  const database = await open();
  try {
    await loadSample(database, {
      years: 5,
      scale: 1,
      seed: 27,
      site: "http://localhost",
      log: (line) => log(`    ${line}`),
    });
  } finally {
    await database.close();
  }
}

/**
 * Makes the target's database. The five years on SQLite go to BENCH_LARGE_DIR when set and are
 * kept there for the next run (loading takes minutes); otherwise to a temporary folder.
 */
export async function prepareTarget(
  name: TargetName,
  log: (line: string) => void,
): Promise<Target> {
  if (name === "postgres") return postgresTarget(log);
  const kept = name === "sqlite" ? process.env.BENCH_LARGE_DIR : undefined;
  const dataDir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const open = () => openDatabase({ dataDir, mode: "demo" });
  const target: Target = {
    name,
    env: { DATA_DIR: dataDir },
    connect: () => connectDatabase({ dataDir }),
    remove: async () => {
      if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const mark = path.join(dataDir, LOADED_MARK);
  if (name === "sqlite" && fs.existsSync(mark)) {
    log(`  reusing the five years loaded in ${dataDir}`);
  } else if (name === "sqlite") {
    log(`  loading five years into ${dataDir} (SQLite)…`);
    await load(open, log);
    fs.writeFileSync(mark, JSON.stringify({ loadedAt: new Date().toISOString() }));
  } else {
    await (await open()).close();
  }
  return target;
}

/** A new database on BENCH_DATABASE_URL's server (or TEST_DATABASE_URL's), dropped afterwards. */
async function postgresTarget(log: (line: string) => void): Promise<Target> {
  const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!server) throw new Error("PostgreSQL needs BENCH_DATABASE_URL or TEST_DATABASE_URL");
  const name = `bench_five_years_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const config = { dataDir: os.tmpdir(), databaseUrl };
  log(`  loading five years into ${name} (PostgreSQL)…`);
  await load(() => openDatabase({ ...config, mode: "demo" }), log);
  return {
    name: "postgres",
    env: { DATABASE_URL: databaseUrl },
    connect: () => connectDatabase(config),
    remove: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
