import { isIPv4, isIPv6 } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's address. X-Forwarded-For is only believed behind a trusted proxy (TRUST_PROXY),
 * and then only its last entry: the one our proxy appended. Earlier entries are whatever the
 * client chose to send.
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

/** Whether the browser reached us over HTTPS (behind a trusted proxy: as the proxy says). */
export function requestIsHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  return trustProxy && c.req.header("x-forwarded-proto")?.split(",").at(-1)?.trim() === "https";
}

/**
 * The client's network, which every rate limit counts: an IPv4 address as it is, an IPv6 one
 * by its /64 (one home or phone connection is given a whole /64, so counting each address of
 * it would let one client walk through 2^64 of them).
 */
export const clientNetwork = (c: Context, trustProxy: boolean): string =>
  networkOf(clientIp(c, trustProxy));

/** "2001:db8:1:2::5" → "2001:db8:1:2::/64"; "::ffff:203.0.113.9" → "203.0.113.9". */
export function networkOf(address: string): string {
  const ip = address.replace(/%.*$/, "").replace(/^\[(.*)\]$/, "$1");
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return address;
  const groups = expandIPv6(ip);
  const mapped = groups.slice(0, 6).join(":") === "0:0:0:0:0:ffff";
  if (mapped) {
    const [hi, lo] = [groups[6]!, groups[7]!].map((g) => parseInt(g, 16));
    return [hi! >> 8, hi! & 255, lo! >> 8, lo! & 255].join(".");
  }
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** The eight groups of a valid IPv6 address, each in lower-case hex without leading zeros. */
function expandIPv6(ip: string): string[] {
  let text = ip.toLowerCase();
  // A dotted IPv4 tail ("::ffff:1.2.3.4") is two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16).toString(16));
}
