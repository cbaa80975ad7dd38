import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { BackupStatus } from "../../shared/backups";
import { prepareAdminAccounts } from "../auth/account-sync";
import { silentLogger } from "../log/logger";
import { allowTimeForScrypt, sessionTokenFor, withToken } from "../test-support/admin-app";
import { createTestApp } from "../test-support/api-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { listBackups } from "./backup-folder";
import { takeDailyBackupIfDue } from "./daily-backup";
import type { BackupPlace } from "./take-backup";

allowTimeForScrypt();

/** 02:00 in India is 20:30 UTC the day before. */
const at = (isoUtc: string) => new Date(isoUtc);
const SETTINGS = { hour: 2, keep: 5 };

describeEachEngine("the server's daily backup", (engine) => {
  const testDb = useTestDatabase(engine);
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-daily-"));
  let place: BackupPlace;

  beforeAll(() => {
    place = {
      ...testDb.db,
      dataDir: path.join(temp, "data"),
      databaseUrl: testDb.location.config.databaseUrl,
      backupDir: path.join(temp, "backups"),
    };
  });
  afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

  const take = (when: Date, where: BackupPlace = place) =>
    takeDailyBackupIfDue(where, SETTINGS, when, silentLogger);

  it("waits for the hour in India, then takes one backup that day, whichever instance asks", async () => {
    expect(await take(at("2026-03-09T20:29:00Z"))).toBe("not-due");
    expect(listBackups(place.backupDir)).toEqual([]);
    // Two instances find it due at the same minute: one takes it.
    const both = await Promise.all([
      take(at("2026-03-09T20:30:00Z")),
      take(at("2026-03-09T20:30:00Z")),
    ]);
    expect(both.sort()).toEqual(["taken", "taken-elsewhere"]);
    expect(await take(at("2026-03-10T17:00:00Z"))).toBe("taken-elsewhere");
    expect(listBackups(place.backupDir)).toEqual(["boutique-2026-03-09T20-30-00Z"]);
    // A server that was down at 02:00 takes it later the same day.
    expect(await take(at("2026-03-11T09:15:00Z"))).toBe("taken");
    expect(listBackups(place.backupDir)).toHaveLength(2);
  });

  it("records a failure, shown to the owners with the last good backup", async () => {
    const broken = { ...place, backupDir: path.join(temp, "not-a-folder") };
    fs.writeFileSync(broken.backupDir, "a file where the folder should be");
    expect(await take(at("2026-03-12T21:00:00Z"), broken)).toBe("failed");

    const app = createTestApp({ db: testDb.db, backups: { dailyHour: 2, keep: 5 } });
    await prepareAdminAccounts(testDb.db.db, { demoMode: true }, new Date());
    const token = await sessionTokenFor(testDb.db, "rekha", new Date());
    const res = await app.request("/api/admin/backups", withToken(token));
    expect(res.status).toBe(200);
    const status = (await res.json()) as BackupStatus;
    expect(status).toMatchObject({
      dailyHour: 2,
      keep: 5,
      last: { kind: "daily", outcome: "failed", startedAt: "2026-03-12T21:00:00.000Z" },
      lastGood: { kind: "daily", outcome: "ok", name: "boutique-2026-03-11T09-15-00Z" },
    });
    expect(status.last?.error).toMatch(/EEXIST|ENOTDIR|not a directory|exists/i);
    expect(status.lastGood?.bytes).toBeGreaterThan(0);
  });

  it("is for the owners only", async () => {
    const app = createTestApp({ db: testDb.db });
    expect((await app.request("/api/admin/backups")).status).toBe(401);
  });
});
