// The audit of the production build (AUDIT_BUILD_DIR, default <repo>/build): Lighthouse on
// every main public route and one design page, each public page's JavaScript, transfer and
// requests at 390 px, axe on every screen, the Nu HTML Checker on every page: the prerendered
// ones and those the server renders from the catalogue (fetched from it, rendered-pages.ts).
// Prints one table and the details; exits 1 when a target is missed.
//   npm run audit:built          the goals, on the median of MEDIAN_OF Lighthouse runs a page
//   npm run audit:gate (--gate)  what npm test gates: no figure that jumps between runs
//   --part=pages        only the checks whose figures do not depend on the machine's load (each
//                       page's JavaScript, transfer and requests, axe, vnu): npm test runs them
//                       beside the unit tests
//   --part=lighthouse   only Lighthouse, which must run alone (its timings): npm test runs it last
// (scripts/audit/budgets.ts holds every target and says why there are two.)
import fs from "node:fs";
import path from "node:path";
import { runAxe } from "./axe";
import { launchBrowser, pool } from "./browser";
import { buildDir, htmlFiles, MAIN_ROUTES, prerenderedPages, routeOrder } from "./build-dir";
import { AXE_VIOLATIONS, PAGE, VNU_ERRORS } from "./budgets";
import { adminChunks, buildMarksHydration } from "./chunks";
import { lcpIsPrerendered } from "./lcp-element";
import { lighthouseMisses, runLighthouse, type LighthouseRoute, type Mode } from "./lighthouse";
import { htmlScripts, measurePage, type PageWeight } from "./page-weight";
import { libraryShare } from "./react-share";
import { fetchRenderedPages } from "./rendered-pages";
import { axeDetails, lighthouseDetails, mainTable, pageDetails, vnuDetails } from "./report";
import { startServer } from "./serve";
import { runVnu } from "./vnu";

/**
 * Design pages share one template and differ only in their catalogue text and photos: the page
 * checks (weight, axe) take the first DESIGN_SAMPLE of each language, the first English one at
 * both sizes. The Nu checker still reads every page's HTML, and fetching the rendered pages proves
 * each one renders. (Every design page at both sizes was 80 of the audit's 240 s in CI.)
 */
const DESIGN_SAMPLE = 3;
const isDesignPage = (route: string) => /^(\/hi)?\/products\/./.test(route);

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const log = (line: string) => console.log(`[audit ${elapsed()}] ${line}`);

const mode: Mode = process.argv.includes("--gate") ? "gate" : "goals";
const part = /^--part=(pages|lighthouse)$/.exec(
  process.argv.find((a) => a.startsWith("--part=")) ?? "",
)?.[1];
const checkPages = part !== "lighthouse";
const checkLighthouse = part !== "pages";

