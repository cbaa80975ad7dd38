/**
 * Issue 27: client navigation's data answers (/products.data, 287 KB with 300 designs) went
 * uncompressed and were rendered for every request. They are compressed like the pages, and
 * rendered once per catalogue revision. Uses the real build's React Router renderer.
 */
import path from "node:path";
import zlib from "node:zlib";
import { expect, it } from "vitest";
import { createApp } from "./app";
import { createCatalogueSource } from "./catalogue/catalogue-source";
import { editDesign } from "./catalogue/design-writes";
import { loadPageRenderer } from "./page-renderer";
import { folderPhotoStore } from "./photos/photo-store";
import type { RenderPage } from "./rendered-pages";
import { describeEachEngine, useTestDatabase } from "./test-support/databases";
import { requireBuild } from "./test-support/server-process";

describeEachEngine("client navigation's data answers", (engine) => {
  const test = useTestDatabase(engine);

  it("are compressed, and rendered once per catalogue revision", async () => {
    const { clientDir } = requireBuild();
    const real = (await loadPageRenderer(clientDir, { demoMode: true }))!;
    const rendered: string[] = [];
    const render: RenderPage = (request, context) => {
      const url = new URL(request.url);
      rendered.push(`${url.pathname}${url.search}`);
      return real(request, context);
    };
    render.notFoundAt = real.notFoundAt;
    const source = createCatalogueSource(test.db.db);
    const app = createApp({
      clientDir,
      catalogue: { source, photos: folderPhotoStore(path.join(clientDir, "none")), render },
    });
    const get = (url: string, encoding?: string) =>
      app.request(url, { headers: encoding ? { "accept-encoding": encoding } : {} });

    const plain = await get("/products.data");
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-type")).toBe("text/x-script");
    expect(plain.headers.get("x-remix-response")).toBe("yes");
    expect(plain.headers.get("cache-control")).toBe("no-store");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const text = await plain.text();
    expect(text).toContain("Maroon Gota Patti Rajputi Poshak");

    const br = await get("/products.data", "gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    const brBytes = Buffer.from(await br.arrayBuffer());
    // One page of 24 cards now (a few KB, no longer the whole catalogue): less to squeeze.
    expect(brBytes.length).toBeLessThan(text.length / 2);
    expect(zlib.brotliDecompressSync(brBytes).toString()).toBe(text);

    const gzip = await get(
      "/products.data?category=Spacesuit&utm_source=x&page=2",
      "gzip, deflate",
    );
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(text);
    // One rendering for the three: values no list has, other parameters and a page past the
    // last (19 designs are one page) change nothing.
    expect(rendered).toEqual(["/products.data"]);

    // A filter and a page are the list's address (issue 27: the list in pages), in one
    // spelling; React Router's own parameter is kept: it names the loaders to run.
    const lehengas = await get("/products.data?category=Lehenga", "br");
    const lehengaText = zlib.brotliDecompressSync(Buffer.from(await lehengas.arrayBuffer()));
    expect(lehengaText.toString()).not.toBe(text);
    const routes = await get("/products.data?_routes=routes%2Fproducts", "br");
    expect(routes.status).toBe(200);
    await get("/products.data?_routes=routes%2Fproducts&utm_source=x", "br");
    await get("/products.data?color=Teal&_routes=routes%2Fproducts&category=Lehenga", "br");
    await get("/products.data?category=Lehenga&_routes=routes%2Fproducts&color=Teal", "br");
    expect(rendered).toEqual([
      "/products.data",
      "/products.data?category=Lehenga",
      "/products.data?_routes=routes%2Fproducts",
      "/products.data?category=Lehenga&color=Teal&_routes=routes%2Fproducts",
    ]);
    rendered.length = 1;

    // A design's page that does not exist: its 404 answered (compressed), never kept.
    for (let i = 0; i < 2; i++) {
      const missing = await get("/products/no-such-design.data", "br");
      expect(missing.status).toBe(404);
    }
    expect(rendered.filter((r) => r.startsWith("/products/no-such-design"))).toHaveLength(2);

    // A catalogue change: the data is rendered again, with the change.
    await editDesign(test.db.db, { by: "sunita", now: new Date() }, 2, {
      name: "Maroon Gota Patti Poshak, Renamed",
    });
    source.changed();
    const after = await get("/products.data", "br");
    const afterText = zlib.brotliDecompressSync(Buffer.from(await after.arrayBuffer())).toString();
    expect(afterText).toContain("Maroon Gota Patti Poshak, Renamed");
    expect(rendered.filter((r) => r === "/products.data")).toHaveLength(2);
  });
});
