import { expect, test, type Page } from "@playwright/test";
import { maskPhone } from "../src/shared/order-format";
import { CUSTOMER_STATUS_INFO, formatIndianDate } from "../src/shared/orders";
import { CANCELLED_LABEL, TRACKING_ERRORS, TRACKING_TEXTS } from "../src/shared/tracking";
import { gotoHydrated } from "./support/app";
import { useOwnClientAddress } from "./support/client-address";
import { OwnerApi } from "./support/owner-api";
import { expectToast } from "./support/toast";

/**
 * A customer tracks an order taken in the back office: its ID alone shows the progress and
 * history (with the boutique's notes for her), never who she is; her details need the last
 * four digits of the order's phone as well.
 */

const lookUp = async (page: Page, orderId: string, digits = "") => {
  await page.getByLabel("Order ID").fill(orderId);
  await page.getByLabel(TRACKING_TEXTS.digitsLabel).fill(digits);
  await page.getByRole("button", { name: "Track Order" }).click();
};

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
});

test("by Order ID alone: progress, dates and history with the customer note, nothing personal", async ({
  page,
  request,
}) => {
  const owner = await OwnerApi.login(request);
  const { order } = await owner.createOrder();
  await owner.send(`/orders/${order.orderId}/notes`, {
    audience: "customer",
    text: "Your fabric has arrived from Surat.",
  });
  await owner.send(`/orders/${order.orderId}/notes`, {
    audience: "internal",
    text: "Customer asked for a discount; said no.",
  });

  await gotoHydrated(page, "/tracking");
  await lookUp(page, order.orderId);
  await expectToast(page, "Order Found!", `Order ${order.orderId} found successfully`, "default");
  const card = page.getByTestId("order-card");
  await expect(card.getByTestId("status-badge")).toHaveText(CUSTOMER_STATUS_INFO.received.label);
  await expect(card.getByTestId("order-date")).toHaveText(formatIndianDate(order.orderDate));
  await expect(card.getByTestId("progress-stage")).toHaveCount(5);
  await expect(card.getByTestId("order-history")).toContainText(
    "Your fabric has arrived from Surat.",
  );
  await expect(card.getByTestId("order-history")).toContainText(TRACKING_TEXTS.noteLabel);
  await expect(card.getByTestId("details-hint")).toHaveText(TRACKING_TEXTS.detailsHint);
  for (const secret of [
    order.customerName,
    order.address.city,
    order.customerPhone.slice(-4),
    order.items[0]!.name,
    "24,000",
    "discount",
  ])
    await expect(card).not.toContainText(secret);
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
