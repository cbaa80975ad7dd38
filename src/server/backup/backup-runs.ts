import type { Kysely, Selectable } from "kysely";
import { BACKUP_RUN_STALE_MS, type BackupRunView, type BackupStatus } from "../../shared/backups";
import type { BackupRunsTable, Database } from "../db/schema";
import { BACKUP_PREFIX, backupName } from "./backup-folder";
import { takeBackup, type BackupPlace, type TakenBackup } from "./take-backup";

/** How a backup run ended, as stored in backup_runs and shown to the owners. */
export type RunResult = { ok: true; backup: TakenBackup } | { ok: false; error: string };

/**
 * Takes a backup and records it in backup_runs: started, then written (with its size) or
 * failed (with the reason). A daily run first claims its day ('daily:2026-11-23'): when
 * another instance already has, nothing is done and undefined is returned.
 */
export async function recordedBackup(
  place: BackupPlace,
  at: Date,
  options: { kind: "daily" | "manual"; keep: number; claim?: string },
): Promise<RunResult | undefined> {
  const row = await place.db
    .insertInto("backup_runs")
    .values({
      kind: options.kind,
      claim: options.claim ?? null,
      name: backupName(BACKUP_PREFIX, at),
      started_at: at.toISOString(),
    })
    .onConflict((oc) => oc.column("claim").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!row) return undefined;
  let result: RunResult;
  try {
    result = { ok: true, backup: await takeBackup(place, at, { keep: options.keep }) };
  } catch (error) {
    result = {
      ok: false,
      error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
    };
  }
  await place.db
    .updateTable("backup_runs")
    .set({
      finished_at: new Date().toISOString(),
      ok: result.ok ? 1 : 0,
      bytes: result.ok ? result.backup.bytes : null,
      error: result.ok ? null : result.error,
    })
    .where("id", "=", row.id)
    .execute();
  return result;
}

/** What Settings shows: the schedule, the last run and, after a failure, the last good one. */
export async function backupStatus(
  db: Kysely<Database>,
  settings: { dailyHour: number | undefined; keep: number },
  now: Date,
): Promise<BackupStatus> {
  const newest = db
    .selectFrom("backup_runs")
    .selectAll()
    .orderBy("started_at", "desc")
    .orderBy("id", "desc");
  const last = await newest.executeTakeFirst();
  const lastGood =
    last && last.ok !== 1 ? await newest.where("ok", "=", 1).executeTakeFirst() : undefined;
  return {
    dailyHour: settings.dailyHour ?? null,
    keep: settings.keep,
    last: last ? viewOf(last, now) : null,
    lastGood: lastGood ? viewOf(lastGood, now) : null,
  };
}

function viewOf(row: Selectable<BackupRunsTable>, now: Date): BackupRunView {
  const running = row.finished_at === null;
  const stale = running && now.getTime() - Date.parse(row.started_at) > BACKUP_RUN_STALE_MS;
  return {
    kind: row.kind,
    name: row.name,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    outcome: running ? (stale ? "unfinished" : "running") : row.ok === 1 ? "ok" : "failed",
    bytes: row.bytes === null ? null : Number(row.bytes),
    error: row.error,
  };
}
