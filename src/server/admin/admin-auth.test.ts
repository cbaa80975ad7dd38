import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import type { LoginResponse } from "../../shared/admin";
import { SESSION_REFUSED } from "../auth/require-owner";
import { SESSION_TTL_HOURS } from "../auth/sessions";
import {
  allowTimeForScrypt,
  createAdminTestApp,
  loginAs,
  withToken,
} from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { OWNER_ENDPOINTS, storedChanges } from "../test-support/admin-endpoints";

allowTimeForScrypt();

const TTL_MS = SESSION_TTL_HOURS * 3_600_000;

describeEachEngine("admin sessions", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let clock = Date.UTC(2024, 1, 1, 10, 0, 0);

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => new Date(clock));
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const expectRefusedEverywhere = async (auth: Record<string, string>) => {
    for (const [name, build] of OWNER_ENDPOINTS) {
      const [url, init] = build(auth);
      const res = await app.request(url, init);
      expect([name, res.status, await res.json()]).toEqual([name, 401, SESSION_REFUSED]);
    }
  };

  it("gives the session's owner and expiry", async () => {
    const login = await loginAs(app, "rekha");
    const res = await app.request("/api/admin/session", withToken(login.token));
    expect(await res.json()).toEqual({
      user: login.user,
      expiresAt: login.expiresAt,
      language: "en",
    });
  });

  it("refuses every admin endpoint without a token", async () => {
    await expectRefusedEverywhere({});
  });

  it.each([
    ["a non-Bearer scheme", "Basic c3VuaXRhOlBvc2hha0AyMDI0"],
    ["an empty Bearer", "Bearer "],
    ["a short token", "Bearer abc"],
    ["a token with bad characters", `Bearer ${"*".repeat(43)}`],
    ["two tokens", `Bearer ${"a".repeat(43)} ${"b".repeat(43)}`],
  ])("refuses every admin endpoint with %s", async (_case, header) => {
    await expectRefusedEverywhere({ authorization: header });
  });

  it("refuses every admin endpoint with a well-formed but unknown token", async () => {
    await expectRefusedEverywhere(bearer("A".repeat(43)));
  });

  it("refuses every admin endpoint once the session has expired", async () => {
    const { token } = await loginAs(app);
    clock += TTL_MS - 1;
    expect((await app.request("/api/admin/session", withToken(token))).status).toBe(200);
    clock += 1;
    await expectRefusedEverywhere(bearer(token));
  });

  it("refuses every admin endpoint after logout, and only for that session", async () => {
    const mine = await loginAs(app);
    const other = await loginAs(app);
    const res = await app.request("/api/admin/logout", withToken(mine.token, { method: "POST" }));
    expect([res.status, await res.json()]).toEqual([200, { ok: true }]);
    await expectRefusedEverywhere(bearer(mine.token));
    expect((await app.request("/api/admin/session", withToken(other.token))).status).toBe(200);
  });

  it("writes nothing for any change refused for want of a session", async () => {
    const before = await storedChanges(testDb.db);
    for (const [name, build] of OWNER_ENDPOINTS) {
      const [url, init] = build({ authorization: `Bearer ${"A".repeat(43)}` });
      expect([name, (await app.request(url, init)).status]).toEqual([name, 401]);
    }
    expect(await storedChanges(testDb.db)).toEqual(before);
  });

  it("shares sessions between two server instances on one database", async () => {
    const second = await testDb.location.open();
    try {
      const other = await createAdminTestApp(second, () => new Date(clock));
      const login: LoginResponse = await loginAs(app, "sunita");
      const seen = await other.request("/api/admin/session", withToken(login.token));
      expect([seen.status, await seen.json()]).toEqual([
        200,
        { user: login.user, expiresAt: login.expiresAt, language: "en" },
      ]);
      await other.request("/api/admin/logout", withToken(login.token, { method: "POST" }));
      expect((await app.request("/api/admin/session", withToken(login.token))).status).toBe(401);
    } finally {
      await second.close();
    }
  });
});
