import { Hono } from "hono";
import { LoginRequestSchema, type LoginResponse, type SessionAnswer } from "../../shared/admin";
import { recognisedDevice, rememberDevice } from "../auth/login-devices";
import { createLoginThrottle, TOO_MANY_LOGINS } from "../auth/login-throttle";
import { verifyCredentials } from "../auth/credentials";
import { requireOwner, sessionOf, type OwnerEnv } from "../auth/require-owner";
import { clearSessionCookie, hasSessionHint, writeSessionCookie } from "../auth/session-cookie";
import { createSession, revokeSession, type Session } from "../auth/sessions";
import { clientIp, clientNetwork, requestIsHttps } from "../client-ip";
import { jsonBodyLimit, readJsonObject } from "../json-body";
import type { AdminDeps } from "./admin-deps";
import { invalidInput } from "./invalid-input";

export const LOGIN_MAX_BODY_BYTES = 4 * 1024;
export const LOGIN_FAILED = { error: "Invalid username or password" } as const;

/**
 * GET /config, POST /login, GET /session/resume (public); POST /logout, GET /session (owner).
 */
export function loginRoutes(deps: AdminDeps): Hono<OwnerEnv> {
  const throttle = createLoginThrottle(deps.limiter, deps.db);
  const owner = requireOwner(deps);

  return (
    new Hono<OwnerEnv>()
      .get("/config", (c) => c.json(deps.config, 200))
      .post("/login", jsonBodyLimit(LOGIN_MAX_BODY_BYTES), async (c) => {
        const read = await readJsonObject(c);
        if (!read.ok) return read.response;
        const parsed = LoginRequestSchema.safeParse(read.body);
        if (!parsed.success) return c.json(invalidInput(parsed.error), 400);
        const { username, password, remember } = parsed.data;

        const network = clientNetwork(c, deps.trustProxy);
        const device = await recognisedDevice(deps.db, c, username);
        const attempt = await throttle.begin({ network, username, device });
        if (!attempt.allowed) {
          c.header("Retry-After", String(attempt.retryAfterSeconds));
          return c.json(TOO_MANY_LOGINS, 429);
        }
        const account = await verifyCredentials(deps.db, username, password);
        if (!account) return c.json(LOGIN_FAILED, 401);
        const { language, ...user } = account;
        await attempt.succeeded();
        const now = deps.now();
        const https = requestIsHttps(c, deps.trustProxy);
        await rememberDevice(deps.db, c, user.username, device, now, https);
        // Demo mode keeps the spec's rule (a reload logs out): no cookie, nothing kept.
        const cookie = !deps.config.demoMode;
        const persistent = cookie && remember;
        const seen = {
          ip: clientIp(c, deps.trustProxy),
          userAgent: c.req.header("user-agent") ?? "",
        };
        const { token, expiresAt } = await createSession(deps.db, user, now, { persistent, seen });
        if (cookie) writeSessionCookie(c, deps.trustProxy, token, persistent);
        const session = cookie ? "cookie" : "memory";
        return c.json({ session, token, expiresAt, user, language } satisfies LoginResponse, 200);
      })
      .post("/logout", owner, async (c) => {
        await revokeSession(deps.db, c.get("session").tokenHash, deps.now());
        clearSessionCookie(c, deps.trustProxy);
        return c.json({ ok: true }, 200);
      })
      // The page asks on load whether a session cookie it cannot read is live: 200 either way,
      // so a visitor without one is no failed request.
      .get("/session/resume", async (c) => {
        const session = await sessionOf(c, deps);
        // Whatever the cookies said, the page now knows: no stale "signed in" hint is kept.
        if (!session && hasSessionHint(c)) clearSessionCookie(c, deps.trustProxy);
        return c.json({ session: session ? sessionAnswer(session) : null }, 200);
      })
      .get("/session", owner, (c) => c.json(sessionAnswer(c.get("session")), 200))
  );
}

const sessionAnswer = ({ user, expiresAt, language }: Session): SessionAnswer => ({
  user,
  expiresAt,
  language,
});
