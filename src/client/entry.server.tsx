import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

/**
 * The pages are prerendered at build time (ssr: false): this renders one page to its complete
 * HTML, then drops the <link rel="modulepreload"> tags React Router writes into <head>.
 *
 * Why: a page is fully visible without JavaScript (the CSS is inlined, see root.tsx), and the
 * module scripts only hydrate it. Preloaded from <head>, the ~60 KB of modules compete with the
 * page's first paint and its largest image on a slow connection (Lighthouse's mobile
 * emulation: LCP 1.6–1.9 s with them, 0.8–1.1 s without). The inline module script at the end
 * of <body> still loads the same modules, right after the document has been parsed.
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
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(withoutModulePreloads(html), { status, headers: responseHeaders });
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}
