import type { Hono } from "hono";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { LANGUAGE_MESSAGES } from "../../shared/account";
import type { LoginResponse, SessionAnswer } from "../../shared/admin";
import { DEMO_PASSWORDS } from "../auth/demo-accounts";
import { jsonPost } from "../test-support/api-app";
import {
  allowTimeForScrypt,
  createAdminTestApp,
  freshIp,
  loginAs,
  withToken,
} from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { CROSS_SITE_REFUSED, JSON_ONLY } from "../auth/same-origin";

allowTimeForScrypt();

const PASSWORDS = { sunita: "teal silk and mirror work", rekha: "seven camels at dawn" };
const PATH = "/api/admin/account/language";

const put = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "PUT",
  headers: { "content-type": "application/json", ...headers },
  body: typeof body === "string" ? body : JSON.stringify(body),
});

describeEachEngine("an owner's language, on her account", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => new Date(), {
      demoMode: false,
      passwords: PASSWORDS,
    });
  });
  beforeEach(async () => {
    await testDb.db.db.updateTable("admin_accounts").set({ language: "en" }).execute();
  });

  const login = (username: "sunita" | "rekha") => loginAs(app, username, PASSWORDS[username]);
  const session = async (token: string) =>
    (await (await app.request("/api/admin/session", withToken(token))).json()) as SessionAnswer;

  it("starts in English, and the login and session answers say so", async () => {
    const sunita = await login("sunita");
    expect(sunita.language).toBe("en");
    expect((await session(sunita.token)).language).toBe("en");
  });

  it("is changed by her alone, follows her to another device, and the other owner keeps hers", async () => {
    const laptop = await login("sunita");
    const phone = await login("sunita");
    const rekha = await login("rekha");

    const res = await app.request(PATH, withToken(laptop.token, put({ language: "hi" })));
    expect([res.status, await res.json()]).toEqual([200, { language: "hi" }]);

    // Her sessions already open read it from her account; a new login answers it too.
    expect((await session(laptop.token)).language).toBe("hi");
    expect((await session(phone.token)).language).toBe("hi");
    const later: LoginResponse = await login("sunita");
    expect(later.language).toBe("hi");
    const resumed = await app.request("/api/admin/session/resume", withToken(later.token));
    expect(await resumed.json()).toMatchObject({ session: { language: "hi" } });

    // Rekha's screens stay in English.
    expect((await session(rekha.token)).language).toBe("en");
    expect((await login("rekha")).language).toBe("en");

    // And back to English.
    await app.request(PATH, withToken(phone.token, put({ language: "en" })));
    expect((await login("sunita")).language).toBe("en");
  });

  it.each([
    ["an unknown language", { language: "fr" }],
    ["no language", {}],
    ["a language that is not text", { language: 1 }],
    ["the language's full tag", { language: "hi-IN" }],
  ])("refuses %s, naming the field, and keeps hers", async (_case, body) => {
    const { token } = await login("sunita");
    const res = await app.request(PATH, withToken(token, put(body)));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "language must be one of: en, hi",
      field: "language",
    });
    expect((await session(token)).language).toBe("en");
  });

  it("refuses a body that is not JSON, a body too large, and another site's page", async () => {
    const { token } = await login("sunita");
    const notJson = await app.request(PATH, withToken(token, put("language=hi")));
    expect(notJson.status).toBe(400);
    const large = await app.request(
      PATH,
      withToken(token, put({ language: "hi", pad: "x".repeat(2000) })),
    );
    expect(large.status).toBe(413);
    const crossSite = await app.request(
      PATH,
      withToken(token, put({ language: "hi" }, { "sec-fetch-site": "cross-site" })),
    );
    expect([crossSite.status, await crossSite.json()]).toEqual([403, CROSS_SITE_REFUSED]);
    const form = await app.request(
      PATH,
      withToken(token, {
        method: "PUT",
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": "0" },
      }),
    );
    expect([form.status, await form.json()]).toEqual([400, JSON_ONLY]);
    expect((await session(token)).language).toBe("en");
  });

  it("needs her session", async () => {
    const res = await app.request(PATH, put({ language: "hi" }));
    expect(res.status).toBe(401);
    const stored = await testDb.db.db
      .selectFrom("admin_accounts")
      .select(["username", "language"])
      .orderBy("username")
      .execute();
    expect(stored).toEqual([
      { username: "rekha", language: "en" },
      { username: "sunita", language: "en" },
    ]);
  });
});

describeEachEngine("an owner's language in demo mode", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => new Date());
  });

  it("is not stored: the demo accounts are everyone's, and every login starts in English", async () => {
    const { token } = await loginAs(app, "sunita");
    const res = await app.request(PATH, withToken(token, put({ language: "hi" })));
    expect([res.status, await res.json()]).toEqual([403, { error: LANGUAGE_MESSAGES.demoMode }]);
    const again = await app.request(
      "/api/admin/login",
      jsonPost({ username: "sunita", password: DEMO_PASSWORDS.sunita }, freshIp()),
    );
    expect(((await again.json()) as LoginResponse).language).toBe("en");
  });
});
