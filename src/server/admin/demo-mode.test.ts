import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORDS } from "../auth/demo-accounts";
import {
  allowTimeForScrypt,
  createAdminTestApp,
  loginAs,
  postLogin,
} from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { startRefused } from "../test-support/server-process";

allowTimeForScrypt();

const ENV_PASSWORDS = { sunita: "teal silk and mirror work", rekha: "seven camels at dawn" };

describeEachEngine("admin with demo mode off", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;

  beforeAll(async () => {
    // First started in demo mode, then switched to real passwords: the demo ones must stop working.
    const demo = await createAdminTestApp(testDb.db, () => new Date());
    await loginAs(demo, "sunita");
    app = await createAdminTestApp(testDb.db, () => new Date(), {
      demoMode: false,
      passwords: ENV_PASSWORDS,
    });
  });

  it("prints no credentials on the login page", async () => {
    const res = await app.request("/api/admin/config");
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ demoMode: false, demoAccounts: [] });
    for (const password of [...Object.values(DEMO_PASSWORDS), ...Object.values(ENV_PASSWORDS)])
      expect(text).not.toContain(password);
  });

  it("accepts the configured passwords and refuses the demo ones", async () => {
    expect((await loginAs(app, "sunita", ENV_PASSWORDS.sunita)).user.username).toBe("sunita");
    expect((await loginAs(app, "rekha", ENV_PASSWORDS.rekha)).user.username).toBe("rekha");
    for (const username of ["sunita", "rekha"] as const) {
      const res = await postLogin(app, { username, password: DEMO_PASSWORDS[username] });
      expect(res.status).toBe(401);
    }
  });
});

describe("server start with demo mode off", () => {
  it("refuses a first start without the owners' passwords, saying which", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-first-start-"));
    const { code, output } = await startRefused({ dataDir }, { ADMIN_DEMO_MODE: "0" }).finally(() =>
      fs.rmSync(dataDir, { recursive: true, force: true }),
    );
    expect(code).toBe(1);
    expect(output).toContain("ADMIN_PASSWORD_SUNITA is required to create the owner account");
  }, 60_000);
});
