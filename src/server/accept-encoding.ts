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
  const accepts = parseAccept(acceptEncoding);
  const q = (coding: string) => accepts.find((a) => a.type.toLowerCase() === coding)?.q;
  const wildcard = q("*") ?? 0;
  return PREFERENCE.find((e) => available[e] !== undefined && (q(e) ?? wildcard) > 0) ?? "identity";
}
