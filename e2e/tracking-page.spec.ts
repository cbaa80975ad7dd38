import { expect, type Page, test } from "@playwright/test";
import { BUSINESS, primaryPhone, telLink } from "../src/shared/business";
import { PATHS } from "../src/shared/paths";
import { DEMO_ORDER_IDS, TRACKING_TOASTS } from "../src/shared/tracking";
import { gotoHydrated } from "./support/app";
import { installPausedClock } from "./support/clock";
import { expectChatLink } from "./support/links";
import { expectNoToast, expectToast } from "./support/toast";

const orderId = (page: Page) => page.getByLabel("Order ID", { exact: true });
const trackButton = (page: Page) => page.getByRole("button", { name: "Track Order" });

/** Records every call to the order API, to prove validation happens before any lookup. */
function recordOrderRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/orders")) urls.push(r.url());
  });
  return urls;
}

test.beforeEach(async ({ page }) => {
  // Time stands still, so toasts stay until dismissed however slow the machine is.
  await installPausedClock(page);
  await gotoHydrated(page, PATHS.tracking);
});

test("an Order ID box, a Track Order button, the idle prompt, and demo buttons that fill in the three sample IDs", async ({
  page,
}) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Track Your Order");
  await expect(orderId(page)).toBeVisible();
  await expect(orderId(page)).toBeEditable();
  await expect(orderId(page)).toHaveValue("");
  await expect(trackButton(page)).toBeVisible();
  await expect(trackButton(page)).toHaveAttribute("type", "submit");
  const prompt = page.getByTestId("tracking-prompt");
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText(/order id/i);
  await expect(prompt).toContainText("confirmation e-mail or SMS");

  // Two-letter prefix, the year, a three-digit number: samples 001 to 003 of 2024.
  expect(DEMO_ORDER_IDS).toHaveLength(3);
  for (const [i, id] of DEMO_ORDER_IDS.entries()) {
    expect(id).toMatch(/^[A-Z]{2}2024\d{3}$/);
    expect(id.endsWith(`00${i + 1}`)).toBe(true);
  }
  for (const id of DEMO_ORDER_IDS) {
    const demo = page.getByRole("button", { name: id, exact: true });
    await expect(demo).toBeVisible();
    await demo.click();
    await expect(orderId(page)).toHaveValue(id);
  }
  // Filling in does not search by itself.
  await expectNoToast(page);
  await expect(prompt).toBeVisible();
});

test("an empty or spaces-only Order ID gives the destructive 'Please enter Order ID' toast and no lookup, by button and by Enter", async ({
  page,
}) => {
  expect(TRACKING_TOASTS.empty).toEqual({
    title: "Please enter Order ID",
    description: "Order ID is required to track your order",
  });
  const requests = recordOrderRequests(page);
  const attempts = [
    { value: "", submit: () => trackButton(page).click() },
    { value: "", submit: () => orderId(page).press("Enter") },
    { value: "     ", submit: () => trackButton(page).click() },
    { value: "   ", submit: () => orderId(page).press("Enter") },
  ];
  for (const { value, submit } of attempts) {
    await orderId(page).fill(value);
    await submit();
    const toast = await expectToast(
      page,
      "Please enter Order ID",
      "Order ID is required to track your order",
      "destructive",
    );
    await expect(orderId(page)).toHaveValue(value);
    await expect(page.getByTestId("tracking-prompt")).toBeVisible();
    await toast.getByRole("button", { name: "Dismiss notification" }).click();
    await expectNoToast(page);
  }
  expect(requests).toEqual([]);
});

test("the Need Help card offers a call link and a chat link", async ({ page }) => {
  const help = page.locator("section", { has: page.getByRole("heading", { name: "Need Help?" }) });
  const call = help.locator('a[href^="tel:"]');
  await expect(call).toHaveCount(1);
  await expect(call).toHaveAttribute("href", telLink(primaryPhone()));
  await expect(call).toContainText(primaryPhone().display);
  await expectChatLink(help.getByRole("link", { name: `Chat on ${BUSINESS.chat.label}` }));
});
