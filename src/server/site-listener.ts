import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import type { Logger } from "./log/logger";
import { logRequest, requestIdFrom } from "./log/request-log";
import { securityHeadersOver, overTls } from "./security-headers";
import { compressedAnswer } from "./send-compressed";
import type { RenderedPages } from "./rendered-pages";
import type { StaticSite } from "./static-site";

/**
 * Node's request listener: a GET or HEAD of a file the build holds (a prerendered page, a
 * hashed asset, an image) is answered here, from memory; every other request goes to Hono
 * through @hono/node-server. A page from memory cost the server twice what Node alone needs to
 * send the same bytes: the WHATWG Request and Response that @hono/node-server builds around
 * each request, Hono's routing and middleware (docs/benchmarks.md, "What limits throughput").
 *
 * The answer is the one Hono's path gives, made by the same functions: the file and its headers
 * (static-site.ts), the security headers (security-headers.ts), the request's id and its log
 * line (log/request-log.ts), the encoding, ETag and 304 (send-compressed.ts);
 * site-listener.test.ts holds them equal. An address this path is not sure to read as Hono does
 * (percent-encoded, dot segments, an absolute form, an odd Host) goes to Hono.
 *
 * The pages rendered from the catalogue (the home page, the catalogue's, a design's) are
 * answered here too once Hono's path has rendered them, while the catalogue they were rendered
 * from is known to be current (rendered-pages.ts `find`); asked with a query, or when the
 * catalogue must be checked again, they go to Hono.
 */
export function siteListener(options: {
  app: Hono;
  site: StaticSite;
  rendered?: Pick<RenderedPages, "find"> | undefined;
  logger: Logger;
  trustProxy: boolean;
}): RequestListener {
  const { site, rendered, logger, trustProxy } = options;
  const hono = getRequestListener(options.app.fetch);
  return (req, res) => {
    const path = req.method === "GET" || req.method === "HEAD" ? plainPath(req) : undefined;
    const found =
      path === undefined
        ? undefined
        : (site.find(path) ?? (req.url!.includes("?") ? undefined : rendered?.find(path)));
    if (!found) return hono(req, res);
    answer(req, res, path!, found);
  };

  function answer(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    found: NonNullable<ReturnType<StaticSite["find"]>>,
  ) {
    const started = performance.now();
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(", ") : value;
    };
    const reqId = requestIdFrom(header("x-request-id"), trustProxy);
    const tls = overTls(false, header("x-forwarded-proto"), trustProxy);
    const headers: Record<string, string> = { "X-Request-Id": reqId };
    Object.assign(headers, securityHeadersOver(tls), found.headers);
    const { status, body } = compressedAnswer(found.file, 200, headers, {
      ifNoneMatch: header("if-none-match"),
      acceptEncoding: header("accept-encoding"),
    });
    res.writeHead(status, headers);
    res.end(req.method === "HEAD" ? undefined : (body ?? undefined));
    const ms = Math.round(performance.now() - started);
    // "/*": how Hono names the static site's route (static-site.ts), which its log line says.
    logRequest(logger, { reqId, method: req.method!, route: "/*", path, status, ms });
  }
}

/** Plain paths only: letters, digits, and `/ - _ . ~`, no dot segment, no empty segment. */
const PLAIN_PATH = /^(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9\-_.~]*)+$/;
const PLAIN_HOST = /^[A-Za-z0-9.-]+(?::[0-9]+)?$/;

/** The request's path if Hono would read it the same, else undefined (Hono answers it). */
function plainPath(req: IncomingMessage): string | undefined {
  const url = req.url ?? "";
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  if (!PLAIN_PATH.test(path) || !PLAIN_HOST.test(req.headers.host ?? "")) return undefined;
  return path;
}
