import type { Context } from "hono";
import { chooseEncoding } from "./accept-encoding";
import type { CompressedFile } from "./compressed-files";

/**
 * Answers with `file`, from memory, in the best encoding the client accepts (br, gzip, or as
 * is), with `headers` (Cache-Control, a page's CSP). A 200 carries the file's ETag, and a
 * request that already holds it (If-None-Match) gets 304 without a body. The 304 keeps
 * `headers` and Content-Type: a browser updates its stored copy's headers from it, a page's
 * CSP included (and @hono/node-server would otherwise add text/plain).
 */
export function sendCompressed(
  c: Context,
  file: CompressedFile,
  status: 200 | 404,
  headers: Record<string, string>,
): Response {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  c.header("Content-Type", file.type);
  if (file.br || file.gzip) c.header("Vary", "Accept-Encoding");
  if (status === 200) {
    c.header("ETag", file.etag);
    if (holdsCurrent(c.req.header("if-none-match"), file.etag)) return c.body(null, 304);
  }
  const encoding = chooseEncoding(c.req.header("accept-encoding"), file);
  const body = encoding === "identity" ? file.identity : file[encoding]!;
  c.header("Content-Length", String(body.length));
  if (encoding !== "identity") c.header("Content-Encoding", encoding);
  return c.body(body, status);
}

/** If-None-Match lists the file's ETag (compared weakly, as RFC 9110 asks), or is "*". */
function holdsCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
