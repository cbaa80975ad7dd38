import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's address, for per-client rate limits. X-Forwarded-For is only believed behind
 * a trusted proxy (TRUST_PROXY), and then only its last entry: the one our proxy appended.
 * Earlier entries are whatever the client chose to send.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req
      .header("x-forwarded-for")
      ?.split(",")
      .map((s) => s.trim());
    const last = forwarded?.filter(Boolean).at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // In-process requests (tests, app.request) have no socket.
    return "unknown";
  }
}
