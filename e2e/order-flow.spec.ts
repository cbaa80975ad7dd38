import { expect, test, type Page } from "@playwright/test";
import { DESIGNS } from "../src/shared/catalogue";
import { todayInIndia } from "../src/shared/dates";
import { CUSTOMER_STATUS_INFO, formatIndianDate } from "../src/shared/orders";
import { CANCELLED_LABEL, TRACKING_TEXTS } from "../src/shared/order-card-texts";
import { loginAsOwner, openOrder, SECOND_OWNER, setStep } from "./support/admin";
import { gotoHydrated, PHONE_TOO } from "./support/app";
import { useOwnClientAddress } from "./support/client-address";
import {
  createAndOpen,
  fillNewCustomer,
  newOrderForm,
  openNewOrder,
  uniquePhone,
} from "./support/order-form";
import { OwnerApi } from "./support/owner-api";
import { expectToast } from "./support/toast";

/**
 * The back office takes an order and follows it, as the owners use it: the New order form,
 * payments, notes, steps, edits and cancellation; and the customer tracks what they recorded.
 * Runs on SQLite (desktop, phone) and PostgreSQL (the postgres project).
 */

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
});

const timeline = (page: Page) => page.getByTestId("timeline");
const design = DESIGNS[2]!;

async function track(page: Page, orderId: string, digits = ""): Promise<void> {
  await gotoHydrated(page, "/tracking");
  await page.getByLabel("Order ID").fill(orderId);
  await page.getByLabel(TRACKING_TEXTS.digitsLabel).fill(digits);
  await page.getByRole("button", { name: "Track Order" }).click();
}

