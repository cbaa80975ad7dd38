import zlib from "node:zlib";
import type { Context } from "hono";
import { chooseEncoding } from "./accept-encoding";

/** Below this, compressing saves less than it costs (as hono/compress). */
const SMALL = 1024;

/**
 * An answer made for one request (client navigation's `.data`), compressed for it when the
 * client accepts brotli or gzip: a page's data is text of a few to tens of KB. Quality 4
 * rather than the files' 6 (compressed-files.ts): this runs for every such request.
 */
export async function compressAnswer(c: Context, answer: Response): Promise<Response> {
  const encoding = chooseEncoding(c.req.header("accept-encoding"), { br: true, gzip: true });
  if (encoding === "identity" || !answer.body || answer.headers.has("Content-Encoding"))
    return answer;
  const raw = new Uint8Array(await answer.arrayBuffer());
  const headers = new Headers(answer.headers);
  headers.append("Vary", "Accept-Encoding");
  if (raw.length < SMALL) return new Response(raw, { status: answer.status, headers });
  const body =
    encoding === "br"
      ? zlib.brotliCompressSync(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        })
      : zlib.gzipSync(raw, { level: 6 });
  headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  return new Response(new Uint8Array(body), { status: answer.status, headers });
}
