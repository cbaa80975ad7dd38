import type { MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { findSession, type Session } from "./sessions";

/** Hono context variables once requireOwner has let a request through. */
export interface OwnerEnv {
  Variables: { session: Session };
}

/** One answer for a missing, malformed, unknown, expired or revoked token: nothing to probe. */
export const SESSION_REFUSED = { error: "Please log in again." } as const;

/** Admin calls carry `Authorization: Bearer <token>`; the session is checked in the database. */
export function requireOwner(deps: {
  db: Kysely<Database>;
  now: () => Date;
}): MiddlewareHandler<OwnerEnv> {
  return async (c, next) => {
    const match = /^Bearer ([^\s]+)$/i.exec(c.req.header("authorization")?.trim() ?? "");
    const session = match?.[1] ? await findSession(deps.db, match[1], deps.now()) : undefined;
    if (!session) {
      c.header("WWW-Authenticate", 'Bearer realm="admin"');
      return c.json(SESSION_REFUSED, 401);
    }
    c.set("session", session);
    await next();
  };
}
