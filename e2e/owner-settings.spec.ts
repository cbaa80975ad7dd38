/**
 * Settings, as an owner of a real deployment uses it: her own server (demo mode off, first
 * passwords from the environment, a daily backup due at once), started by this file on a port
 * the system picks, so changing a password touches no other test. And the demo site's Settings,
 * where the printed demo passwords cannot be changed.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { PASSWORD_MESSAGES } from "../src/shared/account";
import { BUSINESS } from "../src/shared/business";
import { startServer, type ServerProcess } from "../src/server/test-support/server-process";
import { waitForHydration, gotoHydrated } from "./support/app";
import { loginAsOwner, loginForm } from "./support/admin";
import { useOwnClientAddress } from "./support/client-address";
import { expectToast } from "./support/toast";

const FIRST = { sunita: "teal silk and mirror work", rekha: "seven camels at dawn" };
const NEW = "a saffron dupatta for Teej";
const SUNITA = BUSINESS.founders[0].name;

test.describe("an owner's Settings on a real deployment", () => {
  test.describe.configure({ mode: "serial" });
  let server: ServerProcess;
  let dataDir: string;

  test.beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-e2e-settings-"));
    server = await startServer(
      { dataDir },
      {
        ADMIN_DEMO_MODE: "0",
        ADMIN_PASSWORD_SUNITA: FIRST.sunita,
        ADMIN_PASSWORD_REKHA: FIRST.rekha,
        BACKUP_DIR: path.join(dataDir, "backups"),
        BACKUP_HOUR: "0",
      },
    );
  });

  test.afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** `page` logged in to the real deployment's /admin (each page is its own session). */
  async function loggedIn(page: Page, password: string): Promise<Page> {
    await page.goto(`${server.url}/admin`);
    await waitForHydration(page);
    await login(page, password);
    await expectToast(page, "Login successful!", `Welcome back, ${SUNITA}`, "default");
    return page;
  }

  async function login(page: Page, password: string): Promise<void> {
    await loginForm(page).getByLabel("Username").fill("sunita");
    await loginForm(page).getByLabel("Password", { exact: true }).fill(password);
    await loginForm(page).getByRole("button", { name: "Login" }).click();
  }

  const passwordForm = (page: Page) => page.getByRole("form", { name: "Change your password" });
  const field = (page: Page, name: string) =>
    passwordForm(page).getByRole("textbox", { name, exact: true });

  async function fill(page: Page, current: string, next: string, again: string) {
    const form = passwordForm(page);
    await field(page, "Current password").fill(current);
    await field(page, "New password").fill(next);
    await field(page, "New password again").fill(again);
    await form.getByRole("button", { name: "Change password" }).click();
  }

  test("shows the password form and the backup the server took", async ({ page }, testInfo) => {
    await loggedIn(page, FIRST.sunita);
    await page.getByRole("tab", { name: "Settings" }).click();
    await expect(passwordForm(page)).toBeVisible();
    const backups = page.getByTestId("backup-status");
    await expect(backups).toContainText("A backup is taken every day at 00:00 (India time).");
    await expect(backups.getByRole("region", { name: "Last backup" })).toContainText(
      "Daily, by the server",
    );
    await expect(backups.getByTestId("backup-outcome")).toHaveText("Written");
    await page.getByRole("tabpanel").screenshot({ path: testInfo.outputPath("settings.png") });
  });

  test("says what is wrong beside the field, before and after asking the server", async ({
    page,
  }, testInfo) => {
    await loggedIn(page, FIRST.sunita);
    await page.getByRole("tab", { name: "Settings" }).click();
    const asked: string[] = [];
    page.on(
      "request",
      (r) => r.url().endsWith("/api/admin/account/password") && asked.push(r.method()),
    );
    const form = passwordForm(page);

    await fill(page, FIRST.sunita, "too short", "too short");
    await expect(form.getByText(PASSWORD_MESSAGES.tooShort)).toBeVisible();
    await expect(field(page, "New password")).toHaveAttribute("aria-invalid", "true");
    await fill(page, FIRST.sunita, NEW, `${NEW}.`);
    await expect(form.getByText(PASSWORD_MESSAGES.mismatch)).toBeVisible();
    expect(asked).toEqual([]);

    await fill(page, "not my password at all", NEW, NEW);
    await expect(form.getByText(PASSWORD_MESSAGES.wrongCurrent)).toBeVisible();
    await expect(field(page, "Current password")).toHaveValue("not my password at all");
    await fill(page, FIRST.sunita, "Password@2024!", "Password@2024!");
    await expect(form.getByText(PASSWORD_MESSAGES.common)).toBeVisible();
    expect(asked).toEqual(["POST", "POST"]);
    await page
      .getByRole("tabpanel")
      .screenshot({ path: testInfo.outputPath("settings-refused.png") });
  });

  test("changes it: this session goes on, her other one ends, the new password logs in", async ({
    browser,
    page,
  }) => {
    // Four logins (two browsers, then the new password twice), each a scrypt hash on the server:
    // 29–30 s of a 30 s limit on a slow 2-core CI machine (2026-11-28).
    test.slow();
    const other = await loggedIn(await browser.newPage(), FIRST.sunita);
    await loggedIn(page, FIRST.sunita);
    await page.getByRole("tab", { name: "Settings" }).click();
    await fill(page, FIRST.sunita, NEW, NEW);
    await expectToast(
      page,
      PASSWORD_MESSAGES.changed.title,
      PASSWORD_MESSAGES.changed.description,
      "default",
    );
    await expect(field(page, "Current password")).toHaveValue("");

    // This window still works; the other one is sent back to the login form.
    await page.getByRole("tab", { name: "Orders" }).click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await page.getByRole("tab", { name: "Settings" }).click();
    await expect(page.getByTestId("backup-status")).toBeVisible();
    await other.getByRole("tab", { name: "Settings" }).click();
    await expect(other.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await other.close();

    await page.getByRole("button", { name: "Logout" }).click();
    await login(page, FIRST.sunita);
    await expectToast(page, "Login failed", "Invalid username or password", "destructive");
    await login(page, NEW);
    await expectToast(page, "Login successful!", `Welcome back, ${SUNITA}`, "default");
  });
});

test.describe("Settings on the demo site", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await useOwnClientAddress(page, testInfo);
  });

  test("keeps the printed demo passwords: no form to change them", async ({ page }) => {
    await loginAsOwner(page);
    await page.getByRole("tab", { name: "Settings" }).click();
    const panel = page.getByRole("tabpanel");
    await expect(panel).toContainText(PASSWORD_MESSAGES.demoMode);
    await expect(page.getByRole("form", { name: "Change your password" })).toHaveCount(0);
    await expect(panel.getByRole("heading", { name: "Backups" })).toBeVisible();
    await gotoHydrated(page, "/admin");
    await expect(page.getByTestId("demo-credentials")).toBeVisible();
  });
});
