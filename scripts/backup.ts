// npm run backup: a consistent copy of the database and the photos into BACKUP_DIR, keeping
// the newest BACKUP_KEEP. Safe while the server runs. Recorded where the owners see it.
import { formatBytes } from "../src/shared/backups";
import { recordedBackup } from "../src/server/backup/backup-runs";
import { env, fail, openConfiguredDatabase, restoreTarget } from "./ops/settings";

const database = await openConfiguredDatabase().catch(fail);
try {
  const result = await recordedBackup({ ...database, ...restoreTarget }, new Date(), {
    kind: "manual",
    keep: env.BACKUP_KEEP,
  });
  if (!result?.ok) fail(`Backup failed: ${result?.error ?? "unknown"}`);
  console.log(`Backup written: ${result.backup.folder} (${formatBytes(result.backup.bytes)})`);
} finally {
  await database.close();
}
