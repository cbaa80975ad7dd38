import { expect, test, type Page } from "@playwright/test";
import { DESIGNS } from "../src/shared/catalogue";
import { seededPath } from "./support/seeded-catalogue";
import { footer, gotoHydrated, waitForHydration } from "./support/app";
import { LOAD_WAIT_MS } from "../src/client/hydrate-after-load";

/**
 * The page's modules are fetched only once its main image is on screen, or once it has loaded
 * when it has none (src/client/hydrate-after-load.ts); React then hydrates the prerendered
 * document, and all of it is interactive once the page is marked hydrated.
 */

interface Timings {
  /** When the browser reported the main image on screen (Element Timing), ms. */
  mainImageShown: number | null;
  loadEventStart: number;
  /** The page's first Largest Contentful Paint entry, ms. */
  firstLargestPaint: number | null;
  /** When the first of the page's modules was requested, ms. */
  firstModule: number | null;
}

async function timings(page: Page): Promise<Timings> {
  return page.evaluate(async () => {
    const shown = await new Promise<number | null>((resolve) => {
      new PerformanceObserver((list) => {
        const entry = list
          .getEntries()
          .find(
            (e) => (e as PerformanceEntry & { identifier: string }).identifier === "main-image",
          );
        resolve(entry ? (entry as PerformanceEntry & { renderTime: number }).renderTime : null);
      }).observe({ type: "element", buffered: true });
      // Buffered entries come in the observer's first callback; without any, it is never called.
      setTimeout(() => resolve(null), 500);
    });
    const firstLargestPaint = await new Promise<number | null>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries()[0]?.startTime ?? null)).observe({
        type: "largest-contentful-paint",
        buffered: true,
      });
      setTimeout(() => resolve(null), 500);
    });
    const modules = performance
      .getEntriesByType("resource")
      .filter((e) => new URL(e.name).pathname.startsWith("/assets/") && e.name.endsWith(".js"))
      .map((e) => e.startTime);
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    return {
      mainImageShown: shown,
      loadEventStart: navigation.loadEventStart,
      firstLargestPaint,
      firstModule: modules.length > 0 ? Math.min(...modules) : null,
    };
  });
}

const firstDesign = DESIGNS[0]!;

for (const [name, path] of [
  ["home", "/"],
  ["catalogue", "/products"],
  ["design page", seededPath(firstDesign)],
] as const) {
  test(`${name}: the modules are requested after the main image is on screen`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const t = await timings(page);
    expect(t.mainImageShown, "the main image reports when it is shown").not.toBeNull();
    expect(t.firstModule).not.toBeNull();
    expect(t.firstModule!).toBeGreaterThanOrEqual(t.mainImageShown!);
    expect(t.firstModule!).toBeGreaterThanOrEqual(t.loadEventStart);
  });
}

test("a page without a main image requests its modules after its load event and its first paint", async ({
  page,
}) => {
  await page.goto("/tracking");
  await waitForHydration(page);
  const t = await timings(page);
  expect(t.mainImageShown).toBeNull();
  expect(t.firstModule).not.toBeNull();
  expect(t.firstLargestPaint).not.toBeNull();
  expect(t.firstModule!).toBeGreaterThanOrEqual(t.loadEventStart);
  expect(t.firstModule!).toBeGreaterThanOrEqual(t.firstLargestPaint!);
});

test("a main image that fails to load does not hold the modules back", async ({ page }) => {
  // The fallback timer (LOAD_WAIT_MS) never fires here, so the page can only hydrate if the
  // load event and its paint start the modules. (Timing it instead failed on a busy CI machine:
  // the paint came 2.7 s after the load event.)
  await page.addInitScript((wait) => {
    const original = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
      ms === wait ? 0 : original(handler, ms, ...args)) as typeof window.setTimeout;
  }, LOAD_WAIT_MS);
  await page.route(`**${firstDesign.image}`, (route) => route.abort());
  await page.goto("/products");
  await waitForHydration(page);
  const t = await timings(page);
  expect(t.firstModule!).toBeGreaterThanOrEqual(t.loadEventStart);
});

/** Marks the window, so a later check can tell a client-side navigation from a page load. */
const markWindow = (page: Page) =>
  page.evaluate(() => ((window as unknown as { mark?: number }).mark = 1));
const sameWindow = (page: Page) =>
  page.evaluate(() => (window as unknown as { mark?: number }).mark === 1);

test("React itself hydrates the prerendered document, without a mismatch", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  for (const path of ["/", "/products", "/tracking", "/contact", "/admin"]) {
    await gotoHydrated(page, path);
    // React DOM keeps its root on the container it hydrated: here, the document itself.
    const reactRoot = await page.evaluate(() =>
      Object.keys(document).some((key) => key.startsWith("__reactContainer$")),
    );
    expect(reactRoot, `${path} is hydrated by React DOM`).toBe(true);
  }
  expect(errors).toEqual([]);
});

test("every catalogue card and the footer hydrate in place and navigate client-side", async ({
  page,
}) => {
  await gotoHydrated(page, "/products");
  const list = page.getByRole("region", { name: "Designs" }).getByRole("list").first();
  // Hydrated where they were: one card per design, no React boundary comments left, no copies.
  expect(
    await list.evaluate((ul) => ({
      items: ul.querySelectorAll(":scope > li").length,
      others: [...ul.childNodes].filter((n) => !(n instanceof HTMLLIElement)).length,
    })),
  ).toEqual({ items: DESIGNS.length, others: 0 });

  const last = DESIGNS[DESIGNS.length - 1]!;
  await markWindow(page);
  await page.getByRole("link", { name: last.name, exact: true }).click();
  await expect(page).toHaveURL(seededPath(last));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.name);
  expect(await sameWindow(page), "the last card's link is handled by the router").toBe(true);

  await footer(page).getByRole("link", { name: "Track Your Order" }).click();
  await expect(page).toHaveURL("/tracking");
  expect(await sameWindow(page), "the footer's link is handled by the router").toBe(true);
});