test(
  "an owner takes an order, records an advance, writes to the customer and moves a step; the customer tracks it",
  PHONE_TOO,
  async ({ page, context }) => {
    const phone = uniquePhone();
    await loginAsOwner(page);
    await openNewOrder(page);
    const form = newOrderForm(page);
    await expect(form.getByLabel("Order date")).toHaveValue(todayInIndia());
    await fillNewCustomer(page, { name: "Gayatri Shekhawat", phone });
    await form.getByLabel("Item 1: design").selectOption(String(design.id));
    await expect(form.getByRole("textbox", { name: "Item name" })).toHaveValue(design.name);
    await form.getByRole("textbox", { name: "Quantity" }).fill("2");
    await form.getByLabel("Note (colour, size…)").fill("Rani pink, size L");
    await form.getByRole("button", { name: "Add item" }).click();
    await form.getByRole("textbox", { name: "Item name" }).nth(1).fill("Matching dupatta");
    await form.getByLabel("Priority").selectOption("high");
    await form.getByRole("textbox", { name: "Quoted amount (₹)" }).fill("32,000");
    const orderId = await createAndOpen(page);
    expect(orderId).toMatch(new RegExp(`^RR${todayInIndia().slice(0, 4)}\\d{3,}$`));
    await expectToast(page, "Order created", `${orderId} for Gayatri Shekhawat`, "default");

    // A new order: the first step in progress, the rest pending; the customer sees Order Received.
    await expect(page.getByTestId("customer-status")).toHaveText("Order Received");
    await expect(page.getByTestId("step-status")).toHaveText([
      "in progress",
      ...Array<string>(8).fill("pending"),
    ]);
    await expect(page.getByTestId("order-items")).toContainText(
      `2 × ${design.name} (Rani pink, size L)`,
    );

    await page.getByRole("textbox", { name: "Amount (₹)" }).fill("8000");
    await page.getByLabel("Method").selectOption("upi");
    // A UTR is recorded once: each run (desktop, phone, the other engine) its own.
    await page
      .getByRole("textbox", { name: "Reference" })
      .fill(`UPI ${Date.now()}${test.info().project.name}`);
    await page.getByRole("button", { name: "Record payment" }).click();
    await expect(page.getByTestId("paid-amount")).toHaveText("₹8,000");
    await expect(page.getByTestId("balance-due")).toHaveText("₹24,000");

    await page.getByLabel("Who is it for?").selectOption("customer");
    await page
      .getByRole("textbox", { name: "Note", exact: true })
      .fill("Your fabric has arrived from Surat.");
    await page.getByRole("button", { name: "Preview what she will see" }).click();
    await page.getByRole("button", { name: "Add note for her" }).click();
    await expect(timeline(page)).toContainText("Your fabric has arrived from Surat.");
    // The next note is the owners' own again.
    await expect(page.getByLabel("Who is it for?")).toHaveValue("internal");
    await page.getByRole("textbox", { name: "Note", exact: true }).fill("Wants it before Teej.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(timeline(page)).toContainText("Wants it before Teej.");

    await setStep(page, "step-0", "completed");
    await setStep(page, "step-1", "completed");
    await setStep(page, "step-2", "completed");
    await expect(page.getByTestId("customer-status")).toHaveText("In Progress");

    // One timeline, newest first: the status change, steps, notes, payment, creation.
    await expect(timeline(page).locator("li").first()).toHaveAttribute("data-kind", "status");
    await expect(timeline(page).locator("li").last()).toHaveAttribute("data-kind", "created");
    await expect(timeline(page).locator('li[data-kind="payment"]')).toContainText("₹8,000 by UPI");
    await expect(timeline(page).locator("li").last()).toContainText("Sunita Rathore");

    // The list shows what is still due, and the Money due filter keeps the order.
    await page.getByRole("button", { name: "Back to Orders" }).click();
    const row = page.getByTestId("admin-order-row").filter({ hasText: orderId });
    await expect(row.getByTestId("balance")).toHaveText("₹24,000");
    await page.getByLabel("Money due").check();
    await expect(row).toBeVisible();

    // The customer: by ID alone its status only; nothing personal, no money, no notes.
    const visitor = await context.newPage();
    await track(visitor, orderId);
    const card = visitor.getByTestId("order-card");
    await expectToast(visitor, "Order Found!", `Order ${orderId} found successfully`, "default");
    await expect(card.getByTestId("status-badge")).toHaveText(
      CUSTOMER_STATUS_INFO["in-work"].label,
    );
    await expect(card.getByTestId("order-history")).toHaveCount(0);
    for (const hidden of ["Gayatri", "32,000", "8,000", "24,000", "Teej", design.name, "Surat"])
      await expect(card).not.toContainText(hidden);

    // With the last four digits of her phone: her card, still without payments or owners' notes.
    await track(visitor, orderId, phone.replace(/\D/g, "").slice(-4));
    await expectToast(
      visitor,
      "Order Found!",
      "Order for Gayatri Shekhawat found successfully",
      "default",
    );
    await expect(card).toContainText("Gayatri Shekhawat");
    await expect(card.getByTestId("total-amount")).toHaveText("₹32,000");
    await expect(card.getByTestId("order-items")).toContainText(design.name);
    await expect(card.getByTestId("order-history")).toContainText("Your fabric has arrived");
    // Her digits show what is still to pay, to pay by UPI (issue 26 §3), never the payment's
    // entry or the owners' notes.
    await expect(card.getByTestId("pay-by-upi").getByTestId("upi-due")).toHaveText("₹24,000");
    for (const hidden of ["8,000", "Teej"]) await expect(card).not.toContainText(hidden);
  },
);

test("a refused form names the field and keeps what was typed; a known phone offers its customer", async ({
  page,
  request,
}) => {
  const owner = await OwnerApi.login(request);
  const known = (await owner.createOrder()).order;

  await loginAsOwner(page);
  await openNewOrder(page);
  const form = newOrderForm(page);
  await fillNewCustomer(page, { name: "Lalita Kanwar", phone: "call me" });
  await form.getByRole("textbox", { name: "Item name" }).fill("Bandhej saree");
  await form.getByRole("textbox", { name: "Quoted amount (₹)" }).fill("12.5");
  await form.getByRole("button", { name: "Create order" }).click();
  const phoneField = form.getByRole("textbox", { name: "Phone", exact: true });
  await expect(phoneField).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByTestId("form-error")).toHaveText(
    "Phone must be a phone number (digits, spaces, + and - only)",
  );
  await expect(phoneField).toBeFocused();

  await phoneField.fill("+91 98290 55555");
  await form.getByRole("button", { name: "Create order" }).click();
  await expect(form.getByTestId("form-error")).toHaveText(
    "Quoted amount must be a whole number of rupees",
  );
  await form.getByRole("textbox", { name: "Quoted amount (₹)" }).fill("12500");
  await form.getByLabel("Expected delivery").fill("2020-01-01");
  await form.getByRole("button", { name: "Create order" }).click();
  await expect(form.getByTestId("form-error")).toHaveText(
    "Expected delivery cannot be before the order date",
  );
  await form.getByLabel("Expected delivery").fill(todayInIndia());

  // The server refuses a phone that is already a customer's, and offers her record instead.
  await phoneField.fill(known.customerPhone);
  await form.getByRole("button", { name: "Create order" }).click();
  await expect(form.getByTestId("form-error")).toContainText(
    `This phone number belongs to ${known.customerName}`,
  );
  // Nothing typed is lost.
  await expect(form.getByRole("textbox", { name: "Customer name" })).toHaveValue("Lalita Kanwar");
  await expect(form.getByRole("textbox", { name: "Item name" })).toHaveValue("Bandhej saree");
  await expect(form.getByRole("textbox", { name: "Quoted amount (₹)" })).toHaveValue("12500");
  await page.getByRole("button", { name: `Use ${known.customerName}` }).click();
  await expect(form.getByTestId("picked-customer")).toContainText(known.customerName);
  await expect(form.getByRole("textbox", { name: "Address" })).toHaveValue(known.address.line);
  const orderId = await createAndOpen(page);
  await expect(page.getByText(known.customerName).first()).toBeVisible();
  expect(orderId).not.toBe(known.orderId);
});

