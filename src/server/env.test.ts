import path from "node:path";
import { describe, expect, it } from "vitest";
import { readEnv, requirePublicUrl } from "./env";

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

describe("readEnv: messages", () => {
  it("configures no channel by default, the owners' own addresses, a digest at 8", () => {
    const env = readEnv({});
    expect([env.SMTP_HOST, env.WHATSAPP_TOKEN]).toEqual([undefined, undefined]);
    expect(env).toMatchObject({
      WHATSAPP_API_URL: "https://graph.facebook.com/v21.0",
      OWNER_LANGUAGE: "en",
      DIGEST_HOUR: 8,
      SMTP_TLS: "starttls",
    });
    expect(env.OWNER_EMAILS).toEqual(["enquiry@rajwadirang.example"]);
    expect(readEnv({ SMTP_HOST: "", SMTP_FROM: "" }).SMTP_HOST).toBeUndefined();
  });

  it("reads lists, the digest hour or off", () => {
    const env = readEnv({
      OWNER_EMAILS: "sunita@example.in, rekha@example.in",
      OWNER_WHATSAPP: "+91 98290 41736",
      DIGEST_HOUR: "off",
    });
    expect(env.OWNER_EMAILS).toEqual(["sunita@example.in", "rekha@example.in"]);
    expect(env.OWNER_WHATSAPP).toEqual(["+91 98290 41736"]);
    expect(env.DIGEST_HOUR).toBeNull();
    expect(() => readEnv({ DIGEST_HOUR: "24" })).toThrow(
      /DIGEST_HOUR: must be an hour from 0 to 23, or off/,
    );
    expect(() => readEnv({ OWNER_EMAILS: "sunita" })).toThrow(
      /OWNER_EMAILS: must be a comma-separated list/,
    );
  });

  it("refuses half a channel, naming the missing setting", () => {
    expect(() => readEnv({ SMTP_HOST: "mail.example.in" })).toThrow(
      /SMTP_FROM: is required when SMTP_HOST is set/,
    );
    expect(() => readEnv({ SMTP_USER: "orders" })).toThrow(
      /SMTP_PASSWORD: is required when SMTP_USER is set/,
    );
    expect(() => readEnv({ WHATSAPP_PHONE_NUMBER_ID: "123" })).toThrow(
      /WHATSAPP_TOKEN: is required when WHATSAPP_PHONE_NUMBER_ID is set/,
    );
    expect(() => readEnv({ SMTP_TLS: "ssl" })).toThrow(/SMTP_TLS/);
  });
});

describe("readEnv: PUBLIC_URL, where the links in messages lead", () => {
  it("takes an https address, or http on this machine, without a trailing slash", () => {
    for (const [given, kept] of [
      ["https://www.rajwadirang.in", "https://www.rajwadirang.in"],
      ["https://www.rajwadirang.in/", "https://www.rajwadirang.in"],
      ["https://shop.example.in:8443", "https://shop.example.in:8443"],
      ["http://localhost:3000", "http://localhost:3000"],
      ["http://127.0.0.1:8080/", "http://127.0.0.1:8080"],
      ["http://[::1]:3000", "http://[::1]:3000"],
    ])
      expect(readEnv({ PUBLIC_URL: given }).PUBLIC_URL).toBe(kept);
  });

  it.each([
    "http://www.rajwadirang.in",
    "http://192.168.1.5:3000",
    "www.rajwadirang.in",
    "/tracking",
    "ftp://www.rajwadirang.in",
    "https://www.rajwadirang.in/shop",
    "https://www.rajwadirang.in/?a=1",
    "https://www.rajwadirang.in/#x",
    "https://owner:pw@www.rajwadirang.in",
    "javascript:alert(1)",
  ])("refuses %s, saying what it must be", (bad) => {
    expect(() => readEnv({ PUBLIC_URL: bad })).toThrow(
      /PUBLIC_URL: must be the site's address as customers open it: https:\/\/host/,
    );
  });

  it("is required to start with demo mode off; demo mode links to this machine", () => {
    expect(() => requirePublicUrl(readEnv({ ADMIN_DEMO_MODE: "0" }))).toThrow(
      /PUBLIC_URL: is required with ADMIN_DEMO_MODE=0/,
    );
    const production = readEnv({ ADMIN_DEMO_MODE: "0", PUBLIC_URL: "https://www.rajwadirang.in" });
    expect(requirePublicUrl(production)).toBe("https://www.rajwadirang.in");
    expect(requirePublicUrl(readEnv({ PORT: "4000" }))).toBe("http://localhost:4000");
  });
});
