import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { addDays, todayInIndia } from "../src/shared/dates";
import { editBody } from "../src/server/test-support/order-bodies";
import { loginAsOwner, openOrder, OWNER } from "./support/admin";
import { useOwnClientAddress } from "./support/client-address";
import { csvRecords } from "./support/csv-records";
import { OwnerApi } from "./support/owner-api";

/**
 * The owners' day: what needs attention, the artisans' job card printed on one A4 sheet, and
 * the CSV exports of what the lists show. SQLite (desktop, phone) and PostgreSQL.
 */

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
});

const card = (page: Page, group: string) => page.getByTestId(`attention-${group}`);
const row = (page: Page, orderId: string) =>
  page.getByTestId("admin-order-row").filter({ hasText: orderId });

test("the Orders tab opens on what needs attention; a card shows just its orders", async ({
  page,
  request,
}) => {
  const owner = await OwnerApi.login(request);
  const today = todayInIndia();
  const soon = (await owner.createOrder({ expectedDelivery: addDays(today, 3) })).order;
  // Taken for today (a new order's date is never past), then moved to a date gone by.
  const taken = (await owner.createOrder({ orderDate: addDays(today, -30) })).order;
  const late = (
    await owner.send(
      `/orders/${taken.orderId}`,
      editBody(taken, { expectedDelivery: addDays(today, -2) }),
      "PATCH",
    )
  ).order;

  await loginAsOwner(page);
  for (const group of ["overdue", "due-soon", "ready", "unpaid-delivered"])
    await expect(card(page, group).getByTestId("attention-count")).toHaveText(/^[1-9]\d*$/);

  await card(page, "due-soon").click();
  await expect(card(page, "due-soon")).toHaveAttribute("aria-pressed", "true");
  await expect(row(page, soon.orderId)).toBeVisible();
  await expect(row(page, late.orderId)).toHaveCount(0);
  await expect(row(page, "RR2024002")).toHaveCount(0);

  await card(page, "overdue").click();
  await expect(row(page, late.orderId)).toBeVisible();
  await expect(row(page, soon.orderId)).toHaveCount(0);

  // RR2024002 is packed (Ready for Dispatch); RR2024007 was delivered and is not paid.
  await card(page, "ready").click();
  await expect(row(page, "RR2024002")).toBeVisible();
  await card(page, "unpaid-delivered").click();
  await expect(row(page, "RR2024007")).toBeVisible();
  await expect(row(page, "RR2024002")).toHaveCount(0);

  await card(page, "unpaid-delivered").click();
  await expect(card(page, "unpaid-delivered")).toHaveAttribute("aria-pressed", "false");
  await expect(row(page, soon.orderId)).toBeVisible();
  await expect(row(page, late.orderId)).toBeVisible();
});

test("the job card prints on one A4 sheet: first name, pieces, measurements, nine steps, no money", async ({
  page,
  request,
}) => {
  const owner = await OwnerApi.login(request);
  const { order } = await owner.createOrder({ amountRupees: 56000 });
  await owner.send(`/customers/${order.customerId}/measurements`, {
    unit: "in",
    values: { bust: 36, waist: 30.25, lehengaLength: 41 },
    note: "",
  });
  await owner.send(`/orders/${order.orderId}/measurements`, {});

  await loginAsOwner(page);
  await page.getByRole("searchbox", { name: "Search orders" }).fill(order.orderId);
  await openOrder(page, order.orderId);
  // The test reads the page as the printer would; the browser's print dialog stays shut.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole("button", { name: "Print job card" }).click();
  await page.emulateMedia({ media: "print" });

  const jobCard = page.getByTestId("job-card");
  await expect(jobCard).toBeVisible();
  await expect(page.locator("header").first()).toBeHidden();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeHidden();
  await expect(jobCard).toContainText(order.orderId);
  await expect(jobCard).toContainText(`For ${order.customerName.split(" ")[0]}`);
  await expect(jobCard).not.toContainText(order.customerName.split(" ")[1]!);
  await expect(jobCard).not.toContainText("₹");
  await expect(jobCard).not.toContainText(order.customerPhone);
  await expect(jobCard).toContainText("Red Gota Patti Poshak (size M)");
  await expect(jobCard).toContainText("30.25 in");
  await expect(jobCard).toContainText("41 in");
  await expect(jobCard.locator("li")).toHaveCount(order.items.length + 9);

  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page\b(?!s)/g) ?? [];
  expect(pages).toHaveLength(1);
});

