// npm run restore -- <backup> [--yes]: puts a backup (its name in BACKUP_DIR, or its folder)
// back, after checking it whole. Refuses while a server uses the database. What is there now
// is first saved as before-restore-… in BACKUP_DIR.
import { listBackups } from "../src/server/backup/backup-folder";
import { restoreBackup } from "../src/server/backup/restore";
import { confirm } from "./ops/terminal";
import { env, fail, restoreTarget } from "./ops/settings";

const args = process.argv.slice(2);
const source = args.find((a) => !a.startsWith("--"));
if (!source) {
  const names = listBackups(env.BACKUP_DIR);
  fail(
    `Usage: npm run restore -- <backup> [--yes]\nBackups in ${env.BACKUP_DIR}:\n` +
      (names.length ? names.map((n) => `  ${n}`).join("\n") : "  (none)"),
  );
}
const where = env.DATABASE_URL ? "the PostgreSQL database in DATABASE_URL" : env.DATA_DIR;
if (!args.includes("--yes") && !(await confirm(`Replace the data in ${where} with ${source}?`))) {
  fail("Nothing restored. (Add --yes to restore without the question.)");
}
try {
  const { manifest, safetyCopy } = await restoreBackup(restoreTarget, source, new Date());
  if (safetyCopy) console.log(`What was there before is saved in ${safetyCopy.folder}`);
  console.log(`Restored the backup of ${manifest.createdAt}. Start the server again.`);
} catch (error) {
  fail(error);
}
