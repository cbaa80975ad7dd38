import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";

/** True in the `phone` project (390×844, touch): the layout where the nav collapses. */
export const isPhone = (testInfo: TestInfo): boolean => testInfo.project.name === "phone";

/**
 * A test that also runs at phone size: the phone project runs only tests with this tag, those
 * whose outcome depends on layout or touch (playwright.config.ts). Every test runs on desktop.
 */
export const PHONE_TOO = { tag: "@phone" } as const;

/**
 * A test of screens that are the same components at both sizes (a form, a dialog), at phone
 * size only: the owners' own size, where Devanagari has least room. The desktop projects skip
 * it (playwright.config.ts); its table or sidebar twin, where one differs, stays PHONE_TOO.
 */
export const PHONE_ONLY: { tag: string[] } = { tag: ["@phone", "@phone-only"] };

/**
 * Opens a prerendered page and waits until the app has hydrated it, so clicks reach its
 * handlers: the root layout marks <html data-hydrated> in its effect, which runs after every
 * child's, and one more macrotask lets the commit finish.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await nextMacrotask(page);
}

/** The sticky header and its main navigation. */
export const header = (page: Page): Locator => page.locator("header").first();
export const mainNav = (page: Page): Locator => page.getByRole("navigation", { name: "Main" });
export const footer = (page: Page): Locator => page.locator("footer");
export const main = (page: Page): Locator => page.locator("main");

/**
 * The list of nav links a visitor can use at this size: the inline list on desktop, the toggle
 * menu (opened first, when closed) on phone.
 */
export async function visibleNavLinks(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (isPhone(testInfo)) {
    const menu = page.locator("#mobile-menu");
    if (!(await menu.isVisible())) {
      await header(page).getByRole("button", { name: "Open menu" }).click();
    }
    await expect(menu).toBeVisible();
    return menu.getByRole("link");
  }
  return pageLinks(mainNav(page).locator("ul"));
}

/** The page links of a nav list: every link but the language switch beside them. */
export const pageLinks = (list: Locator): Locator =>
  list.getByRole("link").and(list.page().locator(':not([data-testid="language-switch"])'));

/** Reads the `href` of a link (fails when it has none). */
export async function hrefOf(link: Locator): Promise<string> {
  const href = await link.getAttribute("href");
  expect(href, "link has an href").not.toBeNull();
  return href ?? "";
}

/** Pathname of the page after a client-side navigation settles. */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
}

/** Lets React's scheduler (MessageChannel tasks, never faked by page.clock) run its pending work. */
export async function flushReact(page: Page): Promise<void> {
  for (let i = 0; i < 3; i++) await nextMacrotask(page);
}

/** Chat-link pages must not go out to the network: answer them locally. */
export async function stubOutboundChat(page: Page): Promise<void> {
  await page
    .context()
    .route("https://wa.me/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>chat</title>chat" }),
    );
}

/** Waits one MessageChannel macrotask in the page (the kind React's scheduler uses). */
function nextMacrotask(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}