test("CSV exports: UTF-8 with a byte-order mark, the list's filter applied, no formula cells; quoted, paid, balance, a cancelled order owing nothing; the payments", async ({
  page,
  request,
}) => {
  const owner = await OwnerApi.login(request);
  const stamp = Date.now().toString(36);
  const customer = {
    name: `=HYPERLINK("http://evil")${stamp}`,
    phone: `+91 98${String(Date.now()).slice(-8)}`,
    email: "",
    address: {
      line: 'Haveli "Rang Mahal", Johari Bazaar',
      city: "Jaipur",
      state: "Rajasthan",
      postalCode: "",
    },
  };
  const { order } = await owner.createOrder({
    customer,
    items: [{ designId: null, name: "रानी पोशाक", quantity: 1, note: "" }],
  });
  // Part paid; her second order part paid, then cancelled (the list's default leaves it out).
  const today = todayInIndia();
  const pay = (orderId: string, amountRupees: number) =>
    owner.send(`/orders/${orderId}/payments`, {
      amountRupees,
      paidOn: today,
      method: "cash",
      reference: "",
    });
  await pay(order.orderId, 10000);
  const cancelled = (
    await owner.createOrder({ customerId: order.customerId, customer, amountRupees: 9000 })
  ).order;
  await pay(cancelled.orderId, 2000);
  await owner.send(`/orders/${cancelled.orderId}/cancellation`, { reason: "Changed her mind" });

  await loginAsOwner(page);
  await page.getByRole("searchbox", { name: "Search orders" }).fill(stamp);
  await expect(page.getByTestId("admin-order-row")).toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`orders-${todayInIndia()}.csv`);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const lines = csv.slice(1).trimEnd().split("\r\n");
  expect(lines[0]).toContain('"Order ID","Customer","Phone"');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"${order.orderId}"`);
  expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")${stamp}"`);
  expect(lines[1]).toContain(",24000,");
  expect(lines[1]).toContain('"रानी पोशाक"');

  // Both orders: what was quoted, what she paid, what she still owes; a cancelled one owes nothing.
  await page.getByLabel("Show active or cancelled orders").selectOption("all");
  await expect(page.getByTestId("admin-order-row")).toHaveCount(2);
  const [both] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const money = (await csvRecords(both)).map((r) => [
    r["Order ID"],
    r["Quoted (₹)"],
    r["Paid (₹)"],
    r["Balance due (₹)"],
    r["Credit (₹)"],
    r["Cancelled"],
  ]);
  expect(money.sort()).toEqual(
    [
      [order.orderId, "24000", "10000", "14000", "0", "No"],
      [cancelled.orderId, "9000", "2000", "0", "0", "Yes"],
    ].sort(),
  );

  // Every payment, for the bookkeeper: these two among them.
  const [payments] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export payments" }).click(),
  ]);
  expect(payments.suggestedFilename()).toBe(`payments-${today}.csv`);
  const hers = (await csvRecords(payments)).filter((r) =>
    [order.orderId, cancelled.orderId].includes(r["Order ID"]!),
  );
  expect(
    hers.map((r) => [
      r["Order ID"],
      r["Customer"],
      r["Paid on"],
      r["Method"],
      r["Amount (₹)"],
      r["Reverses payment"],
      r["Recorded by"],
    ]),
  ).toEqual(
    [
      [order.orderId, 10000],
      [cancelled.orderId, 2000],
    ].map(([id, amount]) => [
      id,
      `'${customer.name}`,
      today,
      "Cash",
      String(amount),
      "",
      OWNER.name,
    ]),
  );

  await page.getByRole("tab", { name: "Customers" }).click();
  await page.getByRole("searchbox", { name: "Search customers" }).fill(stamp);
  await expect(page.getByTestId("customer-row")).toHaveCount(1);
  const [customers] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const text = await readFile((await customers.path())!, "utf8");
  const customerLines = text.slice(1).trimEnd().split("\r\n");
  expect(customerLines).toHaveLength(2);
  expect(customerLines[1]).toContain('"Haveli ""Rang Mahal"", Johari Bazaar"');
  expect(customerLines[1]).toMatch(/^"'=HYPERLINK/);
});
