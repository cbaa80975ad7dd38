import path from "node:path";
import {
  compressFile,
  fileKey,
  readCompressedFiles,
  type CompressedFile,
} from "./compressed-files";
import { inlineHashes } from "./inline-script-hashes";
import { pageCsp } from "./security-headers";

/** One HTML file of the build, compressed, with the Content-Security-Policy that lets it run. */
export interface Page {
  file: CompressedFile;
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
const HTML_TYPE = "text/html; charset=utf-8";

/**
 * Reads and compresses every HTML file of the client build once, at start: the build does not
 * change while the server runs, so pages, their encodings and script hashes are computed once
 * and requests never touch the disk. Only files that exist are keys, so odd URLs cannot grow
 * the cache.
 */
export function loadPrerenderedPages(clientDir: string): PrerenderedPages {
  const pages = new Map<string, Page>();
  for (const [key, file] of readCompressedFiles(clientDir, (f) => f.endsWith(".html"))) {
    pages.set(key, { file, csp: cspOf(file) });
  }
  return {
    find: (urlPath) => {
      const key = pageKey(urlPath);
      return key === undefined ? undefined : pages.get(key);
    },
    fallback: pages.get(FALLBACK_FILE) ?? toPage(BARE_NOT_FOUND),
  };
}

/** A page from its HTML: compressed, with the policy that lets its own inline scripts run. */
export function toPage(html: string): Page {
  const file = compressFile(Buffer.from(html), HTML_TYPE);
  return { file, csp: cspOf(file) };
}

const cspOf = (file: CompressedFile) =>
  pageCsp(inlineHashes(new TextDecoder().decode(file.identity)));

/** "/" → "index.html", "/products/" → "products/index.html"; other files only if .html. */
function pageKey(urlPath: string): string | undefined {
  const segments = fileKey(urlPath).split("/").filter(Boolean);
  const last = segments.at(-1) ?? "";
  if (path.extname(last) === "") return [...segments, "index.html"].join("/");
  return last.endsWith(".html") ? segments.join("/") : undefined;
}
