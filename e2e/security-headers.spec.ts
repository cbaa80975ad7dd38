import { expect, type Page, test, type TestInfo } from "@playwright/test";
import { documentHeaderProblems } from "../scripts/audit/document-headers";
import { PATHS } from "../src/shared/paths";
import { SAMPLE_ORDERS } from "../src/shared/sample-orders";
import { loginAsOwner, openOrder } from "./support/admin";
import { gotoHydrated, header, isPhone, waitForHydration, PHONE_TOO } from "./support/app";
import { useOwnClientAddress } from "./support/client-address";

// The server sends each page, prerendered or rendered from the catalogue, a
// Content-Security-Policy without 'unsafe-inline': only the hashes of that page's inline
// scripts (and prerendered style attributes). These tests prove the hashes fit the real build:
// every page runs, hydrates and works, and the browser reports no violation.

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/** Records CSP violations from the first byte of every document, and CSP console errors. */
async function watchForViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__cspViolations?.push({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        sample: e.sample,
      });
    });
  });
  const problems: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) problems.push(m.text());
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return async () => {
    const recorded = await page.evaluate(() => window.__cspViolations ?? []);
    return [...problems, ...recorded.map((v) => `${v.directive} blocked ${v.blocked} ${v.sample}`)];
  };
}

/** The phone menu opens and closes (desktop shows the links inline), in either language. */
async function expectMenuWorks(page: Page, testInfo: TestInfo) {
  if (!isPhone(testInfo)) return;
  const toggle = header(page).locator('button[aria-controls="mobile-menu"]');
  await toggle.click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await toggle.click();
  await expect(page.locator("#mobile-menu")).toBeHidden();
}

/** What each page must still do under its policy, beyond hydrating. */
const CHECKS: Record<string, (page: Page) => Promise<void>> = {
  [PATHS.home]: async (page) => {
    // The prerendered style attributes applied (allowed by hash): one slide shown, its fade set.
    const slideStyles = () =>
      page
        .getByTestId("hero-slide")
        .evaluateAll((slides) =>
          slides.map((s) => [
            s.getAttribute("data-active"),
            (s as HTMLElement).style.opacity,
            (s as HTMLElement).style.transitionDuration,
          ]),
        );
    for (const [active, opacity, fade] of await slideStyles()) {
      expect([opacity, fade]).toEqual([active === "true" ? "1" : "0", "1000ms"]);
    }
    // The carousel moves.
    await page.getByTestId("hero-dot").nth(2).click();
    await expect(page.getByTestId("hero-slide").nth(2)).toHaveAttribute("data-active", "true");
  },
  [PATHS.tracking]: async (page) => {
    const id = SAMPLE_ORDERS[0]!.orderId;
    await page.getByRole("button", { name: id, exact: true }).click();
    await page.getByRole("button", { name: "Track Order" }).click();
    await expect(page.getByTestId("order-card")).toContainText(`Order ${id}`);
  },
};

/**
 * The audit's page checks (npm test, scripts/audit/page-weight.ts) open every public page in
 * both languages, prerendered or rendered from the catalogue, and fail on a missing or loose
 * policy (document-headers.ts) and on any violation Chromium reports. Here the pages where
 * something must still work under the policy beyond hydrating: the home page's prerendered
 * style attributes and carousel, the tracking form in both languages, and the back office's
 * login page (which the audit does not open).
 */
for (const path of [PATHS.home, PATHS.admin, PATHS.tracking, `/hi${PATHS.tracking}`]) {
  // At phone size the menu is checked under the policy on the home page (same layout elsewhere).
  test(
    `${path} runs under its Content-Security-Policy without a violation`,
    path === PATHS.home ? PHONE_TOO : {},
    async ({ page }, testInfo) => {
      await useOwnClientAddress(page, testInfo);
      const violations = await watchForViolations(page);
      const response = await gotoHydrated(page, path);
      expect(documentHeaderProblems(response?.headers() ?? {})).toEqual([]);
      await expectMenuWorks(page, testInfo);
      await CHECKS[path]?.(page);
      expect(await violations()).toEqual([]);
    },
  );
}

test("/admin: logging in and opening an order raise no violation", async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
  const violations = await watchForViolations(page);
  await loginAsOwner(page);
  await openOrder(page, SAMPLE_ORDERS[0]!.orderId);
  expect(await violations()).toEqual([]);
});

test(
  "the 404 page runs under the fallback's policy without a violation",
  PHONE_TOO,
  async ({ page }, testInfo) => {
    const violations = await watchForViolations(page);
    const response = await page.goto("/no-such-page/here");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expectMenuWorks(page, testInfo);
    expect(await violations()).toEqual([]);
  },
);
