/**
 * The host's commands, run as the host runs them (a child process with the server's
 * settings): npm run owner:reset-password, npm run backup and npm run restore. The first run
 * goes through tsx, as npm runs them; the others spawn plain node on a bundle of the same
 * sources (script-bundle.ts), which starts without compiling every module again.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { prepareAdminAccounts } from "../../src/server/auth/account-sync";
import { verifyCredentials } from "../../src/server/auth/credentials";
import { createLoginThrottle, LOGIN_LIMITS } from "../../src/server/auth/login-throttle";
import { OWNERS } from "../../src/server/auth/owners";
import { createSession, findSession } from "../../src/server/auth/sessions";
import { listBackups } from "../../src/server/backup/backup-folder";
import type { Db } from "../../src/server/db/schema";
import { silentLogger } from "../../src/server/log/logger";
import { createRateLimiter } from "../../src/server/rate-limit";
import { startPresence } from "../../src/server/server-presence";
import { startServer } from "../../src/server/test-support/server-process";
import { bundleScripts, type ScriptBundle } from "../../src/server/test-support/script-bundle";
import { allowTimeForScrypt } from "../../src/server/test-support/admin-app";
import {
  createTestDatabase,
  describeEachEngine,
  type TestDatabase,
} from "../../src/server/test-support/databases";

allowTimeForScrypt();

const REPO = path.resolve(import.meta.dirname, "../..");
const FIRST = { sunita: "teal silk and mirror work", rekha: "seven camels at dawn" };
const NEW = "a saffron dupatta for Teej";

let bundle: ScriptBundle;
beforeAll(async () => {
  bundle = await bundleScripts({
    "owner-reset-password": "scripts/owner-reset-password.ts",
    backup: "scripts/backup.ts",
    restore: "scripts/restore.ts",
  });
});
afterAll(() => bundle?.remove());

describeEachEngine("the host's commands", (engine) => {
  let location: TestDatabase;
  let db: Db;
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-ops-"));
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    location = await createTestDatabase(engine);
    env = {
      PATH: process.env.PATH,
      ADMIN_DEMO_MODE: "0",
      // SQLite: the test database's own folder, so the commands work on this very file.
      DATA_DIR: engine === "sqlite" ? location.config.dataDir : path.join(temp, "data"),
      BACKUP_DIR: path.join(temp, "backups"),
      ...(location.config.databaseUrl ? { DATABASE_URL: location.config.databaseUrl } : {}),
    };
    db = await location.open();
    await prepareAdminAccounts(db.db, { demoMode: false, passwords: FIRST }, new Date());
  });

  afterAll(async () => {
    await db?.close();
    await location?.remove();
    fs.rmSync(temp, { recursive: true, force: true });
  });

  /**
   * Runs `scripts/<script>.ts` with the settings above, feeding `input` to its standard input:
   * from its bundle, or `viaTsx` from its source as npm runs it.
   */
  const run = (
    script: "owner-reset-password" | "backup" | "restore",
    args: string[],
    input = "",
    extraEnv: NodeJS.ProcessEnv = {},
    viaTsx = false,
  ) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const entry = viaTsx ? ["--import", "tsx", `scripts/${script}.ts`] : [bundle.file(script)];
      const child = spawn(process.execPath, [...entry, ...args], {
        cwd: REPO,
        env: { ...env, ...extraEnv },
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stdin.end(input);
      child.on("close", (code) => resolve({ code, output }));
    });

  it("owner:reset-password sets a new password typed twice, ends her sessions and her lockout", async () => {
    const session = await createSession(db.db, OWNERS[0]!, new Date());
    // Someone's wrong guesses have locked her account's logins.
    const throttle = createLoginThrottle(createRateLimiter(db.db), db.db);
    const anywhere = { network: "203.0.113.50", username: "sunita" };
    for (let i = 0; i < LOGIN_LIMITS.perAccount.limit; i++) await throttle.begin(anywhere);
    expect((await throttle.begin(anywhere)).allowed).toBe(false);
    const { code, output } = await run(
      "owner-reset-password",
      ["sunita"],
      `${NEW}\n${NEW}\n`,
      {},
      true,
    );
    expect(output).toContain("Password changed for sunita; 1 open session(s) ended");
    expect(code).toBe(0);
    expect(output).not.toContain(NEW);
    expect(await verifyCredentials(db.db, "sunita", NEW)).toBeDefined();
    expect(await verifyCredentials(db.db, "sunita", FIRST.sunita)).toBeUndefined();
    expect(await findSession(db.db, session.token, new Date())).toBeUndefined();
    expect(await verifyCredentials(db.db, "rekha", FIRST.rekha)).toBeDefined();
    // "She can log in now": her lockout is over.
    expect((await throttle.begin({ ...anywhere, network: "203.0.113.51" })).allowed).toBe(true);
  });

  it.each([
    ["two different passwords", ["rekha"], `${NEW}\n${NEW}!\n`, {}, /not the same/],
    ["a common one", ["rekha"], "Password@2024!\nPassword@2024!\n", {}, /too common/],
    ["a short one", ["rekha"], "short\nshort\n", {}, /at least 12 characters/],
    ["an unknown owner", ["priya"], `${NEW}\n${NEW}\n`, {}, /No owner is called "priya"/],
    ["no owner named", [], "", {}, /Usage: npm run owner:reset-password -- <username>/],
    ["demo mode", ["rekha"], `${NEW}\n${NEW}\n`, { ADMIN_DEMO_MODE: "1" }, /ADMIN_DEMO_MODE is on/],
  ])(
    "owner:reset-password refuses %s, changing nothing",
    async (_case, args, input, extra, message) => {
      const { code, output } = await run("owner-reset-password", args, input, extra);
      expect(output).toMatch(message);
      expect(code).toBe(1);
      expect(await verifyCredentials(db.db, "rekha", FIRST.rekha)).toBeDefined();
    },
  );

  it("backup, then restore: refused while a server runs or unconfirmed, then done", async () => {
    const backup = await run("backup", []);
    expect(backup.output).toMatch(/Backup written: .*boutique-\d{4}-.*\(\d/);
    expect(backup.code).toBe(0);
    const [name] = listBackups(env.BACKUP_DIR!);
    expect(name).toBeDefined();
    // This user's only: every folder 700, every file 600 (the database copy, the manifest).
    const modes = fs
      .readdirSync(env.BACKUP_DIR!, { recursive: true, withFileTypes: true })
      .map((e) => {
        const mode = fs.statSync(path.join(e.parentPath, e.name)).mode & 0o777;
        return [e.name, mode.toString(8), e.isDirectory() ? "700" : "600"];
      });
    expect(modes.map(([file]) => file)).toContain("manifest.json");
    for (const [file, mode, wanted] of modes) expect([file, mode]).toEqual([file, wanted]);
    const later = { name: "Later", phone: "98290 41737", email: "", subject: "", message: "x" };
    await db.db
      .insertInto("contact_messages")
      .values({ ...later, phone_key: "9829041737", received_at: new Date().toISOString() })
      .execute();

    const presence = await startPresence(db.db, silentLogger);
    const refused = await run("restore", [name!, "--yes"]);
    expect([refused.code, refused.output]).toEqual([
      1,
      expect.stringContaining("A server is using this database"),
    ]);
    await presence.stop();
    const unconfirmed = await run("restore", [name!]);
    expect([unconfirmed.code, unconfirmed.output]).toEqual([
      1,
      expect.stringContaining("Nothing restored"),
    ]);
    expect(await db.db.selectFrom("contact_messages").select("name").execute()).toHaveLength(1);

    await db.close();
    const restored = await run("restore", [name!, "--yes"]);
    expect(restored.output).toContain("Restored the backup of");
    expect(restored.code).toBe(0);
    db = await location.open();
    expect(await db.db.selectFrom("contact_messages").select("name").execute()).toEqual([]);
    expect(listBackups(env.BACKUP_DIR!, "before-restore-")).toHaveLength(1);
  }, 180_000); // a hang guard: it spawns five commands

  it("restore refuses while the real server runs, and restores once it has stopped", async () => {
    const [name] = listBackups(env.BACKUP_DIR!);
    const server = await startServer(
      { dataDir: env.DATA_DIR!, databaseUrl: env.DATABASE_URL },
      { ADMIN_DEMO_MODE: "0", BACKUP_DIR: env.BACKUP_DIR! },
    );
    try {
      const refused = await run("restore", [name!, "--yes"]);
      expect(refused.output).toMatch(
        new RegExp(`A server is using this database: .*\\(process ${server.child.pid}\\)`),
      );
      expect(refused.code).toBe(1);
    } finally {
      await server.stop();
    }
    const restored = await run("restore", [name!, "--yes"]);
    expect([restored.code, restored.output]).toEqual([0, expect.stringContaining("Restored")]);
  });
});
