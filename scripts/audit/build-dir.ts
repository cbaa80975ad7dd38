import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { localeOfPath, localizedPath } from "../../src/shared/locale";

/** The repository root (scripts/audit/../..). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The build to audit: AUDIT_BUILD_DIR (e.g. a copy in /tmp) or <repo>/build. */
export function buildDir(): string {
  return path.resolve(process.env.AUDIT_BUILD_DIR ?? path.join(REPO_ROOT, "build"));
}

export interface PrerenderedPage {
  /** URL path, e.g. "/" or "/products/rani-poshak". */
  route: string;
  /** The HTML file on disk. */
  file: string;
  /** False for /admin and below. */
  isPublic: boolean;
}

const ADMIN_PREFIX = "/admin";
export const isAdminRoute = (route: string) =>
  route === ADMIN_PREFIX || route.startsWith(`${ADMIN_PREFIX}/`);

/** Every file under `clientDir` whose name passes `keep`, skipping hidden folders. */
function filesUnder(clientDir: string, keep: (name: string) => boolean): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith(".")) walk(full);
      } else if (keep(entry.name)) files.push(full);
    }
  };
  walk(clientDir);
  return files.sort();
}

/** Every prerendered page of the build: each <path>/index.html under build/client. */
export function prerenderedPages(clientDir: string): PrerenderedPage[] {
  const pages = filesUnder(clientDir, (name) => name === "index.html").map((file) => {
    const rel = path.relative(clientDir, path.dirname(file)).split(path.sep).join("/");
    // A language's home is its folder: /hi/ (shared/locale.ts).
    const route = rel === "" ? "/" : localizedPath(`/${rel}`, localeOfPath(`/${rel}`));
    return { route, file, isPublic: !isAdminRoute(route) };
  });
  return pages.sort(
    (a, b) => routeOrder(a.route) - routeOrder(b.route) || a.route.localeCompare(b.route),
  );
}

/** Every HTML file the build ships (pages and the SPA fallback): what vnu checks. */
export function htmlFiles(clientDir: string): string[] {
  return filesUnder(clientDir, (name) => name.endsWith(".html"));
}

/**
 * The order of the main routes first, in English then in Hindi, then the rest (design
 * pages), admin last.
 */
const ENGLISH_MAIN = ["/", "/products", "/manufacturing", "/tracking", "/contact"];
const MAIN_ORDER = [...ENGLISH_MAIN, ...ENGLISH_MAIN.map((r) => localizedPath(r, "hi"))];
export function routeOrder(route: string): number {
  const i = MAIN_ORDER.indexOf(route);
  if (i >= 0) return i;
  return isAdminRoute(route) ? 1000 : 100;
}

/** The five main public routes in both languages (their Lighthouse runs are required). */
export const MAIN_ROUTES = MAIN_ORDER;
