import { hourInIndia, todayInIndia } from "../../shared/dates";
import type { Logger } from "../log/logger";
import { recordedBackup } from "./backup-runs";
import type { BackupPlace } from "./take-backup";

/** How often the server looks whether today's backup is due. */
export const DAILY_CHECK_MS = 60_000;

export interface DailyBackupSettings {
  /** Hour of the day in India (0-23) from which today's backup is due. */
  hour: number;
  keep: number;
}

/**
 * Today's backup, if it is due (the configured hour has come in India) and no instance has
 * taken it yet: the first to claim the day takes it, the others do nothing. A server that was
 * down at that hour takes it when it is back, the same day.
 */
export async function takeDailyBackupIfDue(
  place: BackupPlace,
  settings: DailyBackupSettings,
  now: Date,
  logger: Logger,
): Promise<"taken" | "failed" | "not-due" | "taken-elsewhere"> {
  if (hourInIndia(now) < settings.hour) return "not-due";
  const claim = `daily:${todayInIndia(now)}`;
  // Checked first so that the minutes after the hour cost a read, not a write.
  const claimed = await place.db
    .selectFrom("backup_runs")
    .select("id")
    .where("claim", "=", claim)
    .executeTakeFirst();
  if (claimed) return "taken-elsewhere";
  const result = await recordedBackup(place, now, {
    kind: "daily",
    keep: settings.keep,
    claim,
  });
  if (!result) return "taken-elsewhere";
  if (result.ok) {
    logger.info({ backup: result.backup.name, bytes: result.backup.bytes }, "daily backup written");
    return "taken";
  }
  logger.error({ error: result.error }, "daily backup failed");
  return "failed";
}

/** Checks every minute while the server runs; stop() waits for a backup in progress. */
export function scheduleDailyBackup(
  place: BackupPlace,
  settings: DailyBackupSettings,
  logger: Logger,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const check = () => {
    if (busy) return;
    busy = true;
    running = takeDailyBackupIfDue(place, settings, new Date(), logger)
      .catch((error: unknown) => logger.error({ err: error }, "daily backup check failed"))
      .finally(() => (busy = false));
  };
  const timer = setInterval(check, DAILY_CHECK_MS);
  timer.unref();
  check();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
