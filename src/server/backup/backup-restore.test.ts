/**
 * The round trip: data and photos written, a backup taken, the database changed and then
 * wiped, the backup restored: everything identical. And the refusals: a server still running,
 * a backup that changed since it was taken, one of the other engine.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Hono } from "hono";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase, SQLITE_FILE_NAME } from "../db/open-database";
import { serverHashKey } from "../db/server-secret";
import type { Db, Engine } from "../db/schema";
import { silentLogger } from "../log/logger";
import { PRESENCE_STALE_MS, startPresence } from "../server-presence";
import { createAdminTestApp, freshIp, loginAs, jsonPatch } from "../test-support/admin-app";
import { jsonPost } from "../test-support/api-app";
import {
  createTestDatabase,
  describeEachEngine,
  type TestDatabase,
} from "../test-support/databases";
import { storedPhotos, storedRows, TABLES, tableNames } from "../test-support/stored-state";
import {
  BACKUP_PREFIX,
  listBackups,
  MANIFEST_FILE,
  nonPlainEntries,
  PG_DUMP_FILE,
  SAFETY_PREFIX,
  SQLITE_COPY,
} from "./backup-folder";
import { recordedBackup } from "./backup-runs";
import { restoreBackup, type RestoreTarget } from "./restore";
import { takeBackup } from "./take-backup";

describeEachEngine("backup and restore", (engine) => {
  let location: TestDatabase;
  let db: Db;
  let app: Hono;
  let target: RestoreTarget;
  let backupName: string;
  let atBackup: { rows: Record<string, string[]>; photos: Record<string, string> };
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-backup-test-"));
  const dataDir = path.join(temp, "data");
  const photo = (name: string) => path.join(dataDir, "photos", name);

  const open = () => openDatabase({ ...location.config, dataDir, sampleOrders: false });
  const place = () => ({ ...db, ...target });
  /** What restore must give back: the rows (but the runs, compared apart) and the photos. */
  const state = async () => ({
    rows: await storedRows(
      db,
      // The runs are compared apart; the server's keys are never in a backup (tested below).
      TABLES.filter((t) => t !== "backup_runs" && t !== "server_secrets"),
    ),
    photos: storedPhotos(dataDir),
  });

  beforeAll(async () => {
    location = await createTestDatabase(engine);
    target = {
      dataDir,
      databaseUrl: location.config.databaseUrl,
      backupDir: path.join(temp, "backups"),
    };
    db = await openDatabase({ ...location.config, dataDir, logger: silentLogger });
    app = await createAdminTestApp(db, () => new Date());
    const { token } = await loginAs(app, "sunita");
    const message = { name: "Kavya Meena", phone: "98290 41736", message: "Teej order, अनीता 🙂" };
    expect((await app.request("/api/contact", jsonPost(message, freshIp()))).status).toBe(201);
    const step = "/api/admin/orders/RR2024001/steps/step-4";
    expect((await app.request(step, jsonPatch(token, { status: "completed" }))).status).toBe(200);
    for (const name of ["designs/1/front.jpg", "designs/1/back.jpg", "orders/RR2024001/fit.png"]) {
      fs.mkdirSync(path.dirname(photo(name)), { recursive: true });
      fs.writeFileSync(photo(name), randomBytes(50_000));
    }
  });

  afterAll(async () => {
    await db?.close();
    await location?.remove();
    fs.rmSync(temp, { recursive: true, force: true });
  });

  it("knows every table of the schema", async () => {
    expect(await tableNames(db)).toEqual([...TABLES].sort());
  });

  it("writes a whole, checksummed backup and records it", async () => {
    const result = await recordedBackup(place(), new Date(), { kind: "manual", keep: 3 });
    if (!result?.ok) throw new Error(`backup failed: ${JSON.stringify(result)}`);
    backupName = result.backup.name;
    atBackup = await state();
    const files = fs.readdirSync(result.backup.folder).sort();
    expect(files).toEqual(
      [MANIFEST_FILE, "photos", engine === "sqlite" ? SQLITE_COPY : PG_DUMP_FILE].sort(),
    );
    const manifest = JSON.parse(
      fs.readFileSync(path.join(result.backup.folder, MANIFEST_FILE), "utf8"),
    ) as { engine: string; files: Record<string, unknown> };
    expect(manifest.engine).toBe(engine);
    expect(Object.keys(manifest.files)).toContain("photos/orders/RR2024001/fit.png");
    const run = await db.db.selectFrom("backup_runs").selectAll().executeTakeFirstOrThrow();
    expect(run).toMatchObject({ kind: "manual", name: backupName, ok: 1, error: null });
    expect(Number(run.bytes)).toBe(result.backup.bytes);
  });

  it("refuses to restore while a server uses the database, not after it stopped or died", async () => {
    const presence = await startPresence(db.db, silentLogger);
    await expect(restoreBackup(target, backupName, new Date())).rejects.toThrow(
      new RegExp(`A server is using this database: ${os.hostname()} \\(process ${process.pid}\\)`),
    );
    await presence.stop();
    // A server that crashed a minute ago left its heartbeat behind.
    const long = new Date(Date.now() - PRESENCE_STALE_MS - 1_000).toISOString();
    await db.db
      .insertInto("server_instances")
      .values({ id: "crashed", host: "old-host", pid: 1, started_at: long, seen_at: long })
      .execute();
    expect(await storedPhotos(dataDir)).toEqual(atBackup.photos);
  });

  it("brings back the data and photos over later changes, keeping those in a safety copy", async () => {
    const { token } = await loginAs(app, "rekha");
    await app.request(
      "/api/contact",
      jsonPost({ name: "Later", phone: "98290 41737", message: "x" }, freshIp()),
    );
    await app.request(
      "/api/admin/orders/RR2024002/steps/step-7",
      jsonPatch(token, { status: "on-hold" }),
    );
    fs.mkdirSync(path.dirname(photo("designs/2/new.jpg")), { recursive: true });
    fs.writeFileSync(photo("designs/2/new.jpg"), randomBytes(1_000));
    fs.rmSync(photo("designs/1/back.jpg"));
    expect(await state()).not.toEqual(atBackup);

    await db.close();
    const restored = await restoreBackup(target, backupName, new Date());
    db = await open();
    expect(await state()).toEqual({ ...atBackup, rows: withoutHeartbeats(atBackup.rows) });
    expect(restored.safetyCopy?.name.startsWith(SAFETY_PREFIX)).toBe(true);
    const saved = path.join(restored.safetyCopy!.folder, "photos", "designs", "2", "new.jpg");
    expect(fs.existsSync(saved)).toBe(true);
    // The run was still "running" in the snapshot; the restore marks it done.
    const runs = await db.db.selectFrom("backup_runs").select(["name", "ok"]).execute();
    expect(runs).toEqual([{ name: backupName, ok: 1 }]);
  });

  it("brings everything back into a wiped database and an empty data folder", async () => {
    await wipe(db, engine, dataDir);
    await db.close();
    const restored = await restoreBackup(
      target,
      path.join(target.backupDir, backupName),
      new Date(),
    );
    db = await open();
    expect(restored.safetyCopy).toBeUndefined();
    expect(await state()).toEqual({ ...atBackup, rows: withoutHeartbeats(atBackup.rows) });
  });

  it("refuses a backup that changed since it was taken, touching nothing", async () => {
    const copy = path.join(temp, "tampered");
    fs.cpSync(path.join(target.backupDir, backupName), copy, { recursive: true });
    const file = path.join(copy, "photos", "designs", "1", "front.jpg");
    const bytes = fs.readFileSync(file);
    bytes[100] = (bytes[100]! + 1) % 256;
    fs.writeFileSync(file, bytes);
    const before = await state();
    await expect(restoreBackup(target, copy, new Date())).rejects.toThrow(
      /photos\/designs\/1\/front.jpg in the backup has changed/,
    );
    fs.writeFileSync(path.join(copy, "extra.txt"), "x");
    await expect(restoreBackup(target, copy, new Date())).rejects.toThrow(
      /differ from its manifest: extra.txt/,
    );
    expect(await state()).toEqual(before);
  });

  it("leaves the server's keys out of every backup", async () => {
    const key = (await serverHashKey(db.db)).toString("base64");
    const secrets = () => db.db.selectFrom("server_secrets").select("value").execute();
    expect(await secrets()).toEqual([{ value: key }]);
    const taken = await takeBackup(place(), new Date(Date.now() + 3_600_000));
    const copy = path.join(taken.folder, engine === "sqlite" ? SQLITE_COPY : PG_DUMP_FILE);
    expect(fs.readFileSync(copy).includes(key)).toBe(false);
    await db.close();
    const later = new Date(Date.now() + 7_200_000); // the safety copy's name: after the others'
    const { safetyCopy } = await restoreBackup(target, taken.folder, later).finally(async () => {
      db = await open();
    });
    expect(await secrets()).toEqual([]);
    // Only this test's backups go: the others count theirs.
    for (const folder of [taken.folder, safetyCopy!.folder]) fs.rmSync(folder, { recursive: true });
  });

  it("refuses a backup holding a link or a special file, touching nothing", async () => {
    const copy = path.join(temp, "linked");
    fs.cpSync(path.join(target.backupDir, backupName), copy, { recursive: true });
    const before = await state();
    const planted = [
      // A link to a file, a link to a folder: /media/ would serve their targets once restored.
      ["photos/designs/1/passwd.jpg", (at: string) => fs.symlinkSync("/etc/passwd", at)],
      ["photos/proc", (at: string) => fs.symlinkSync("/proc/self", at)],
      ["photos/designs/1/pipe.jpg", (at: string) => execFileSync("mkfifo", [at])],
    ] as const;
    for (const [name, make] of planted) {
      const plant = path.join(copy, ...name.split("/"));
      make(plant);
      await expect(restoreBackup(target, copy, new Date())).rejects.toThrow(
        `The backup holds ${name}: not a plain file or folder`,
      );
      fs.rmSync(plant);
    }
    expect(await state()).toEqual(before);
    expect(fs.readdirSync(path.join(dataDir, "photos"))).not.toContain("proc");
  });

  it("backs up the photos' plain files and folders only", async () => {
    const link = photo("designs/1/environ.jpg");
    fs.symlinkSync("/proc/self/environ", link);
    try {
      const taken = await takeBackup(place(), new Date(Date.now() + 60_000));
      expect(nonPlainEntries(taken.folder)).toEqual([]);
      expect(fs.existsSync(path.join(taken.folder, "photos", "designs", "1", "front.jpg"))).toBe(
        true,
      );
      expect(fs.readdirSync(path.join(taken.folder, "photos", "designs", "1"))).not.toContain(
        "environ.jpg",
      );
      fs.rmSync(taken.folder, { recursive: true });
    } finally {
      fs.rmSync(link);
    }
  });

  it("refuses a backup of the other engine", async () => {
    const other = {
      ...target,
      databaseUrl: engine === "sqlite" ? "postgres://nobody@127.0.0.1:1/x" : undefined,
    };
    await expect(restoreBackup(other, backupName, new Date())).rejects.toThrow(
      new RegExp(`This backup is of a ${engine} database`),
    );
  });

  it("keeps the newest N backups and never prunes a safety copy", async () => {
    const base = Date.now() + 60_000;
    for (let i = 0; i < 4; i++) {
      const result = await recordedBackup(place(), new Date(base + i * 60_000), {
        kind: "manual",
        keep: 3,
      });
      expect(result?.ok).toBe(true);
    }
    const kept = listBackups(target.backupDir);
    expect(kept).toHaveLength(3);
    expect(kept).not.toContain(backupName);
    expect(listBackups(target.backupDir, SAFETY_PREFIX)).toHaveLength(1);
    expect(kept.every((name) => name.startsWith(BACKUP_PREFIX))).toBe(true);
  });
});

/** Restore forgets the heartbeats the snapshot held (there were none when it was taken). */
const withoutHeartbeats = (rows: Record<string, string[]>) => ({ ...rows, server_instances: [] });

async function wipe(db: Db, engine: Engine, dataDir: string): Promise<void> {
  fs.rmSync(path.join(dataDir, "photos"), { recursive: true, force: true });
  if (engine === "sqlite") {
    await db.close();
    for (const suffix of ["", "-wal", "-shm"])
      fs.rmSync(path.join(dataDir, `${SQLITE_FILE_NAME}${suffix}`), { force: true });
    return;
  }
  const tables = await tableNames(db);
  for (const table of [...tables, "kysely_migration_lock"])
    await sql`DROP TABLE IF EXISTS ${sql.table(table)} CASCADE`.execute(db.db);
}
