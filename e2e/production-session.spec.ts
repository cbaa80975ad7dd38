import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { ADMIN_PATHS } from "../src/shared/admin-paths";
import { formatIndianDateTime } from "../src/shared/order-format";
import { expectPath, gotoHydrated } from "./support/app";
import { loginForm } from "./support/admin";
import { PRODUCTION_PASSWORDS } from "./support/production";
import { expectToast } from "./support/toast";

/**
 * Production mode (ADMIN_DEMO_MODE=0, the "production" project's own server): the session
 * lives in an HttpOnly cookie, so a reload, a new tab and Back/Forward keep it; "Keep me signed
 * in on this device" keeps it across a browser restart too; Settings lists her devices and
 * ends one. Rekha's account, so the dashboard figures test (Sunita's) is left as it expects.
 */
const REKHA = { username: "rekha", password: PRODUCTION_PASSWORDS.rekha, name: "Rekha Shekhawat" };

async function logIn(page: Page, remember: boolean) {
  const form = loginForm(page);
  await form.getByLabel("Username").fill(REKHA.username);
  await form.getByLabel("Password", { exact: true }).fill(REKHA.password);
  if (remember) await form.getByLabel("Keep me signed in on this device").check();
  await form.getByRole("button", { name: "Login" }).click();
  await expectToast(page, "Login successful!", `Welcome back, ${REKHA.name}`, "default");
}

/** The browser closed and opened again: its cookies without an expiry are gone. */
async function restarted(browser: Browser, context: BrowserContext): Promise<BrowserContext> {
  const state = await context.storageState();
  await context.close();
  return browser.newContext({
    storageState: { ...state, cookies: state.cookies.filter((c) => c.expires !== -1) },
  });
}

const settingsHeading = (page: Page) => page.getByRole("heading", { name: "Your password" });

test("kept signed in: a reload, a new tab, Back/Forward and a browser restart keep the session @phone", async ({
  browser,
}) => {
  // A login, a reload, a new tab, Back/Forward and a whole browser restarted: past its 30 s on
  // a slow 2-core CI machine (2026-11-28), twice.
  test.slow();
  let context = await browser.newContext();
  const page = await context.newPage();
  await gotoHydrated(page, ADMIN_PATHS.settings);
  await logIn(page, true);
  await expect(settingsHeading(page)).toBeVisible();
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name.endsWith("rr_owner_session"));
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict" });
  expect(session!.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
  // Nothing of the session is where a script could read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain("rr_owner_session");

  await page.getByRole("tab", { name: "Customers" }).click();
  await expectPath(page, ADMIN_PATHS.customers);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Customers", exact: true })).toBeVisible();
  await expect(loginForm(page)).toHaveCount(0);
  await page.goBack();
  await expect(settingsHeading(page)).toBeVisible();
  await page.goForward();
  await expect(page.getByRole("heading", { name: "Customers", exact: true })).toBeVisible();

  const tab = await context.newPage();
  await gotoHydrated(tab, ADMIN_PATHS.products);
  await expect(tab.getByRole("heading", { name: "Product Management" })).toBeVisible();

  context = await restarted(browser, context);
  const after = await context.newPage();
  await gotoHydrated(after, ADMIN_PATHS.inbox);
  await expect(after.getByRole("heading", { name: "Contact Messages" })).toBeVisible();
  await expect(loginForm(after)).toHaveCount(0);
  await context.close();
});

