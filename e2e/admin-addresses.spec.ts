import { expect, test, type Page } from "@playwright/test";
import { ADMIN_PATHS } from "../src/shared/admin-paths";
import { addDays, todayInIndia } from "../src/shared/dates";
import { editBody } from "../src/server/test-support/order-bodies";
import { expectPath, gotoHydrated } from "./support/app";
import { loginForm, OWNER, openOrder, SECOND_OWNER } from "./support/admin";
import { useOwnClientAddress } from "./support/client-address";
import { OwnerApi } from "./support/owner-api";
import { expectToast } from "./support/toast";

/**
 * Every back-office screen has its own address (demo mode): a deep link opens through the login
 * form and then that screen; Back and Forward move between screens; two tabs show two orders.
 * Desktop and phone on SQLite: the addresses are the router's, in the browser; every request
 * behind them runs on both engines in the unit tests (playwright.config.ts says which).
 */

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
});

async function logIn(
  page: Page,
  owner: { username: string; password: string; name: string } = OWNER,
) {
  await loginForm(page).getByLabel("Username").fill(owner.username);
  await loginForm(page).getByLabel("Password", { exact: true }).fill(owner.password);
  await loginForm(page).getByRole("button", { name: "Login" }).click();
  await expectToast(page, "Login successful!", `Welcome back, ${owner.name}`, "default");
}

const orderHeading = (page: Page, orderId: string) =>
  page.getByRole("heading", { name: orderId, exact: true });

