import { gzipSync } from "node:zlib";
import type { Browser, Response } from "@playwright/test";
import { BUDGETS } from "./budgets";
import { newContext, settle } from "./browser";

export interface JsFile {
  url: string;
  /** gzip -9 of the decoded body, bytes. */
  gzipBytes: number;
  /** Bytes on the wire (encoded body + headers). */
  transferBytes: number;
}

export interface RouteJs {
  route: string;
  files: JsFile[];
  /** Sum of gzip -9 sizes, KB (1024 B). */
  kbGzip: number;
  /** Admin-only chunks this public page loaded (must be empty). */
  adminLoaded: string[];
  /** Uncaught exceptions and console errors while loading (a broken hydration shows here). */
  pageErrors: string[];
  /** Whether <html data-hydrated="true"> was set once the page had settled. */
  hydrated: boolean;
  error?: string;
}

export interface Transfer {
  route: string;
  /** Everything on the wire, KB. */
  totalKb: number;
  requests: number;
  /** The biggest responses, for the report. */
  largest: { url: string; kb: number; type: string }[];
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
 * The JavaScript a public route loads before it is interactive: a fresh phone-sized page is
 * opened and left until it has loaded and the network is quiet; every .js response until then
 * counts, at its gzip -9 size.
 */
export async function measureRouteJs(
  browser: Browser,
  base: string,
  route: string,
  adminOnly: Set<string>,
): Promise<RouteJs> {
  const context = await newContext(browser, "phone");
  const page = await context.newPage();
  const pending: Promise<JsFile>[] = [];
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
  page.on("response", (response) => {
    const url = new URL(response.url());
    const isJs =
      url.pathname.endsWith(".js") ||
      /javascript|ecmascript/.test(response.headers()["content-type"] ?? "");
    if (!isJs || response.status() >= 400) return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        return {
          url: url.pathname,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          transferBytes: await transferBytes(response),
        };
      })(),
    );
  });
  try {
    await page.goto(base + route);
    await settle(page);
    const files = await Promise.all(pending);
    const hydrated = await page.evaluate(
      () => document.documentElement.dataset.hydrated === "true",
    );
    return {
      hydrated,
      route,
      files,
      kbGzip: kb(files.reduce((sum, f) => sum + f.gzipBytes, 0)),
      adminLoaded: files.map((f) => f.url).filter((u) => adminOnly.has(u)),
      pageErrors,
    };
  } catch (error) {
    return {
      route,
      files: [],
      kbGzip: NaN,
      adminLoaded: [],
      pageErrors,
      hydrated: false,
      error: String(error),
    };
  } finally {
    await context.close();
  }
}

/** Everything the page transfers at 390 px with an empty cache: load, quiet network, 2 s idle. */
export async function measureTransfer(
  browser: Browser,
  base: string,
  route: string,
): Promise<Transfer> {
  const context = await newContext(browser, "phone");
  const page = await context.newPage();
  const responses: Response[] = [];
  page.on("response", (response) => responses.push(response));
  try {
    await page.goto(base + route);
    await settle(page, { extraIdleMs: 2000 });
    const rows = await Promise.all(
      responses.map(async (r) => ({
        url: new URL(r.url()).pathname,
        bytes: await transferBytes(r),
        type: r.request().resourceType(),
      })),
    );
    const total = rows.reduce((sum, r) => sum + r.bytes, 0);
    return {
      route,
      totalKb: kb(total),
      requests: rows.length,
      largest: rows
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 8)
        .map((r) => ({ url: r.url, kb: kb(r.bytes), type: r.type })),
    };
  } catch (error) {
    return { route, totalKb: NaN, requests: 0, largest: [], error: String(error) };
  } finally {
    await context.close();
  }
}

export const jsOverBudget = (r: RouteJs) => !(r.kbGzip <= BUDGETS.jsKbGzip);
export const transferOverBudget = (t: Transfer) => !(t.totalKb <= BUDGETS.homeTransferKb);

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
