import { test, type Page } from "@playwright/test";

/** How much slower than this machine a cheap phone runs the page's scripts. */
export const CPU_SLOWDOWN = 4;

/** Runs the page's scripts as on a slow phone (the CPU slowed CPU_SLOWDOWN×), or at full speed. */
export async function slowCpu(page: Page, rate = CPU_SLOWDOWN): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

/** A whole test typing as on a slow phone: typing, reloads and logins take longer. */
export async function slowPhone(page: Page): Promise<void> {
  test.slow();
  await slowCpu(page);
}

/** Holds every module request until the returned function is called. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether the app has hydrated the page (the root layout marks <html data-hydrated>). */
export const isHydrated = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.dataset.hydrated === "true");
