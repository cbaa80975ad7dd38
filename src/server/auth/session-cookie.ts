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

const nameFor = (https: boolean) => (https ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

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
  setCookie(c, nameFor(https), token, {
    path: "/",
    httpOnly: true,
    sameSite: "Strict",
    secure: https,
    ...(persistent ? { maxAge: Math.floor(sessionLifetimeMs(true) / 1000) } : {}),
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
}
