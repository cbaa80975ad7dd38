import { randomUUID } from "node:crypto";
import os from "node:os";
import type { Kysely } from "kysely";
import type { Database } from "./db/schema";
import type { Logger } from "./log/logger";

/** How often a running server says it is there, and how long after that it counts as gone. */
export const PRESENCE_INTERVAL_MS = 15_000;
export const PRESENCE_STALE_MS = 45_000;

/**
 * The server's heartbeat in the database (server_instances), so that npm run restore, on any
 * host, can tell that a server still uses the database. A clean stop removes the row; a
 * crashed server's row goes stale after PRESENCE_STALE_MS.
 */
export async function startPresence(
  db: Kysely<Database>,
  logger: Logger,
  now: () => Date = () => new Date(),
): Promise<{ stop(): Promise<void> }> {
  const id = randomUUID();
  const startedAt = now().toISOString();
  const upsert = async () => {
    const seenAt = now().toISOString();
    await db
      .insertInto("server_instances")
      .values({ id, host: os.hostname(), pid: process.pid, started_at: startedAt, seen_at: seenAt })
      .onConflict((oc) => oc.column("id").doUpdateSet({ seen_at: seenAt }))
      .execute();
  };
  await upsert();
  const beat = () =>
    upsert().catch((error: unknown) => logger.warn({ err: error }, "heartbeat not stored"));
  const timer = setInterval(() => void beat(), PRESENCE_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await db.deleteFrom("server_instances").where("id", "=", id).execute();
    },
  };
}

/** Servers seen in the last PRESENCE_STALE_MS: hosts and process ids, for the refusal. */
export async function runningServers(
  db: Kysely<Database>,
  now: Date,
): Promise<{ host: string; pid: number }[]> {
  return db
    .selectFrom("server_instances")
    .select(["host", "pid"])
    .where("seen_at", ">", new Date(now.getTime() - PRESENCE_STALE_MS).toISOString())
    .execute();
}
