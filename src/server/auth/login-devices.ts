import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { accountKey, deviceKey } from "./login-throttle";
import { OWNER_USERNAMES } from "./owners";
import { hashToken, isWellFormedToken } from "./sessions";

/**
 * A browser an owner has logged in from keeps a small cookie of its own (one per owner, so a
 * shared shop computer knows both): a random token whose SHA-256 is in login_devices. It is
 * not a session and opens nothing; it only says "she has logged in here before", so failed
 * logins from elsewhere, which lock her account for a while, do not lock out this browser
 * (login-throttle.ts). Separate from the session cookie by name and purpose.
 */
export const DEVICE_COOKIE_PREFIX = "rr_login_device_";
export const DEVICE_TTL_DAYS = 365;
/** Sent only to the owners' API: login and password change are where it counts. */
const COOKIE_PATH = "/api/admin";
const DAY_MS = 86_400_000;

const isOwner = (username: string) => (OWNER_USERNAMES as readonly string[]).includes(username);
export const deviceCookieName = (username: string): string => `${DEVICE_COOKIE_PREFIX}${username}`;

/** The device's id (its token's hash) when this browser is one `username` has logged in from. */
export async function recognisedDevice(
  db: Kysely<Database>,
  c: Context,
  username: string,
): Promise<string | undefined> {
  if (!isOwner(username)) return undefined;
  const token = getCookie(c, deviceCookieName(username));
  if (!token || !isWellFormedToken(token)) return undefined;
  const row = await db
    .selectFrom("login_devices")
    .select("token_hash")
    .where("token_hash", "=", hashToken(token))
    .where("username", "=", username)
    .executeTakeFirst();
  return row?.token_hash;
}

/**
 * After a good login: this browser is hers from now on (a new token, or the known one's date
 * refreshed), and the cookie lasts another year.
 */
export async function rememberDevice(
  db: Kysely<Database>,
  c: Context,
  username: string,
  known: string | undefined,
  now: Date,
  secure: boolean,
): Promise<void> {
  const at = now.toISOString();
  await db
    .deleteFrom("login_devices")
    .where("last_login_at", "<", new Date(now.getTime() - DEVICE_TTL_DAYS * DAY_MS).toISOString())
    .execute();
  if (known) {
    await db
      .updateTable("login_devices")
      .set({ last_login_at: at })
      .where("token_hash", "=", known)
      .execute();
    return;
  }
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("login_devices")
    .values({ token_hash: hashToken(token), username, created_at: at, last_login_at: at })
    .execute();
  setCookie(c, deviceCookieName(username), token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: "Strict",
    secure,
    maxAge: DEVICE_TTL_DAYS * 86_400,
  });
}

/**
 * npm run owner:reset-password: her account's lockout and her devices' own ones end, so she can
 * log in at once from anywhere.
 */
export async function clearLoginLockout(db: Kysely<Database>, username: string): Promise<void> {
  const devices = await db
    .selectFrom("login_devices")
    .select("token_hash")
    .where("username", "=", username)
    .execute();
  const keys = [await accountKey(db, username), ...devices.map((d) => deviceKey(d.token_hash))];
  await db.deleteFrom("rate_limits").where("key", "in", keys).execute();
}
