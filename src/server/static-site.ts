import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import { loadPrerenderedPages, type Page } from "./prerendered-pages";

/**
 * Serves the built client: hashed assets with long immutable caching, prerendered pages with
 * revalidation and their own Content-Security-Policy (the hashes of their inline scripts), and
 * the SPA fallback with status 404 for every unknown path (the client router then renders the
 * 404 page).
 */
export function mountStaticSite(app: Hono, clientDir: string): void {
  const pages = loadPrerenderedPages(clientDir);
  const root = path.relative(process.cwd(), clientDir);

  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );

  app.get("*", async (c, next) => {
    const page = pages.find(c.req.path);
    return page ? sendPage(c, page, 200) : next();
  });

  app.use(
    "*",
    serveStatic({
      root,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
    }),
  );

  app.notFound((c) => sendPage(c, pages.fallback, 404));
}

function sendPage(c: Context, page: Page, status: 200 | 404): Response {
  c.header("Cache-Control", "no-cache");
  c.header("Content-Security-Policy", page.csp);
  return c.html(page.html, status);
}
