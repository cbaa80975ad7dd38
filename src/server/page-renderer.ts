import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  createRequestHandler,
  matchRoutes,
  type RouteObject,
  type ServerBuild,
} from "react-router";
import { localeOfPath, localizedPath, withoutLocale } from "../shared/locale";
import { PATHS } from "../shared/paths";
import type { RenderPage } from "./rendered-pages";
import { recentMemo } from "./recent-memo";

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
  const routes = routeTree(build.routes);
  // The context's own properties as they are (its catalogue may be a getter that throws when
  // the database cannot be read: rendered-pages.ts), plus the demo mode.
  const render: RenderPage = (request, context) =>
    handle(
      request,
      Object.defineProperties(
        { demoMode: site.demoMode },
        Object.getOwnPropertyDescriptors(context),
      ) as typeof context & { demoMode: boolean },
    );
  const matchRoute = (pathname: string) => {
    // React Router itself answers a path with doubled slashes that leads to a page.
    const leaf = matchRoutes(routes, pathname.replace(/\/{2,}/g, "/"))?.at(-1);
    return { id: leaf?.route.id, slug: leaf?.params.slug ?? "" };
  };
  // matchRoutes flattens and ranks the whole route tree on every call (issue 27 §5: the most
  // the public pages allocated per request): a path's route is worked out once, for the paths
  // asked most recently (visitors ask for the same pages); a very long one is not kept.
  const recentRoute = recentMemo(matchRoute, ROUTES_REMEMBERED);
  render.notFoundAt = (pathname, catalogue) => {
    const route =
      pathname.length <= LONGEST_REMEMBERED ? recentRoute(pathname) : matchRoute(pathname);
    const locale = localeOfPath(pathname);
    if (route.id === NOT_FOUND_ROUTE) return localizedPath(sectionStandIn(pathname), locale);
    if (route.id === DESIGN_ROUTE && !catalogue.lookup(route.slug))
      return localizedPath(`${PATHS.products}/${STAND_IN}`, locale);
    return undefined;
  };
  return render;
}

/** Every page of both languages (300 designs each) with room to spare: at most 0.5 MB of paths. */
const ROUTES_REMEMBERED = 1_000;
const LONGEST_REMEMBERED = 256;
/** The catch-all route (src/client/routes.ts): the 404 page for any path no page has. */
const NOT_FOUND_ROUTE = "routes/not-found";
/** A design's page, the 404 page for a slug the catalogue does not have. */
const DESIGN_ROUTE = "routes/design";
/** No design, no page: this segment is never a slug (slugs are lower-case words). */
const STAND_IN = "__not-found";
/** The sections whose nav link shows as current on a 404 under them (NavLink matches a prefix). */
const SECTIONS = new Set(["products", "manufacturing", "contact", "tracking", "privacy"]);

/** An unknown path's English stand-in: its section kept, deep enough that no page matches. */
function sectionStandIn(pathname: string): string {
  const section = withoutLocale(pathname).split("/")[1] ?? "";
  return SECTIONS.has(section) ? `/${section}/${STAND_IN}/${STAND_IN}` : `/${STAND_IN}`;
}

/** The build's flat route manifest as the tree matchRoutes reads. */
function routeTree(manifest: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(manifest).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    const { id, path, caseSensitive } = route;
    if (route.index) return [{ id, path, caseSensitive, index: true }];
    return [{ id, path, caseSensitive, children: routeTree(manifest, id) }];
  });
}
