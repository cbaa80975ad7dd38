/**
 * Issue 23: the catalogue's orders over the designs as each engine stores them (the owners'
 * featured flag, each design's addedAt), on the real build's renderer: the page's cards, its
 * page links and its canonical address.
 */
import { expect, it } from "vitest";
import { DESIGNS, SEED_FEATURED_IDS } from "../shared/catalogue";
import { sortDesigns } from "../shared/catalogue-sort";
import { loadPageRenderer } from "./page-renderer";
import { allowTimeForScrypt } from "./test-support/admin-app";
import { createCatalogueTestApp, ownerApi } from "./test-support/catalogue-app";
import { describeEachEngine, useTestDatabase } from "./test-support/databases";
import { moreDesigns } from "./test-support/more-designs";
import { requireBuild } from "./test-support/server-process";

allowTimeForScrypt();

const cardNames = (html: string) =>
  [...html.matchAll(/<h3[^>]*><a[^>]*>([^<]+)<\/a><\/h3>/g)].map((x) => x[1]!);
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describeEachEngine("the catalogue's orders", (engine) => {
  const testDb = useTestDatabase(engine);

  it("featured first by default, newest and name on asking, sorted before paging", async () => {
    const render = (await loadPageRenderer(requireBuild().clientDir, { demoMode: true }))!;
    const site = await createCatalogueTestApp(testDb.db, { render });
    const api = ownerApi(site.app, site.token);
    // 29 designs more (48: two pages), one after the other; the 12th featured.
    const added = moreDesigns(29).map((d, k) => ({ ...d, featured: k === 11 }));
    for (const design of added) {
      const created = await api.post("/designs", design);
      expect(created.status, created.body.error).toBe(201);
    }
    const page = async (search: string) => {
      const res = await site.app.request(`/products${search}`);
      expect(res.status).toBe(200);
      return res.text();
    };
    // As the site lists them: the last added first, then the seed's 19.
    const listed = [
      ...added.map((d, k) => ({ ...d, id: 1000 + k, addedAt: "" })).reverse(),
      ...DESIGNS.map((d) => ({ ...d, featured: SEED_FEATURED_IDS.includes(d.id), addedAt: "" })),
    ];
    const featured = sortDesigns(listed, "featured").map((d) => d.name);
    expect(featured.slice(0, 5)).toEqual([
      added[11]!.name,
      ...SEED_FEATURED_IDS.map((id) => DESIGNS.find((d) => d.id === id)!.name),
    ]);
    expect(cardNames(await page(""))).toEqual(featured.slice(0, 24));
    expect(cardNames(await page("?page=2"))).toEqual(featured.slice(24));

    // Newest: the last added first (each added after the one before), the seed's last.
    const newest = cardNames(await page("?sort=newest"));
    expect(newest).toEqual(
      added
        .map((d) => d.name)
        .reverse()
        .slice(0, 24),
    );
    const newest2 = await page("?sort=newest&page=2");
    expect(cardNames(newest2).slice(0, 5)).toEqual(
      added
        .map((d) => d.name)
        .reverse()
        .slice(24),
    );
    expect(cardNames(newest2).slice(5)).toEqual([...DESIGNS].reverse().map((d) => d.name));
    // A sorted view's pages link to each other in its order; its canonical is the first page.
    expect(newest2).toContain('href="/products?sort=newest"');
    expect(canonical(newest2)).toMatch(/\/products$/);

    const byName = listed.map((d) => d.name).sort((a, b) => a.localeCompare(b, "en"));
    expect(cardNames(await page("?sort=name"))).toEqual(byName.slice(0, 24));
    expect(cardNames(await page("?page=2&sort=name"))).toEqual(byName.slice(24));
    const hindi = await (await site.app.request("/hi/products?sort=name")).text();
    expect(cardNames(hindi)).toEqual(byName.slice(0, 24));
  });
});
