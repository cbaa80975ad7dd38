import type { Hono } from "hono";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { DEMO_PASSWORDS } from "../auth/demo-accounts";
import { LOGIN_LIMITS, TOO_MANY_LOGINS } from "../auth/login-throttle";
import {
  allowTimeForScrypt,
  createAdminTestApp,
  freshIp,
  postLogin,
} from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";

allowTimeForScrypt();

const RIGHT = { username: "sunita", password: DEMO_PASSWORDS.sunita };
const WRONG = { username: "sunita", password: "not-the-password" };

describeEachEngine("admin login limits", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let clock: number;

  beforeAll(async () => {
    clock = Date.UTC(2024, 1, 1, 10, 0, 0);
    app = await createAdminTestApp(testDb.db, () => new Date(clock));
  });

  // Each test starts in a fresh window, so no test inherits another's lockouts.
  beforeEach(() => {
    clock += LOGIN_LIMITS.perIp.windowMs;
  });

  const expectLocked = async (res: Response) => {
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual(TOO_MANY_LOGINS);
    const wait = Number(res.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
  };

  it("locks an account after 5 failures from any addresses, refusing even the right password", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccount.limit; i++)
      expect((await postLogin(app, WRONG, freshIp())).status).toBe(401);
    await expectLocked(await postLogin(app, RIGHT, freshIp()));
    // The other owner is not locked out.
    expect(
      (await postLogin(app, { username: "rekha", password: DEMO_PASSWORDS.rekha })).status,
    ).toBe(200);

    clock += LOGIN_LIMITS.perAccount.windowMs;
    expect((await postLogin(app, RIGHT)).status).toBe(200);
  });

  it("locks an address after 10 failures across usernames, refusing even the right password", async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.perIp.limit; i++) {
      const res = await postLogin(app, { username: `guess${i % 3}`, password: "x" }, ip);
      expect(res.status).toBe(401);
    }
    await expectLocked(await postLogin(app, RIGHT, ip));
    expect((await postLogin(app, RIGHT, freshIp())).status).toBe(200);

    clock += LOGIN_LIMITS.perIp.windowMs;
    expect((await postLogin(app, RIGHT, ip)).status).toBe(200);
  });

  it("does not count successful logins", async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i++) expect((await postLogin(app, RIGHT, ip)).status).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.perAccount.limit - 1; i++)
      expect((await postLogin(app, WRONG, ip)).status).toBe(401);
    expect((await postLogin(app, RIGHT, ip)).status).toBe(200);
    expect((await postLogin(app, WRONG, ip)).status).toBe(401);
    await expectLocked(await postLogin(app, RIGHT, ip));
  });

  it("does not charge the address for attempts refused by an account lock (owners share one)", async () => {
    const shop = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.perAccount.limit; i++) await postLogin(app, WRONG, shop);
    for (let i = 0; i < 10; i++) await expectLocked(await postLogin(app, RIGHT, shop));
    const rekha = { username: "rekha", password: DEMO_PASSWORDS.rekha };
    expect((await postLogin(app, rekha, shop)).status).toBe(200);
  });

  it("lets no burst of concurrent guesses past the limit", async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => postLogin(app, WRONG, freshIp())),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.perAccount.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - LOGIN_LIMITS.perAccount.limit);
  });
});
