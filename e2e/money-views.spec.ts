import { randomInt } from "node:crypto";
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_PATHS } from "../src/shared/admin-paths";
import { upiRequest } from "../src/shared/billing/upi-link";
import { BUSINESS } from "../src/shared/business";
import { addDays, todayInIndia } from "../src/shared/dates";
import type { AdminOrderDetail } from "../src/shared/admin";
import type { IssuedDocument } from "../src/shared/billing/documents";
import { DEMO_BUSINESS } from "../src/server/billing/demo-business";
import { decodeQr } from "./support/qr";
import { gotoHydrated, PHONE_TOO } from "./support/app";
import { loginForm } from "./support/admin";
import { OwnerApi } from "./support/owner-api";
import { PRODUCTION_PASSWORDS } from "./support/production";
import { expectToast } from "./support/toast";

/**
 * Issue 26 §3 and §4 in the owners' app (production mode, the "owners-app" projects' server):
 * the balance as a UPI QR code at the counter and on her tracking page (decoded from the
 * screen: exactly the link), a refund, and the money screen (/admin/money) with the day book,
 * outstanding balances by age and the month's GST summary, each with its CSV.
 */
const SUNITA = { username: "sunita", password: PRODUCTION_PASSWORDS.sunita };
const PAYEE = { upiId: "rajwadirang@okicici", payeeName: "Rajwadi Rang", sample: false };
const BUYER_GSTIN = "27AAPFU0939F1ZV";

async function logIn(page: Page, path: string) {
  await gotoHydrated(page, path);
  const form = loginForm(page);
  await form.getByLabel("Username").fill(SUNITA.username);
  await form.getByLabel("Password", { exact: true }).fill(SUNITA.password);
  await form.getByRole("button", { name: "Login" }).click();
  await expectToast(
    page,
    "Login successful!",
    `Welcome back, ${BUSINESS.founders[0].name}`,
    "default",
  );
}

/** A name of letters only, its own to this run and project. */
const uniqueName = () =>
  `Money ${Array.from({ length: 6 }, () => "abcdefghijklmnopqrstuvwxyz"[randomInt(26)]).join("")}`;

/** An order for a new customer, ₹10,00,000 quoted, an advance by UPI, delivered. */
async function deliveredWithBalance(owner: OwnerApi, name: string, paidOn: string) {
  const created = await owner.createOrder({
    amountRupees: 1_000_000,
    customer: {
      name,
      phone: `+91 9${String(randomInt(1e9)).padStart(9, "0")}`,
      email: "",
      address: { line: "12, MI Road", city: "Jaipur", state: "Rajasthan", postalCode: "302001" },
    },
  });
  const id = created.order.orderId;
  await owner.send(`/orders/${id}/payments`, {
    amountRupees: 12_346,
    paidOn,
    method: "upi",
    reference: `UTR${randomInt(1e12)}`,
  });
  await owner.send(`/orders/${id}/refunds`, {
    amountRupees: 1000,
    refundedOn: paidOn,
    method: "cash",
    reference: "",
    reason: "Lace returned",
  });
  let detail: AdminOrderDetail = created;
  for (const step of created.order.productionSteps)
    detail = await owner.send(`/orders/${id}/steps/${step.id}`, { status: "completed" }, "PATCH");
  expect(detail.order).toMatchObject({ currentStatus: "delivered", balanceRupees: 988_654 });
  return detail;
}

test.beforeEach(async ({ request }) => {
  const owner = await OwnerApi.login(request, SUNITA);
  await owner.send("/billing/business", { ...DEMO_BUSINESS, ...PAYEE }, "PUT");
});

test(
  "the balance as a UPI QR code at the counter and on her tracking page: exactly the link",
  PHONE_TOO,
  async ({ page, request }) => {
    const owner = await OwnerApi.login(request, SUNITA);
    const detail = await deliveredWithBalance(owner, uniqueName(), todayInIndia());
    const id = detail.order.orderId;
    const link = upiRequest(PAYEE, {
      orderId: id,
      purpose: "balance",
      amountPaise: 98_865_400,
      entries: 2,
    }).link;

    await logIn(page, ADMIN_PATHS.order(id));
    const panel = page.getByTestId("upi-request");
    await expect(panel.getByTestId("upi-amount")).toContainText("₹9,88,654");
    await expect(panel).toContainText(`Order ${id} balance`);
    await expect(panel).toContainText("UPI sends no word back");
    const qr = panel.getByRole("img", { name: `QR code to pay ₹9,88,654 by UPI for order ${id}` });
    await expect(qr).toBeVisible();
    expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(250);
    expect(await decodeQr(qr)).toBe(link);
    // Shown larger to scan across the counter, then closed.
    await panel.getByRole("button", { name: "Show larger" }).click();
    const large = page.getByRole("dialog").getByRole("img");
    expect((await large.boundingBox())!.width).toBeGreaterThan(300);
    expect(await decodeQr(large)).toBe(link);
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    // An advance of another amount is another request.
    await panel.getByLabel("For", { exact: true }).selectOption("advance");
    await panel.getByLabel("Amount to ask (₹)", { exact: true }).fill("2000");
    const advance = upiRequest(PAYEE, {
      orderId: id,
      purpose: "advance",
      amountPaise: 200_000,
      entries: 2,
    });
    expect(await decodeQr(panel.getByRole("img"))).toBe(advance.link);

    // Her tracking page, once her digits are right.
    await gotoHydrated(page, "/tracking");
    await page.getByLabel("Order ID").fill(id);
    await page
      .getByLabel("Last 4 digits of your phone (optional)")
      .fill(detail.order.customerPhone.slice(-4));
    await page.getByRole("button", { name: "Track Order" }).click();
    const pay = page.getByTestId("pay-by-upi");
    await expect(pay.getByTestId("upi-due")).toHaveText("₹9,88,654");
    await expect(pay.getByRole("link", { name: "Pay in a UPI app" })).toHaveAttribute("href", link);
    expect(await decodeQr(pay.getByRole("img"))).toBe(link);
    await expect(pay).toContainText("UPI does not tell this page when you pay");
  },
);

