import { describe, expect, it } from "vitest";
import { BUSINESS } from "../shared/business";
import { DESIGNS } from "../shared/catalogue";
import { createApp } from "./app";

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

  it("sitemap.xml lists every public page and every design page, never /admin", async () => {
    const res = await app.request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ["/", "/products", "/manufacturing", "/tracking", "/contact"]) {
      expect(locs).toContain(new URL(path, BUSINESS.siteUrl).href);
    }
    expect(locs.filter((l) => l?.includes("/products/"))).toHaveLength(DESIGNS.length);
    expect(locs.some((l) => l?.includes("/admin"))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
  });
});
