import type { Context } from "hono";
import type { PublicCatalogue } from "../shared/design";
import { compressFile, type CompressedFile } from "./compressed-files";
import { renderedAddress, VIEWS_KEPT } from "./rendered-address";
import type { RenderPage } from "./rendered-pages";
import { sendCompressed } from "./send-compressed";

/** Distinct data answers kept per revision: every page's in both languages, with room over. */
const KEPT_ANSWERS = 2000;
/** React Router's own headers are kept; these are the server's to set for the copy it sends. */
const NOT_PASSED_ON = new Set(["content-length", "content-encoding", "content-type", "vary"]);
const DATA = ".data";

interface DataAnswer {
  status: number;
  headers: [string, string][];
  file: CompressedFile;
}

/**
 * React Router's data answers (client navigation: /products.data?page=2&_routes=…), compressed
 * like the pages: rendered and compressed once per catalogue revision (brotli and gzip), kept in
 * memory while they are 200, and sent in the encoding the browser takes (issue 27: the
 * catalogue's 287 KB went uncompressed with every navigation). An answer is rendered for its
 * page's address in one spelling (rendered-address.ts: the list's filters and page), with React
 * Router's own `_routes`. The list's filtered views are kept while among the VIEWS_KEPT last
 * asked for; an answer that is not a 200 (an unknown design's 404) is compressed but not kept;
 * beyond KEPT_ANSWERS other addresses, none is kept either, so odd URLs cannot grow the memory.
 */
export function renderedData(render: RenderPage) {
  let revision = -1;
  const answers = new Map<string, Promise<DataAnswer>>();
  /** The filtered views' answers, the least recently asked for first. */
  const views = new Map<string, Promise<DataAnswer>>();
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
      views.clear();
      revision = snapshot.revision;
    }
    const { key, view } = dataKey(url, snapshot);
    const kept = view ? views : answers;
    let answer = kept.get(key);
    if (answer && view) {
      kept.delete(key); // asked for again: the last to go
      kept.set(key, answer);
    }
    if (!answer) {
      answer = renderData(url.origin, key, snapshot);
      // A request that read an older catalogue, or one address too many: answered, not kept.
      if (snapshot.revision === revision && (view || answers.size < KEPT_ANSWERS)) {
        const settled = answer;
        kept.set(key, settled);
        if (views.size > VIEWS_KEPT) views.delete(views.keys().next().value!);
        settled.then(
          (a) => a.status !== 200 && kept.get(key) === settled && kept.delete(key),
          () => kept.get(key) === settled && kept.delete(key),
        );
      }
    }
    return send(c, await answer);
  };
}

/** "/products.data?color=Wine&category=Lehenga&x=1&_routes=r" → its page's one spelling. */
function dataKey(url: URL, catalogue: PublicCatalogue): { key: string; view: boolean } {
  const page = new URL(url);
  page.pathname = url.pathname.slice(0, -DATA.length);
  const { address, view } = renderedAddress(page, catalogue);
  const at = address.indexOf("?");
  const [path, query] = at === -1 ? [address, ""] : [address.slice(0, at), address.slice(at + 1)];
  const search = new URLSearchParams(query);
  const routes = url.searchParams.get("_routes");
  if (routes !== null) search.set("_routes", routes);
  const rest = search.toString();
  return { key: `${path}${DATA}${rest ? `?${rest}` : ""}`, view };
}

function send(c: Context, answer: DataAnswer): Response {
  const headers = { ...Object.fromEntries(answer.headers), "Cache-Control": "no-store" };
  if (answer.status === 200 || answer.status === 404)
    return sendCompressed(c, answer.file, answer.status, headers);
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  c.header("Content-Type", answer.file.type);
  return c.body(answer.file.identity, answer.status as 200);
}
