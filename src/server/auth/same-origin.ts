import type { MiddlewareHandler } from "hono";

/** One answer for a write another site's page asked for: nothing to tell it. */
export const CROSS_SITE_REFUSED = {
  error: "This request must come from the back office.",
} as const;
export const JSON_ONLY = {
  error: "Send the request as JSON (Content-Type: application/json).",
} as const;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every state-changing request to the owners' API must come from our own pages
 * (docs/decisions/0015-owner-sessions-that-last.md), whatever carries its session:
 * - `Sec-Fetch-Site`, which every current browser sends and no page can set, must be
 *   "same-origin"; without it, an `Origin` must name this host. A request with neither comes
 *   from no browser (a script, a test), which a cross-site page cannot make.
 * - JSON only: every route that takes a body reads it only as JSON (readJsonObject, 400 after
 *   its size limit), and a write with a form or text type and no body (what a form on another
 *   site sends to a route that takes none) is refused here (400). A form on another site can
 *   send only form encodings or text/plain; JSON from another origin needs a CORS preflight we
 *   never grant. `multipart` only where a photo is uploaded (`multipart(path)`).
 * The session cookie is SameSite=Strict as well: this is the second wall, not the only one.
 */
export function sameOriginWrites(options: {
  trustProxy: boolean;
  multipart: (path: string) => boolean;
}): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const site = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const host =
      (options.trustProxy ? c.req.header("x-forwarded-host")?.split(",")[0]?.trim() : undefined) ??
      c.req.header("host") ??
      new URL(c.req.url).host;
    const crossSite =
      site !== undefined ? site !== "same-origin" : origin !== undefined && hostOf(origin) !== host;
    if (crossSite) return c.json(CROSS_SITE_REFUSED, 403);
    const type = c.req.header("content-type");
    const json = type !== undefined && /^application\/json\b/i.test(type);
    const upload = type !== undefined && /^multipart\/form-data\b/i.test(type);
    const empty = c.req.header("content-length")?.trim() === "0";
    if (type !== undefined && !json && empty && !(upload && options.multipart(c.req.path)))
      return c.json(JSON_ONLY, 400);
    return next();
  };
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
