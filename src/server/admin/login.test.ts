import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import { ADMIN_TOASTS, type AdminConfig, type LoginResponse } from "../../shared/admin";
import { BUSINESS } from "../../shared/business";
import { DEMO_PASSWORDS } from "../auth/demo-accounts";
import { hashToken, SESSION_TTL_HOURS } from "../auth/sessions";
import {
  allowTimeForScrypt,
  createAdminTestApp,
  freshIp,
  postLogin,
} from "../test-support/admin-app";
import { fromIp, jsonPost } from "../test-support/api-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";

allowTimeForScrypt();

describeEachEngine("admin login", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  const clock = Date.UTC(2024, 1, 1, 10, 0, 0);

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => new Date(clock));
  });

  it("tells the login page the demo credentials (demo mode is the default)", async () => {
    const res = await app.request("/api/admin/config");
    expect(res.status).toBe(200);
    expect((await res.json()) as AdminConfig).toEqual({
      demoMode: true,
      demoAccounts: [
        { username: "sunita", displayName: BUSINESS.founders[0].name, password: "Poshak@2024" },
        { username: "rekha", displayName: BUSINESS.founders[1].name, password: "GotaPatti@2024" },
      ],
    });
  });

  it("logs an owner in with a fresh 8-hour token, stored only as its SHA-256", async () => {
    const res = await postLogin(app, { username: "rekha", password: DEMO_PASSWORDS.rekha });
    expect(res.status).toBe(200);
    const body = (await res.json()) as LoginResponse;
    expect(body.user).toEqual({ username: "rekha", displayName: BUSINESS.founders[1].name });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.expiresAt).toBe(new Date(clock + SESSION_TTL_HOURS * 3_600_000).toISOString());
    const rows = await testDb.db.db.selectFrom("sessions").selectAll().execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(body.token));
    expect(JSON.stringify(rows)).not.toContain(body.token);

    const again = (await (
      await postLogin(app, { username: "rekha", password: DEMO_PASSWORDS.rekha })
    ).json()) as LoginResponse;
    expect(again.token).not.toBe(body.token);
  });

  it("ignores case and spaces around the username, not in the password", async () => {
    const ok = await postLogin(app, { username: "  Sunita ", password: DEMO_PASSWORDS.sunita });
    expect(ok.status).toBe(200);
    const padded = await postLogin(app, {
      username: "sunita",
      password: ` ${DEMO_PASSWORDS.sunita}`,
    });
    expect(padded.status).toBe(401);
  });

  it.each([
    [{ username: "sunita" }],
    [{ password: "Poshak@2024" }],
    [{ username: "", password: "Poshak@2024" }],
    [{ username: "   ", password: "Poshak@2024" }],
    [{ username: "sunita", password: "" }],
    [{ username: null, password: null }],
    [{}],
  ])("answers a missing field with 400 'Please enter both…' (%j)", async (body) => {
    const res = await postLogin(app, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(ADMIN_TOASTS.missing.description);
  });

  it("answers a wrong password and an unknown username alike: 401", async () => {
    for (const body of [
      { username: "sunita", password: DEMO_PASSWORDS.rekha },
      { username: "rekha", password: "wrong" },
      { username: "admin", password: DEMO_PASSWORDS.sunita },
    ]) {
      const res = await postLogin(app, body);
      expect([res.status, await res.json()]).toEqual([
        401,
        { error: "Invalid username or password" },
      ]);
    }
  });

  it.each<[string, RequestInit, number]>([
    ["invalid JSON", jsonPost("{username:"), 400],
    ["a JSON array", jsonPost([{ username: "sunita" }]), 400],
    ["a form post", { method: "POST", body: new URLSearchParams({ username: "sunita" }) }, 400],
    ["a number as username", jsonPost({ username: 7, password: "x" }), 400],
    ["an over-long password", jsonPost({ username: "sunita", password: "x".repeat(257) }), 400],
    ["an oversized body", jsonPost({ username: "sunita", password: "x".repeat(5000) }), 413],
  ])("answers %s with a JSON error, never 500", async (_case, init, status) => {
    const res = await app.request("/api/admin/login", fromIp(freshIp(), init));
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(((await res.json()) as { error: string }).error).toMatch(/\w+/);
  });

  it("names the field of a wrongly typed value", async () => {
    const res = await postLogin(app, { username: "sunita", password: 12345 });
    expect(await res.json()).toEqual({ error: "password must be text", field: "password" });
  });
});
