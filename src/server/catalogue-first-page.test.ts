/**
 * Issue 27: with 300 designs, /products rendered every design (288 cards, 1.6 MB of HTML, 301
 * KB of inlined data). Its first page now holds PAGE_SIZE designs whatever the catalogue's size:
 * measured on the real build's renderer, with the designs added through the owners' API.
 */
import { expect, it } from "vitest";
import { PAGE_SIZE } from "../shared/catalogue-page";
import { DESIGNS } from "../shared/catalogue";
import { loadPageRenderer } from "./page-renderer";
import { allowTimeForScrypt } from "./test-support/admin-app";
import { createCatalogueTestApp, ownerApi } from "./test-support/catalogue-app";
import { describeEachEngine, useTestDatabase } from "./test-support/databases";
import { DESIGNS_IN_FIVE_YEARS, moreDesigns } from "./test-support/more-designs";
import { requireBuild } from "./test-support/server-process";

allowTimeForScrypt();

/** What a first visit receives: the HTML, and of it the data React Router inlines for hydration. */
function measure(html: string) {
  const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((s) => s[1]!);
  return {
    html: Buffer.byteLength(html),
    data: scripts
      .filter((s) => s.includes("streamController.enqueue"))
      .reduce((sum, s) => sum + Buffer.byteLength(s), 0),
    cards: html.match(/data-testid="design-card"/g)?.length ?? 0,
  };
}

type Measured = ReturnType<typeof measure>;

describeEachEngine("the catalogue's first page", (engine) => {
  const testDb = useTestDatabase(engine);

  it("keeps its size from the seed's 19 designs to 300: one page of designs, whatever the catalogue", async () => {
    const render = (await loadPageRenderer(requireBuild().clientDir, { demoMode: true }))!;
    const site = await createCatalogueTestApp(testDb.db, { render });
    const api = ownerApi(site.app, site.token);
    const added = moreDesigns(DESIGNS_IN_FIVE_YEARS - DESIGNS.length);
    const addUpTo = async (total: number) => {
      for (const design of added.slice(0, total - DESIGNS.length)) {
        const created = await api.post("/designs", design);
        expect(created.status, created.body.error).toBe(201);
      }
    };
    const firstPages = async () =>
      Promise.all(
        ["/products", "/hi/products"].map(async (path) => {
          const res = await site.app.request(path);
          expect(res.status).toBe(200);
          return measure(await res.text());
        }),
      );

    const [seed, seedHindi] = await firstPages();
    await addUpTo(2 * PAGE_SIZE);
    const [two, twoHindi] = await firstPages();
    // Added in two steps: the first page must not change between 48 designs and 300.
    await addUpTo(DESIGNS_IN_FIVE_YEARS);
    const [all, allHindi] = await firstPages();
    console.log(
      `first page, ${engine}: ` +
        [
          ["19", seed, seedHindi],
          ["48", two, twoHindi],
          ["300", all, allHindi],
        ]
          .map(([n, en, hi]) => `${n} designs: ${JSON.stringify(en)} (Hindi ${JSON.stringify(hi)})`)
          .join("; "),
    );

    const pairs: [Measured, Measured, Measured][] = [
      [seed!, two!, all!],
      [seedHindi!, twoHindi!, allHindi!],
    ];
    for (const [from19, from48, from300] of pairs) {
      expect(from19.cards).toBe(DESIGNS.length);
      expect(from48.cards).toBe(PAGE_SIZE);
      expect(from300.cards).toBe(PAGE_SIZE);
      // From two pages to 300 designs, only numbers change (the counts, "Showing 300 of 300").
      expect(Math.abs(from300.html - from48.html)).toBeLessThan(0.01 * from48.html);
      expect(Math.abs(from300.data - from48.data)).toBeLessThan(0.02 * from48.data);
      // The seed's catalogue is one page of 19 designs; 300 designs' first page has 24 and the
      // page links: within a small margin of it, far from the 10 times the whole list was.
      expect(from300.html).toBeLessThan(1.12 * from19.html);
      expect(from300.data).toBeLessThan(1.12 * from19.data);
    }
  });
});
