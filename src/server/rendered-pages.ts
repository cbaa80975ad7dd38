import type { Context } from "hono";
import type { PublicCatalogue } from "../shared/design";
import type { CatalogueSource } from "./catalogue/catalogue-source";
import { toPage, type Page } from "./prerendered-pages";
import { renderedAddress, VIEWS_KEPT } from "./rendered-address";
import { renderedData } from "./rendered-data";
import { pageFile, sendPage, type SiteFile } from "./static-site";

/** React Router's request handler with the catalogue in its load context (main.ts builds it). */
export type RenderPage = ((
  request: Request,
  context: { catalogue: PublicCatalogue },
) => Promise<Response>) & {
  /**
   * Where the 404 page for this path is rendered, when the path is one no page has (an unknown
   * address, an unknown design): a stand-in path of the same language and section, so it is
   * rendered once and shows nothing of the path asked for. Undefined for a page that exists.
   */
  notFoundAt?: (pathname: string, catalogue: PublicCatalogue) => string | undefined;
};

export interface RenderedPagesDeps {
  render: RenderPage;
  catalogue: CatalogueSource;
}

interface Rendered {
  status: number;
  page?: Page;
  /** Anything but a page (a redirect, a failure), passed on as it is. */
  other?: { headers: Headers; body: string };
}

/** Hono's handler of the rendered pages, and what site-listener.ts may answer before Hono. */
export type RenderedPages = ((c: Context) => Promise<Response>) & {
  /**
   * The page already rendered for this path asked without a query, if the catalogue it was
   * rendered from is this instance's copy and that copy was checked within CATALOGUE_CHECK_MS
   * (what Hono's path would answer without asking the database); else undefined.
   */
  find(urlPath: string): SiteFile | undefined;
};

/**
 * The pages the build did not prerender: the catalogue's (/products, /products/:slug), the home
 * page (its featured designs, collections and new arrivals) and the 404 page, rendered by React
 * Router on the server with the catalogue as stored (docs/decisions/0011). A page is rendered once per catalogue revision and then served from
 * memory like a prerendered one: compressed, with its own Content-Security-Policy. Only pages
 * that exist (status 200) are kept, and the 404 page once per language and section for every
 * path no page has (issue 21 §3: rendering it afresh cost 12-16 ms of CPU per odd URL), so odd
 * URLs cannot grow the cache; a new revision empties it. A page is rendered for its address
 * in one spelling (rendered-address.ts): the list's pages by their filters and page number,
 * every other page by its path; the list's filtered views, too many to keep them all, are kept
 * while among the VIEWS_KEPT last asked for. Data requests (/products.data, client
 * navigation) are kept and compressed the same way (rendered-data.ts); other methods go to
 * React Router as they are. A page kept for a path asked without a query (the home page, the
 * catalogue's first page, a design's page) is also found by `find`, for Node to send before Hono
 * (site-listener.ts), as it sends the prerendered pages.
 */
export function renderedPages({ render, catalogue }: RenderedPagesDeps): RenderedPages {
  let revision = -1;
  const pages = new Map<string, Promise<Rendered>>();
  /** Of those, the ones rendered for a path asked without a query, by that path. */
  const plain = new Map<string, SiteFile>();
  /** The filtered views of the list, the least recently asked for first. */
  const views = new Map<string, Promise<Rendered>>();
  const data = renderedData(render);

  const renderPage = async (
    url: string,
    context: { readonly catalogue: PublicCatalogue },
  ): Promise<Rendered> => {
    const response = await render(new Request(url), context);
    if ((response.status === 200 || response.status === 404) && isHtml(response))
      return { status: response.status, page: toPage(await response.text()) };
    const other = { headers: response.headers, body: await response.text() };
    return { status: response.status, other };
  };

  const handler = async (c: Context): Promise<Response> => {
    const url = new URL(c.req.url);
    let snapshot: PublicCatalogue;
    try {
      snapshot = await catalogue.current();
    } catch (error) {
      // No catalogue (the database down since the start): a page that does not read it (the
      // tracking page, which then says tracking is unavailable) is still served, uncached; a
      // page that reads it fails as before.
      const unavailable = {
        get catalogue(): PublicCatalogue {
          throw error;
        },
      };
      const rendered = await renderPage(url.origin + url.pathname, unavailable);
      if (rendered.status !== 200) throw error;
      return send(c, rendered);
    }
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      const answer = await render(c.req.raw, { catalogue: snapshot });
      answer.headers.set("Cache-Control", "no-store");
      return answer;
    }
    if (url.pathname.endsWith(".data")) return data(c, url, snapshot);
    if (snapshot.revision > revision) {
      pages.clear();
      views.clear();
      plain.clear();
      revision = snapshot.revision;
    }
    // Any path no page has gets the one 404 page of its language and section, rendered once.
    const standIn = render.notFoundAt?.(url.pathname, snapshot);
    const { address, view } = standIn
      ? { address: standIn, view: false }
      : renderedAddress(url, snapshot);
    // A request that read the catalogue just before a newer one arrived: render, keep nothing.
    if (snapshot.revision < revision)
      return send(c, await renderPage(url.origin + address, { catalogue: snapshot }));
    const kept = view ? views : pages;
    let rendering = kept.get(address);
    if (rendering && view) {
      kept.delete(address); // asked for again: the last to go
      kept.set(address, rendering);
    }
    if (!rendering) {
      rendering = renderPage(url.origin + address, { catalogue: snapshot });
      kept.set(address, rendering);
      if (views.size > VIEWS_KEPT) views.delete(views.keys().next().value!);
      // Only pages that exist and the few 404 stand-ins stay (and nothing that failed).
      const settled = rendering;
      const asPlain = !standIn && !view && url.search === "" && address === url.pathname;
      settled.then(
        (r) => {
          if (r.status !== (standIn ? 404 : 200)) {
            if (kept.get(address) === settled) kept.delete(address);
          } else if (asPlain && r.page && kept.get(address) === settled)
            plain.set(address, pageFile(r.page));
        },
        () => kept.get(address) === settled && kept.delete(address),
      );
    }
    return send(c, await rendering);
  };
  return Object.assign(handler, {
    find(urlPath: string): SiteFile | undefined {
      const copy = catalogue.fresh();
      return copy && copy.revision === revision ? plain.get(urlPath) : undefined;
    },
  });
}

const send = (c: Context, rendered: Rendered): Response =>
  rendered.page
    ? sendPage(c, rendered.page, rendered.status === 200 ? 200 : 404)
    : passOn(rendered.status, rendered.other!);

const isHtml = (response: Response) =>
  /^text\/html\b/i.test(response.headers.get("content-type") ?? "");

/**
 * A redirect or a failure. Browsers keep a permanent redirect without an expiry for good; a
 * design renamed back to an earlier name would then loop, so they must check again.
 */
function passOn(status: number, other: NonNullable<Rendered["other"]>): Response {
  const headers = new Headers(other.headers);
  headers.set("Cache-Control", "no-cache");
  return new Response(status >= 300 && status < 400 ? null : other.body, { status, headers });
}
