import type { Context } from "hono";
import { chooseEncoding } from "./accept-encoding";
import { takeAnswerHeaders } from "./answer-headers";
import type { CompressedFile } from "./compressed-files";

/**
 * Answers with `file`, from memory, in the best encoding the client accepts (br, gzip, or as
 * is), with `headers` (Cache-Control, a page's CSP) after every answer's own (the security
 * headers, the request's id: answer-headers.ts). A 200 carries the file's ETag, and a request
 * that already holds it (If-None-Match) gets 304 without a body. The 304 keeps `headers` and
 * Content-Type: a browser updates its stored copy's headers from it, a page's CSP included (and
 * @hono/node-server would otherwise add text/plain).
 *
 * The answer's headers are one plain object, given to the Response as it is made: nothing is
 * added to it afterwards, so @hono/node-server writes it to the socket without building a
 * WHATWG Headers and body stream (docs/benchmarks.md, "What limits throughput").
 */
export function sendCompressed(
  c: Context,
  file: CompressedFile,
  status: 200 | 404,
  headers: Readonly<Record<string, string>>,
): Response {
  const answer: Record<string, string> = {};
  takeAnswerHeaders(c, answer);
  Object.assign(answer, headers);
  answer["Content-Type"] = file.type;
  if (file.br || file.gzip) answer.Vary = "Accept-Encoding";
  if (status === 200) {
    answer.ETag = file.etag;
    if (holdsCurrent(c.req.header("if-none-match"), file.etag))
      return new Response(null, { status: 304, headers: answer });
  }
  const encoding = chooseEncoding(c.req.header("accept-encoding"), file);
  const body = encoding === "identity" ? file.identity : file[encoding]!;
  answer["Content-Length"] = String(body.length);
  if (encoding !== "identity") answer["Content-Encoding"] = encoding;
  return new Response(body, { status, headers: answer });
}

/** If-None-Match lists the file's ETag (compared weakly, as RFC 9110 asks), or is "*". */
function holdsCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
