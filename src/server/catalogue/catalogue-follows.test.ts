import { beforeAll, expect, it } from "vitest";
import { SEED_LISTS } from "../../shared/catalogue";
import type { PublicCatalogue } from "../../shared/design";
import { VIEWS_KEPT } from "../rendered-address";
import type { RenderPage } from "../rendered-pages";
import { allowTimeForScrypt } from "../test-support/admin-app";
import {
  createCatalogueTestApp,
  ownerApi,
  type CatalogueTestApp,
} from "../test-support/catalogue-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";

allowTimeForScrypt();

/**
 * A stand-in for React Router's handler that says what it was given: the design page of a
 * known design, a redirect for an old address, 404 otherwise. (The real build's pages are
 * checked in the browser tests, e2e/catalogue-*.spec.ts.)
 */
function recordingRenderer() {
  const calls: string[] = [];
  const render: RenderPage = async (request, { catalogue }) => {
    const url = new URL(request.url);
    calls.push(url.pathname + url.search);
    const page = (status: number, body: string) =>
      new Response(`<!doctype html><script>var r=${catalogue.revision}</script>${body}`, {
        status,
        headers: { "content-type": "text/html; charset=utf-8" },
      });
    if (url.pathname === "/products")
      return page(200, catalogue.view.designs.map((d) => `<h3>${d.name}</h3>`).join(""));
    const slug = url.pathname.replace("/products/", "");
    const found = (catalogue as PublicCatalogue).lookup(slug);
    if (found && "design" in found) return page(200, `<h1>${found.design.name}</h1>`);
    if (found)
      return new Response(null, {
        status: 308,
        headers: { location: `/products/${found.movedTo}` },
      });
    return page(404, "<h1>Oops! Page not found</h1>");
  };
  return { render, calls };
}

describeEachEngine("the public site follows the owners' changes", (engine) => {
  const testDb = useTestDatabase(engine);
  let clock = 0;
  let a: CatalogueTestApp;
  let b: CatalogueTestApp;
  const renderer = recordingRenderer();

  beforeAll(async () => {
    // Two instances on one database, each with its own copy of the catalogue.
    a = await createCatalogueTestApp(testDb.db, { clock: () => clock });
    b = await createCatalogueTestApp(testDb.db, { clock: () => clock, render: renderer.render });
  });
  const page = async (t: CatalogueTestApp, path: string) => {
    const res = await t.app.request(path, { redirect: "manual" });
    return { status: res.status, text: await res.text(), headers: res.headers };
  };

  it("renders a page once per catalogue revision and spelling of its query", async () => {
    const first = await page(b, "/products");
    expect(first.status).toBe(200);
    expect(first.text).toContain("Cherry Rani Bambric Satin Poshak");
    expect(first.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(first.headers.get("cache-control")).toBe("no-cache");
    // Parameters that do not change the page share its rendering: values no list has, another
    // parameter, the first page by number, a page past the last (the catalogue has one page).
    for (const query of ["?category=Spacesuit", "?utm_source=x", "?page=1", "?page=9", "?page=x"])
      await page(b, `/products${query}`);
    // A filter is a page of its own, however its query is spelt.
    await page(b, "/products?category=Lehenga");
    await page(b, "/products?category=Lehenga&category=Lehenga&utm_source=x");
    await page(b, "/products?color=Wine&category=Lehenga");
    await page(b, "/products?category=Lehenga&color=Wine");
    expect(renderer.calls.filter((c) => c.startsWith("/products"))).toEqual([
      "/products",
      "/products?category=Lehenga",
      "/products?category=Lehenga&color=Wine",
    ]);
  });

  it("keeps the last VIEWS_KEPT filtered views, so odd filters cannot grow the memory", async () => {
    const views = SEED_LISTS.fabric.flatMap((fabric) =>
      SEED_LISTS.color.flatMap((color) =>
        SEED_LISTS.category.map((c) => `/products?category=${c}&fabric=${fabric}&color=${color}`),
      ),
    );
    expect(views.length).toBeGreaterThan(VIEWS_KEPT);
    const before = renderer.calls.length;
    for (const view of views) await page(b, view);
    expect(renderer.calls.length - before).toBe(views.length);
    // The last one asked for is still kept; the first was let go and is rendered again.
    await page(b, views.at(-1)!);
    expect(renderer.calls.length - before).toBe(views.length);
    await page(b, views[0]!);
    expect(renderer.calls.length - before).toBe(views.length + 1);
  });

  it("a change made on one instance shows on the other within its check interval", async () => {
    const api = ownerApi(a.app, a.token);
    await api.patch("/designs/1", { name: "Cherry Rani Satin Poshak" });
    // The instance that made the change follows at once; the sitemap is the pages' list.
    expect(await (await a.app.request("/sitemap.xml")).text()).toContain(
      "/products/cherry-rani-satin-poshak",
    );
    // The other one still serves its copy for up to a second...
    expect((await page(b, "/products")).text).toContain("Cherry Rani Bambric Satin Poshak");
    clock += 1000;
    // ...then asks the database, sees the new revision and renders again.
    const after = await page(b, "/products");
    expect(after.text).toContain("Cherry Rani Satin Poshak");
    expect(after.text).not.toContain("Bambric");
    expect(renderer.calls.filter((c) => c === "/products")).toHaveLength(2);
    const sitemap = await (await b.app.request("/sitemap.xml")).text();
    expect(sitemap).toContain("/products/cherry-rani-satin-poshak");
    expect(sitemap).not.toContain("/products/cherry-rani-bambric-satin-poshak");
  });

  it("the owners' designs list on each instance follows a change made on the other at once", async () => {
    // Each instance keeps the list it read for the catalogue's revision (keptAdminCatalogue).
    const names = async (t: CatalogueTestApp) =>
      (
        await ownerApi(t.app, t.token).get<{ designs: { name: string }[] }>("/designs")
      ).body.designs.map((d) => d.name);
    expect(await names(a)).toEqual(await names(b));
    await ownerApi(b.app, b.token).patch("/designs/3", { name: "Saffron Leheriya Saree" });
    expect(await names(a)).toContain("Saffron Leheriya Saree");
    await ownerApi(a.app, a.token).patch("/designs/3", { name: "Saffron Leheriya Chiffon Saree" });
    const onB = await names(b);
    expect(onB).toContain("Saffron Leheriya Chiffon Saree");
    expect(onB).not.toContain("Saffron Leheriya Saree");
  });

  it("an old address redirects permanently, without being kept by the browser for good", async () => {
    const moved = await page(b, "/products/cherry-rani-bambric-satin-poshak");
    expect(moved.status).toBe(308);
    expect(moved.headers.get("location")).toBe("/products/cherry-rani-satin-poshak");
    expect(moved.headers.get("cache-control")).toBe("no-cache");
  });

  it("a hidden design's page is 404 and leaves the sitemap; unknown pages are never kept", async () => {
    await ownerApi(a.app, a.token).patch("/designs/2", { hidden: true });
    clock += 1000;
    const hidden = await page(b, "/products/maroon-gota-patti-rajputi-poshak");
    expect(hidden.status).toBe(404);
    expect(hidden.headers.get("content-security-policy")).toMatch(/sha256-/);
    expect(await (await b.app.request("/sitemap.xml")).text()).not.toContain("maroon-gota-patti");
    const before = renderer.calls.length;
    await page(b, "/products/no-such-design");
    await page(b, "/products/no-such-design");
    expect(renderer.calls.length - before).toBe(2);
  });
});
