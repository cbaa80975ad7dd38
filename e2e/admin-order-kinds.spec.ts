import { expect, test } from "@playwright/test";
import { addDays, todayInIndia } from "../src/shared/dates";
import { READY_MADE_STEP_TEMPLATE, STEP_TEMPLATES } from "../src/shared/orders";
import { loginAsOwner } from "./support/admin";
import { useOwnClientAddress } from "./support/client-address";
import {
  createAndOpen,
  fillNewCustomer,
  newOrderForm,
  openNewOrder,
  uniquePhone,
} from "./support/order-form";

/** Issue 25, slip 11: a ready-made order has its own short template and default delivery. */

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
});

test("a ready-made order suggests its own delivery and gets its four steps", async ({ page }) => {
  await loginAsOwner(page);
  await openNewOrder(page);
  const form = newOrderForm(page);
  const delivery = form.getByLabel("Expected delivery");
  const today = todayInIndia();
  await expect(delivery).toHaveValue(addDays(today, 19));

  await form.getByLabel("Order type").selectOption("ready-made");
  await expect(delivery).toHaveValue(addDays(today, STEP_TEMPLATES["ready-made"].days));
  await expect(
    form.getByText(`Suggested: order date + ${STEP_TEMPLATES["ready-made"].days} days`),
  ).toBeVisible();
  await form.getByLabel("Order type").selectOption("custom");
  await expect(delivery).toHaveValue(addDays(today, 19));
  await form.getByLabel("Order type").selectOption("ready-made");

  await fillNewCustomer(page, { name: "Rekha Readymade", phone: uniquePhone() });
  await form.getByRole("textbox", { name: "Item name" }).fill("Pink Leheriya Saree");
  await form.getByRole("textbox", { name: "Quoted amount (₹)" }).fill("4,500");
  await createAndOpen(page);

  const steps = page.getByTestId("production-step");
  await expect(steps.locator("p.font-semibold")).toHaveText(
    READY_MADE_STEP_TEMPLATE.map((s) => s.name),
  );
  await expect(page.getByTestId("total-days")).toHaveText(
    String(STEP_TEMPLATES["ready-made"].days),
  );
  await expect(page.getByTestId("customer-status")).toHaveText("Order Received");
});