test("the customer picker finds a customer by name or phone, ignoring case and spaces", async ({
  page,
  request,
}) => {
  const owner = await OwnerApi.login(request);
  const name = `Bhanwari ${Date.now().toString(36)}`;
  const known = (
    await owner.createOrder({
      customer: {
        name,
        phone: uniquePhone(),
        email: "",
        address: { line: "3, Raja Park", city: "Jaipur", state: "Rajasthan", postalCode: "302004" },
      },
    })
  ).order;

  await loginAsOwner(page);
  await openNewOrder(page);
  const search = page.getByRole("searchbox", { name: "Find an existing customer" });
  const matches = page.getByRole("list", { name: "Matching customers" });
  await search.fill(name.toUpperCase().replace(" ", "  "));
  await expect(matches.getByRole("button")).toHaveCount(1);
  await search.fill(
    known.customerPhone
      .replace(/\D/g, "")
      .slice(-10)
      .replace(/(\d{5})/, "$1 "),
  );
  await matches.getByRole("button", { name: new RegExp(name) }).click();
  await expect(newOrderForm(page).getByTestId("picked-customer")).toContainText(name);
  await expect(newOrderForm(page).getByRole("textbox", { name: "Phone", exact: true })).toHaveValue(
    known.customerPhone,
  );
});

test("an edit is told old → new; a cancelled order freezes, leaves the active list and tells the customer", async ({
  page,
  request,
}) => {
  const owner = await OwnerApi.login(request);
  const { order } = await owner.createOrder();
  await loginAsOwner(page);
  await page.getByRole("searchbox", { name: "Search orders" }).fill(order.orderId);
  await openOrder(page, order.orderId);

  await page.getByRole("button", { name: "Edit details" }).click();
  const form = page.getByRole("form", { name: "Edit order" });
  await form.getByLabel("Priority").selectOption("urgent");
  await form.getByRole("textbox", { name: "Quoted amount (₹)" }).fill("30000");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Order updated", `${order.orderId} was saved`, "default");
  const edited = timeline(page).locator('li[data-kind="edited"]');
  await expect(edited).toContainText("Priority from “medium” to “urgent”");
  await expect(edited).toContainText("Quoted amount from “₹24,000” to “₹30,000”");
  await expect(edited).toContainText("Sunita Rathore");

  // An edit started before the other owner's change is refused, and keeps what was typed.
  await page.getByRole("button", { name: "Edit details" }).click();
  await form.getByRole("textbox", { name: "Customer name" }).fill("Kavita R. Rathore");
  await owner.send(`/orders/${order.orderId}/steps/step-0`, { status: "completed" }, "PATCH");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByTestId("form-error")).toContainText("The other owner changed this order");
  await expect(form.getByRole("textbox", { name: "Customer name" })).toHaveValue(
    "Kavita R. Rathore",
  );
  await form.getByRole("button", { name: "Discard changes" }).click();

  await page.getByRole("button", { name: "Cancel order" }).click();
  const cancel = page.getByRole("form", { name: "Cancel order" });
  await cancel.getByRole("button", { name: "Cancel the order" }).click();
  await expect(cancel.getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
  await cancel.getByRole("textbox").fill("Wedding postponed");
  await cancel.getByRole("button", { name: "Cancel the order" }).click();
  await expect(page.getByTestId("cancelled-banner")).toContainText("Wedding postponed");
  for (const select of await page.getByTestId("production-step").getByRole("combobox").all())
    await expect(select).toBeDisabled();
  await expect(page.getByRole("button", { name: "Edit details" })).toHaveCount(0);

  await page.getByRole("button", { name: "Back to Orders" }).click();
  const row = page.getByTestId("admin-order-row").filter({ hasText: order.orderId });
  await expect(row).toHaveCount(0);
  await page.getByLabel("Show active or cancelled orders").selectOption("cancelled");
  await expect(row).toBeVisible();
  await expect(row).toContainText("Cancelled");

  await track(page, order.orderId);
  await expect(page.getByTestId("status-badge")).toHaveText(CANCELLED_LABEL);
  await expect(page.getByTestId("status-explanation")).toContainText(
    `This order was cancelled on ${formatIndianDate(todayInIndia())}`,
  );
});

