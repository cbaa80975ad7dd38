import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { animationsDone, newContext, settle, type Viewport } from "./browser";

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

export interface AxeResult {
  screen: string;
  viewport: Viewport;
  violations: AxeViolation[];
  /** The scenario could not be set up (a button missing, a login failing). */
  error?: string;
  /** JS files the scenario loaded (public screens are checked for admin code). */
  scripts: string[];
}

/** A screen to check: open it, bring it into the state to check, and name it. */
interface Scenario {
  screen: string;
  /** True for public pages (their loaded JS is checked for admin code). */
  isPublic: boolean;
  run: (page: Page, base: string) => Promise<void>;
}

const MAX_TARGETS = 5;

/** Keeps the end of a long selector (the element itself), which says most. */
const shorten = (selector: string) =>
  selector.length > 140 ? `…${selector.slice(-139)}` : selector;

async function analyze(page: Page): Promise<AxeViolation[]> {
  await animationsDone(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? "unknown",
    help: v.help,
    targets: v.nodes.map((n) => shorten(n.target.join(" "))),
  }));
}

/**
 * Clicks a disclosure button until the element it controls (aria-controls) is visible: a click
 * that lands before hydration does nothing, so it is repeated.
 */
async function openToggle(page: Page, name: RegExp): Promise<void> {
  const button = page.getByRole("button", { name }).first();
  await button.waitFor({ state: "visible", timeout: 5000 });
  const controls = await button.getAttribute("aria-controls");
  if (!controls) throw new Error(`button ${String(name)} has no aria-controls`);
  const target = page.locator(`[id="${controls}"]`).first();
  for (let i = 0; i < 6 && !(await target.isVisible()); i++) {
    if (await button.isVisible()) await button.click();
    await target.waitFor({ state: "visible", timeout: 500 }).catch(() => undefined);
  }
  if (!(await target.isVisible())) throw new Error(`#${controls} never opened`);
}

/** Logs in as the first founder on the open /admin page. */
async function adminLogin(page: Page): Promise<void> {
  const form = page.getByRole("form", { name: "Admin login" }).first();
  const dashboard = page.getByRole("heading", { name: "Admin Dashboard" }).first();
  for (let i = 0; i < 3 && !(await dashboard.isVisible()); i++) {
    await form.getByLabel("Username").first().fill("sunita");
    await form.getByLabel("Password", { exact: true }).first().fill("Poshak@2024");
    await form.getByRole("button", { name: "Login" }).first().click();
    await dashboard.waitFor({ timeout: 3000 }).catch(() => undefined);
  }
  if (!(await dashboard.isVisible())) {
    throw new Error('login as sunita did not reach the "Admin Dashboard" heading');
  }
}

/** The screens to check beyond the prerendered pages, at one viewport. */
function extraScenarios(viewport: Viewport): Scenario[] {
  const open = async (page: Page, url: string) => {
    await page.goto(url);
    await settle(page, { network: false });
  };
  const list: Scenario[] = [
    {
      screen: "404 (/no-such-page)",
      isPublic: true,
      run: (page, base) => open(page, `${base}/no-such-page`),
    },
  ];
  if (viewport === "phone") {
    list.push(
      {
        screen: "/ mobile menu open",
        isPublic: true,
        run: async (page, base) => {
          await open(page, `${base}/`);
          await openToggle(page, /open menu/i);
        },
      },
      {
        screen: "/products filter panel open",
        isPublic: true,
        run: async (page, base) => {
          await open(page, `${base}/products`);
          await openToggle(page, /show filters/i);
        },
      },
    );
  }
  return list;
}

/**
 * The admin screens, in one logged-in page: dashboard, each tab, an order's detail. Returns
 * one result per screen; a failure to reach a screen is reported as that screen's error.
 */