async function main(): Promise<number> {
  const build = buildDir();
  const clientDir = path.join(build, "client");
  if (!fs.existsSync(path.join(clientDir, "contact", "index.html"))) {
    console.error(`AUDIT FAILED: no build at ${build} (run npm run build)`);
    return 1;
  }
  const server = await startServer(build);
  let rendered: Awaited<ReturnType<typeof fetchRenderedPages>>;
  try {
    const prerendered = prerenderedPages(clientDir).map((p) => p.route);
    rendered = await fetchRenderedPages(server.url, path.join(build, "rendered"), prerendered);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const pages = [...prerenderedPages(clientDir), ...rendered.pages].sort(
    (a, b) => routeOrder(a.route) - routeOrder(b.route) || a.route.localeCompare(b.route),
  );
  const publicRoutes = pages.filter((p) => p.isPublic).map((p) => p.route);
  const missingMain = MAIN_ROUTES.filter((r) => !publicRoutes.includes(r));
  const designPage = publicRoutes.find((r) => isDesignPage(r) && !r.startsWith("/hi/"));
  const lighthouseRoutes = [
    ...MAIN_ROUTES.filter((r) => publicRoutes.includes(r)),
    ...(designPage ? [designPage] : []),
  ];
  const designPages = publicRoutes.filter(isDesignPage);
  const sampledDesigns = (["", "/hi"] as const).flatMap((prefix) =>
    designPages.filter((r) => r.startsWith(`${prefix}/products/`)).slice(0, DESIGN_SAMPLE),
  );
  const checkedRoutes = publicRoutes.filter((r) => !isDesignPage(r) || sampledDesigns.includes(r));
  // At desktop size, the English pages: a Hindi page is the same markup and colours with other
  // words, checked at phone size (where its longer words wrap most); 7 screens less.
  const axeDesktopRoutes = checkedRoutes.filter(
    (r) => !/^\/hi(\/|$)/.test(r) && (!isDesignPage(r) || r === designPage),
  );
  const admin = adminChunks(clientDir);
  const marksHydration = buildMarksHydration(clientDir);
  log(
    `build ${build}: ${pages.length} pages (${rendered.pages.length} rendered from the catalogue, ${publicRoutes.length} public)`,
  );

  const failures: string[] = [];
  for (const r of missingMain) failures.push(`${r}: not served`);

  // Static check: no public page names admin code in its HTML.
  for (const page of pages.filter((p) => checkPages && p.isPublic)) {
    const named = htmlScripts(fs.readFileSync(page.file, "utf8")).filter((u) =>
      admin.adminOnly.has(u),
    );
    if (named.length > 0)
      failures.push(`${page.route}: HTML preloads admin code ${named.join(", ")}`);
  }
  if (admin.adminOnly.size === 0) log(`warning: admin code not identified (${admin.source})`);

  const weights: PageWeight[] = [];
  let lighthouse: LighthouseRoute[] = [];
  let axe: Awaited<ReturnType<typeof runAxe>> = [];
  let vnu: Awaited<ReturnType<typeof runVnu>> | undefined;
  try {
    if (checkPages) {
      // The Nu checker (its own JVM) runs while the browser checks do; Lighthouse runs alone
      // afterwards, so its timings are not disturbed by the other checks.
      const vnuDone = runVnu(
        [...htmlFiles(clientDir), ...rendered.pages.map((p) => p.file), ...rendered.notFoundFiles],
        clientDir,
      );
      const browser = await launchBrowser();
      try {
        // Two pages at a time: each has its own context (empty cache), so the figures do not change.
        weights.push(
          ...(await pool(checkedRoutes, 2, (route) =>
            measurePage(browser, server.url, route, admin.adminOnly),
          )),
        );
        log(`JavaScript, transfer and requests measured on ${weights.length} public pages`);
        axe = await runAxe(browser, server.url, {
          phone: checkedRoutes,
          desktop: axeDesktopRoutes,
        });
        log(`axe: ${axe.length} screens`);
      } finally {
        await browser.close();
      }
      vnu = await vnuDone;
      log(`vnu: ${vnu.files} files, ${vnu.errors.length} errors (${vnu.seconds.toFixed(1)} s)`);
    }
    if (checkLighthouse)
      lighthouse = await runLighthouse(server.url, lighthouseRoutes, { mode, log });
  } finally {
    const ended = server.exited();
    if (ended) {
      failures.push(`the server stopped during the audit (${ended})`);
      console.log(`server output:\n${server.output()}`);
    }
    await server.stop();
  }

  for (const { route, reported } of lighthouse) {
    for (const miss of lighthouseMisses(reported, mode)) failures.push(`${route}: ${miss}`);
    const page = pages.find((p) => p.route === route)!;
    if (
      reported.lcpElement &&
      !lcpIsPrerendered(reported.lcpElement, fs.readFileSync(page.file, "utf8"))
    )
      failures.push(
        `${route}: the largest paint is not prerendered (${reported.lcpElement.snippet})`,
      );
  }
  for (const w of weights) {
    const over = (label: string, value: string, ok: boolean) => {
      if (!ok) failures.push(`${w.route}: ${label} ${value}`);
    };
    if (w.error) failures.push(`${w.route}: not measured`);
    else {
      over("JS", `${w.jsKbGzip.toFixed(1)} KB gz > ${PAGE.jsKbGzip}`, w.jsKbGzip <= PAGE.jsKbGzip);
      over(
        "transfer",
        `${w.transferKb.toFixed(1)} KB > ${PAGE.transferKb}`,
        w.transferKb <= PAGE.transferKb,
      );
      over("requests", `${w.requests} > ${PAGE.requests}`, w.requests <= PAGE.requests);
      over("fonts", `${w.fontKb.toFixed(1)} KB > ${PAGE.fontKb}`, w.fontKb <= PAGE.fontKb);
    }
    if (w.adminLoaded.length > 0) failures.push(`${w.route}: loads admin code`);
    if (w.pageErrors.length > 0) failures.push(`${w.route}: ${w.pageErrors.length} page errors`);
    // The build marks hydration on <html>; a page that never gets the mark stays inert.
    if (marksHydration && !w.error && !w.hydrated) failures.push(`${w.route}: never hydrated`);
  }
  // Public screens in their opened states (menu, filters, 404) must not pull admin code either.
  for (const result of axe.filter((a) => !a.screen.startsWith("/admin"))) {
    const loaded = [...new Set(result.scripts.filter((s) => admin.adminOnly.has(s)))];
    if (loaded.length > 0) {
      failures.push(`${result.screen} [${result.viewport}]: loads admin code ${loaded.join(", ")}`);
    }
  }
  const axeViolations = axe.reduce((n, a) => n + a.violations.length, 0);
  if (axeViolations > AXE_VIOLATIONS) {
    const rules = [...new Set(axe.flatMap((a) => a.violations.map((v) => v.id)))];
    failures.push(`axe: ${axeViolations} violations (${rules.join(", ")})`);
  }
  for (const a of axe.filter((x) => x.error))
    failures.push(`axe: ${a.screen} [${a.viewport}] not checked`);
  if (vnu?.failure) failures.push(`vnu did not run: ${vnu.failure}`);
  if (vnu && vnu.errors.length > VNU_ERRORS) failures.push(`vnu: ${vnu.errors.length} HTML errors`);

  const out: string[] = [""];
  out.push(
    mode === "goals"
      ? `Audit of ${build}: the goals (Lighthouse default mobile emulation, median of the runs)`
      : `Audit gate of ${build}: fixed figures; Lighthouse's timings printed against the goals, not gated`,
  );
  out.push(mainTable(checkedRoutes, lighthouse, weights, mode));
  if (checkLighthouse) out.push("", "Lighthouse", ...lighthouseDetails(lighthouse, mode));
  if (checkPages && vnu) {
    out.push("", "Each public page at 390 px, empty cache (JavaScript at gzip -9)");
    out.push(
      ...pageDetails(weights, admin.source, admin.adminOnly, marksHydration, await libraryShare()),
    );
    out.push("", "axe-core (desktop 1366×900 and phone 390×844)", ...axeDetails(axe));
    if (checkedRoutes.length < publicRoutes.length) {
      out.push(
        `  (design pages: ${sampledDesigns.length} of ${designPages.length} checked, the first English one at both sizes; vnu reads them all)`,
      );
    }
    out.push("", "Nu HTML Checker", ...vnuDetails(vnu));
  }
  out.push("", `(${elapsed()})`);
  out.push(failures.length === 0 ? "AUDIT PASSED" : `AUDIT FAILED: ${summarize(failures)}`);
  console.log(out.join("\n"));
  return failures.length === 0 ? 0 : 1;
}

/** "/: perf 74 < 95; /: LCP …" → "/: perf 74 < 95, LCP …" (one group per route or check). */
function summarize(failures: string[]): string {
  const groups = new Map<string, string[]>();
  for (const f of failures) {
    const at = f.indexOf(": ");
    const key = at > 0 ? f.slice(0, at) : "";
    const rest = at > 0 ? f.slice(at + 2) : f;
    groups.set(key, [...(groups.get(key) ?? []), rest]);
  }
  return [...groups].map(([key, items]) => (key ? `${key}: ` : "") + items.join(", ")).join("; ");
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log(`AUDIT FAILED: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
