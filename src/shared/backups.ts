/** GET /api/admin/backups: what the owners see about backups in Settings. */

/** How many backups are kept unless BACKUP_KEEP says otherwise. */
export const DEFAULT_BACKUP_KEEP = 14;

export type BackupOutcome = "ok" | "failed" | "running" | "unfinished";

export interface BackupRunView {
  /** "daily": the server's own; "manual": npm run backup on the host. */
  kind: "daily" | "manual";
  name: string;
  startedAt: string;
  finishedAt: string | null;
  outcome: BackupOutcome;
  bytes: number | null;
  error: string | null;
}

export interface BackupStatus {
  /** The daily backup's hour (India time), or null when the server takes none. */
  dailyHour: number | null;
  /** How many backups are kept. */
  keep: number;
  /** The most recent backup, whatever its outcome. */
  last: BackupRunView | null;
  /** The most recent one written whole, when the last one was not. */
  lastGood: BackupRunView | null;
}

/** A run still "running" this long after it started did not finish (its server stopped). */
export const BACKUP_RUN_STALE_MS = 6 * 3_600_000;

/** 1234567 → "1.2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