async function adminScreens(
  browser: Browser,
  base: string,
  viewport: Viewport,
): Promise<AxeResult[]> {
  const results: AxeResult[] = [];
  // Each size logs in from its own address (the server trusts X-Forwarded-For here), so the
  // login throttle counts them apart.
  const context = await newContext(browser, viewport, {
    extraHTTPHeaders: { "X-Forwarded-For": viewport === "phone" ? "10.251.0.2" : "10.251.0.1" },
  });
  const page = await context.newPage();
  const record = async (screen: string, reach: () => Promise<void>) => {
    try {
      await reach();
      results.push({ screen, viewport, violations: await analyze(page), scripts: [] });
    } catch (error) {
      results.push({ screen, viewport, violations: [], scripts: [], error: firstLine(error) });
      throw error;
    }
  };
  try {
    await record("/admin login", async () => {
      await page.goto(`${base}/admin`);
      await settle(page, { network: false });
    });
    await record("/admin dashboard", () => adminLogin(page));
    // The dashboard opens on its first tab, checked above; then every other tab.
    const unselected = page.locator('[role="tab"]:not([aria-selected="true"])');
    const tabs = [...new Set((await unselected.allTextContents()).map((t) => t.trim()))];
    for (const tab of tabs) {
      await record(`/admin tab ${tab}`, async () => {
        await page.getByRole("tab", { name: tab }).first().click();
        await page.waitForTimeout(300);
        await settle(page);
      });
    }
    if (tabs.length > 0) await page.getByRole("tab").first().click();
    await record("/admin order detail", async () => {
      await page
        .getByRole("button", { name: /^View order/ })
        .first()
        .click();
      await page
        .getByRole("button", { name: /back to orders/i })
        .first()
        .waitFor({ timeout: 5000 });
      await settle(page);
    });
    await record("/admin new order", async () => {
      await page.getByRole("button", { name: /back to orders/i }).click();
      await page.getByRole("button", { name: "New order" }).click();
      await page.getByRole("form", { name: "New order" }).waitFor({ timeout: 5000 });
      await settle(page);
    });
    await record("/admin customer page", async () => {
      await page.getByRole("tab", { name: "Customers" }).click();
      await page
        .getByRole("button", { name: /^Open customer/ })
        .first()
        .click();
      await page.getByRole("button", { name: /back to customers/i }).waitFor({ timeout: 5000 });
      await settle(page);
    });
    await record("/admin messages", async () => {
      await page.getByRole("button", { name: "Messages", exact: true }).click();
      await page.getByTestId("contact-message").first().waitFor({ timeout: 5000 });
      await settle(page);
    });
  } catch {
    // recorded above; the later screens cannot be reached
  } finally {
    await context.close();
  }
  return results;
}

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";

/** Runs axe on the given public pages per viewport, the extra states, and the admin screens. */
export async function runAxe(
  browser: Browser,
  base: string,
  routes: Record<Viewport, string[]>,
): Promise<AxeResult[]> {
  // A contact message, so the admin's messages list has an entry to check.
  await fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.250.0.1" },
    body: JSON.stringify({ name: "Audit Visitor", phone: "9876543210", message: "Audit message" }),
  }).catch(() => undefined);

  // The two sizes run side by side (the machine has two cores; the pages are small).
  const perViewport = await Promise.all(
    (["desktop", "phone"] as const).map(async (viewport) => {
      const results: AxeResult[] = [];
      const context = await newContext(browser, viewport);
      const scenarios: Scenario[] = [
        ...routes[viewport].map((route) => ({
          screen: route,
          isPublic: true,
          run: async (page: Page, b: string) => {
            await page.goto(b + route);
            await settle(page, { network: false });
          },
        })),
        ...extraScenarios(viewport),
      ];
      for (const scenario of scenarios) {
        const page = await context.newPage();
        const scripts: string[] = [];
        page.on("response", (r) => {
          const path = new URL(r.url()).pathname;
          if (path.endsWith(".js")) scripts.push(path);
        });
        try {
          await scenario.run(page, base);
          results.push({
            screen: scenario.screen,
            viewport,
            violations: await analyze(page),
            scripts,
          });
        } catch (error) {
          results.push({
            screen: scenario.screen,
            viewport,
            violations: [],
            scripts,
            error: firstLine(error),
          });
        } finally {
          await page.close();
        }
      }
      await context.close();
      results.push(...(await adminScreens(browser, base, viewport)));
      return results;
    }),
  );
  return perViewport.flat();
}

export const axeTargets = (v: AxeViolation) =>
  v.targets.slice(0, MAX_TARGETS).join(", ") +
  (v.targets.length > MAX_TARGETS ? ` (+${v.targets.length - MAX_TARGETS} more)` : "");
