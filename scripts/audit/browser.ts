import {
  chromium,
  devices,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/chromium";
import { DESKTOP, PHONE } from "./budgets";

export type Viewport = "phone" | "desktop";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A fresh context (empty cache) at the phone size (Pixel 7 at 390×844, touch) or desktop. */
export function newContext(
  browser: Browser,
  viewport: Viewport,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return viewport === "phone"
    ? browser.newContext({ ...devices["Pixel 7"], viewport: PHONE, ...options })
    : browser.newContext({ ...devices["Desktop Chrome"], viewport: DESKTOP, ...options });
}

/**
 * Waits until a page has loaded and hydrated. With `network` (the default), it first waits for
 * the network to go quiet (no request for 500 ms), so every chunk the page needs to become
 * interactive has arrived and run; then for the app's hydration mark (<html
 * data-hydrated="true">, set by the root layout's effect) when the build has one; then one
 * more macrotask and frame. Without `network`, the hydration mark alone (quicker), falling back
 * to the quiet network when the build has no mark.
 */
export async function settle(
  page: Page,
  options: { network?: boolean; extraIdleMs?: number } = {},
): Promise<void> {
  const { network = true, extraIdleMs = 0 } = options;
  await page.waitForLoadState("load");
  const quiet = () =>
    page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);
  if (network) await quiet();
  const hydrated = await page
    .waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, {
      timeout: 3000,
    })
    .then(() => true)
    .catch(() => false);
  if (!network && !hydrated) await quiet();
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => requestAnimationFrame(() => resolve());
        channel.port2.postMessage(null);
      }),
  );
  if (extraIdleMs > 0) await page.waitForTimeout(extraIdleMs);
}

/** Runs `task` over `items`, at most `limit` at a time, keeping the order of the results. */
export async function pool<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Waits for running CSS transitions and finite animations to end (at most 3 s). */
export async function animationsDone(page: Page): Promise<void> {
  await page
    .evaluate(() => {
      const finite = document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
      return Promise.race([
        Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
        new Promise((r) => setTimeout(r, 3000)),
      ]);
    })
    .catch(() => undefined);
}