test("a link to an order opens the login form, then that order; its Back button returns to the orders", async ({
  page,
}) => {
  const response = await gotoHydrated(page, ADMIN_PATHS.order("RR2024003"));
  expect(response?.status()).toBe(200);
  await logIn(page);
  await expect(orderHeading(page, "RR2024003")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Orders" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: "Back to Orders" }).click();
  await expectPath(page, ADMIN_PATHS.orders);
  await expect(page.getByTestId("admin-order-row").first()).toBeVisible();
});

test("every screen has its own address @phone", async ({ page }) => {
  await gotoHydrated(page, ADMIN_PATHS.settings);
  await logIn(page);
  await expect(page.getByRole("tab", { name: "Settings" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("heading", { name: "Your password" })).toBeVisible();
  await page.getByRole("tab", { name: "Products" }).click();
  await expectPath(page, ADMIN_PATHS.products);
  await page.getByRole("tab", { name: "Customers" }).click();
  await expectPath(page, ADMIN_PATHS.customers);
  await page.getByRole("button", { name: "New customer" }).click();
  await expectPath(page, ADMIN_PATHS.newCustomer);
  await page.getByRole("button", { name: "Messages" }).click();
  await expectPath(page, ADMIN_PATHS.inbox);
  await expect(page.getByRole("heading", { name: "Contact Messages" })).toBeVisible();
  await page.getByRole("tab", { name: "Orders" }).click();
  await expectPath(page, ADMIN_PATHS.orders);
  await page.getByRole("button", { name: "New order" }).click();
  await expectPath(page, ADMIN_PATHS.newOrder);
  await expect(page.getByRole("heading", { name: "New order" })).toBeVisible();

  // A screen's address, reloaded: the login form, then the same screen (demo mode's rule).
  await page.goto(ADMIN_PATHS.inbox);
  await logIn(page);
  await expect(page.getByRole("heading", { name: "Contact Messages" })).toBeVisible();

  const unknown = await page.request.get("/admin/no-such-screen");
  expect(unknown.status()).toBe(200);
  expect(await unknown.text()).toContain("Admin Login");
  expect((await page.request.get("/hi/admin/orders")).status()).toBe(404);
});

test("Back and Forward move between the list, an order and the tabs; the search, priority, state, attention group and sort are in the address", async ({
  page,
  request,
}) => {
  await gotoHydrated(page, ADMIN_PATHS.home);
  await logIn(page);
  await page.getByRole("searchbox", { name: "Search orders" }).fill("RR2024002");
  await expect(page.getByTestId("admin-order-row")).toHaveCount(1);
  await expect.poll(() => new URL(page.url()).search).toBe("?search=RR2024002");
  await openOrder(page, "RR2024002");
  await expectPath(page, ADMIN_PATHS.order("RR2024002"));
  await page.getByRole("tab", { name: "Customers" }).click();
  await expectPath(page, ADMIN_PATHS.customers);

  await page.goBack();
  await expect(orderHeading(page, "RR2024002")).toBeVisible();
  await page.goBack();
  await expectPath(page, ADMIN_PATHS.home);
  await expect(page.getByRole("searchbox", { name: "Search orders" })).toHaveValue("RR2024002");
  await expect(page.getByTestId("admin-order-row")).toHaveCount(1);
  await page.goForward();
  await expect(orderHeading(page, "RR2024002")).toBeVisible();
  await page.goForward();
  await expect(page.getByRole("heading", { name: "Customers", exact: true })).toBeVisible();
  // Still logged in all along: no login form on the way.
  await expect(loginForm(page)).toHaveCount(0);

  // The priority, state, attention group and sort too. A link with some of them (through the
  // login form, demo mode's rule) opens the list so filtered and sorted.
  const api = await OwnerApi.login(request);
  const today = todayInIndia();
  // Taken a month ago for today (a new order's date is never past), then moved to a date gone by.
  const taken = (await api.createOrder({ priority: "high", orderDate: addDays(today, -30) })).order;
  const late = (
    await api.send(
      `/orders/${taken.orderId}`,
      editBody(taken, { expectedDelivery: addDays(today, -2) }),
      "PATCH",
    )
  ).order;
  await page.goto(`${ADMIN_PATHS.orders}?priority=high&state=all&sort=delivery&dir=desc`);
  await logIn(page);
  const priority = page.getByLabel("Filter by priority");
  const state = page.getByLabel("Show active or cancelled orders");
  const overdue = page.getByTestId("attention-overdue");
  const delivery = page.getByTestId("order-table").getByRole("columnheader", { name: "Delivery" });
  const mine = page.getByTestId("admin-order-row").filter({ hasText: late.orderId });
  await expect(priority).toHaveValue("high");
  await expect(state).toHaveValue("all");
  await expect(delivery).toHaveAttribute("aria-sort", "descending");
  await expect(overdue).toHaveAttribute("aria-pressed", "false");

  // Each change is in the address.
  const query = () => new URL(page.url()).search;
  // The latest overdue first: hers among them, on the first page whatever other tests add.
  const withOverdue = "?priority=high&state=all&attention=overdue&sort=delivery&dir=desc";
  await overdue.click();
  await expect.poll(query).toBe(withOverdue);
  await expect(mine).toBeVisible();
  await mine.getByRole("button", { name: `View order ${late.orderId}` }).click();
  await expect(orderHeading(page, late.orderId)).toBeVisible();
  await page.getByRole("button", { name: "Back to Orders" }).click();
  await expect.poll(query).toBe(withOverdue);
  await state.selectOption("cancelled");
  await expect.poll(query).toBe(withOverdue.replace("state=all", "state=cancelled"));
  await expect(mine).toHaveCount(0);

  // Back: the order, then the list as it was filtered; Forward: the order, the cancelled ones.
  await page.goBack();
  await expect(orderHeading(page, late.orderId)).toBeVisible();
  await page.goBack();
  await expect(state).toHaveValue("all");
  await expect(priority).toHaveValue("high");
  await expect(overdue).toHaveAttribute("aria-pressed", "true");
  await expect(delivery).toHaveAttribute("aria-sort", "descending");
  await expect(mine).toBeVisible();
  await page.goForward();
  await expect(orderHeading(page, late.orderId)).toBeVisible();
  await page.goForward();
  await expect(state).toHaveValue("cancelled");
  await expect(overdue).toHaveAttribute("aria-pressed", "true");
  await expect(mine).toHaveCount(0);
});

test("two tabs show two orders side by side, each its own owner", async ({
  page,
  context,
}, testInfo) => {
  await gotoHydrated(page, ADMIN_PATHS.order("RR2024001"));
  await logIn(page);
  const other = await context.newPage();
  await useOwnClientAddress(other, testInfo);
  await gotoHydrated(other, ADMIN_PATHS.order("RR2024004"));
  await logIn(other, SECOND_OWNER);
  await expect(orderHeading(other, "RR2024004")).toBeVisible();
  await expect(orderHeading(page, "RR2024001")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(orderHeading(other, "RR2024004")).toBeVisible();
});
