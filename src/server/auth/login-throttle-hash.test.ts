/**
 * A failed login's typed username (sometimes a password typed in the wrong field) is never
 * stored: the rate-limit table holds its keyed hash (issue 21 §4).
 */
import { createHmac } from "node:crypto";
import { expect, it } from "vitest";
import { serverHashKey } from "../db/server-secret";
import { createAdminTestApp, freshIp } from "../test-support/admin-app";
import { jsonPost } from "../test-support/api-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { clearLoginLockout } from "./login-devices";
import { LOGIN_LIMITS } from "./login-throttle";

const TYPED = "sunitas-real-password-2031";

describeEachEngine("failed logins in the rate-limit table", (engine) => {
  const test = useTestDatabase(engine);

  it("keep a keyed hash of the typed username, never the text", async () => {
    const app = await createAdminTestApp(test.db, () => new Date());
    const login = (username: string) =>
      app.request("/api/admin/login", jsonPost({ username, password: "wrong" }, freshIp()));
    expect((await login(TYPED)).status).toBe(401);
    const keys = (await test.db.db.selectFrom("rate_limits").select("key").execute()).map(
      (r) => r.key,
    );
    expect(keys.join(" ")).not.toContain("real-password");
    const key = await serverHashKey(test.db.db);
    expect(key).toHaveLength(32);
    const hash = createHmac("sha256", key).update(TYPED).digest("hex");
    expect(keys).toContain(`login-account:${hash}`);
  });

  it("still counts per account, and the reset command's clearing still finds her counter", async () => {
    const app = await createAdminTestApp(test.db, () => new Date());
    const login = () =>
      app.request(
        "/api/admin/login",
        jsonPost({ username: "rekha", password: "wrong" }, freshIp()),
      );
    for (let i = 0; i < LOGIN_LIMITS.perAccount.limit; i++)
      expect((await login()).status).toBe(401);
    expect((await login()).status).toBe(429);
    await clearLoginLockout(test.db.db, "rekha");
    expect((await login()).status).toBe(401);
  });
});
