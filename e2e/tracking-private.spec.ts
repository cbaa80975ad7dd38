import { expect, test, type Page } from "@playwright/test";
import { maskPhone } from "../src/shared/order-format";
import { CUSTOMER_STATUS_INFO, formatIndianDate } from "../src/shared/orders";
import { CANCELLED_LABEL, TRACKING_TEXTS } from "../src/shared/order-card-texts";
import { TRACKING_ERRORS } from "../src/shared/tracking";
import { gotoHydrated } from "./support/app";
import { useOwnClientAddress } from "./support/client-address";
import type { OrderMessages } from "../src/shared/notifications";
import { OwnerApi } from "./support/owner-api";
import { expectToast } from "./support/toast";

/**
 * A customer tracks an order taken in the back office: its ID alone shows its status only; the
 * link in her messages (its tracking code) opens its progress, dates and history with the
 * boutique's notes for her, never who she is; her details need the last four digits of the
 * order's phone as well.
 */

const lookUp = async (page: Page, orderId: string, digits = "") => {
  await page.getByLabel("Order ID").fill(orderId);
  await page.getByLabel(TRACKING_TEXTS.digitsLabel).fill(digits);
  await page.getByRole("button", { name: "Track Order" }).click();
};

/** The tracking link in the order's first message to her (as queued; no channel is set up). */
async function trackingLinkOf(owner: OwnerApi, orderId: string): Promise<URL> {
  const { messages } = await owner.get<OrderMessages>(`/orders/${orderId}/messages`);
  const created = messages.find((m) => m.kind === "order-created");
  const found = /https?:\/\/\S+#code=[a-z0-9]+/.exec(created?.body ?? "");
  expect(found, created?.body).not.toBeNull();
  return new URL(found![0]);
}

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
});

test("by Order ID alone: the status only, no dates, history or notes, nothing personal", async ({
  page,
  request,
}) => {
  const owner = await OwnerApi.login(request);
  const { order } = await owner.createOrder();
  await owner.send(`/orders/${order.orderId}/notes`, {
    audience: "customer",
    text: "Your fabric has arrived from Surat.",
  });

  await gotoHydrated(page, "/tracking");
  await lookUp(page, order.orderId);
  await expectToast(page, "Order Found!", `Order ${order.orderId} found successfully`, "default");
  const card = page.getByTestId("order-card");
  await expect(card.getByTestId("status-badge")).toHaveText(CUSTOMER_STATUS_INFO.received.label);
  await expect(card.getByTestId("progress-stage")).toHaveCount(5);
  await expect(card.getByTestId("details-hint")).toHaveText(TRACKING_TEXTS.statusOnlyHint);
  for (const hidden of ["order-date", "expected-delivery", "order-history"])
    await expect(card.getByTestId(hidden)).toHaveCount(0);
  for (const secret of [
    order.customerName,
    order.address.city,
    order.customerPhone.slice(-4),
    order.items[0]!.name,
    "24,000",
    "Surat",
  ])
    await expect(card).not.toContainText(secret);
});

test("her message's link opens her order: progress, dates and history with her note; her digits add her details", async ({
  page,
  request,
}) => {
  const owner = await OwnerApi.login(request);
  const { order } = await owner.createOrder({
    messaging: { language: "en", whatsapp: true, email: false },
  });
  await owner.send(`/orders/${order.orderId}/notes`, {
    audience: "customer",
    text: "Your fabric has arrived from Surat.",
  });
  await owner.send(`/orders/${order.orderId}/notes`, {
    audience: "internal",
    text: "Customer asked for a discount; said no.",
  });
  const link = await trackingLinkOf(owner, order.orderId);

  await gotoHydrated(page, `${link.pathname}${link.hash}`);
  await expectToast(page, "Order Found!", `Order ${order.orderId} found successfully`, "default");
  const card = page.getByTestId("order-card");
  await expect(card.getByTestId("status-badge")).toHaveText(CUSTOMER_STATUS_INFO.received.label);
  await expect(card.getByTestId("order-date")).toHaveText(formatIndianDate(order.orderDate));
  await expect(card.getByTestId("order-history")).toContainText(
    "Your fabric has arrived from Surat.",
  );
  await expect(card.getByTestId("details-hint")).toHaveText(TRACKING_TEXTS.detailsHint);
  for (const secret of [order.customerName, order.items[0]!.name, "24,000", "discount"])
    await expect(card).not.toContainText(secret);
  await expect(page.getByLabel("Order ID")).toHaveValue(order.orderId);

  // Her digits, through her code (never locked out by someone else's wrong guesses).
  const digits = order.customerPhone.replace(/\D/g, "").slice(-4);
  await page.getByLabel(TRACKING_TEXTS.digitsLabel).fill(digits);
  await page.getByRole("button", { name: "Track Order" }).click();
  await expect(card).toContainText(order.customerName);
  await expect(card.getByTestId("total-amount")).toHaveText("₹24,000");
});

