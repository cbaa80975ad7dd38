import fs from "node:fs";
import path from "node:path";
import { isAdminRoute } from "./build-dir";

/** One route of React Router's browser manifest (build/client/assets/manifest-*.js). */
interface ManifestRoute {
  id: string;
  path?: string;
  index?: boolean;
  parentId?: string;
  module: string;
  imports?: string[];
  css?: string[];
}

interface BrowserManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface ChunkMap {
  /** URL paths (/assets/…js) of code only the admin route reaches. */
  adminOnly: Set<string>;
  /** How adminOnly was found, for the report. */
  source: string;
}

/** Reads window.__reactRouterManifest from the build's assets/manifest-*.js. */
function readManifest(clientDir: string): BrowserManifest | undefined {
  const assets = path.join(clientDir, "assets");
  const file = fs.readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) return undefined;
  const text = fs.readFileSync(path.join(assets, file), "utf8");
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  return JSON.parse(text.slice(start, end + 1)) as BrowserManifest;
}

/** Chunks a chunk imports, statically or with import(): the files its code names. */
function importsOf(clientDir: string, url: string): string[] {
  const file = path.join(clientDir, url);
  if (!fs.existsSync(file)) return [];
  const text = fs.readFileSync(file, "utf8");
  const found = new Set<string>();
  // import{…}from"./x.js", import"./x.js", import("./x.js")
  for (const m of text.matchAll(/\b(?:from|import)\s*\(?\s*["']\.\/([\w.-]+\.js)["']/g)) {
    found.add(`/assets/${m[1]}`);
  }
  // Vite's preload lists of dynamic imports: "assets/x.js"
  for (const m of text.matchAll(/["']\/?assets\/([\w.-]+\.js)["']/g)) found.add(`/assets/${m[1]}`);
  found.delete(url);
  return [...found];
}

/** Every chunk reachable from `roots` through static and dynamic imports. */
function closure(clientDir: string, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...importsOf(clientDir, url));
  }
  return seen;
}

/** The URL path a route of the manifest serves ("" segments joined from its parents). */
function routePath(manifest: BrowserManifest, route: ManifestRoute): string {
  const parts: string[] = [];
  for (
    let r: ManifestRoute | undefined = route;
    r;
    r = r.parentId ? manifest.routes[r.parentId] : undefined
  ) {
    if (r.path) parts.unshift(r.path.replace(/^\/|\/$/g, ""));
  }
  return `/${parts.filter(Boolean).join("/")}`;
}

/**
 * The admin code: the admin routes' modules, plus every chunk they reach (statically or
 * lazily) that neither the entry, the root layout nor any public route reaches. A public page
 * that loads one of these loads admin code.
 */
export function adminChunks(clientDir: string): ChunkMap {
  const manifest = readManifest(clientDir);
  if (!manifest) return { adminOnly: new Set(), source: "no assets/manifest-*.js found" };
  const routes = Object.values(manifest.routes);
  const admin = routes.filter((r) => r.path !== undefined && isAdminRoute(routePath(manifest, r)));
  const publicRoots = [
    manifest.entry.module,
    ...(manifest.entry.imports ?? []),
    ...routes.filter((r) => !admin.includes(r)).flatMap((r) => [r.module, ...(r.imports ?? [])]),
  ];
  const reachableFromPublic = closure(clientDir, publicRoots);
  const adminModules = admin.map((r) => r.module);
  const adminReach = closure(
    clientDir,
    admin.flatMap((r) => [r.module, ...(r.imports ?? [])]),
  );
  const adminOnly = new Set(adminModules);
  for (const url of adminReach) if (!reachableFromPublic.has(url)) adminOnly.add(url);
  return {
    adminOnly,
    source: `React Router manifest: route${admin.length === 1 ? "" : "s"} ${admin
      .map((r) => r.id)
      .join(", ")}`,
  };
}

/** True when the build's code sets <html data-hydrated> (the root layout's mark of hydration). */
export function buildMarksHydration(clientDir: string): boolean {
  const assets = path.join(clientDir, "assets");
  return fs
    .readdirSync(assets)
    .filter((f) => f.endsWith(".js"))
    .some((f) =>
      /dataset\.hydrated\s*=|data-hydrated/.test(fs.readFileSync(path.join(assets, f), "utf8")),
    );
}
