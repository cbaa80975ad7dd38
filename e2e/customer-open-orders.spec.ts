import { expect, test, type Locator } from "@playwright/test";
import type { AdminOrderDetail } from "../src/shared/admin";
import { loginAsOwner } from "./support/admin";
import { useOwnClientAddress } from "./support/client-address";
import { uniquePhone } from "./support/order-form";
import { OwnerApi } from "./support/owner-api";
import { expectToast } from "./support/toast";

/**
 * Issue 25, slip 2: an order keeps its own copy of her phone, e-mail and address. Changing her
 * record names her open orders that still carry the old ones and offers, in one button, to give
 * them the new ones; a delivered or cancelled order is left as it was.
 */

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
});

/** Closes a toast checked, so the next one of the same title is the only one. */
async function dismiss(toast: Locator) {
  await toast.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(toast).toHaveCount(0);
}

test("a new phone, then a new e-mail and address, on her record offers to update her open orders, and does", async ({
  page,
  request,
}) => {
  const owner = await OwnerApi.login(request);
  const name = `Leela ${Date.now().toString(36)}`;
  const first = await owner.createOrder({
    customer: {
      name,
      phone: uniquePhone(),
      email: "",
      address: { line: "4, Hawa Mahal Road", city: "Jaipur", state: "Rajasthan", postalCode: "" },
    },
  });
  const customerId = first.order.customerId!;
  const second = await owner.createOrder({
    customerId,
    customer: { name, phone: first.order.customerPhone, email: "", address: first.order.address },
  });
  const cancelled = await owner.createOrder({
    customerId,
    customer: { name, phone: first.order.customerPhone, email: "", address: first.order.address },
  });
  await owner.send(`/orders/${cancelled.order.orderId}/cancellation`, { reason: "Duplicate" });

  await loginAsOwner(page);
  await page.getByRole("tab", { name: "Customers" }).click();
  await page.getByRole("searchbox", { name: "Search customers" }).fill(name);
  await page.getByRole("button", { name: `Open customer ${name}` }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  const stale = page.getByRole("region", { name: "Her open orders still have her old details" });
  await expect(stale).toHaveCount(0);

  await page.getByRole("button", { name: "Edit details" }).click();
  const form = page.getByRole("form", { name: "Edit customer" });
  const newPhone = uniquePhone();
  await form.getByRole("textbox", { name: "Phone" }).fill(newPhone);
  await form.getByRole("button", { name: "Save changes" }).click();
  await dismiss(await expectToast(page, "Customer updated", `${name} was saved`, "default"));

  const ids = [first.order.orderId, second.order.orderId].sort();
  await expect(stale.getByTestId("stale-orders").getByRole("listitem")).toHaveText(
    ids.map((id) => `${id}: phone`),
  );
  await expect(stale).not.toContainText(cancelled.order.orderId);
  await stale.getByRole("button", { name: "Update 2 orders with her new details" }).click();
  await dismiss(await expectToast(page, "2 orders updated", ids.join(", "), "default"));
  await expect(stale).toHaveCount(0);

  const moved = await owner.get<AdminOrderDetail>(`/orders/${first.order.orderId}`);
  expect(moved.order.customerPhone).toBe(newPhone);
  expect(moved.timeline[0]).toMatchObject({ kind: "edited", changes: [{ field: "Phone" }] });
  const left = await owner.get<AdminOrderDetail>(`/orders/${cancelled.order.orderId}`);
  expect(left.order.customerPhone).toBe(first.order.customerPhone);
  // Her tracking digits are the new number's now.
  const digits = newPhone.replace(/\D/g, "").slice(-4);
  const tracked = await request.post(`/api/orders/${first.order.orderId}/details`, {
    data: { phoneLast4: digits },
  });
  expect(tracked.status()).toBe(200);

  // She moves and gives an e-mail: both are offered to the same open orders, and each order
  // shows them.
  await page.getByRole("button", { name: "Edit details" }).click();
  const line = `${Date.now().toString(36)}, Civil Lines`;
  const email = `leela.${Date.now().toString(36)}@example.in`;
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByRole("textbox", { name: "Address", exact: true }).fill(line);
  await form.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Customer updated", `${name} was saved`, "default");
  await expect(stale.getByTestId("stale-orders").getByRole("listitem")).toHaveText(
    ids.map((id) => `${id}: e-mail, address`),
  );
  await stale.getByRole("button", { name: "Update 2 orders with her new details" }).click();
  await expectToast(page, "2 orders updated", ids.join(", "), "default");
  await expect(stale).toHaveCount(0);
  await page
    .getByTestId("customer-order")
    .filter({ hasText: first.order.orderId })
    .getByRole("button")
    .click();
  await expect(page.getByRole("heading", { name: first.order.orderId })).toBeVisible();
  await expect(page.getByText(`${line}, Jaipur, Rajasthan`, { exact: true })).toBeVisible();
  const updated = await owner.get<AdminOrderDetail>(`/orders/${second.order.orderId}`);
  expect(updated.order.customerEmail).toBe(email);
  const stillCancelled = await owner.get<AdminOrderDetail>(`/orders/${cancelled.order.orderId}`);
  expect(stillCancelled.order.customerEmail).toBe("");
});
