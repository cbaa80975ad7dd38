import { promisify } from "node:util";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { chooseEncoding } from "./accept-encoding";

const gzip = promisify(zlib.gzip);
/** Smaller answers gain nothing from compression (hono/compress's threshold too). */
export const COMPRESS_FROM_BYTES = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * The API's answers, gzipped per request. A JSON answer is built whole anyway: it is read and
 * compressed in one zlib call (off the main thread, its zlib memory freed when done), and one
 * under 1 KB is sent as it is, with its length. This replaced hono/compress, which never saw a
 * JSON answer's length (Hono sets none) and so put every answer, `{"ok":true}` too, through a
 * web CompressionStream: web streams and a zlib context per answer, the context freed only when
 * the garbage collector got to it (issue 27 §5). A streamed answer (a CSV export) still goes
 * through a gzip stream as it is read.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("Content-Type") ?? "";
    if (
      c.req.method === "HEAD" ||
      !res.body ||
      res.status === 204 ||
      res.status === 206 ||
      res.headers.has("Content-Encoding") ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(res.headers.get("Cache-Control") ?? "")
    )
      return;
    const vary = res.headers.get("Vary");
    if (vary !== "*" && !VARIES_BY_ENCODING.test(vary ?? ""))
      res.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    const gzipped = chooseEncoding(c.req.header("accept-encoding"), { gzip: true }) === "gzip";
    if (!/^application\/json\b/i.test(type)) {
      if (!gzipped) return;
      c.res = new Response(res.body.pipeThrough(new CompressionStream("gzip")), res);
      c.res.headers.delete("Content-Length");
      c.res.headers.set("Content-Encoding", "gzip");
      return;
    }
    const body = Buffer.from(await res.arrayBuffer());
    const small = !gzipped || body.length < COMPRESS_FROM_BYTES;
    const sent = small ? body : await gzip(body);
    c.res = new Response(new Uint8Array(sent.buffer, sent.byteOffset, sent.length), res);
    c.res.headers.set("Content-Length", String(sent.length));
    if (!small) c.res.headers.set("Content-Encoding", "gzip");
  };
}