test("not kept: a reload keeps the session, a browser restart asks to log in again", async ({
  browser,
}) => {
  let context = await browser.newContext();
  const page = await context.newPage();
  await gotoHydrated(page, ADMIN_PATHS.customers);
  await logIn(page, false);
  await expect(page.getByRole("heading", { name: "Customers", exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Customers", exact: true })).toBeVisible();

  context = await restarted(browser, context);
  const after = await context.newPage();
  await gotoHydrated(after, ADMIN_PATHS.customers);
  await expect(after.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  // Then straight to the screen she asked for.
  await logIn(after, false);
  await expect(after.getByRole("heading", { name: "Customers", exact: true })).toBeVisible();
  await context.close();
});

test("Settings lists her devices and signs one out; Logout ends this one", async ({ browser }) => {
  const phone = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  });
  const phonePage = await phone.newPage();
  await gotoHydrated(phonePage, ADMIN_PATHS.orders);
  await logIn(phonePage, true);

  const laptop = await browser.newContext();
  const page = await laptop.newPage();
  await gotoHydrated(page, ADMIN_PATHS.settings);
  await logIn(page, false);
  const devices = page.getByTestId("signed-in-device");
  const mine = devices.filter({ hasText: "This device" });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText("Until the browser closes");
  // When and from where, in India's time (either side of a midnight passed while it ran).
  const days = [Date.now() - 60_000, Date.now() + 60_000].map(
    (t) => formatIndianDateTime(new Date(t).toISOString()).split(",")[0]!,
  );
  await expect(mine).toContainText(
    new RegExp(`Last used (${days.join("|")}), \\d{1,2}:\\d{2} [ap]m from [0-9a-f.:]+`),
  );
  const phoneRow = devices.filter({ hasText: "Chrome on Android" }).first();
  await expect(phoneRow).toContainText("Stays signed in");
  await phoneRow.getByRole("button", { name: /^Sign out: Chrome on Android/ }).click();
  await expectToast(page, "Device signed out", "That device must log in again.", "default");

  await phonePage.reload();
  await expect(phonePage.getByRole("heading", { name: "Admin Login" })).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expectToast(page, "Logged out successfully", "See you soon!", "default");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await phone.close();
  await laptop.close();
});

test("a half-filled new customer survives a reload, still signed in; saving clears the draft @phone", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await gotoHydrated(page, ADMIN_PATHS.newCustomer);
  await logIn(page, false);
  const form = page.getByRole("form", { name: "New customer" });
  const name = `Sushila Draft ${Date.now()}`;
  await form.getByRole("textbox", { name: "Customer name" }).fill(name);
  await form.getByRole("textbox", { name: "Phone", exact: true }).fill(`+91 97${Date.now() % 1e8}`);
  await page.reload();
  await expect(form.getByRole("textbox", { name: "Customer name" })).toHaveValue(name);
  await expect(loginForm(page)).toHaveCount(0);
  await form.getByRole("button", { name: "Add customer" }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await gotoHydrated(page, ADMIN_PATHS.newCustomer);
  await expect(form.getByRole("textbox", { name: "Customer name" })).toHaveValue("");
  await context.close();
});

test("a reload opens on the back office: the login form and the shop's frame never show while the page asks", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await gotoHydrated(page, ADMIN_PATHS.customers);
  await logIn(page, true);
  await expect(page.getByRole("heading", { name: "Customers", exact: true })).toBeVisible();
  // The hint a script can read says only "a session may be live".
  expect(await page.evaluate(() => document.cookie)).toBe("rr_owner_signed_in=1");

  // The answer to "is my session live?" is held back: until it comes, nothing but the background.
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/admin/session/resume", async (route) => {
    const response = await route.fetch();
    await answered;
    await route.fulfill({ response });
  });
  await page.reload({ waitUntil: "load" });
  await expect(page.locator("html")).toHaveAttribute("data-admin-resuming", "");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeHidden();
  await expect(page.locator("body > header")).toBeHidden();
  await expect(page.locator("body > footer")).toBeHidden();
  release();
  await expect(page.getByRole("heading", { name: "Customers", exact: true })).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-admin-resuming");
  await page.unroute("**/api/admin/session/resume");

  // A hint whose session has ended (signed out from another device, expired): the login form.
  await context.clearCookies({ name: /rr_owner_session$/ });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-admin-resuming");
  expect(await page.evaluate(() => document.cookie)).toBe("");
  await context.close();
});
