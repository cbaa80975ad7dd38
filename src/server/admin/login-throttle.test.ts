import type { Hono } from "hono";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { DEMO_PASSWORDS } from "../auth/demo-accounts";
import { deviceCookieName } from "../auth/login-devices";
import { LOGIN_LIMITS, TOO_MANY_LOGINS } from "../auth/login-throttle";
import { resetOwnerPassword } from "../auth/reset-password";
import { jsonPost } from "../test-support/api-app";
import {
  allowTimeForScrypt,
  createAdminTestApp,
  freshIp,
  postLogin,
  storeCheapDemoHashes,
} from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";

allowTimeForScrypt();

const RIGHT = { username: "sunita", password: DEMO_PASSWORDS.sunita };
const WRONG = { username: "sunita", password: "not-the-password" };
const REKHA = { username: "rekha", password: DEMO_PASSWORDS.rekha };

/** A login from `ip` that sends the browser's device cookies, as a browser does. */
const postLoginWith = (app: Hono, body: unknown, ip: string, cookies: string[]) => {
  const init = jsonPost(body, ip);
  return app.request("/api/admin/login", {
    ...init,
    headers: { ...(init.headers as Record<string, string>), cookie: cookies.join("; ") },
  });
};

/** The name=value of the device cookie a good login set. */
const deviceCookieOf = (res: Response): string => {
  const set = res.headers.getSetCookie();
  expect(set).toHaveLength(1);
  return set[0]!.split(";")[0]!;
};

/** Eight addresses in one IPv6 /64 (a home connection's), and one in the next /64. */
const homeV6 = (n: number) => `2001:db8:77:1:${n.toString(16)}:abcd:${(n * 7).toString(16)}:1`;

describeEachEngine("admin login limits", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let clock: number;

  beforeAll(async () => {
    clock = Date.UTC(2024, 1, 1, 10, 0, 0);
    app = await createAdminTestApp(testDb.db, () => new Date(clock));
    // About a hundred logins to the owners' accounts: each checks a cheap hash (limits and
    // devices are the point here). Unknown usernames still cost a full scrypt.
    await storeCheapDemoHashes(testDb.db);
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

  it("counts an IPv6 client by its /64: new addresses of the same network are no new allowance", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perIp.limit; i++) {
      const res = await postLogin(app, { username: `v6guess${i % 3}`, password: "x" }, homeV6(i));
      expect(res.status).toBe(401);
    }
    await expectLocked(await postLogin(app, RIGHT, homeV6(99)));
    expect((await postLogin(app, RIGHT, "2001:db8:77:2::1")).status).toBe(200);
  });

  it("a device an owner has logged in from is not locked out by others' guesses, from her network or any", async () => {
    const shop = freshIp();
    const sunitaDevice = deviceCookieOf(await postLogin(app, RIGHT, shop));
    const rekhaDevice = deviceCookieOf(await postLogin(app, REKHA, shop));
    expect(sunitaDevice.startsWith(`${deviceCookieName("sunita")}=`)).toBe(true);

    // Ten wrong logins from one address: both accounts and the address locked.
    for (let i = 0; i < LOGIN_LIMITS.perAccount.limit; i++) {
      await postLogin(app, WRONG, shop);
      await postLogin(app, { username: "rekha", password: "wrong" }, shop);
    }
    await expectLocked(await postLogin(app, RIGHT, freshIp()));
    await expectLocked(await postLogin(app, REKHA, shop));

    // Each owner's own browser still logs in, from the shop's network or another.
    expect((await postLoginWith(app, RIGHT, shop, [sunitaDevice])).status).toBe(200);
    const both = [sunitaDevice, rekhaDevice];
    expect((await postLoginWith(app, REKHA, freshIp(), both)).status).toBe(200);
    // A known device logging in again gets no new cookie; it only counts as hers.
    expect((await postLoginWith(app, RIGHT, shop, both)).headers.getSetCookie()).toEqual([]);
    // Sunita's device cookie does not make a browser Rekha's, and a made-up one counts for nothing.
    await expectLocked(await postLoginWith(app, REKHA, shop, [sunitaDevice]));
    const madeUp = `${deviceCookieName("rekha")}=${"A".repeat(43)}`;
    await expectLocked(await postLoginWith(app, REKHA, shop, [madeUp]));
  });

  it("a known device has its own limit on wrong passwords", async () => {
    const device = deviceCookieOf(await postLogin(app, RIGHT));
    for (let i = 0; i < LOGIN_LIMITS.perDevice.limit; i++)
      expect((await postLoginWith(app, WRONG, freshIp(), [device])).status).toBe(401);
    await expectLocked(await postLoginWith(app, RIGHT, freshIp(), [device]));
  });

  it("sets the device cookie HttpOnly, SameSite=Strict, for the owners' API only", async () => {
    const [cookie] = (await postLogin(app, RIGHT)).headers.getSetCookie();
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api\/admin/);
    expect(cookie).toMatch(/; Max-Age=31536000/);
  });

  // Last: it changes Sunita's password.
  it("npm run owner:reset-password ends her lockout: the new password works at once, from anywhere", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccount.limit; i++) await postLogin(app, WRONG);
    await expectLocked(await postLogin(app, RIGHT));
    const password = "a saffron dupatta for Teej";
    await resetOwnerPassword(testDb.db.db, "sunita", password, password, new Date(clock));
    expect((await postLogin(app, { username: "sunita", password })).status).toBe(200);
  });
});
