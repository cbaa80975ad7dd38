import type { Hono } from "hono";
import { ADMIN_MANIFEST_PATH, ADMIN_MANIFEST_TYPE, adminManifest } from "../shared/admin-manifest";
import { LANGUAGE_TAGS, LOCALES, localizedPath, type Locale } from "../shared/locale";
import { PATHS, publicPaths } from "../shared/paths";
import { absoluteUrl } from "../shared/structured-data";
import type { CatalogueSource } from "./catalogue/catalogue-source";
import { compressFile, type CompressedFile } from "./compressed-files";
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

/** A page's URL in a language, as the sitemap writes it. */
const urlIn = (path: string, locale: Locale) => escapeXml(absoluteUrl(localizedPath(path, locale)));

/**
 * sitemap.xml: every public page in both languages, the shown designs' included, by its
 * canonical URL, each with its alternates (en-IN, hi-IN, x-default) as search engines read them.
 */
export function sitemapXml(designs: readonly { slug: string }[]): string {
  const alternates = (path: string) => [
    ...LOCALES.map(
      (l) =>
        `    <xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[l]}" href="${urlIn(path, l)}"/>`,
    ),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${urlIn(path, "en")}"/>`,
  ];
  const urls = publicPaths(designs).flatMap((path) =>
    LOCALES.map((locale) =>
      [`  <url>`, `    <loc>${urlIn(path, locale)}</loc>`, ...alternates(path), `  </url>`].join(
        "\n",
      ),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * robots.txt, the back office's web app manifest, and sitemap.xml made again for each catalogue revision (without a catalogue, the
 * pages that do not depend on it). Crawlers may keep them an hour; the sitemap is revalidated.
 */
export function mountSiteFiles(app: Hono, catalogue?: CatalogueSource): void {
  const robots = compressFile(Buffer.from(robotsTxt()), "text/plain; charset=utf-8");
  const xml = (designs: readonly { slug: string }[]) =>
    compressFile(Buffer.from(sitemapXml(designs)), "application/xml; charset=utf-8");
  let sitemap: { revision: number; file: CompressedFile } = { revision: -1, file: xml([]) };
  const manifest = compressFile(Buffer.from(JSON.stringify(adminManifest())), ADMIN_MANIFEST_TYPE);
  app.get("/robots.txt", (c) =>
    sendCompressed(c, robots, 200, { "Cache-Control": "public, max-age=3600" }),
  );
  // The back office's web app manifest: browsers read it again now and then to update the app.
  app.get(ADMIN_MANIFEST_PATH, (c) =>
    sendCompressed(c, manifest, 200, { "Cache-Control": "no-cache" }),
  );
  app.get("/sitemap.xml", async (c) => {
    if (catalogue) {
      const { revision, view } = await catalogue.current();
      if (revision !== sitemap.revision) sitemap = { revision, file: xml(view.designs) };
    }
    return sendCompressed(c, sitemap.file, 200, { "Cache-Control": "no-cache" });
  });
}