test("two owners saving new orders at the same moment get two Order IDs", async ({
  browser,
}, testInfo) => {
  const pages = await Promise.all(
    [undefined, SECOND_OWNER].map(async (who, i) => {
      const context = await browser.newContext({
        baseURL: testInfo.project.use.baseURL,
        extraHTTPHeaders: { "X-Forwarded-For": `10.9.${i}.${(Date.now() % 200) + 1}` },
      });
      const page = await context.newPage();
      await loginAsOwner(page, who);
      await openNewOrder(page);
      await fillNewCustomer(page, { name: `Customer of owner ${i + 1}`, phone: uniquePhone() });
      await newOrderForm(page).getByRole("textbox", { name: "Item name" }).fill("Leheriya saree");
      await newOrderForm(page).getByRole("textbox", { name: "Quoted amount (₹)" }).fill("9000");
      return page;
    }),
  );
  const ids = await Promise.all(pages.map((p) => createAndOpen(p)));
  expect(new Set(ids).size).toBe(2);
  await Promise.all(pages.map((p) => p.context().close()));
});

test("a payment above the balance asks first and is recorded as credit; a past delivery date is refused for a new order and asked about on an edit", async ({
  page,
  request,
}) => {
  const owner = await OwnerApi.login(request);
  const day = (daysBack: number) =>
    new Date(Date.parse(`${todayInIndia()}T00:00:00Z`) - daysBack * 86_400_000)
      .toISOString()
      .slice(0, 10);
  const [yesterday, lastWeek] = [day(1), day(7)];
  const { order } = await owner.createOrder({ amountRupees: 13500, orderDate: lastWeek });
  await loginAsOwner(page);

  // A new order cannot promise a date already gone.
  await openNewOrder(page);
  const form = newOrderForm(page);
  await fillNewCustomer(page, { name: "Asha Meena", phone: uniquePhone() });
  await form.getByRole("textbox", { name: "Item name" }).fill("Leheriya saree");
  await form.getByRole("textbox", { name: "Quoted amount (₹)" }).fill("9000");
  // Taken last week (written up late), due yesterday.
  await form.getByLabel("Order date").fill(lastWeek);
  await form.getByLabel("Expected delivery").fill(yesterday);
  await form.getByRole("button", { name: "Create order" }).click();
  await expect(form.getByTestId("form-error")).toHaveText(
    "Expected delivery cannot be in the past",
  );
  await expect(form).toBeVisible();
  await form.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("searchbox", { name: "Search orders" }).fill(order.orderId);
  await openOrder(page, order.orderId);
  // ₹1,35,000 typed for ₹13,500: asked, nothing recorded until she answers.
  await page.getByRole("textbox", { name: "Amount (₹)" }).fill("135000");
  await page.getByLabel("Method").selectOption("cash");
  await page.getByRole("button", { name: "Record payment" }).click();
  const ask = page.getByRole("alertdialog");
  await expect(ask).toContainText(
    "₹1,35,000 is ₹1,21,500 more than the balance due (₹13,500). What becomes of the ₹1,21,500?",
  );
  await expect(page.getByTestId("payment")).toHaveCount(0);
  await ask.getByRole("button", { name: "Correct the amount" }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Amount (₹)" })).toBeFocused();
  await page.getByRole("button", { name: "Record payment" }).click();
  await ask.getByRole("button", { name: "Record it: ₹1,21,500 to refund to her" }).click();
  await expect(page.getByTestId("payment")).toHaveCount(1);
  await expect(page.getByTestId("balance-due")).toHaveText("₹1,21,500");
  await expect(timeline(page).locator('li[data-kind="payment"]')).toContainText(
    "₹1,21,500 credit to refund",
  );

  // An edit to a past date is asked about, then saved.
  await page.getByRole("button", { name: "Edit details" }).click();
  const edit = page.getByRole("form", { name: "Edit order" });
  await edit.getByLabel("Expected delivery").fill(yesterday);
  await edit.getByRole("button", { name: "Save changes" }).click();
  const past = page.getByRole("alertdialog");
  await expect(past).toContainText(
    `The expected delivery, ${formatIndianDate(yesterday)}, is already past. Save it anyway?`,
  );
  await past.getByRole("button", { name: "Save with this date" }).click();
  await expect(timeline(page).locator('li[data-kind="edited"]')).toContainText("Expected delivery");
});
