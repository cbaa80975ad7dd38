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

  it("refuses to start without both passwords, naming each missing one", () => {
    expect(() => readEnv({ ADMIN_DEMO_MODE: "false" })).toThrow(
      /ADMIN_PASSWORD_SUNITA: is required when ADMIN_DEMO_MODE is off[\s\S]*ADMIN_PASSWORD_REKHA: is required/,
    );
    expect(() =>
      readEnv({ ADMIN_DEMO_MODE: "0", ADMIN_PASSWORD_SUNITA: strong.ADMIN_PASSWORD_SUNITA }),
    ).toThrow(/ADMIN_PASSWORD_REKHA: is required/);
  });

  it("refuses passwords shorter than 12 characters and an unknown demo flag", () => {
    expect(() =>
      readEnv({ ...strong, ADMIN_DEMO_MODE: "0", ADMIN_PASSWORD_REKHA: "short1234" }),
    ).toThrow(/ADMIN_PASSWORD_REKHA: .*at least 12 characters/);
    expect(() => readEnv({ ADMIN_DEMO_MODE: "off" })).toThrow(/ADMIN_DEMO_MODE/);
  });
});
