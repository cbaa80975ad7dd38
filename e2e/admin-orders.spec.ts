import { expect, test, type Page } from "@playwright/test";
import { DASHBOARD_TILES, filterAdminOrders } from "../src/shared/admin";
import { todayInIndia } from "../src/shared/dates";
import {
  CUSTOMER_STATUS_INFO,
  currentStepOf,
  formatIndianDate,
  PRODUCTION_STEP_TEMPLATE,
  type StepStatus,
} from "../src/shared/orders";
import { SAMPLE_ORDERS } from "../src/shared/sample-orders";
import { gotoHydrated } from "./support/app";
import { loginAsOwner, openOrder, setStep, stepRow } from "./support/admin";
import { installPausedClock } from "./support/clock";
import { useOwnClientAddress } from "./support/client-address";
import { colourFamily } from "./support/colour";
import { expectToast } from "./support/toast";

// Each project changes orders of its own, so parallel runs never meet; the tracking tests use
// RR2024001-003 and leave them alone.
const ORDERS = {
  desktop: { completeAll: "RR2024006", toggle: "RR2024008" },
  phone: { completeAll: "RR2024004", toggle: "RR2024005" },
} as const;
const mine = (project: string) => ORDERS[project as keyof typeof ORDERS];

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
  // Toasts stay until dismissed, so a slow machine cannot expire one mid-check.
  await installPausedClock(page);
  await loginAsOwner(page);
});

const rows = (page: Page) => page.getByTestId("admin-order-row");
/**
 * The sample orders' rows: other specs add orders of their own while this one runs (own-order.ts,
 * and orders taken through the back office in this year).
 */
const SAMPLE_ID = new RegExp(`${SAMPLE_ORDERS.map((o) => o.orderId).join("|")}`);
const sampleRows = (page: Page) => rows(page).filter({ hasText: SAMPLE_ID });

test("the dashboard shows the four fixed tiles and four tabs", async ({ page }) => {
  const tiles = page.getByTestId("stat-tile");
  await expect(tiles).toHaveCount(4);
  const expected = [
    ["Total Orders", "247", "+12%"],
    ["Active Customers", "1,250", "+8%"],
    ["Revenue (Month)", "₹4,75,000", "+15%"],
    ["Products", "156", "+3"],
  ];
  expect(DASHBOARD_TILES.map((t) => [t.label, t.value, t.trend])).toEqual(expected);
  for (const [i, [label, value, trend]] of expected.entries()) {
    await expect(tiles.nth(i)).toContainText(label!);
    await expect(tiles.nth(i)).toContainText(value!);
    await expect(tiles.nth(i)).toContainText(trend!);
  }
  await expect(page.getByRole("tab")).toHaveText(["Orders", "Products", "Customers", "Settings"]);
  await page.getByRole("tab", { name: "Products" }).click();
  await expect(page.getByTestId("category-tile")).toHaveCount(3);
  await expect(page.getByTestId("category-tile")).toContainText([
    "Poshak Sets",
    "Sarees",
    "Kurtis",
  ]);
  for (const count of await page.getByTestId("category-count").allTextContents()) {
    expect(Number(count)).toBeGreaterThanOrEqual(10);
    expect(Number(count)).toBeLessThanOrEqual(59);
  }
  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(
    page.getByRole("tabpanel").getByRole("heading", { name: "Your password" }),
  ).toBeVisible();
  await expect(page.getByRole("tabpanel")).toContainText("Message channels");
});

test("lists every order with its facts, priority colours and current step or 'Completed'", async ({
  page,
}) => {
  await expect(sampleRows(page)).toHaveCount(SAMPLE_ORDERS.length);
  const done = rows(page).filter({ hasText: "RR2024007" });
  await expect(done.getByTestId("current-step")).toHaveText("Completed");
  const ready = rows(page).filter({ hasText: "RR2024002" });
  await expect(ready.getByTestId("current-step")).toHaveText(PRODUCTION_STEP_TEMPLATE[7]!.name);
  const colours = { urgent: "red", high: "orange", medium: "yellow", low: "green" } as const;
  for (const [priority, colour] of Object.entries(colours)) {
    const badge = page
      .locator(`[data-testid="priority-badge"][data-priority="${priority}"]`)
      .first();
    expect(await colourFamily(badge), priority).toBe(colour);
  }
  const first = SAMPLE_ORDERS.find((o) => o.orderId === "RR2024001")!;
  const row = rows(page).filter({ hasText: "RR2024001" });
  await expect(row).toContainText(first.customerName);
  await expect(row).toContainText(formatIndianDate(first.orderDate));
  await expect(row).toContainText(first.orderType);
});

