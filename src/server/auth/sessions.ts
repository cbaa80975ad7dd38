import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { AdminUser } from "../../shared/admin";
import { localeOf, type Locale } from "../../shared/locale";
import type { Database } from "../db/schema";

/**
 * A session not kept on the device (demo mode, or "keep me signed in" unticked): hours from
 * login, however it is used (a shared shop computer does not stay signed in overnight).
 */
export const SESSION_TTL_HOURS = 8;
/** "Keep me signed in on this device": days since last use (sliding). */
export const PERSISTENT_SESSION_DAYS = 30;
/** Last use is written at most this often (a request is not a database write). */
export const TOUCH_EVERY_MS = 5 * 60_000;
const TOKEN_BYTES = 32;
/** 32 random bytes in base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const USER_AGENT_MAX = 300;

export interface Session {
  user: AdminUser;
  /** Her screens' language, from her account (docs/decisions/0017). */
  language: Locale;
  tokenHash: string;
  /** The session's public id (the device list's). */
  id: string;
  persistent: boolean;
  /** ISO timestamps. */
  expiresAt: string;
  lastSeenAt: string;
}

/** Where a request came from, as the device list shows it. */
export interface SeenFrom {
  ip: string;
  userAgent: string;
}

/** Only this digest is stored, so a copy of the database cannot be replayed as a login. */
export const hashToken = (token: string): string =>
  createHash("sha256").update(token).digest("hex");

export const isWellFormedToken = (token: string): boolean => TOKEN_PATTERN.test(token);

/** How long a session lasts after its last use. */
export const sessionLifetimeMs = (persistent: boolean): number =>
  persistent ? PERSISTENT_SESSION_DAYS * 86_400_000 : SESSION_TTL_HOURS * 3_600_000;

const expiryFrom = (now: Date, persistent: boolean) =>
  new Date(now.getTime() + sessionLifetimeMs(persistent)).toISOString();

/** Starts a session; the token is returned once and never stored. */
export async function createSession(
  db: Kysely<Database>,
  user: AdminUser,
  now: Date,
  options: { persistent?: boolean; seen?: SeenFrom } = {},
): Promise<{ token: string; expiresAt: string; id: string }> {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  const id = randomBytes(16).toString("base64url");
  const persistent = options.persistent ?? false;
  const expiresAt = expiryFrom(now, persistent);
  // Expired sessions are useless; logins are rare, so this is where they are cleared away.
  await db.deleteFrom("sessions").where("expires_at", "<=", now.toISOString()).execute();
  await db
    .insertInto("sessions")
    .values({
      token_hash: hashToken(token),
      id,
      username: user.username,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: expiresAt,
      revoked_at: null,
      persistent: persistent ? 1 : 0,
      ip: options.seen?.ip ?? null,
      user_agent: options.seen?.userAgent.slice(0, USER_AGENT_MAX) ?? null,
    })
    .execute();
  return { token, expiresAt, id };
}

/** The live session for `token`, or undefined when it is unknown, expired or revoked. */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<Session | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const row = await db
    .selectFrom("sessions")
    .innerJoin("admin_accounts", "admin_accounts.username", "sessions.username")
    .select([
      "sessions.token_hash",
      "sessions.id",
      "sessions.persistent",
      "sessions.expires_at",
      "sessions.last_seen_at",
      "admin_accounts.username",
      "admin_accounts.display_name",
      "admin_accounts.language",
    ])
    .where("sessions.token_hash", "=", hashToken(token))
    .where("sessions.revoked_at", "is", null)
    .where("sessions.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    user: { username: row.username, displayName: row.display_name },
    language: localeOf(row.language),
    tokenHash: row.token_hash,
    id: row.id,
    persistent: Number(row.persistent) === 1,
    expiresAt: row.expires_at,
    lastSeenAt: row.last_seen_at,
  };
}

/**
 * Records when and where a session was last used (the device list), and a kept session lasts
 * its 30 days again from now (sliding). Written at most every TOUCH_EVERY_MS; answers the
 * session as it now is.
 */
export async function touchSession(
  db: Kysely<Database>,
  session: Session,
  now: Date,
  seen: SeenFrom,
): Promise<{ session: Session; touched: boolean }> {
  if (now.getTime() - Date.parse(session.lastSeenAt) < TOUCH_EVERY_MS)
    return { session, touched: false };
  const expiresAt = session.persistent ? expiryFrom(now, true) : session.expiresAt;
  await db
    .updateTable("sessions")
    .set({
      last_seen_at: now.toISOString(),
      expires_at: expiresAt,
      ip: seen.ip,
      user_agent: seen.userAgent.slice(0, USER_AGENT_MAX),
    })
    .where("token_hash", "=", session.tokenHash)
    .where("revoked_at", "is", null)
    .execute();
  return { session: { ...session, expiresAt, lastSeenAt: now.toISOString() }, touched: true };
}

export async function revokeSession(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revoked_at: now.toISOString() })
    .where("token_hash", "=", tokenHash)
    .where("revoked_at", "is", null)
    .execute();
}

export async function revokeAllSessions(
  db: Kysely<Database>,
  username: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revoked_at: now.toISOString() })
    .where("username", "=", username)
    .where("revoked_at", "is", null)
    .execute();
}
