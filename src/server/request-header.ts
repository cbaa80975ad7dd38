import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

/**
 * A request header, by its lower-case name. Under @hono/node-server it is read from Node's own
 * request: the first read through the WHATWG Request builds a Headers object of every header,
 * a measurable share of what an answer from memory costs (docs/benchmarks.md, "What limits
 * throughput"). Elsewhere (app.request in tests) through Hono as usual.
 */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}
