/**
 * The server's keys are left out of a backup (db/server-secret.ts); a database from before
 * their table (the safety copy restore takes of what is there) is backed up all the same.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { migrateUpTo } from "../db/migrate";
import { connectDatabase } from "../db/open-database";
import { createTestDatabase, describeEachEngine } from "../test-support/databases";
import { MANIFEST_FILE } from "./backup-folder";
import { takeBackup } from "./take-backup";

describeEachEngine("a backup of a database from before the server's keys", (engine) => {
  it("is taken whole", async () => {
    const location = await createTestDatabase(engine);
    const database = connectDatabase(location.config);
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-older-backup-"));
    try {
      await migrateUpTo(database.db, "0009-database-mode");
      const taken = await takeBackup(
        { ...database, ...location.config, photosDir: null, backupDir },
        new Date(),
      );
      expect(fs.existsSync(path.join(taken.folder, MANIFEST_FILE))).toBe(true);
    } finally {
      await database.close();
      await location.remove();
      fs.rmSync(backupDir, { recursive: true, force: true });
    }
  });
});
