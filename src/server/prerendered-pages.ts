import fs from "node:fs";
import path from "node:path";
import { inlineHashes } from "./inline-script-hashes";
import { pageCsp } from "./security-headers";

/** One HTML file of the build, with the Content-Security-Policy that lets it run. */
export interface Page {
  html: string;
  csp: string;
}

export interface PrerenderedPages {
  /** The page for a URL path: "/products", "/products/" and "/products/index.html" alike. */
  find(urlPath: string): Page | undefined;
  /** The SPA fallback (the client router renders the 404 page in it). */
  fallback: Page;
}

const FALLBACK_FILE = "__spa-fallback.html";
const BARE_NOT_FOUND = "<!doctype html><title>Not found</title><h1>Oops! Page not found</h1>";

/**
 * Reads every HTML file of the client build once, at start: the build does not change while
 * the server runs, so pages and their script hashes are computed once and requests never touch
 * the disk. Only files that exist are keys, so odd URLs cannot grow the cache.
 */
export function loadPrerenderedPages(clientDir: string): PrerenderedPages {
  const pages = new Map<string, Page>();
  for (const file of htmlFiles(clientDir)) {
    const html = fs.readFileSync(path.join(clientDir, file), "utf8");
    pages.set(file.split(path.sep).join("/"), toPage(html));
  }
  return {
    find: (urlPath) => {
      const key = pageKey(urlPath);
      return key === undefined ? undefined : pages.get(key);
    },
    fallback: pages.get(FALLBACK_FILE) ?? toPage(BARE_NOT_FOUND),
  };
}

export function toPage(html: string): Page {
  return { html, csp: pageCsp(inlineHashes(html)) };
}

/** "/" → "index.html", "/products/" → "products/index.html"; other files only if .html. */
function pageKey(urlPath: string): string | undefined {
  const segments = decodeSafe(urlPath).split("/").filter(Boolean);
  const last = segments.at(-1) ?? "";
  if (path.extname(last) === "") return [...segments, "index.html"].join("/");
  return last.endsWith(".html") ? segments.join("/") : undefined;
}

function htmlFiles(clientDir: string): string[] {
  try {
    return fs
      .readdirSync(clientDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".html"))
      .filter((file) => fs.statSync(path.join(clientDir, file)).isFile());
  } catch {
    return [];
  }
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