test("a Hindi customer's link opens her order on the Hindi page", async ({ page, request }) => {
  const owner = await OwnerApi.login(request);
  const { order } = await owner.createOrder({
    messaging: { language: "hi", whatsapp: true, email: false },
  });
  const link = await trackingLinkOf(owner, order.orderId);
  expect(link.pathname).toBe("/hi/tracking");
  await gotoHydrated(page, `${link.pathname}${link.hash}`);
  await expect(page.getByTestId("order-card").getByRole("heading", { level: 2 })).toContainText(
    order.orderId,
  );
  await expect(page.getByTestId("order-card").getByTestId("order-date")).toBeVisible();
});

test("with the last four phone digits: the full card, masked, and the toast with her name", async ({
  page,
  request,
}) => {
  const owner = await OwnerApi.login(request);
  const { order } = await owner.createOrder();
  const digits = order.customerPhone.replace(/\D/g, "").slice(-4);

  await gotoHydrated(page, "/tracking");
  await lookUp(page, order.orderId, digits);
  await expectToast(
    page,
    "Order Found!",
    `Order for ${order.customerName} found successfully`,
    "default",
  );
  const card = page.getByTestId("order-card");
  await expect(card).toContainText(order.customerName);
  await expect(card).toContainText(maskPhone(order.customerPhone));
  await expect(card).toContainText(`${order.address.city}, ${order.address.state}`);
  await expect(card).not.toContainText(order.address.line);
  await expect(card.getByTestId("total-amount")).toHaveText("₹24,000");
  await expect(card.getByTestId("order-items")).toContainText("Red Gota Patti Poshak (size M)");
  await expect(card.getByTestId("details-hint")).toHaveCount(0);
});

test("wrong digits say so plainly and show nothing of the order", async ({ page, request }) => {
  const owner = await OwnerApi.login(request);
  const { order } = await owner.createOrder();
  const right = order.customerPhone.replace(/\D/g, "").slice(-4);
  const wrong = right === "0000" ? "1111" : "0000";

  await gotoHydrated(page, "/tracking");
  await lookUp(page, order.orderId, wrong);
  await expectToast(page, "Phone digits do not match", TRACKING_ERRORS.wrongDigits, "destructive");
  await expect(page.getByTestId("order-card")).toHaveCount(0);
  // What was typed stays, so the customer can correct it.
  await expect(page.getByLabel("Order ID")).toHaveValue(order.orderId);
  await expect(page.getByLabel(TRACKING_TEXTS.digitsLabel)).toHaveValue(wrong);
});

test("a cancelled order says so and asks the customer to contact the boutique", async ({
  page,
  request,
}) => {
  const owner = await OwnerApi.login(request);
  const { order } = await owner.createOrder();
  await owner.send(`/orders/${order.orderId}/cancellation`, { reason: "Customer changed plans" });

  await gotoHydrated(page, "/tracking");
  await lookUp(page, order.orderId);
  const card = page.getByTestId("order-card");
  await expect(card.getByTestId("status-badge")).toHaveText(CANCELLED_LABEL);
  await expect(card.getByTestId("status-explanation")).toContainText("This order was cancelled");
  await expect(card.getByTestId("status-explanation")).toContainText("Please contact us");
  await expect(card).not.toContainText("Customer changed plans");
  await expect(card.getByTestId("progress-stage")).toHaveCount(0);
});
