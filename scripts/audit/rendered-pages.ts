import fs from "node:fs";
import path from "node:path";
import type { PrerenderedPage } from "./build-dir";

/**
 * The public pages the server renders from the catalogue (/products and each design's page,
 * docs/decisions/0011, in English and in Hindi), as the sitemap lists them, and the 404 page in
 * each language: fetched from the running
 * server and written under `dir` (<route>/index.html, 404.html), so every check that reads a
 * page's HTML (the Nu checker, where the largest paint comes from, admin code in the HTML)
 * reads them as it reads the prerendered ones.
 */
export async function fetchRenderedPages(
  serverUrl: string,
  dir: string,
  prerendered: readonly string[],
): Promise<{ pages: PrerenderedPage[]; notFoundFiles: string[] }> {
  fs.rmSync(dir, { recursive: true, force: true });
  const sitemap = await (await fetch(`${serverUrl}/sitemap.xml`)).text();
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((route) => !prerendered.includes(route));
  const pages: PrerenderedPage[] = [];
  for (const route of routes) {
    const response = await fetch(`${serverUrl}${route}`);
    if (response.status !== 200) throw new Error(`${route}: status ${response.status}`);
    const file = path.join(dir, ...route.split("/").filter(Boolean), "index.html");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, await response.text());
    pages.push({ route, file, isPublic: true });
  }
  fs.mkdirSync(dir, { recursive: true });
  const notFoundFiles: string[] = [];
  for (const [route, name] of [
    ["/no-such-page", "404.html"],
    ["/hi/no-such-page", "404-hi.html"],
  ] as const) {
    const notFound = await fetch(`${serverUrl}${route}`);
    const file = path.join(dir, name);
    fs.writeFileSync(file, await notFound.text());
    notFoundFiles.push(file);
  }
  return { pages, notFoundFiles };
}
