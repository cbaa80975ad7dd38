import type { Context, Hono } from "hono";
import { fileKey, readCompressedFiles } from "./compressed-files";
import { loadPrerenderedPages, type Page } from "./prerendered-pages";
import { sendCompressed } from "./send-compressed";
import { isBackOffice, PATHS } from "../shared/paths";

const IMMUTABLE = "public, max-age=31536000, immutable";
const ONE_HOUR = "public, max-age=3600";

/**
 * Serves the built client from memory, each file compressed once at start
 * (compressed-files.ts): hashed assets with long immutable caching, other files (images,
 * favicon) for an hour, prerendered pages with revalidation and their own
 * Content-Security-Policy (the hashes of their inline scripts), the /admin page for every path
 * under /admin/, and the SPA fallback with status 404 for every other unknown path (the client
 * router then renders the 404 page).
 */
export function mountStaticSite(
  app: Hono,
  clientDir: string,
  /** Who answers paths the build has no file for; by default the SPA fallback, status 404. */
  notFound?: (c: Context) => Response | Promise<Response>,
): void {
  const pages = loadPrerenderedPages(clientDir);
  const files = readCompressedFiles(clientDir, (file) => !file.endsWith(".html"));
  // Every back-office screen has its own address; one page (prerendered as /admin) shows them
  // all, reading the screen from the address once it runs (shared/admin-paths.ts).
  const backOffice = pages.find(PATHS.admin);

  app.get("*", (c, next) => {
    const page = pages.find(c.req.path);
    if (page) return sendPage(c, page, 200);
    const key = fileKey(c.req.path);
    const file = files.get(key);
    if (!file)
      return isBackOffice(c.req.path) && backOffice ? sendPage(c, backOffice, 200) : next();
    const cache = key.startsWith("assets/") ? IMMUTABLE : ONE_HOUR;
    return sendCompressed(c, file, 200, { "Cache-Control": cache });
  });

  app.notFound(notFound ?? ((c) => sendPage(c, pages.fallback, 404)));
}

/** A page: revalidated on every visit, with its own Content-Security-Policy. */
export function sendPage(c: Context, page: Page, status: 200 | 404): Response {
  return sendCompressed(c, page.file, status, {
    "Cache-Control": "no-cache",
    "Content-Security-Policy": page.csp,
  });
}
