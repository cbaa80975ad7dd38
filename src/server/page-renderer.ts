import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { RenderPage } from "./rendered-pages";

/**
 * React Router's handler over the server build that `npm run build` wrote beside the client
 * build (build/server/index.js next to build/client): it renders the catalogue's pages and the
 * 404 page, with the catalogue in each loader's context.
 */
export async function loadPageRenderer(clientDir: string): Promise<RenderPage> {
  const entry = path.join(path.dirname(clientDir), "server", "index.js");
  if (!fs.existsSync(entry))
    throw new Error(`No server build at ${entry}: run npm run build (CLIENT_DIR=${clientDir})`);
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  return (request, context) => handle(request, context);
}
