import type { Hono } from "hono";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { PASSWORD_MESSAGES } from "../../shared/account";
import { DEMO_PASSWORDS } from "../auth/demo-accounts";
import { setOwnerPassword } from "../auth/owner-password";
import { jsonPost } from "../test-support/api-app";
import {
  allowTimeForScrypt,
  createAdminTestApp,
  freshIp,
  loginAs,
  postLogin,
  withToken,
} from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";

allowTimeForScrypt();

const FIRST = { sunita: "teal silk and mirror work", rekha: "seven camels at dawn" };
const NEW = "a saffron dupatta for Teej";
const PATH = "/api/admin/account/password";

describeEachEngine("an owner changes her own password", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => new Date(), {
      demoMode: false,
      passwords: FIRST,
    });
  });

  // Each test starts from Sunita's first password, with no sessions and no failed attempts.
  beforeEach(async () => {
    await setOwnerPassword(testDb.db.db, "sunita", FIRST.sunita, new Date());
    await testDb.db.db.deleteFrom("rate_limits").execute();
  });

  const change = (token: string | undefined, body: unknown, ip = freshIp()) =>
    app.request(PATH, token ? withToken(token, jsonPost(body, ip)) : jsonPost(body, ip));
  const form = (over: Record<string, string> = {}) => ({
    currentPassword: FIRST.sunita,
    newPassword: NEW,
    repeatPassword: NEW,
    ...over,
  });
  const storedHash = async () =>
    (
      await testDb.db.db
        .selectFrom("admin_accounts")
        .select("password_hash")
        .where("username", "=", "sunita")
        .executeTakeFirstOrThrow()
    ).password_hash;

  it("changes it, keeps this session and ends her others and nobody else's", async () => {
    const here = await loginAs(app, "sunita", FIRST.sunita);
    const phone = await loginAs(app, "sunita", FIRST.sunita);
    const rekha = await loginAs(app, "rekha", FIRST.rekha);

    const res = await change(here.token, form());
    expect([res.status, await res.json()]).toEqual([200, { ok: true, sessionsEnded: 1 }]);

    const session = async (token: string) =>
      (await app.request("/api/admin/session", withToken(token))).status;
    expect([
      await session(here.token),
      await session(phone.token),
      await session(rekha.token),
    ]).toEqual([200, 401, 200]);
    expect((await postLogin(app, { username: "sunita", password: FIRST.sunita })).status).toBe(401);
    expect((await loginAs(app, "sunita", NEW)).user.username).toBe("sunita");
  });

  it.each([
    [
      "no current password",
      { currentPassword: "" },
      "currentPassword",
      PASSWORD_MESSAGES.currentRequired,
    ],
    [
      "a short one",
      { newPassword: "elevenchars", repeatPassword: "elevenchars" },
      "newPassword",
      PASSWORD_MESSAGES.tooShort,
    ],
    [
      "two different ones",
      { repeatPassword: `${NEW}!` },
      "repeatPassword",
      PASSWORD_MESSAGES.mismatch,
    ],
    [
      "the same as now",
      { newPassword: FIRST.sunita, repeatPassword: FIRST.sunita },
      "newPassword",
      PASSWORD_MESSAGES.unchanged,
    ],
    [
      "a common one",
      { newPassword: "Password@2024!", repeatPassword: "Password@2024!" },
      "newPassword",
      PASSWORD_MESSAGES.common,
    ],
    [
      "the demo one dressed up",
      { newPassword: "Poshak@2024Poshak", repeatPassword: "Poshak@2024Poshak" },
      "newPassword",
      PASSWORD_MESSAGES.common,
    ],
    [
      "a NUL",
      { newPassword: `${NEW}\u0000`, repeatPassword: `${NEW}\u0000` },
      "newPassword",
      "The new password contains a character that is not allowed",
    ],
    [
      "a wrong current password",
      { currentPassword: "not her password" },
      "currentPassword",
      PASSWORD_MESSAGES.wrongCurrent,
    ],
  ])(
    "refuses %s with 400 naming the field, changing nothing",
    async (_name, over, field, error) => {
      const { token } = await loginAs(app, "sunita", FIRST.sunita);
      const before = await storedHash();
      const res = await change(token, form(over));
      expect([res.status, await res.json()]).toEqual([400, { error, field }]);
      expect(await storedHash()).toBe(before);
      expect((await app.request("/api/admin/session", withToken(token))).status).toBe(200);
    },
  );

  it("counts wrong current passwords as failed logins: a stolen session cannot guess on", async () => {
    const { token } = await loginAs(app, "sunita", FIRST.sunita);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await change(token, form({ currentPassword: `guess number ${i}` }))).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await change(token, form())).status).toBe(429);
  });

  it("needs a live session", async () => {
    const res = await change(undefined, form());
    expect(res.status).toBe(401);
    const bad = await change("x".repeat(43), form());
    expect(bad.status).toBe(401);
  });
});

describeEachEngine("password change in demo mode", (engine) => {
  const testDb = useTestDatabase(engine);

  it("is refused: the login page prints the demo passwords, which must keep working", async () => {
    const app = await createAdminTestApp(testDb.db, () => new Date());
    const { token } = await loginAs(app, "sunita");
    const res = await app.request(
      PATH,
      withToken(
        token,
        jsonPost({
          currentPassword: DEMO_PASSWORDS.sunita,
          newPassword: NEW,
          repeatPassword: NEW,
        }),
      ),
    );
    expect([res.status, await res.json()]).toEqual([403, { error: PASSWORD_MESSAGES.demoMode }]);
    expect((await loginAs(app, "sunita")).user.username).toBe("sunita");
  });
});
