import { expect, test } from "@playwright/test";
import {
  CUSTOMER_STATUS_INFO,
  CUSTOMER_STATUSES,
  formatIndianDate,
  formatRupees,
} from "../src/shared/orders";
import { SAMPLE_ORDERS } from "../src/shared/sample-orders";
import { DEMO_ORDER_IDS } from "../src/shared/tracking";
import { gotoHydrated } from "./support/app";
import { installPausedClock } from "./support/clock";
import { useOwnClientAddress } from "./support/client-address";
import { expectToast } from "./support/toast";

const sample = (id: string) => SAMPLE_ORDERS.find((o) => o.orderId === id)!;

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
  await gotoHydrated(page, "/tracking");
});

const orderIdBox = (page: import("@playwright/test").Page) => page.getByLabel("Order ID");
const trackButton = (page: import("@playwright/test").Page) =>
  page.getByRole("button", { name: /Track Order|Searching/ });

test("each demo order is found on the server with its card, masked details and toast", async ({
  page,
}) => {
  const expected = { RR2024001: "in-work", RR2024002: "ready", RR2024003: "dispatched" } as const;
  // Toasts stay until dismissed, so each lookup's toast is checked alone.
  await installPausedClock(page);
  await gotoHydrated(page, "/tracking");
  for (const id of DEMO_ORDER_IDS) {
    const order = sample(id);
    await page.getByRole("button", { name: id, exact: true }).click();
    await trackButton(page).click();
    const toast = await expectToast(
      page,
      "Order Found!",
      `Order for ${order.customerName} found successfully`,
      "default",
    );
    await toast.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(toast).toHaveCount(0);
    const card = page.getByTestId("order-card");
    await expect(card).toContainText(`Order ${id}`);
    const status = expected[id];
    await expect(card.getByTestId("status-badge")).toHaveText(CUSTOMER_STATUS_INFO[status].label);
    await expect(card.getByTestId("status-explanation")).toHaveText(
      CUSTOMER_STATUS_INFO[status].explanation,
    );
    await expect(card).toContainText(order.customerName);
    await expect(card.getByTestId("order-date")).toHaveText(formatIndianDate(order.orderDate));
    await expect(card.getByTestId("expected-delivery")).toHaveText(
      formatIndianDate(order.expectedDelivery),
    );
    await expect(card.getByTestId("total-amount")).toHaveText(formatRupees(order.amountRupees));
    for (const item of order.items)
      await expect(card.getByTestId("order-items")).toContainText(item.name);
    // Privacy: the last digits of the phone and the city/state only.
    const digits = order.customerPhone.replace(/\D/g, "");
    await expect(card).toContainText(digits.slice(-4));
    await expect(card).not.toContainText(order.customerPhone);
    await expect(card).toContainText(`${order.address.city}, ${order.address.state}`);
    await expect(card).not.toContainText(order.address.line);
    await expect(card).not.toContainText(order.address.postalCode);
    // Every stage up to and including the current one is reached.
    const stages = card.getByTestId("progress-stage");
    await expect(stages).toHaveCount(5);
    const current = CUSTOMER_STATUSES.indexOf(status);
    for (let i = 0; i < 5; i++)
      await expect(stages.nth(i)).toHaveAttribute("data-reached", String(i <= current));
    const history = card.getByTestId("order-history").locator("li");
    await expect(history).toHaveCount(order.statusHistory.length);
    for (const entry of order.statusHistory)
      await expect(card.getByTestId("order-history")).toContainText(entry.description);
  }
});

test("the spec's texts: Indian English dates and rupee amounts", async ({ page }) => {
  await orderIdBox(page).fill("RR2024001");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("order-date")).toHaveText("15 January 2024");
  await expect(page.getByTestId("total-amount")).toHaveText("₹18,500");
});

test("lookup ignores case and surrounding spaces, and Enter submits", async ({ page }) => {
  await orderIdBox(page).fill("  rr2024002  ");
  await orderIdBox(page).press("Enter");
  await expectToast(
    page,
    "Order Found!",
    `Order for ${sample("RR2024002").customerName} found successfully`,
    "default",
  );
  await expect(page.getByTestId("order-card")).toContainText("Order RR2024002");
});

test("an unknown or malformed ID shows Order Not Found and clears the previous result", async ({
  page,
}) => {
  // Toasts stay until dismissed, so a slow machine cannot expire one mid-check.
  await installPausedClock(page);
  await gotoHydrated(page, "/tracking");
  await orderIdBox(page).fill("RR2024001");
  await trackButton(page).click();
  await expect(page.getByTestId("order-card")).toBeVisible();
  for (const bad of ["RR2099999", "not-an-id"]) {
    await orderIdBox(page).fill(bad);
    await trackButton(page).click();
    const toast = await expectToast(
      page,
      "Order Not Found",
      "Please check your Order ID and try again",
      "destructive",
    );
    await expect(page.getByTestId("order-card")).toHaveCount(0);
    await expect(page.getByTestId("tracking-prompt")).toBeVisible();
    await toast.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(toast).toHaveCount(0);
  }
});

test("shows the searching state while the lookup is in flight", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/orders/**", async (route) => {
    await held;
    await route.continue();
  });
  await orderIdBox(page).fill("RR2024003");
  await trackButton(page).click();
  await expect(page.getByRole("button", { name: "Searching..." })).toBeDisabled();
  release();
  await expect(page.getByRole("button", { name: "Track Order" })).toBeEnabled();
  await expect(page.getByTestId("order-card")).toBeVisible();
});

test("a server that refuses shows an error toast, not a wrong result", async ({ page }) => {
  await page.route("**/api/orders/**", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({
        error: "The service is temporarily unavailable. Please try again shortly.",
      }),
    }),
  );
  await orderIdBox(page).fill("RR2024001");
  await trackButton(page).click();
  await expectToast(
    page,
    "Tracking unavailable",
    "The service is temporarily unavailable. Please try again shortly.",
    "destructive",
  );
  await expect(page.getByTestId("order-card")).toHaveCount(0);
});
