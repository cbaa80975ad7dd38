import { expect, test } from "@playwright/test";
import type { CustomerDetail } from "../src/shared/customers";
import { addDays, todayInIndia } from "../src/shared/dates";
import { READY_MADE_STEP_TEMPLATE, STEP_TEMPLATES } from "../src/shared/orders";
import { loginAsOwner } from "./support/admin";
import { useOwnClientAddress } from "./support/client-address";
import { OwnerApi } from "./support/owner-api";
import {
  createAndOpen,
  fillNewCustomer,
  newOrderForm,
  openNewOrder,
  uniquePhone,
} from "./support/order-form";
import { slowPhone } from "./support/slow-page";

/**
 * The new-order form (issue 25): a ready-made order has its own short template and default
 * delivery (slip 11); the address typed and her measurements can go to her record (slip 12).
 */

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

test("the order form saves her address to her record and takes her measurements as a new version @phone", async ({
  page,
  request,
}) => {
  const owner = await OwnerApi.login(request);
  const phone = uniquePhone();
  const her = (await owner.send("/customers", {
    name: "Anita Bhati",
    phone,
    email: "",
    type: "retail",
    notes: "",
    fromMessageId: null,
  })) as unknown as CustomerDetail;

  await loginAsOwner(page);
  await openNewOrder(page);
  await slowPhone(page);
  const form = newOrderForm(page);
  await page.getByRole("searchbox", { name: "Find an existing customer" }).fill(phone.slice(-5));
  await page
    .getByRole("list", { name: "Matching customers" })
    .getByRole("button", { name: /Anita Bhati/ })
    .click();
  const save = form.getByRole("checkbox", { name: "Save this address to her record" });
  await expect(save).toHaveCount(0);
  // Her record has no address: the shop's city and state, as for a new customer.
  await expect(form.getByRole("textbox", { name: "City" })).toHaveValue("Jaipur");
  await expect(form.getByRole("textbox", { name: "State" })).toHaveValue("Rajasthan");
  await form.getByRole("textbox", { name: "Address" }).pressSequentially("9, Civil Lines");
  // She has no address on record: the one typed is hers, unless the owner says otherwise.
  await expect(save).toBeChecked();

  await form.getByRole("button", { name: "Take measurements with this order" }).click();
  await form.getByRole("textbox", { name: "Bust (in)", exact: true }).pressSequentially("34.5");
  await form.getByRole("textbox", { name: "Waist (in)", exact: true }).pressSequentially("28");
  await form.getByRole("textbox", { name: "Item name" }).fill("Pink Leheriya Saree");
  await form.getByRole("textbox", { name: "Quoted amount (₹)" }).fill("4,500");
  const orderId = await createAndOpen(page);

  const record = await owner.get<CustomerDetail>(`/customers/${her.customer.id}`);
  expect(record.customer.address).toMatchObject({
    line: "9, Civil Lines",
    city: "Jaipur",
    state: "Rajasthan",
  });
  expect(record.measurements).toHaveLength(1);
  expect(record.measurements[0]).toMatchObject({ unit: "in", values: { bust: 34.5, waist: 28 } });
  const { order } = await owner.get<{ order: { measurements: { version: number } | null } }>(
    `/orders/${orderId}`,
  );
  expect(order.measurements?.version).toBe(1);
});
