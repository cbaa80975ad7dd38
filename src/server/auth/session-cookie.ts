import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { requestIsHttps } from "../client-ip";
import { sessionLifetimeMs } from "./sessions";

/**
 * The owner's session cookie in production mode (docs/decisions/0015-owner-sessions-that-last.md):
 * only the session's token, HttpOnly (no script reads it), SameSite=Strict (no other site's
 * page sends it), and over HTTPS Secure with the __Host- prefix (no other host, not even a
 * subdomain, can set one in its place). Kept on the device (Max-Age, renewed as she works) only
 * when she ticks "Keep me signed in"; otherwise it ends when the browser closes.
 */
export const SESSION_COOKIE = "rr_owner_session";
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/**
 * A cookie the admin page's first script can read, with the session cookie's lifetime and no
 * secret in it: "a session may be live". With it the page keeps the shop's frame and the login
 * form out of sight until it knows (src/client/admin-resuming.ts), so a reload does not flash
 * them before the back office. Cleared with the session, and when the page finds none.
 */
export const SESSION_HINT_COOKIE = "rr_owner_signed_in";

const nameFor = (https: boolean) => (https ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

export const hasSessionHint = (c: Context): boolean => getCookie(c, SESSION_HINT_COOKIE) === "1";

/** The token the request's session cookie carries (over HTTPS only the __Host- one counts). */
export function readSessionCookie(c: Context, trustProxy: boolean): string | undefined {
  return getCookie(c, nameFor(requestIsHttps(c, trustProxy)));
}

export function writeSessionCookie(
  c: Context,
  trustProxy: boolean,
  token: string,
  persistent: boolean,
): void {
  const https = requestIsHttps(c, trustProxy);
  const lifetime = persistent ? { maxAge: Math.floor(sessionLifetimeMs(true) / 1000) } : {};
  setCookie(c, nameFor(https), token, {
    path: "/",
    httpOnly: true,
    sameSite: "Strict",
    secure: https,
    ...lifetime,
  });
  setCookie(c, SESSION_HINT_COOKIE, "1", {
    path: "/",
    sameSite: "Strict",
    secure: https,
    ...lifetime,
  });
}

export function clearSessionCookie(c: Context, trustProxy: boolean): void {
  const https = requestIsHttps(c, trustProxy);
  deleteCookie(c, nameFor(https), {
    path: "/",
    secure: https,
    httpOnly: true,
    sameSite: "Strict",
  });
  deleteCookie(c, SESSION_HINT_COOKIE, { path: "/", secure: https, sameSite: "Strict" });
}
