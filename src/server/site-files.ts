import type { Hono } from "hono";
import { PATHS, PUBLIC_PATHS } from "../shared/paths";
import { absoluteUrl } from "../shared/structured-data";
import { compressFile } from "./compressed-files";
import { sendCompressed } from "./send-compressed";

/** robots.txt: everything public may be crawled; the owners' area and the API may not. */
export function robotsTxt(): string {
  return [
    "User-agent: *",
    `Disallow: ${PATHS.admin}`,
    "Disallow: /api/",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
}

/** sitemap.xml: every public page, prerendered or not, by its canonical URL. */
export function sitemapXml(): string {
  const urls = PUBLIC_PATHS.map((path) => `  <url><loc>${absoluteUrl(path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function mountSiteFiles(app: Hono): void {
  const robots = compressFile(Buffer.from(robotsTxt()), "text/plain; charset=utf-8");
  const sitemap = compressFile(Buffer.from(sitemapXml()), "application/xml; charset=utf-8");
  const headers = { "Cache-Control": "public, max-age=3600" };
  app.get("/robots.txt", (c) => sendCompressed(c, robots, 200, headers));
  app.get("/sitemap.xml", (c) => sendCompressed(c, sitemap, 200, headers));
}
