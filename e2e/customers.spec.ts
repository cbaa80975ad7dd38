import { expect, test, type Page } from "@playwright/test";
import type { CustomerPage } from "../src/shared/customer-list";
import { SAMPLE_ORDERS } from "../src/shared/sample-orders";
import { formatIndianDate, formatRupees } from "../src/shared/orders";
import { loginAsOwner } from "./support/admin";
import { useOwnClientAddress } from "./support/client-address";
import { uniquePhone } from "./support/order-form";
import { OwnerApi } from "./support/owner-api";
import { expectToast } from "./support/toast";

/**
 * The Customers tab: the list (search ignoring case and spaces, type, figures), a customer's
 * page with her edits told, her measurements in versions, the copy an order keeps, and the
 * inbox's handled mark and "Make customer". SQLite (desktop, phone) and PostgreSQL.
 */

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
});

async function openCustomers(page: Page) {
  await page.getByRole("tab", { name: "Customers" }).click();
  await expect(page.getByRole("heading", { name: "Customers", exact: true })).toBeVisible();
}
const search = (page: Page) => page.getByRole("searchbox", { name: "Search customers" });
const rows = (page: Page) => page.getByTestId("customer-row");

/** A customer of this test only, made in the New customer form; answers her name. */
async function addCustomer(page: Page, name: string, phone = uniquePhone()): Promise<string> {
  await page.getByRole("button", { name: "New customer" }).click();
  const form = page.getByRole("form", { name: "New customer" });
  await form.getByRole("textbox", { name: "Customer name" }).fill(name);
  await form.getByRole("textbox", { name: "Phone", exact: true }).fill(phone);
  await form.getByLabel("Type").selectOption("wholesale");
  await form.getByRole("button", { name: "Add customer" }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  return name;
}

test("the sample orders' customers are customers: search by name or phone ignoring case and spaces, with their figures", async ({
  page,
}) => {
  const priya = SAMPLE_ORDERS.find((o) => o.orderId === "RR2024001")!;
  await loginAsOwner(page);
  await openCustomers(page);
  await search(page).fill("PRI YA  sharma");
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText(priya.customerName);
  await expect(row.getByTestId("customer-order-count")).toHaveText("1 order");
  await expect(row).toContainText(`Last ${formatIndianDate(priya.orderDate)}`);
  await expect(row.getByTestId("customer-row-balance")).toHaveText(
    `${formatRupees(priya.amountRupees)} due`,
  );
  // By phone, however it is spaced.
  await search(page).fill(priya.customerPhone.replace(/\D/g, "").slice(-10));
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(priya.customerName);

  await search(page).fill("");
  await page.getByLabel("Filter by type").selectOption("custom");
  await expect(rows(page).filter({ hasText: priya.customerName })).toHaveCount(1);
  await expect(rows(page).filter({ hasNotText: "Custom" })).toHaveCount(0);
  await page.getByLabel("Filter by type").selectOption("wholesale");
  await expect(rows(page).filter({ hasText: priya.customerName })).toHaveCount(0);
  await expect(rows(page).filter({ hasNotText: "Wholesale" })).toHaveCount(0);
});

test("a customer's page: edits told old → new with who, and a known phone offers its customer", async ({
  page,
}) => {
  const name = `Sushila ${Date.now().toString(36)}`;
  await loginAsOwner(page);
  await openCustomers(page);
  await addCustomer(page, name);
  await expectToast(page, "Customer added", name, "default");

  await page.getByRole("button", { name: "Edit details" }).click();
  const form = page.getByRole("form", { name: "Edit customer" });
  await form.getByRole("textbox", { name: "City" }).fill("Udaipur");
  await form.getByRole("textbox", { name: "Notes" }).fill("Prefers calls after 6 pm");
  await form.getByLabel("Her language").selectOption("hi");
  await form.getByLabel("She agrees to WhatsApp messages").check();
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("customer-notes")).toHaveText("Prefers calls after 6 pm");
  const history = page.getByTestId("customer-history");
  await expect(history.locator('[data-kind="edited"]')).toContainText(
    "Notes from “” to “Prefers calls after 6 pm”",
  );
  await expect(history.locator('[data-kind="edited"]')).toContainText(
    "WhatsApp messages from “No” to “Yes”",
  );
  await expect(history.locator('[data-kind="edited"]')).toContainText("Sunita Rathore");
  await expect(history.locator('[data-kind="created"]')).toContainText("added the customer");

  // A second customer with the same phone is refused and she is offered.
  const priya = SAMPLE_ORDERS[0]!;
  await page.getByRole("button", { name: "Back to Customers" }).click();
  await page.getByRole("button", { name: "New customer" }).click();
  const second = page.getByRole("form", { name: "New customer" });
  await second.getByRole("textbox", { name: "Customer name" }).fill("Somebody Else");
  await second.getByRole("textbox", { name: "Phone", exact: true }).fill(priya.customerPhone);
  await second.getByRole("button", { name: "Add customer" }).click();
  await expect(second.getByTestId("form-error")).toContainText(
    `This phone number belongs to ${priya.customerName}`,
  );
  await second.getByRole("button", { name: `Open ${priya.customerName}` }).click();
  await expect(page.getByRole("heading", { name: priya.customerName })).toBeVisible();
});

