import { gzipSync } from "node:zlib";
import type { Browser, Response } from "@playwright/test";
import { newContext, settle } from "./browser";
import { documentHeaderProblems } from "./document-headers";

export interface JsFile {
  url: string;
  /** gzip -9 of the decoded body, bytes. */
  gzipBytes: number;
  /** Bytes on the wire (encoded body + headers). */
  transferBytes: number;
}

export interface PageWeight {
  route: string;
  /** Every JavaScript file the page loaded. */
  js: JsFile[];
  /** Sum of the JavaScript's gzip -9 sizes, KB (1024 B). */
  jsKbGzip: number;
  /** Everything on the wire (bodies as sent, and headers), KB. */
  transferKb: number;
  /** Responses of every kind. */
  requests: number;
  /** Web fonts: those fetched (bytes on the wire) and those inlined as data: URLs, KB. */
  fontKb: number;
  /** The biggest responses, for the report. */
  largest: { url: string; kb: number; type: string }[];
  /** Admin-only chunks this public page loaded (must be empty). */
  adminLoaded: string[];
  /** Uncaught exceptions and console errors while loading (a broken hydration shows here, and
   * Chromium reports each Content-Security-Policy violation as one), and what the page's own
   * response headers lack (document-headers.ts). */
  pageErrors: string[];
  /** Whether <html data-hydrated="true"> was set once the page had settled. */
  hydrated: boolean;
  error?: string;
}

const kb = (bytes: number) => bytes / 1024;

async function transferBytes(response: Response): Promise<number> {
  try {
    const sizes = await response.request().sizes();
    return sizes.responseBodySize + sizes.responseHeadersSize;
  } catch {
    return (await response.body().catch(() => Buffer.alloc(0))).length;
  }
}

/**
 * What a public page costs a first visit on a phone: a fresh 390 px page (empty cache) is opened
 * and left until it has hydrated, the network has been quiet for 500 ms and 2 s more have
 * passed (the carousel's next slide and lazy images in view load by then). Every response until
 * then counts: its bytes on the wire, and for JavaScript its gzip -9 size.
 */
export async function measurePage(
  browser: Browser,
  base: string,
  route: string,
  adminOnly: Set<string>,
): Promise<PageWeight> {
  const context = await newContext(browser, "phone");
  const page = await context.newPage();
  const responses: Response[] = [];
  const pageErrors: string[] = [];
  const pageError = (text: string) => {
    const flat = text.replace(/\s+/g, " ");
    // Keep the start and the end (where Chrome names the missing CSP hash).
    const short = flat.length <= 260 ? flat : `${flat.slice(0, 120)} … ${flat.slice(-135)}`;
    if (!pageErrors.includes(short)) pageErrors.push(short);
  };
  page.on("pageerror", (e) => pageError(`uncaught ${e.name}: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") pageError(`console.error: ${m.text()}`);
  });
  page.on("response", (response) => responses.push(response));
  try {
    const answer = await page.goto(base + route);
    for (const problem of documentHeaderProblems(answer?.headers() ?? {})) pageError(problem);
    await settle(page, { extraIdleMs: 2000 });
    const hydrated = await page.evaluate(
      () => document.documentElement.dataset.hydrated === "true",
    );
    const rows = await Promise.all(responses.map(row));
    const js = rows.flatMap((r) => (r.js ? [r.js] : []));
    const inlinedFonts = await page.evaluate(() =>
      [...document.querySelectorAll("style")]
        .flatMap((s) => [
          ...(s.textContent ?? "").matchAll(/url\(data:font\/woff2;base64,([^)]+)\)/g),
        ])
        .reduce((sum, m) => sum + Math.floor((m[1]!.length * 3) / 4), 0),
    );
    return {
      route,
      js,
      jsKbGzip: kb(js.reduce((sum, f) => sum + f.gzipBytes, 0)),
      transferKb: kb(rows.reduce((sum, r) => sum + r.bytes, 0)),
      requests: rows.length,
      fontKb: kb(
        rows.filter((r) => r.type === "font").reduce((sum, r) => sum + r.bytes, 0) + inlinedFonts,
      ),
      largest: rows
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 6)
        .map((r) => ({ url: r.url, kb: kb(r.bytes), type: r.type })),
      adminLoaded: js.map((f) => f.url).filter((u) => adminOnly.has(u)),
      pageErrors,
      hydrated,
    };
  } catch (error) {
    return {
      route,
      js: [],
      jsKbGzip: NaN,
      transferKb: NaN,
      requests: NaN,
      fontKb: NaN,
      largest: [],
      adminLoaded: [],
      pageErrors,
      hydrated: false,
      error: String(error),
    };
  } finally {
    await context.close();
  }
}

async function row(response: Response) {
  const url = new URL(response.url());
  const isJs =
    url.pathname.endsWith(".js") ||
    /javascript|ecmascript/.test(response.headers()["content-type"] ?? "");
  const bytes = await transferBytes(response);
  const js =
    isJs && response.status() < 400
      ? {
          url: url.pathname,
          gzipBytes: gzipSync(await response.body().catch(() => Buffer.alloc(0)), { level: 9 })
            .length,
          transferBytes: bytes,
        }
      : undefined;
  return { url: url.pathname, bytes, type: response.request().resourceType(), js };
}

/** The scripts a prerendered page names: <script src> and <link rel=modulepreload href>. */
export function htmlScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/gi) ?? []) {
    const isScript = /^<script/i.test(tag);
    if (!isScript && !/\brel=["']?modulepreload\b/i.test(tag)) continue;
    const src = /\b(?:src|href)=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (src) urls.add(src);
  }
  // Module scripts inline may import chunks: import("/assets/x.js") or from "/assets/x.js".
  for (const m of html.matchAll(/["'](\/assets\/[\w.-]+\.js)["']/g)) urls.add(m[1]!);
  return [...urls];
}
