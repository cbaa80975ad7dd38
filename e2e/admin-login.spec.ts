import { expect, test } from "@playwright/test";
import { BUSINESS } from "../src/shared/business";
import { DEMO_PASSWORDS } from "../src/server/auth/demo-accounts";
import { gotoHydrated } from "./support/app";
import { loginAsOwner, loginForm, OWNER } from "./support/admin";
import { useOwnClientAddress } from "./support/client-address";
import { expectToast, toastWithTitle } from "./support/toast";
import { installPausedClock } from "./support/clock";

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
});

test("the login page prints the demo credentials of both founders", async ({ page }) => {
  await gotoHydrated(page, "/admin");
  const demo = page.getByTestId("demo-credentials");
  await expect(demo).toBeVisible();
  for (const [i, [username, password]] of Object.entries(DEMO_PASSWORDS).entries()) {
    await expect(demo).toContainText(`${BUSINESS.founders[i]!.name}: ${username} / ${password}`);
  }
});

test("an empty field gives 'Missing credentials'", async ({ page }) => {
  await installPausedClock(page);
  await gotoHydrated(page, "/admin");
  await loginForm(page).getByRole("button", { name: "Login" }).click();
  await expectToast(
    page,
    "Missing credentials",
    "Please enter both username and password",
    "destructive",
  );
  await toastWithTitle(page, "Missing credentials")
    .getByRole("button", { name: "Dismiss notification" })
    .click();
  await loginForm(page).getByLabel("Username").fill(OWNER.username);
  await loginForm(page).getByRole("button", { name: "Login" }).click();
  await expectToast(
    page,
    "Missing credentials",
    "Please enter both username and password",
    "destructive",
  );
});

test("wrong credentials give 'Login failed'", async ({ page }, testInfo) => {
  await gotoHydrated(page, "/admin");
  // A username of its own per project keeps the per-account throttle out of other tests.
  await loginForm(page).getByLabel("Username").fill(`visitor-${testInfo.project.name}`);
  await loginForm(page).getByLabel("Password", { exact: true }).fill("not-the-password");
  await loginForm(page).getByRole("button", { name: "Login" }).click();
  await expectToast(page, "Login failed", "Invalid username or password", "destructive");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
});

test("the password can be shown and hidden", async ({ page }) => {
  await gotoHydrated(page, "/admin");
  const password = loginForm(page).getByLabel("Password", { exact: true });
  await password.fill("secret");
  await expect(password).toHaveAttribute("type", "password");
  await loginForm(page).getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await loginForm(page).getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");
});

test("shows the logging-in state, then welcomes the owner by name", async ({ page }) => {
  await gotoHydrated(page, "/admin");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/admin/login", async (route) => {
    await held;
    await route.continue();
  });
  await loginForm(page).getByLabel("Username").fill(OWNER.username);
  await loginForm(page).getByLabel("Password", { exact: true }).fill(OWNER.password);
  await loginForm(page).getByRole("button", { name: "Login" }).click();
  await expect(loginForm(page).getByRole("button", { name: "Logging in..." })).toBeDisabled();
  release();
  await expectToast(page, "Login successful!", `Welcome back, ${OWNER.name}`, "default");
});

test("a reload logs out; logout returns to a cleared login form", async ({ page }) => {
  await loginAsOwner(page);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await loginAsOwner(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expectToast(page, "Logged out successfully", "See you soon!", "default");
  await expect(loginForm(page).getByLabel("Username")).toHaveValue("");
  await expect(loginForm(page).getByLabel("Password", { exact: true })).toHaveValue("");
});

test("the token is kept in memory only: nothing in storage, no cookie but the login device's", async ({
  page,
  context,
}) => {
  await loginAsOwner(page);
  const stored = await page.evaluate(
    () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  );
  expect(stored).toBe("{}{}");
  // The device cookie only says she has logged in here before (login limits); it opens nothing.
  const cookies = await context.cookies();
  expect(
    cookies.map(({ name, path, httpOnly, sameSite }) => ({ name, path, httpOnly, sameSite })),
  ).toEqual([
    { name: "rr_login_device_sunita", path: "/api/admin", httpOnly: true, sameSite: "Strict" },
  ]);
});
