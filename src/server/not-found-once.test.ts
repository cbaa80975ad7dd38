/**
 * Issue 21 §3: every unknown address was rendered afresh (12-16 ms of CPU each). The 404 page
 * is rendered once per catalogue revision, language and section, and served from memory; it
 * shows nothing of the address asked for. Uses the real build's React Router renderer.
 */
import path from "node:path";
import { expect, it } from "vitest";
import { createApp } from "./app";
import { createCatalogueSource } from "./catalogue/catalogue-source";
import { loadPageRenderer } from "./page-renderer";
import { folderPhotoStore } from "./photos/photo-store";
import type { RenderPage } from "./rendered-pages";
import { describeEachEngine, useTestDatabase } from "./test-support/databases";
import { requireBuild } from "./test-support/server-process";

describeEachEngine("the 404 page, rendered once", (engine) => {
  const test = useTestDatabase(engine);

  it("renders it once per language and section, for any number of unknown addresses", async () => {
    const { clientDir } = requireBuild();
    const real = (await loadPageRenderer(clientDir, { demoMode: true }))!;
    const rendered: string[] = [];
    // The real renderer, counted.
    const render: RenderPage = (request, context) => {
      rendered.push(new URL(request.url).pathname);
      return real(request, context);
    };
    render.notFoundAt = real.notFoundAt;
    const source = createCatalogueSource(test.db.db);
    const app = createApp({
      clientDir,
      catalogue: { source, photos: folderPhotoStore(path.join(clientDir, "none")), render },
    });
    const unknown = Array.from({ length: 10 }, (_, i) => [
      `/no-such-page-${i}`,
      `/hi/no-such-page-${i}`,
      `/hi//evil.example/login-${i}`,
      `/products/unknown-${i}/deep`,
      `/products/unknown-${i}`,
      `/hi/products/unknown-${i}`,
    ]).flat();
    const answers = await Promise.all(unknown.map((p) => app.request(p)));
    expect(answers.map((a) => a.status)).toEqual(unknown.map(() => 404));
    expect(rendered.sort()).toEqual([
      "/__not-found",
      "/hi/__not-found",
      "/hi/products/__not-found",
      "/products/__not-found",
      "/products/__not-found/__not-found",
    ]);
    const [en, hi, design] = await Promise.all([0, 2, 4].map((i) => answers[i]!.text()));
    expect(en).toContain("Oops! Page not found");
    expect(hi).toContain('lang="hi-IN"');
    for (const html of [en, hi, design]) {
      expect(html).not.toMatch(/no-such-page|unknown-|evil\.example|__not-found/);
      expect(html).not.toMatch(/href="\/\//);
    }
    // Its language switch leads to the other language's home.
    expect(en).toContain('<a href="/hi/" lang="hi-IN"');
    expect(design).toContain('<a href="/hi/" lang="hi-IN"');
    expect(hi).toContain('<a href="/" lang="en-IN"');
    // A page that exists is still itself.
    expect((await app.request("/products")).status).toBe(200);
  });
});
