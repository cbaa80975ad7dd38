import type { Context } from "hono";
import type { PublicCatalogue } from "../shared/design";
import { compressFile, type CompressedFile } from "./compressed-files";
import type { RenderPage } from "./rendered-pages";
import { sendCompressed } from "./send-compressed";

/** Distinct data answers kept per revision: every page's in both languages, with room over. */
const KEPT_ANSWERS = 2000;
/** React Router's own headers are kept; these are the server's to set for the copy it sends. */
const NOT_PASSED_ON = new Set(["content-length", "content-encoding", "content-type", "vary"]);

interface DataAnswer {
  status: number;
  headers: [string, string][];
  file: CompressedFile;
}

/**
 * React Router's data answers (client navigation: /products.data?_routes=…), compressed like
 * the pages: rendered and compressed once per catalogue revision (brotli and gzip), kept in
 * memory while they are 200, and sent in the encoding the browser takes (issue 27: the
 * catalogue's 287 KB went uncompressed with every navigation). The loaders read the catalogue,
 * never the query string (the filters apply in the browser), so only React Router's own
 * `_routes` is kept from it, and any filter in the address shares one answer. An answer that is
 * not a 200 (an unknown design's 404) is compressed but not kept; beyond KEPT_ANSWERS distinct
 * addresses, none is kept either, so odd URLs cannot grow the memory.
 */
export function renderedData(render: RenderPage) {
  let revision = -1;
  const answers = new Map<string, Promise<DataAnswer>>();
  const renderData = async (origin: string, key: string, catalogue: PublicCatalogue) => {
    const response = await render(new Request(`${origin}${key}`), { catalogue });
    const body = new Uint8Array(await response.arrayBuffer());
    const type = response.headers.get("content-type") ?? "application/octet-stream";
    const headers = [...response.headers].filter(([name]) => !NOT_PASSED_ON.has(name));
    return { status: response.status, headers, file: compressFile(body, type) };
  };

  return async (c: Context, url: URL, snapshot: PublicCatalogue): Promise<Response> => {
    if (snapshot.revision > revision) {
      answers.clear();
      revision = snapshot.revision;
    }
    const routes = url.searchParams.get("_routes");
    const key =
      routes === null ? url.pathname : `${url.pathname}?_routes=${encodeURIComponent(routes)}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = renderData(url.origin, key, snapshot);
      // A request that read an older catalogue, or one address too many: answered, not kept.
      if (snapshot.revision === revision && answers.size < KEPT_ANSWERS) {
        answers.set(key, answer);
        answer.then(
          (a) => a.status !== 200 && answers.delete(key),
          () => answers.delete(key),
        );
      }
    }
    return send(c, await answer);
  };
}

function send(c: Context, answer: DataAnswer): Response {
  for (const [name, value] of answer.headers) c.header(name, value);
  const headers = { "Cache-Control": "no-store" };
  if (answer.status === 200 || answer.status === 404)
    return sendCompressed(c, answer.file, answer.status, headers);
  c.header("Content-Type", answer.file.type);
  c.header("Cache-Control", headers["Cache-Control"]);
  return c.body(answer.file.identity, answer.status as 200);
}
