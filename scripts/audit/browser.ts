import { chromium, devices, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/chromium";
import { DESKTOP, PHONE } from "./budgets";

export type Viewport = "phone" | "desktop";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A fresh context (empty cache) at the phone size (Pixel 7 at 390×844, touch) or desktop. */
export function newContext(browser: Browser, viewport: Viewport): Promise<BrowserContext> {
  return viewport === "phone"
    ? browser.newContext({ ...devices["Pixel 7"], viewport: PHONE })
    : browser.newContext({ ...devices["Desktop Chrome"], viewport: DESKTOP });
}

/**
 * Waits until a page has loaded and gone quiet: the load event, then no network request for
 * 500 ms (so every chunk the page needs to become interactive has arrived and run), then one
 * more macrotask and frame for the framework to finish hydrating. Framework-neutral on purpose.
 */
export async function settle(page: Page, extraIdleMs = 0): Promise<void> {
  await page.waitForLoadState("load");
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);
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
