import type { Context } from "hono";
import { chooseEncoding } from "./accept-encoding";
import { takeAnswerHeaders } from "./answer-headers";
import type { Bytes, CompressedFile } from "./compressed-files";
import { requestHeader } from "./request-header";

/** An answer from memory, ready to write: Hono's path (sendCompressed) and Node's (site-listener.ts). */
export interface CompressedAnswer {
  status: 200 | 304 | 404;
  headers: Record<string, string>;
  body: Bytes | null;
}

/**
 * The answer with `file`, from memory, in the best encoding the client accepts (br, gzip, or
 * as is), its headers after `headers` (every answer's: the security headers, the request's id;
 * then this one's: Cache-Control, a page's CSP). A 200 carries the file's ETag, and a request
 * that already holds it (If-None-Match) gets 304 without a body. The 304 keeps the headers and
 * Content-Type: a browser updates its stored copy's headers from it, a page's CSP included
 * (and @hono/node-server would otherwise add text/plain).
 */
export function compressedAnswer(
  file: CompressedFile,
  status: 200 | 404,
  headers: Record<string, string>,
  request: { ifNoneMatch: string | undefined; acceptEncoding: string | undefined },
): CompressedAnswer {
  headers["Content-Type"] = file.type;
  if (file.br || file.gzip) headers.Vary = "Accept-Encoding";
  if (status === 200) {
    headers.ETag = file.etag;
    if (holdsCurrent(request.ifNoneMatch, file.etag)) return { status: 304, headers, body: null };
  }
  const encoding = chooseEncoding(request.acceptEncoding, file);
  const body = encoding === "identity" ? file.identity : file[encoding]!;
  headers["Content-Length"] = String(body.length);
  if (encoding !== "identity") headers["Content-Encoding"] = encoding;
  return { status, headers, body };
}

/**
 * compressedAnswer through Hono. The answer's headers are one plain object, given to the
 * Response as it is made: nothing is added to it afterwards, so @hono/node-server writes it to
 * the socket without building a WHATWG Headers and body stream (docs/benchmarks.md, "What
 * limits throughput").
 */
export function sendCompressed(
  c: Context,
  file: CompressedFile,
  status: 200 | 404,
  headers: Readonly<Record<string, string>>,
): Response {
  const all: Record<string, string> = {};
  takeAnswerHeaders(c, all);
  Object.assign(all, headers);
  const answer = compressedAnswer(file, status, all, {
    ifNoneMatch: requestHeader(c, "if-none-match"),
    acceptEncoding: requestHeader(c, "accept-encoding"),
  });
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

/** If-None-Match lists the file's ETag (compared weakly, as RFC 9110 asks), or is "*". */
function holdsCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
