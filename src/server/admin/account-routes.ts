import { Hono } from "hono";
import {
  LANGUAGE_MESSAGES,
  LanguageChangeSchema,
  PASSWORD_MESSAGES,
  PasswordChangeSchema,
} from "../../shared/account";
import { isCommonPassword } from "../auth/common-passwords";
import { backupStatus } from "../backup/backup-runs";
import { verifyCredentials } from "../auth/credentials";
import { recognisedDevice } from "../auth/login-devices";
import { createLoginThrottle, TOO_MANY_LOGINS } from "../auth/login-throttle";
import { setOwnerLanguage } from "../auth/owner-language";
import { setOwnerPassword } from "../auth/owner-password";
import { requireOwner, type OwnerEnv } from "../auth/require-owner";
import { clientNetwork } from "../client-ip";
import { jsonBodyLimit } from "../json-body";
import { validatedBody } from "../validated-body";
import type { AdminDeps } from "./admin-deps";

export const PASSWORD_CHANGE_MAX_BODY_BYTES = 4 * 1024;
export const LANGUAGE_CHANGE_MAX_BODY_BYTES = 1024;

/**
 * POST /account/password: the owner changes her own password; her other sessions end.
 * PUT /account/language: the language of her own screens, on her account (outside demo mode).
 * GET /backups: the backup schedule and the last backup's outcome, for Settings.
 */
export function accountRoutes(deps: AdminDeps): Hono<OwnerEnv> {
  // A wrong current password counts as a failed login: a stolen session cannot guess it.
  const throttle = createLoginThrottle(deps.limiter, deps.db);
  const owner = requireOwner(deps);
  return new Hono<OwnerEnv>()
    .get("/backups", owner, async (c) =>
      c.json(await backupStatus(deps.db, deps.backups, deps.now()), 200),
    )
    .post("/account/password", owner, jsonBodyLimit(PASSWORD_CHANGE_MAX_BODY_BYTES), async (c) => {
      if (deps.config.demoMode) return c.json({ error: PASSWORD_MESSAGES.demoMode }, 403);
      const body = await validatedBody(c, PasswordChangeSchema);
      if (!body.ok) return body.response;
      const { currentPassword, newPassword } = body.data;
      if (await isCommonPassword(newPassword)) {
        return c.json({ error: PASSWORD_MESSAGES.common, field: "newPassword" }, 400);
      }
      const { user, tokenHash } = c.get("session");
      const attempt = await throttle.begin({
        network: clientNetwork(c, deps.trustProxy),
        username: user.username,
        device: await recognisedDevice(deps.db, c, user.username),
      });
      if (!attempt.allowed) {
        c.header("Retry-After", String(attempt.retryAfterSeconds));
        return c.json(TOO_MANY_LOGINS, 429);
      }
      if (!(await verifyCredentials(deps.db, user.username, currentPassword))) {
        return c.json({ error: PASSWORD_MESSAGES.wrongCurrent, field: "currentPassword" }, 400);
      }
      await attempt.succeeded();
      const { sessionsEnded } = await setOwnerPassword(
        deps.db,
        user.username,
        newPassword,
        deps.now(),
        { keepSession: tokenHash },
      );
      return c.json({ ok: true, sessionsEnded }, 200);
    })
    .put("/account/language", owner, jsonBodyLimit(LANGUAGE_CHANGE_MAX_BODY_BYTES), async (c) => {
      // Demo mode's two accounts are everyone's: one visitor's choice is not another's.
      if (deps.config.demoMode) return c.json({ error: LANGUAGE_MESSAGES.demoMode }, 403);
      const body = await validatedBody(c, LanguageChangeSchema);
      if (!body.ok) return body.response;
      const { language } = body.data;
      await setOwnerLanguage(deps.db, c.get("session").user.username, language);
      return c.json({ language }, 200);
    });
}
