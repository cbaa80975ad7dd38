import type { Hono } from "hono";
import { beforeAll, beforeEach, expect, it } from "vitest";
import type { LoginResponse } from "../../shared/admin";
import type { DeviceList } from "../../shared/devices";
import { allowTimeForScrypt, createAdminTestApp, freshIp } from "../test-support/admin-app";
import { jsonPost } from "../test-support/api-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { CROSS_SITE_REFUSED, JSON_ONLY } from "./same-origin";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, SESSION_HINT_COOKIE } from "./session-cookie";
import { PERSISTENT_SESSION_DAYS, SESSION_TTL_HOURS, TOUCH_EVERY_MS } from "./sessions";

allowTimeForScrypt();

const PASSWORDS = { sunita: "teal silk and mirror work", rekha: "seven camels at dawn" };
const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131.0 Mobile";
const LAPTOP =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15";
const DAY = 86_400_000;

/** The session cookie a response set: its value and attributes, or undefined. */
function setCookieOf(res: Response, name: string) {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!line) return undefined;
  const [pair, ...attrs] = line.split(/;\s*/);
  return { value: pair!.slice(name.length + 1), attrs: attrs.map((a) => a.toLowerCase()) };
}

describeEachEngine("owner sessions in production mode", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let clock = Date.UTC(2026, 10, 2, 5, 0, 0);

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => new Date(clock), {
      demoMode: false,
      passwords: PASSWORDS,
    });
  });
  beforeEach(async () => {
    await testDb.db.db.deleteFrom("sessions").execute();
    await testDb.db.db.deleteFrom("rate_limits").execute();
  });

  async function login(
    options: {
      remember?: boolean;
      agent?: string;
      https?: boolean;
      username?: "sunita" | "rekha";
    } = {},
  ) {
    const username = options.username ?? "sunita";
    const init = jsonPost(
      { username, password: PASSWORDS[username], remember: options.remember ?? false },
      freshIp(),
    );
    const headers = init.headers as Record<string, string>;
    if (options.agent) headers["user-agent"] = options.agent;
    if (options.https) headers["x-forwarded-proto"] = "https";
    const res = await app.request("/api/admin/login", init);
    expect(res.status).toBe(200);
    const name = options.https ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
    const cookie = setCookieOf(res, name);
    return { res, body: (await res.json()) as LoginResponse, cookie, name };
  }
  const withCookie = (value: string, init: RequestInit = {}, name = SESSION_COOKIE) => ({
    ...init,
    headers: { ...(init.headers as Record<string, string>), cookie: `${name}=${value}` },
  });

  it("sets an HttpOnly, SameSite=Strict session cookie that ends with the browser unless she asks to stay", async () => {
    const once = await login();
    expect(once.body.session).toBe("cookie");
    expect(once.cookie?.attrs).toEqual(
      expect.arrayContaining(["httponly", "samesite=strict", "path=/"]),
    );
    expect(once.cookie?.attrs.some((a) => a.startsWith("max-age") || a.startsWith("expires"))).toBe(
      false,
    );
    const kept = await login({ remember: true });
    expect(kept.cookie?.attrs).toContain(`max-age=${PERSISTENT_SESSION_DAYS * 86_400}`);
    // The cookie alone opens the owners' API.
    const res = await app.request("/api/admin/session", withCookie(kept.cookie!.value));
    expect([
      res.status,
      ((await res.json()) as { user: { username: string } }).user.username,
    ]).toEqual([200, "sunita"]);
    const resumed = await app.request("/api/admin/session/resume", withCookie(kept.cookie!.value));
    expect(await resumed.json()).toMatchObject({ session: { user: { username: "sunita" } } });
    const none = await app.request("/api/admin/session/resume");
    expect([none.status, await none.json()]).toEqual([200, { session: null }]);
  });

  it("a hint a script can read goes with the session cookie: same lifetime, no secret, cleared with it", async () => {
    const kept = await login({ remember: true });
    const hint = setCookieOf(kept.res, SESSION_HINT_COOKIE);
    expect(hint?.value).toBe("1");
    expect(hint?.attrs).toEqual(
      expect.arrayContaining([
        "samesite=strict",
        "path=/",
        `max-age=${PERSISTENT_SESSION_DAYS * 86_400}`,
      ]),
    );
    expect(hint?.attrs).not.toContain("httponly");
    const once = await login();
    expect(
      setCookieOf(once.res, SESSION_HINT_COOKIE)?.attrs.some((a) => a.startsWith("max-age")),
    ).toBe(false);
    // Logout clears both.
    const out = await app.request(
      "/api/admin/logout",
      withCookie(kept.cookie!.value, {
        method: "POST",
        headers: { "content-type": "application/json" },
      }),
    );
    expect(out.status).toBe(200);
    expect(setCookieOf(out, SESSION_HINT_COOKIE)?.attrs).toContain("max-age=0");
    // A hint without a live session is cleared when the page asks; no hint, no cookie set.
    const stale = await app.request("/api/admin/session/resume", {
      headers: { cookie: `${SESSION_HINT_COOKIE}=1` },
    });
    expect(await stale.json()).toEqual({ session: null });
    expect(setCookieOf(stale, SESSION_HINT_COOKIE)?.attrs).toContain("max-age=0");
    const plain = await app.request("/api/admin/session/resume");
    expect(plain.headers.getSetCookie()).toEqual([]);
  });

  it("over HTTPS the cookie is Secure with the __Host- prefix, and only that name counts", async () => {
    const { cookie } = await login({ https: true });
    expect(cookie?.attrs).toEqual(expect.arrayContaining(["secure", "httponly", "path=/"]));
    expect(cookie?.attrs.some((a) => a.startsWith("domain"))).toBe(false);
    const https = { "x-forwarded-proto": "https" };
    const secure = withCookie(cookie!.value, { headers: https }, SECURE_SESSION_COOKIE);
    expect((await app.request("/api/admin/session", secure)).status).toBe(200);
    // A cookie without the prefix (one a sibling host could set) is not read over HTTPS.
    const plain = withCookie(cookie!.value, { headers: https }, SESSION_COOKIE);
    expect((await app.request("/api/admin/session", plain)).status).toBe(401);
  });

  it("a kept session lasts 30 days from its last use; one not kept ends 8 hours after login", async () => {
    const kept = (await login({ remember: true })).cookie!.value;
    const once = (await login()).cookie!.value;
    const start = clock;
    try {
      clock = start + SESSION_TTL_HOURS * 3_600_000 - 1;
      expect((await app.request("/api/admin/session", withCookie(once))).status).toBe(200);
      clock += 1;
      expect((await app.request("/api/admin/session", withCookie(once))).status).toBe(401);
      // Used on day 29, so it lasts to day 59; its cookie is renewed as it is used.
      clock = start + 29 * DAY;
      const used = await app.request("/api/admin/session", withCookie(kept));
      expect(setCookieOf(used, SESSION_COOKIE)?.attrs).toContain(`max-age=${30 * 86_400}`);
      clock = start + 58 * DAY;
      expect((await app.request("/api/admin/session", withCookie(kept))).status).toBe(200);
      clock = start + 58 * DAY + 30 * DAY + TOUCH_EVERY_MS;
      expect((await app.request("/api/admin/session", withCookie(kept))).status).toBe(401);
    } finally {
      clock = start;
    }
  });

  it("logout ends the session and clears its cookie", async () => {
    const { cookie } = await login({ remember: true });
    const res = await app.request(
      "/api/admin/logout",
      withCookie(cookie!.value, { method: "POST", headers: { "sec-fetch-site": "same-origin" } }),
    );
    expect(res.status).toBe(200);
    expect(setCookieOf(res, SESSION_COOKIE)?.value).toBe("");
    expect((await app.request("/api/admin/session", withCookie(cookie!.value))).status).toBe(401);
  });

  it("refuses any write another site's page asks for, and any write that is not JSON", async () => {
    const { cookie } = await login();
    const note = (headers: Record<string, string>, body = '{"handled":true}') =>
      app.request(
        "/api/admin/messages/1",
        withCookie(cookie!.value, {
          method: "PATCH",
          headers: { "content-type": "application/json", ...headers },
          body,
        }),
      );
    const crossSite: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "none" },
      { origin: "https://evil.example" },
      { origin: "null" },
      // Sec-Fetch-Site decides when a browser sends it, whatever Origin says.
      { "sec-fetch-site": "cross-site", origin: "http://localhost" },
    ];
    for (const headers of crossSite)
      expect([headers, (await note(headers)).status, await (await note(headers)).json()]).toEqual([
        headers,
        403,
        CROSS_SITE_REFUSED,
      ]);
    // Logging in and out count as writes too.
    const crossLogin = await app.request("/api/admin/login", {
      ...jsonPost({ username: "sunita", password: PASSWORDS.sunita }, freshIp()),
      headers: { "content-type": "application/json", "sec-fetch-site": "cross-site" },
    });
    expect(crossLogin.status).toBe(403);
    const formLogout = await app.request(
      "/api/admin/logout",
      withCookie(cookie!.value, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": "0" },
      }),
    );
    expect([formLogout.status, await formLogout.json()]).toEqual([400, JSON_ONLY]);
    // Our own page's request gets through (here to an unknown message: 404, not refused).
    expect((await note({ "sec-fetch-site": "same-origin" })).status).toBe(404);
    expect((await note({ origin: "http://localhost" })).status).toBe(404);
    // The session outlived every refused request.
    expect((await app.request("/api/admin/session", withCookie(cookie!.value))).status).toBe(200);
  });

  it("lists her signed-in devices and ends any one of them, never another owner's", async () => {
    const phone = (await login({ agent: PHONE, remember: true })).cookie!.value;
    const laptop = (await login({ agent: LAPTOP })).cookie!.value;
    const rekha = (await login({ username: "rekha", agent: LAPTOP })).cookie!.value;
    const listed = await app.request("/api/admin/sessions", withCookie(laptop));
    const { devices } = (await listed.json()) as DeviceList;
    expect(devices.map((d) => [d.browser, d.persistent, d.current])).toEqual(
      expect.arrayContaining([
        ["Chrome on Android", true, false],
        ["Safari on Mac", false, true],
      ]),
    );
    expect(devices).toHaveLength(2);
    expect(devices.every((d) => /^10\.0\./.test(d.ip ?? ""))).toBe(true);

    const rekhasId = (
      (await (await app.request("/api/admin/sessions", withCookie(rekha))).json()) as DeviceList
    ).devices[0]!.id;
    const end = (id: string) =>
      app.request(`/api/admin/sessions/${id}`, withCookie(laptop, { method: "DELETE" }));
    expect((await end(rekhasId)).status).toBe(404);
    expect((await end("no-such-device")).status).toBe(404);
    expect((await app.request("/api/admin/session", withCookie(rekha))).status).toBe(200);

    const phoneId = devices.find((d) => d.browser === "Chrome on Android")!.id;
    expect((await end(phoneId)).status).toBe(200);
    expect((await app.request("/api/admin/session", withCookie(phone))).status).toBe(401);
    expect((await app.request("/api/admin/session", withCookie(laptop))).status).toBe(200);
  });
});

describeEachEngine("owner sessions in demo mode", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => new Date());
  });

  it("sets no session cookie even when asked to stay: a reload logs out, as the spec says", async () => {
    const res = await app.request(
      "/api/admin/login",
      jsonPost({ username: "sunita", password: "Poshak@2024", remember: true }, freshIp()),
    );
    expect(res.status).toBe(200);
    expect((await res.json()) as LoginResponse).toMatchObject({ session: "memory" });
    expect(setCookieOf(res, SESSION_COOKIE)).toBeUndefined();
    expect(setCookieOf(res, SECURE_SESSION_COOKIE)).toBeUndefined();
  });
});
