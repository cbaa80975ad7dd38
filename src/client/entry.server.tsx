import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { isBackOffice } from "../shared/paths";
import { withSiteType } from "./fonts/site-type";
import { hydrateAfterLoad } from "./hydrate-after-load";

/**
 * The pages are prerendered at build time (ssr: false): this renders one page to its complete
 * HTML, drops the <link rel="modulepreload"> tags React Router writes into <head> and makes its
 * inline module script wait for the page's load event (hydrate-after-load.ts).
 *
 * Why: a page is fully visible without JavaScript (the CSS is inlined, see root.tsx), and the
 * module scripts only hydrate it. Fetched alongside the HTML's images, the ~60 KB of modules
 * compete with the page's largest image on a slow connection and their evaluation delays its
 * paint (Lighthouse's mobile emulation: LCP 1.6–1.9 s with preloads, 1.5–1.7 s on image pages
 * without them, see docs/decisions/0006-first-paint-before-scripts.md).
 *
 * A public page also gets its faces' preloads and rules here (fonts/site-type.ts).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  let status = responseStatusCode;
  const stream = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} />,
    {
      // Every Suspense boundary inline: the page is read whole (allReady), never streamed.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // The dev server's script imports Vite's HMR runtime too: it stays as React Router wrote it.
  const scripted = import.meta.env.DEV ? html : hydrateAfterLoad(withoutModulePreloads(html));
  const page = withSiteType(scripted, isBackOffice(new URL(request.url).pathname));
  return new Response(page, { status, headers: responseHeaders });
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}
