/**
 * Vitest's globalSetup (vitest.config.ts): once per run, a PostgreSQL database migrated to the
 * latest schema, which each suite's own database (useTestDatabase) is then made as a copy of
 * (CREATE DATABASE … TEMPLATE) instead of running every migration again: the same schema,
 * whose migrations the first open finds applied. Dropped at the end of the run.
 */
import os from "node:os";
import type { TestProject } from "vitest/node";
import { migrateToLatest } from "../db/migrate";
import { connectDatabase } from "../db/open-database";
import { admin, databaseUrl, dropWhenIdle } from "./postgres-admin";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated database to copy, when the run has PostgreSQL. */
    postgresTemplate: string | undefined;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  project.provide("postgresTemplate", undefined);
  if (!serverUrl) return;
  const name = `boutique_template_${process.pid}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const database = connectDatabase({
    dataDir: os.tmpdir(),
    databaseUrl: databaseUrl(serverUrl, name),
  });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
  // No connection may be open to a template while it is copied: wait for the pool's to go.
  await admin(serverUrl, async (client) => {
    for (let tries = 0; tries < 50; tries++) {
      const { rows } = await client.query<{ n: string }>(
        "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1",
        [name],
      );
      if (Number(rows[0]?.n) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  project.provide("postgresTemplate", name);
  return () => admin(serverUrl, (client) => dropWhenIdle(client, name));
}