test("measurements are versioned; an order keeps the version it is made with", async ({
  page,
  request,
}) => {
  const name = `Kamla ${Date.now().toString(36)}`;
  const phone = uniquePhone();
  await loginAsOwner(page);
  await openCustomers(page);
  await addCustomer(page, name, phone);

  const measure = async (values: Record<string, string>, unit?: "in" | "cm") => {
    await page.getByRole("button", { name: /^(Add|New) measurements$/ }).click();
    const form = page.getByRole("form", { name: "New measurements" });
    if (unit) await form.getByLabel("Unit").selectOption(unit);
    for (const [label, value] of Object.entries(values))
      await form.getByRole("textbox", { name: new RegExp(`^${label} \\(`) }).fill(value);
    await form.getByRole("button", { name: "Save as new version" }).click();
    await expect(form).toHaveCount(0);
  };
  await measure({ Bust: "34", Waist: "28.5", "Waist to floor": "40" });
  const latest = page.getByTestId("latest-measurements");
  await expect(latest).toContainText("Version 1");
  await expect(latest).toContainText("28.5 in");

  // A value that is not a measurement is refused, naming the field, and nothing changes.
  await page.getByRole("button", { name: "New measurements" }).click();
  const form = page.getByRole("form", { name: "New measurements" });
  await form.getByRole("textbox", { name: /^Hip \(/ }).fill("-3");
  await form.getByRole("button", { name: "Save as new version" }).click();
  await expect(form.getByTestId("form-error")).toHaveText("Hip must be more than 0");
  await form.getByRole("button", { name: "Cancel" }).click();

  // The second version in centimetres: what was there converts with the unit.
  await page.getByRole("button", { name: "New measurements" }).click();
  const second = page.getByRole("form", { name: "New measurements" });
  await second.getByLabel("Unit").selectOption("cm");
  await expect(second.getByRole("textbox", { name: "Bust (cm)", exact: true })).toHaveValue("86.5");
  await second.getByRole("textbox", { name: "Bust (cm)", exact: true }).fill("88");
  await second.getByRole("button", { name: "Save as new version" }).click();
  await expect(latest).toContainText("Version 2");
  await expect(latest).toContainText("88 cm");
  await page.getByText("Earlier versions (1)").click();
  await expect(page.getByTestId("older-measurements")).toContainText("34 in");

  // An order taken for her now keeps version 2, even after version 3.
  const owner = await OwnerApi.login(request);
  const found = await owner.get<CustomerPage>(`/customers?q=${encodeURIComponent(name)}`);
  const customerId = found.customers[0]!.id;
  const { order } = await owner.createOrder({
    customerId,
    customer: {
      name,
      phone,
      email: "",
      address: { line: "9, Amer Road", city: "Jaipur", state: "Rajasthan", postalCode: "" },
    },
  });
  await measure({ Bust: "90" });
  await expect(latest).toContainText("Version 3");

  await page
    .getByTestId("customer-orders")
    .getByRole("button", { name: new RegExp(order.orderId) })
    .click();
  await expect(page.getByRole("heading", { name: order.orderId })).toBeVisible();
  const onOrder = page.getByTestId("order-measurements");
  await expect(onOrder).toContainText("Version 2");
  await expect(onOrder).toContainText("88 cm");
  await page.getByRole("button", { name: "Use her latest measurements" }).click();
  await expect(onOrder).toContainText("Version 3");
  await expect(
    page.getByTestId("timeline").locator('[data-kind="measurements"]').first(),
  ).toContainText("version 3");
});

test("the inbox: mark a message handled (who, when), filter by it, and make its sender a customer", async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const phone = uniquePhone();
  const r = await page.request.post("/api/contact", {
    data: { name: `Rukmani ${stamp}`, phone, message: `Do you make lehengas for kids? ${stamp}` },
  });
  expect(r.status()).toBe(201);
  await loginAsOwner(page);
  await page.getByRole("tab", { name: "Customers" }).click();
  await page.getByRole("button", { name: "Messages" }).click();
  const message = page.getByTestId("contact-message").filter({ hasText: stamp });
  await expect(message).toHaveCount(1);
  await message.getByRole("button", { name: "Mark handled" }).click();
  await expect(message.getByTestId("handled-by")).toContainText("Handled by Sunita Rathore on");

  await page.getByLabel("Which messages").selectOption("no");
  await expect(page.getByTestId("contact-message").filter({ hasText: stamp })).toHaveCount(0);
  await page.getByLabel("Which messages").selectOption("yes");
  await expect(message).toHaveCount(1);

  await message.getByRole("button", { name: "Make customer" }).click();
  const form = page.getByRole("form", { name: "New customer" });
  await expect(form.getByRole("textbox", { name: "Customer name" })).toHaveValue(
    `Rukmani ${stamp}`,
  );
  await expect(form.getByRole("textbox", { name: "Phone", exact: true })).toHaveValue(phone);
  await form.getByRole("button", { name: "Add customer" }).click();
  await expect(page.getByRole("heading", { name: `Rukmani ${stamp}` })).toBeVisible();

  await page.getByRole("button", { name: "Messages" }).click();
  await page.getByLabel("Which messages").selectOption("all");
  await message.getByRole("button", { name: "Open customer" }).click();
  await expect(page.getByRole("heading", { name: `Rukmani ${stamp}` })).toBeVisible();
});
