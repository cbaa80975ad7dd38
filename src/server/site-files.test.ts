import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_MANIFEST_PATH, adminManifest } from "../shared/admin-manifest";
import { BUSINESS } from "../shared/business";
import { DESIGNS, designSlug } from "../shared/catalogue";
import { localizedPath } from "../shared/locale";
import { createApp } from "./app";
import { allowTimeForScrypt } from "./test-support/admin-app";
import { createCatalogueTestApp } from "./test-support/catalogue-app";
import { describeEachEngine, useTestDatabase } from "./test-support/databases";

allowTimeForScrypt();

const app = createApp({ clientDir: "/nonexistent" });

describe("robots.txt and sitemap.xml", () => {
  it("robots.txt keeps /admin and the API out and points at the sitemap", async () => {
    const res = await app.request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toContain(`Sitemap: ${BUSINESS.siteUrl}/sitemap.xml`);
  });

  it("sitemap.xml without a catalogue lists the pages that do not depend on it", async () => {
    const xml = await (await app.request("/sitemap.xml")).text();
    // Seven pages (the privacy notice and the measurement guide among them), each in English
    // and in Hindi.
    expect(xml.match(/<loc>/g)).toHaveLength(14);
    expect(xml).toContain("/size-guide</loc>");
  });
});

describe("the back office's web app manifest", () => {
  it("is served under /admin as a manifest, scoped to the back office, its icons under it", async () => {
    const res = await app.request(ADMIN_MANIFEST_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/manifest+json; charset=utf-8");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    const manifest = (await res.json()) as ReturnType<typeof adminManifest>;
    expect(manifest).toEqual(adminManifest());
    expect(manifest).toMatchObject({ scope: "/admin", start_url: "/admin", display: "standalone" });
    for (const icon of manifest.icons) expect(icon.src).toMatch(/^\/admin\/[a-z0-9-]+\.png$/);
    // The icons the manifest names are in public/admin, so the build serves them.
    for (const icon of manifest.icons)
      expect(fs.existsSync(path.join("public", icon.src)), icon.src).toBe(true);
  });
});

describeEachEngine("sitemap.xml from the catalogue", (engine) => {
  const testDb = useTestDatabase(engine);
  it("lists every public page and every shown design's page, never /admin", async () => {
    const { app } = await createCatalogueTestApp(testDb.db);
    const res = await app.request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ["/", "/products", "/manufacturing", "/tracking", "/contact", "/privacy"]) {
      expect(locs).toContain(new URL(path, BUSINESS.siteUrl).href);
      expect(locs).toContain(new URL(localizedPath(path, "hi"), BUSINESS.siteUrl).href);
    }
    expect(locs.filter((l) => l?.includes("/products/"))).toEqual(
      DESIGNS.flatMap((d) => [
        `${BUSINESS.siteUrl}/products/${designSlug(d)}`,
        `${BUSINESS.siteUrl}/hi/products/${designSlug(d)}`,
      ]),
    );
    expect(locs.some((l) => l?.includes("/admin"))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("gives each page its alternates: en-IN, hi-IN and x-default (the English page)", async () => {
    const { app } = await createCatalogueTestApp(testDb.db);
    const xml = await (await app.request("/sitemap.xml")).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)]
      .map((match) => match[1]!)
      .find((u) => u.includes(`<loc>${BUSINESS.siteUrl}/hi/contact</loc>`));
    expect(entry).toBeDefined();
    for (const [lang, path] of [
      ["en-IN", "/contact"],
      ["hi-IN", "/hi/contact"],
      ["x-default", "/contact"],
    ]) {
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="${lang}" href="${BUSINESS.siteUrl}${path}"/>`,
      );
    }
  });
});