test(
  "the money screen: day book, outstanding by age, GST summary, each with its CSV",
  PHONE_TOO,
  async ({ page, request }, testInfo) => {
    const owner = await OwnerApi.login(request, SUNITA);
    const name = uniqueName();
    // A day of its own, long ago, for this test's money alone (each project its own).
    const day = addDays(
      "2024-01-01",
      randomInt(300) + (testInfo.project.name.endsWith("phone") ? 0 : 320),
    );
    const detail = await deliveredWithBalance(owner, name, day);
    const invoice = await owner.send(`/orders/${detail.order.orderId}/documents/supply`, {
      handover: "sent",
      recipient: {
        name: `${name} Traders`,
        address: "Kalbadevi, Mumbai",
        state: "Maharashtra",
        gstin: BUYER_GSTIN,
      },
      pricesIncludeTax: false,
      lines: [
        {
          description: "Saree fabric",
          code: "5407",
          unit: "MTR",
          quantity: 3,
          unitPaise: 1_000_000,
          discountPaise: 0,
        },
      ],
    });
    const number = (invoice as unknown as { issued: IssuedDocument }).issued.number;

    await logIn(page, ADMIN_PATHS.home);
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("tab", { name: "Money" })
      .click();
    await expect(page).toHaveURL(/\/admin\/money$/);
    await expect(page.getByRole("heading", { name: "Money", level: 2 })).toBeVisible();

    // The day book for her day: ₹12,346 in by UPI, ₹1,000 out in cash.
    const book = page.getByTestId("day-book");
    await book.getByLabel("From", { exact: true }).fill(day);
    await book.getByLabel("To", { exact: true }).fill(day);
    await book.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}`));
    const total = book.getByTestId("day-book-total");
    await expect(total).toContainText("₹12,346");
    await expect(total).toContainText("₹1,000");
    await expect(total).toContainText("₹11,346");
    const modes = book.getByTestId("mode-total");
    await expect(modes).toHaveCount(5);
    await expect(modes.filter({ hasText: "UPI" })).toContainText("+₹12,346");
    await expect(modes.filter({ hasText: "Cash" })).toContainText("−₹1,000");
    await expect(book.getByTestId("day-row")).toHaveCount(1);
    const [dayCsv] = await Promise.all([
      page.waitForEvent("download"),
      book.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(dayCsv.suggestedFilename()).toMatch(
      new RegExp(`^day-book-${day}-to-${day}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const dayLines = fs.readFileSync((await dayCsv.path())!, "utf8").split("\r\n");
    expect(dayLines.slice(0, 3)).toEqual([
      '\uFEFF"Date","Mode","In (₹)","Out (₹)","Net (₹)","Entries"',
      `"${day}","Cash",0,1000,-1000,1`,
      `"${day}","UPI",12346,0,12346,1`,
    ]);
    // A range backwards is refused beside its field, in words.
    await book.getByLabel("To", { exact: true }).fill(addDays(day, -1));
    await book.getByRole("button", { name: "Show" }).click();
    await expect(book.getByText("To must be on or after From")).toBeVisible();

    // Outstanding: her ₹9,88,654, delivered today, in the 0–30 days' column.
    await page.getByRole("button", { name: "Outstanding" }).click();
    await expect(page).toHaveURL(/view=outstanding/);
    const row = page.getByTestId("outstanding-row").filter({ hasText: name });
    await expect(row).toContainText("₹9,88,654");
    await expect(page.getByTestId("outstanding-total")).toContainText("0–30 days");
    const [owedCsv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("outstanding").getByRole("button", { name: "Export CSV" }).click(),
    ]);
    const owed = fs.readFileSync((await owedCsv.path())!, "utf8");
    expect(owed).toContain(`"${name}","'${detail.order.customerPhone}",1,988654,0,0,0,988654,0`);
    // Her name leads to her record.
    await row.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/customers/${detail.order.customerId}$`));
    await page.goBack();

    // The GST summary of this month: her invoice among the B2B ones, with the buyer's GSTIN.
    await page.getByRole("button", { name: "GST summary" }).click();
    await expect(page).toHaveURL(/view=gst/);
    const b2b = page.getByTestId("gst-b2b-row").filter({ hasText: number });
    await expect(b2b).toContainText(BUYER_GSTIN);
    await expect(b2b).toContainText("27-Maharashtra");
    await expect(b2b).toContainText("₹30,000.00");
    await expect(b2b).toContainText("₹1,500.00");
    const [gstCsv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("gst-b2b").getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(fs.readFileSync((await gstCsv.path())!, "utf8")).toContain(
      `"Tax invoice","${number}","${todayInIndia()}","${name} Traders","${BUYER_GSTIN}","27-Maharashtra",30000,0,0,1500,31500`,
    );
    // Nothing of the screen spills past a phone's edge.
    const width = page.viewportSize()!.width;
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(width);
  },
);
