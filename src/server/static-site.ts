import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";

/**
 * Serves the built client: hashed assets with long immutable caching, prerendered pages with
 * revalidation, and the SPA fallback with status 404 for every unknown path (the client router
 * then renders the 404 page).
 */
export function mountStaticSite(app: Hono, clientDir: string): void {
  const fallback = readIfExists(path.join(clientDir, "__spa-fallback.html"));

  app.use(
    "/assets/*",
    serveStatic({
      root: path.relative(process.cwd(), clientDir),
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );

  app.get("*", async (c, next) => {
    const page = prerenderedPage(clientDir, c.req.path);
    if (page) {
      c.header("Cache-Control", "no-cache");
      return c.html(page);
    }
    return next();
  });

  app.use(
    "*",
    serveStatic({
      root: path.relative(process.cwd(), clientDir),
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
    }),
  );

  app.notFound((c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(fallback ?? "<h1>Oops! Page not found</h1>", 404);
  });
}

/** "/products" and "/products/" map to products/index.html; "/" to index.html. */
function prerenderedPage(clientDir: string, urlPath: string): string | undefined {
  const clean = decodeSafe(urlPath).replace(/\/+$/, "");
  if (clean.includes("..") || clean.includes("\0")) return undefined;
  if (clean !== "" && path.extname(clean) !== "") return undefined;
  return readIfExists(path.join(clientDir, clean, "index.html"));
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function readIfExists(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
