import { parseAccept } from "hono/utils/accept";

export type Encoding = "br" | "gzip";

/** The server's order of preference: brotli is smaller than gzip for the same text. */
const PREFERENCE: readonly Encoding[] = ["br", "gzip"];

/**
 * The encoding to send, from the request's Accept-Encoding and the encodings the file has:
 * br if accepted, else gzip, else the file as is ("identity"). A coding is accepted when it or
 * "*" is listed with a q above 0; the client's own q order is not followed beyond that.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: Partial<Record<Encoding, unknown>>,
): Encoding | "identity" {
  if (!acceptEncoding) return "identity";
  const accepted = acceptedOf(acceptEncoding);
  return PREFERENCE.find((e) => available[e] !== undefined && accepted.has(e)) ?? "identity";
}

/**
 * The codings a header accepts, read once per distinct header: browsers send a handful of
 * spellings, and parsing one on every request was a measurable share of a page's time. The
 * memory is bounded (a client sending a new spelling each time only empties it).
 */
const seen = new Map<string, ReadonlySet<Encoding>>();
const SEEN_AT_MOST = 64;

function acceptedOf(acceptEncoding: string): ReadonlySet<Encoding> {
  let accepted = seen.get(acceptEncoding);
  if (accepted) return accepted;
  const accepts = parseAccept(acceptEncoding);
  const q = (coding: string) => accepts.find((a) => a.type.toLowerCase() === coding)?.q;
  const wildcard = q("*") ?? 0;
  accepted = new Set(PREFERENCE.filter((e) => (q(e) ?? wildcard) > 0));
  if (seen.size >= SEEN_AT_MOST) seen.clear();
  seen.set(acceptEncoding, accepted);
  return accepted;
}
