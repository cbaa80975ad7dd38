import path from "node:path";
import { describe, expect, it } from "vitest";
import { readEnv } from "./env";

const strong = {
  ADMIN_PASSWORD_SUNITA: "sunita-long-pass-1",
  ADMIN_PASSWORD_REKHA: "rekha-long-pass-2",
};

describe("readEnv: admin settings", () => {
  it("runs in demo mode by default and ignores env passwords there", () => {
    expect(readEnv({}).ADMIN_DEMO_MODE).toBe(true);
    expect(readEnv({ ADMIN_DEMO_MODE: "true", ADMIN_PASSWORD_SUNITA: "x" }).ADMIN_DEMO_MODE).toBe(
      true,
    );
  });

  it("takes both owners' passwords from the environment when demo mode is off", () => {
    const env = readEnv({ ADMIN_DEMO_MODE: "0", ...strong });
    expect(env).toMatchObject({ ADMIN_DEMO_MODE: false, ...strong });
  });

  it("starts without passwords: they only create missing accounts (auth/account-sync.ts)", () => {
    const env = readEnv({ ADMIN_DEMO_MODE: "false" });
    expect(env.ADMIN_DEMO_MODE).toBe(false);
    expect([env.ADMIN_PASSWORD_SUNITA, env.ADMIN_PASSWORD_REKHA]).toEqual([undefined, undefined]);
  });

  it("refuses passwords shorter than 12 characters and an unknown demo flag", () => {
    expect(() =>
      readEnv({ ...strong, ADMIN_DEMO_MODE: "0", ADMIN_PASSWORD_REKHA: "short1234" }),
    ).toThrow(/ADMIN_PASSWORD_REKHA: .*at least 12 characters/);
    expect(() => readEnv({ ADMIN_DEMO_MODE: "off" })).toThrow(/ADMIN_DEMO_MODE/);
  });
});

describe("readEnv: logs and backups", () => {
  it("logs at info and keeps 14 backups in ./backups, with no daily backup, by default", () => {
    const env = readEnv({});
    expect([env.LOG_LEVEL, env.BACKUP_KEEP, env.BACKUP_HOUR]).toEqual(["info", 14, undefined]);
    expect(env.BACKUP_DIR).toBe(path.resolve("backups"));
  });

  it("takes an hour of the day for the daily backup, and refuses what is not one", () => {
    expect(readEnv({ BACKUP_HOUR: "2" }).BACKUP_HOUR).toBe(2);
    expect(readEnv({ BACKUP_HOUR: "0" }).BACKUP_HOUR).toBe(0);
    expect(readEnv({ BACKUP_HOUR: "" }).BACKUP_HOUR).toBeUndefined();
    for (const bad of ["24", "-1", "2.5", "two"])
      expect(() => readEnv({ BACKUP_HOUR: bad })).toThrow(/BACKUP_HOUR/);
    expect(() => readEnv({ BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP/);
    expect(() => readEnv({ LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL/);
  });
});
