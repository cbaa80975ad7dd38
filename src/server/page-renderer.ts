import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { RenderPage } from "./rendered-pages";

/**
 * React Router's handler over the server build that `npm run build` wrote beside the client
 * build (build/server/index.js next to build/client): it renders the catalogue's pages, the
 * tracking page and the 404 page, with the catalogue and the demo mode in each loader's context. Without one (a CLIENT_DIR with no
 * server build beside it, e.g. the API alone in tests) the server still starts, says so, and
 * answers those paths with the SPA fallback's 404.
 */
export async function loadPageRenderer(
  clientDir: string,
  site: { demoMode: boolean },
): Promise<RenderPage | undefined> {
  const entry = path.join(path.dirname(clientDir), "server", "index.js");
  if (!fs.existsSync(entry)) {
    console.warn(`No server build at ${entry} (run npm run build): catalogue pages are not served`);
    return undefined;
  }
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  // The context's own properties as they are (its catalogue may be a getter that throws when
  // the database cannot be read: rendered-pages.ts), plus the demo mode.
  return (request, context) =>
    handle(
      request,
      Object.defineProperties(
        { demoMode: site.demoMode },
        Object.getOwnPropertyDescriptors(context),
      ) as typeof context & { demoMode: boolean },
    );
}
