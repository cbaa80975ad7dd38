import { PostgresAdapter, type Kysely } from "kysely";

/**
 * Running it for years: backup_runs, each backup taken (by npm run backup or the server's
 * daily one) with how it ended, which the owners see in Settings; a daily run's `claim`
 * ('daily:2026-11-23') is unique, so of several instances only one takes that day's backup.
 * server_instances: each running server's heartbeat, so npm run restore can refuse while one
 * runs, whichever host it is on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable("backup_runs")
    .addColumn("id", "integer", (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("claim", "text", (c) => c.unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    /** 1 when the backup was written whole, 0 when it failed; null while it runs. */
    .addColumn("ok", "integer")
    .addColumn("bytes", "bigint")
    .addColumn("error", "text")
    .execute();
  await db.schema
    .createIndex("backup_runs_started_idx")
    .on("backup_runs")
    .columns(["started_at", "id"])
    .execute();

  await db.schema
    .createTable("server_instances")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("host", "text", (c) => c.notNull())
    .addColumn("pid", "integer", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("seen_at", "text", (c) => c.notNull())
    .execute();
}
