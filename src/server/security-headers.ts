import type { Context, MiddlewareHandler } from "hono";
import { addAnswerHeaders, answerTookHeaders } from "./answer-headers";
import type { InlineHashes } from "./inline-script-hashes";
import { requestHeader } from "./request-header";

/**
 * For everything that is not a prerendered page (the API, images, scripts, styles): nothing may
 * run or load, and nobody may frame it. An SVG opened on its own cannot run script either.
 */
export const STRICT_CSP = "default-src 'none'; frame-ancestors 'none'";

export const HSTS = "max-age=31536000; includeSubDomains";

/** Sent with every response. */
const ALWAYS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // frame-ancestors 'none' says the same to browsers that know CSP 2.
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
} as const;

const quoted = (sources: readonly string[]) => sources.map((s) => `'${s}'`);

/**
 * The policy of one prerendered page: scripts only from this origin plus the page's own inline
 * scripts by hash. Styles: the stylesheet, plus, by hash, the few style attributes React
 * prerenders (the hero carousel's opacity); 'unsafe-hashes' lets hashes match attributes and
 * is still far narrower than 'unsafe-inline'. Styles React sets later go through the CSSOM,
 * which CSP does not govern.
 */
export function pageCsp(hashes: InlineHashes): string {
  const styleSrc = ["'self'", ...quoted(hashes.styles)];
  if (hashes.styleAttributes.length > 0) {
    styleSrc.push("'unsafe-hashes'", ...quoted(hashes.styleAttributes));
  }
  return [
    "default-src 'self'",
    ["script-src 'self'", ...quoted(hashes.scripts)].join(" "),
    `style-src ${styleSrc.join(" ")}`,
    "img-src 'self' data:",
    // data: for the one face inlined into the pages' CSS: the language switch's "हिन्दी"
    // (client/fonts/site-type.ts), there before the first paint. A font cannot run anything.
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * True when the browser reached us over TLS: directly (an https URL), or through our reverse
 * proxy (TRUST_PROXY) that says so in X-Forwarded-Proto. Like X-Forwarded-For, only the last
 * value counts: the one our proxy set.
 */
export function cameOverTls(c: Context, trustProxy: boolean): boolean {
  return overTls(c.req.url.startsWith("https:"), requestHeader(c, "x-forwarded-proto"), trustProxy);
}

/** cameOverTls from its parts (site-listener.ts has no Hono context). */
export function overTls(
  direct: boolean,
  forwardedProto: string | undefined,
  trustProxy: boolean,
): boolean {
  if (direct) return true;
  if (!trustProxy) return false;
  return forwardedProto?.split(",").at(-1)?.trim().toLowerCase() === "https";
}

/** Every answer's security headers, over plain HTTP and over TLS (made once). */
const OVER_HTTP = { ...ALWAYS, "Content-Security-Policy": STRICT_CSP } as const;
const OVER_TLS = { ...OVER_HTTP, "Strict-Transport-Security": HSTS } as const;

/** The security headers of an answer (its own CSP, if it has one, replaces STRICT_CSP). */
export const securityHeadersOver = (tls: boolean): Readonly<Record<string, string>> =>
  tls ? OVER_TLS : OVER_HTTP;

/**
 * Security headers on every response, errors included. A handler that set its own
 * Content-Security-Policy (a page) keeps it; every other response gets STRICT_CSP. HSTS only
 * when the request came over TLS (browsers ignore it over plain HTTP, and a site run without
 * TLS, e.g. on a laptop, must not claim it). An answer made from memory takes them before it is
 * made (answer-headers.ts); any other gets them after.
 */
export function securityHeaders(options: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const headers = securityHeadersOver(cameOverTls(c, options.trustProxy));
    addAnswerHeaders(c, headers);
    await next();
    if (answerTookHeaders(c)) return;
    const hasOwnCsp = c.res.headers.has("Content-Security-Policy");
    for (const [name, value] of Object.entries(headers)) {
      if (!(hasOwnCsp && name === "Content-Security-Policy")) c.header(name, value);
    }
  };
}