test("search by ID or name ignoring case, and the priority filter, apply together", async ({
  page,
}) => {
  const search = page.getByLabel("Search orders");
  const priority = page.getByLabel("Filter by priority");
  await expect(priority.locator("option")).toHaveText([
    "All Priorities",
    "urgent",
    "high",
    "medium",
    "low",
  ]);
  const check = async (text: string, p: "all" | "urgent" | "high" | "medium" | "low") => {
    await search.fill(text);
    await priority.selectOption(p);
    const inHand = SAMPLE_ORDERS.map((o) => ({ ...o, cancelled: false, balanceRupees: 0 }));
    const expected = filterAdminOrders(inHand, { search: text, priority: p }).map((o) => o.orderId);
    await expect(sampleRows(page)).toHaveCount(expected.length);
    for (const id of expected) await expect(rows(page).filter({ hasText: id })).toHaveCount(1);
    return expected.length;
  };
  expect(await check("priya", "all")).toBe(1);
  expect(await check("rr2024003", "all")).toBe(1);
  expect(await check("RR2024", "medium")).toBeGreaterThan(1);
  expect(await check("", "urgent")).toBeGreaterThan(0);
  expect(await check("priya", "low")).toBe(0);
  await expect(page.getByText("No orders match your search.")).toBeVisible();
});

test("step statuses can be set freely: completed stamps today, others clear it", async ({
  page,
}, testInfo) => {
  const orderId = mine(testInfo.project.name).toggle;
  await openOrder(page, orderId);
  const steps = page.getByTestId("production-step");
  await expect(steps).toHaveCount(9);
  await expect(page.getByTestId("total-days")).toHaveText("19");
  await expect(page.getByTestId("estimated-days")).toHaveText([
    "1",
    "2",
    "2",
    "1",
    "7",
    "3",
    "1",
    "1",
    "1",
  ]);
  // Out of order: the last step first.
  await setStep(page, "step-8", "completed");
  await expect(stepRow(page, "step-8").getByTestId("completed-date")).toHaveText(
    formatIndianDate(todayInIndia()),
  );
  await setStep(page, "step-8", "on-hold");
  await expect(stepRow(page, "step-8").getByTestId("completed-date")).toHaveCount(0);
  await setStep(page, "step-8", "pending");
  await setStep(page, "step-0", "on-hold");
  await setStep(page, "step-0", "completed");
  await setStep(page, "step-1", "in-progress");
  await setStep(page, "step-2", "on-hold");
  const sample = SAMPLE_ORDERS.find((o) => o.orderId === orderId)!;
  const changed = {
    "step-0": "completed",
    "step-1": "in-progress",
    "step-2": "on-hold",
    "step-8": "pending",
  } as Record<string, StepStatus>;
  const expectedCurrent = currentStepOf(
    sample.productionSteps.map((st) => ({ status: changed[st.id] ?? st.status })),
  );
  await expect(page.getByTestId("detail-current-step")).toHaveText(
    PRODUCTION_STEP_TEMPLATE[expectedCurrent]!.name,
  );
  const badge = (status: string) =>
    page.locator(`[data-testid="step-status"][data-status="${status}"]`).first();
  const colours = {
    completed: "green",
    "in-progress": "blue",
    "on-hold": "yellow",
    pending: "grey",
  } as const;
  for (const [status, colour] of Object.entries(colours))
    expect(await colourFamily(badge(status)), status).toBe(colour);
  await expect(page.getByTestId("timeline")).toContainText(
    "Sunita Rathore set Customer Requirements Analysis from",
  );
  await page.getByRole("button", { name: "Back to Orders" }).click();
  await expect(sampleRows(page)).toHaveCount(SAMPLE_ORDERS.length);
});

test("completing every step shows 'Completed', survives a reload, and reaches the tracking page", async ({
  page,
}, testInfo) => {
  test.slow(); // nine step changes, a reload with a login, then the tracking page
  const orderId = mine(testInfo.project.name).completeAll;
  await openOrder(page, orderId);
  for (let i = 0; i < 9; i++) {
    const row = stepRow(page, `step-${i}`);
    if ((await row.getByTestId("step-status").getAttribute("data-status")) !== "completed")
      await setStep(page, `step-${i}`, "completed");
  }
  await expect(page.getByTestId("detail-current-step")).toHaveText("Completed");
  await expect(page.getByTestId("customer-status")).toHaveText(
    CUSTOMER_STATUS_INFO.delivered.label,
  );
  await page.getByRole("button", { name: "Back to Orders" }).click();
  await expect(rows(page).filter({ hasText: orderId }).getByTestId("current-step")).toHaveText(
    "Completed",
  );

  await page.reload();
  await loginAsOwner(page);
  await expect(rows(page).filter({ hasText: orderId }).getByTestId("current-step")).toHaveText(
    "Completed",
  );

  await gotoHydrated(page, "/tracking");
  await page.getByLabel("Order ID").fill(orderId);
  await page.getByRole("button", { name: "Track Order" }).click();
  await expectToast(page, "Order Found!", undefined, "default");
  await expect(page.getByTestId("status-badge")).toHaveText(CUSTOMER_STATUS_INFO.delivered.label);
  await expect(page.getByTestId("order-history")).toContainText(
    CUSTOMER_STATUS_INFO.delivered.label,
  );
});
