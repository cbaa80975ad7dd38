import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { AdminUser } from "../../shared/admin";
import type { Database } from "../db/schema";

export const SESSION_TTL_HOURS = 8;
const TOKEN_BYTES = 32;
/** 32 random bytes in base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface Session {
  user: AdminUser;
  tokenHash: string;
  /** ISO timestamp. */
  expiresAt: string;
}

/** Only this digest is stored, so a copy of the database cannot be replayed as a login. */
export const hashToken = (token: string): string =>
  createHash("sha256").update(token).digest("hex");

export const isWellFormedToken = (token: string): boolean => TOKEN_PATTERN.test(token);

/** Starts a session; the token is returned once and never stored. */
export async function createSession(
  db: Kysely<Database>,
  user: AdminUser,
  now: Date,
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_TTL_HOURS * 3_600_000).toISOString();
  // Expired sessions are useless; logins are rare, so this is where they are cleared away.
  await db.deleteFrom("sessions").where("expires_at", "<=", now.toISOString()).execute();
  await db
    .insertInto("sessions")
    .values({
      token_hash: hashToken(token),
      username: user.username,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      revoked_at: null,
    })
    .execute();
  return { token, expiresAt };
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
      "sessions.expires_at",
      "admin_accounts.username",
      "admin_accounts.display_name",
    ])
    .where("sessions.token_hash", "=", hashToken(token))
    .where("sessions.revoked_at", "is", null)
    .where("sessions.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    user: { username: row.username, displayName: row.display_name },
    tokenHash: row.token_hash,
    expiresAt: row.expires_at,
  };
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
