import { ADMIN_MANIFEST_PATH } from "../shared/admin-manifest";
import type { Context, Hono } from "hono";
import { fileKey, readCompressedFiles, type CompressedFile } from "./compressed-files";
import { loadPrerenderedPages, type Page } from "./prerendered-pages";
import { sendCompressed } from "./send-compressed";
import { isBackOffice, PATHS } from "../shared/paths";

const IMMUTABLE = "public, max-age=31536000, immutable";
const ONE_HOUR = "public, max-age=3600";
const PAGE_CACHE = "no-cache";
const FOUND_KEPT = 1000;

/** A file of the build at an address, and the headers it is sent with. */
export interface SiteFile {
  file: CompressedFile;
  headers: Readonly<Record<string, string>>;
}

/** The built client in memory: what each address of it is (site-listener.ts reads it too). */
export interface StaticSite {
  /** The page or file at a URL path, undefined when the build has none there. */
  find(urlPath: string): SiteFile | undefined;
  /** The SPA fallback page (status 404 when nothing else answers). */
  fallback: Page;
}

/**
 * The built client, each file compressed once at start (compressed-files.ts): hashed assets
 * with long immutable caching, other files (images, favicon) for an hour, prerendered pages
 * with revalidation and their own Content-Security-Policy (the hashes of their inline
 * scripts), the /admin page for every path under /admin/.
 */
export function loadStaticSite(clientDir: string): StaticSite {
  const pages = loadPrerenderedPages(clientDir);
  const files = readCompressedFiles(clientDir, (file) => !file.endsWith(".html"));
  // The headers of each page and file, made once.
  const pageFiles = new Map<Page, SiteFile>();
  const fileOf = (page: Page) => {
    let found = pageFiles.get(page);
    if (!found) {
      found = pageFile(page);
      pageFiles.set(page, found);
    }
    return found;
  };
  const assets = new Map<string, SiteFile>();
  for (const [key, file] of files)
    assets.set(key, {
      file,
      headers: { "Cache-Control": key.startsWith("assets/") ? IMMUTABLE : ONE_HOUR },
    });
  // Every back-office screen has its own address; one page (prerendered as /admin) shows them
  // all, reading the screen from the address once it runs (shared/admin-paths.ts).
  const backOffice = pages.find(PATHS.admin);
  const lookUp = (urlPath: string) => {
    const page = pages.find(urlPath);
    if (page) return fileOf(page);
    const asset = assets.get(fileKey(urlPath));
    if (asset) return asset;
    // The back office's manifest is no screen: its route (site-files.ts) answers it, also when
    // the site's own listener (site-listener.ts) asks here first.
    return isBackOffice(urlPath) && urlPath !== ADMIN_MANIFEST_PATH && backOffice
      ? fileOf(backOffice)
      : undefined;
  };
  // The paths found, as asked (a page is asked for by the same few spellings over and over);
  // bounded, since any number of spellings find a file ("//contact", "/admin/…").
  const found = new Map<string, SiteFile>();
  return {
    find(urlPath) {
      let hit = found.get(urlPath);
      if (hit) return hit;
      hit = lookUp(urlPath);
      if (hit) {
        if (found.size >= FOUND_KEPT) found.clear();
        found.set(urlPath, hit);
      }
      return hit;
    },
    fallback: pages.fallback,
  };
}

/**
 * Serves the static site through Hono, and the SPA fallback with status 404 for every other
 * unknown path (the client router then renders the 404 page) unless `notFound` answers them.
 */
export function mountStaticSite(
  app: Hono,
  site: StaticSite,
  /** Who answers paths the build has no file for; by default the SPA fallback, status 404. */
  notFound?: (c: Context) => Response | Promise<Response>,
): void {
  app.get("*", (c, next) => {
    const found = site.find(c.req.path);
    return found ? sendCompressed(c, found.file, 200, found.headers) : next();
  });
  app.notFound(notFound ?? ((c) => sendPage(c, site.fallback, 404)));
}

/** A page's own headers: revalidated on every visit, with its own Content-Security-Policy. */
const pageHeaders = (page: Page) => ({
  "Cache-Control": PAGE_CACHE,
  "Content-Security-Policy": page.csp,
});

/** A page as a file of the site, with the headers sendPage gives it (site-listener.ts). */
export const pageFile = (page: Page): SiteFile => ({ file: page.file, headers: pageHeaders(page) });

/** A page: revalidated on every visit, with its own Content-Security-Policy. */
export function sendPage(c: Context, page: Page, status: 200 | 404): Response {
  return sendCompressed(c, page.file, status, pageHeaders(page));
}
