import type { Hono } from "hono";
import { expect, vi } from "vitest";
import type { LoginResponse } from "../../shared/admin";
import { prepareAdminAccounts } from "../auth/account-sync";
import { DEMO_PASSWORDS } from "../auth/demo-accounts";
import { hashPasswordAtCost } from "../auth/password-hash";
import { OWNERS, type AdminSettings, type OwnerUsername } from "../auth/owners";
import { createSession } from "../auth/sessions";
import type { Db } from "../db/schema";
import type { ApiDeps } from "../api";
import { createTestApp, jsonPost } from "./api-app";

/** The app as main.ts builds it (accounts prepared first), trusting X-Forwarded-For. */
export async function createAdminTestApp(
  db: Db,
  now: () => Date,
  settings: AdminSettings = { demoMode: true },
  more: Pick<ApiDeps, "notifications" | "publicUrl" | "photos"> = {},
): Promise<Hono> {
  const { config } = await prepareAdminAccounts(db.db, settings, now());
  return createTestApp({ db, now, trustProxy: true, admin: config, ...more });
}

/** Every login and account start runs a full scrypt: ~85 ms, several times that on a busy machine. */
export const allowTimeForScrypt = (): void =>
  vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/**
 * Stores each owner's demo password again as a cheap scrypt hash (N=2^10, 1/32 of the cost),
 * for tests of what happens around many logins (limits, devices): the login still verifies it,
 * as any stored hash, in a few milliseconds. An unknown username still costs a full scrypt.
 * password-hash.test.ts and account-sync.test.ts prove real hashes have the full cost.
 */
export async function storeCheapDemoHashes(db: Db): Promise<void> {
  for (const { username } of OWNERS) {
    await db.db
      .updateTable("admin_accounts")
      .set({ password_hash: await hashPasswordAtCost(DEMO_PASSWORDS[username], CHEAP) })
      .where("username", "=", username)
      .execute();
  }
}
const CHEAP = { N: 2 ** 10, r: 8, p: 1 } as const;

/** A session token without a login (no scrypt), for tests that are not about logging in. */
export async function sessionTokenFor(db: Db, username: OwnerUsername, now: Date): Promise<string> {
  const owner = OWNERS.find((o) => o.username === username)!;
  return (await createSession(db.db, owner, now)).token;
}

let nextIp = 1;
/** A fresh client address per call, so login limits do not carry over between tests. */
export const freshIp = (): string => {
  const n = nextIp++;
  return `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};

export const postLogin = (app: Hono, body: unknown, ip = freshIp()) =>
  app.request("/api/admin/login", jsonPost(body, ip));

/** Logs in with the demo password (or `password`); fails the test unless it works. */
export async function loginAs(
  app: Hono,
  username: OwnerUsername = "sunita",
  password: string = DEMO_PASSWORDS[username],
): Promise<LoginResponse> {
  const res = await postLogin(app, { username, password });
  expect(res.status).toBe(200);
  return (await res.json()) as LoginResponse;
}

/** Request options carrying the session token. */
export const withToken = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
});

export const jsonPatch = (token: string, body: unknown): RequestInit =>
  withToken(token, {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
