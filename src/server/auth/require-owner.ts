import type { Context, MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import { clientIp } from "../client-ip";
import type { Database } from "../db/schema";
import { readSessionCookie, writeSessionCookie } from "./session-cookie";
import { findSession, touchSession, type Session } from "./sessions";

/** Hono context variables once requireOwner has let a request through. */
export interface OwnerEnv {
  Variables: { session: Session };
}

/** One answer for a missing, malformed, unknown, expired or revoked token: nothing to probe. */
export const SESSION_REFUSED = { error: "Please log in again." } as const;

/**
 * Admin calls carry their session's token as `Authorization: Bearer <token>` (demo mode: the
 * page keeps it in memory) or in the session cookie (production mode, auth/session-cookie.ts);
 * the session is checked in the database. A session in use lasts its lifetime again from now,
 * and a kept cookie is renewed with it.
 */
export function requireOwner(deps: OwnerDeps): MiddlewareHandler<OwnerEnv> {
  return async (c, next) => {
    const session = await sessionOf(c, deps);
    if (!session) {
      c.header("WWW-Authenticate", 'Bearer realm="admin"');
      return c.json(SESSION_REFUSED, 401);
    }
    c.set("session", session);
    await next();
  };
}

interface OwnerDeps {
  db: Kysely<Database>;
  now: () => Date;
  trustProxy?: boolean;
}

/** The request's live session (its use recorded), or undefined. */
export async function sessionOf(c: Context, deps: OwnerDeps): Promise<Session | undefined> {
  const trustProxy = deps.trustProxy ?? false;
  const header = c.req.header("authorization")?.trim();
  const bearer = /^Bearer ([^\s]+)$/i.exec(header ?? "")?.[1];
  // A malformed Authorization header is refused, not passed over for the cookie.
  const token = header ? bearer : readSessionCookie(c, trustProxy);
  const now = deps.now();
  const found = token ? await findSession(deps.db, token, now) : undefined;
  if (!found || !token) return undefined;
  const seen = { ip: clientIp(c, trustProxy), userAgent: c.req.header("user-agent") ?? "" };
  const { session, touched } = await touchSession(deps.db, found, now, seen);
  if (touched && !header && session.persistent) writeSessionCookie(c, trustProxy, token, true);
  return session;
}
