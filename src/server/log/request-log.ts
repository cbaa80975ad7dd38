import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { addAnswerHeaders, answerTookHeaders } from "../answer-headers";
import { requestHeader } from "../request-header";
import type { Logger } from "./logger";

declare module "hono" {
  interface ContextVariableMap {
    /** This request's id: in its log lines, its X-Request-Id header and any 5xx answer. */
    requestId: string;
  }
}

/** An id the reverse proxy may pass on (nginx's $request_id is 32 hex digits). */
const PROXY_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The paths a monitor calls every few seconds: logged only when they fail. */
const PROBES = new Set(["/healthz", "/readyz"]);

/** The request's id: our reverse proxy's (TRUST_PROXY) when well formed, else a new one. */
export function requestIdFrom(passedOn: string | undefined, trustProxy: boolean): string {
  return trustProxy && passedOn && PROXY_REQUEST_ID.test(passedOn) ? passedOn : randomUUID();
}

/** What a request's line says (site-listener.ts writes the same for the files it answers). */
export interface RequestLine {
  reqId: string;
  method: string;
  route: string;
  path?: string;
  status: number;
  ms: number;
}

export function logRequest(logger: Logger, line: RequestLine): void {
  if (line.status >= 500) logger.error(line, "request failed");
  else logger.info(line, "request");
}

/**
 * One log line per request: its id, method, route, status and time taken. The route is the
 * pattern that answered (`/api/orders/:orderId`), so no order ID, customer id or typed path
 * lands in the log; the literal path only for a file or page of the site that was found. No
 * query string, header, body or client address.
 */
export function requestLog(logger: Logger, options: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const id = requestIdFrom(requestHeader(c, "x-request-id"), options.trustProxy);
    c.set("requestId", id);
    addAnswerHeaders(c, { "X-Request-Id": id });
    const started = performance.now();
    await next();
    if (!answerTookHeaders(c)) c.res.headers.set("X-Request-Id", id);
    const status = c.res.status;
    if (PROBES.has(c.req.path) && status < 500) return;
    logRequest(logger, {
      reqId: id,
      method: c.req.method,
      ...where(c, status),
      status,
      ms: Math.round(performance.now() - started),
    });
  };
}

function where(c: Context, status: number): { route: string; path?: string } {
  const route = routePath(c) || "*";
  return !route.includes(":") && status < 400 && route.endsWith("*")
    ? { route, path: c.req.path }
    : { route };
}

/** The id of the request being answered (set by requestLog), for its error line and answer. */
export function requestIdOf(c: Context): string {
  const id: string | undefined = c.get("requestId");
  return id ?? "";
}
