import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { pdfLines } from "../src/server/test-support/pdf-text";
import { TRACKING_TEXTS } from "../src/shared/order-card-texts";
import { gotoHydrated } from "./support/app";
import { loginAsOwner, openOrder } from "./support/admin";
import { useOwnClientAddress } from "./support/client-address";
import { OwnerApi } from "./support/owner-api";

/**
 * Issue 26's bills in the back office and on her tracking page, on both engines (demo mode's
 * sample business): an advance gets its receipt voucher; at delivery the tax invoice deducts
 * it; the balance paid by UPI with its UTR gets its receipt; a cancelled order's advance goes
 * back with a refund voucher; the customer downloads her invoice once she has proved her
 * phone's digits. Every issue is confirmed first and told in the order's timeline.
 */

const NUMBER = (series: string) => new RegExp(`RR${series}\\d{4}/\\d{4}`);

const documents = (page: Page) => page.getByTestId("documents-panel");
const documentRow = (page: Page, title: string) =>
  documents(page).getByTestId("document").filter({ hasText: title });

async function recordPayment(page: Page, amount: string, method: string, reference: string) {
  const form = page.getByRole("form", { name: "Record a payment" });
  await form.getByLabel("Amount (₹)").fill(amount);
  await form.getByLabel("Method").selectOption({ label: method });
  await form.getByLabel("Reference", { exact: true }).fill(reference);
  await form.getByRole("button", { name: "Record payment" }).click();
}

/** The PDF a download link or button gives, its text by lines. */
async function downloadedText(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  const file = await download.path();
  const pdf = fs.readFileSync(file);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  return { name: download.suggestedFilename(), text: (await pdfLines(pdf)).flat().join("\n") };
}

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
});

test("advance with its receipt, the invoice deducting it, the balance by UPI with its UTR; she downloads her invoice", async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const owner = await OwnerApi.login(request);
  const { order } = await owner.createOrder({
    amountRupees: 15000,
    items: [{ designId: null, name: "Bridal lehenga", quantity: 1, note: "" }],
  });
  await loginAsOwner(page);
  await page.getByRole("searchbox", { name: "Search orders" }).fill(order.orderId);
  await openOrder(page, order.orderId);

  // The advance: its receipt voucher comes with it, and the timeline says so.
  await recordPayment(page, "5000", "UPI", "UTR 4471 2290 1188");
  const voucher = documentRow(page, "Receipt Voucher");
  await expect(voucher).toContainText(NUMBER("RV"));
  await expect(voucher).toContainText("₹5,000.00");
  const voucherNumber = (await voucher.getByTestId("document-number").textContent())!;
  await expect(page.getByTestId("timeline")).toContainText(`Receipt Voucher ${voucherNumber}`);

  // Delivered: the tax invoice, its line from the order, reviewed before it is issued.
  await documents(page).getByRole("button", { name: "Issue Tax Invoice" }).click();
  const form = page.getByRole("form", { name: `Tax Invoice for ${order.orderId}` });
  const line = form.getByTestId("supply-line");
  await expect(line.getByLabel("Description")).toHaveValue("Bridal lehenga");
  await expect(line.getByLabel("HSN/SAC")).toHaveValue("6204");
  await expect(line.getByLabel("Price (₹ a piece)")).toHaveValue("15000.00");
  // Handed over here, but her shop in Surat collects: the owners name Gujarat, with the reason.
  await form.getByLabel("Another place of supply, with the reason").check();
  await form.getByLabel("Place of supply", { exact: true }).selectOption("24");
  await form.getByLabel("Reason for the place of supply").fill("Her shop in Surat collects");
  await form.getByRole("button", { name: "Review" }).click();
  const review = page.getByRole("alertdialog", { name: "Tax Invoice" });
  await expect(review).toContainText("Place of supply: Gujarat (24): Her shop in Surat collects");
  await expect(review).toContainText("Advances deducted: ₹5,000.00");
  await expect(review).toContainText("Amount due: ₹10,000.00");
  await review.getByRole("button", { name: "Issue" }).click();
  const invoice = documentRow(page, "Tax Invoice");
  await expect(invoice).toContainText("₹15,000.00");
  const invoiceNumber = (await invoice.getByTestId("document-number").textContent())!;
  await expect(page.getByTestId("timeline")).toContainText(`Tax Invoice ${invoiceNumber}`);

  // Its print view: what was issued, the advance deducted.
  await invoice.getByRole("button", { name: `View and print ${invoiceNumber}` }).click();
  const sheet = page.getByTestId("document-sheet");
  await expect(sheet).toContainText(invoiceNumber);
  await expect(sheet).toContainText(`Less advance ${voucherNumber}`);
  await expect(sheet).toContainText(
    "Gujarat (code 24): chosen by the supplier: Her shop in Surat collects",
  );
  await expect(sheet.getByTestId("sheet-totals")).toContainText("IGST");
  await expect(sheet.getByTestId("sheet-totals")).toContainText("Amount due₹10,000.00");
  await page.getByRole("button", { name: "Back to the order" }).click();
  await expect(page.getByRole("heading", { name: order.orderId })).toBeVisible();

  // The balance by UPI, with its UTR: a payment receipt against the invoice.
  await recordPayment(page, "10000", "UPI", "UTR 8890 1234 5566");
  await expect(documentRow(page, "Payment Receipt")).toContainText("₹10,000.00");
  await expect(page.getByTestId("balance-due")).toHaveText("₹0");

  // The owners' PDF of the invoice.
  const owners = await downloadedText(page, () =>
    invoice.getByRole("button", { name: `Download ${invoiceNumber} as PDF` }).click(),
  );
  expect(owners.name).toBe(`${invoiceNumber.replace("/", "-")}.pdf`);
  expect(owners.text).toContain("Amount due ₹10,000.00");

  // She proves her phone's digits on the tracking page and downloads her invoice.
  const customer = await browser.newPage();
  await gotoHydrated(customer, "/tracking");
  await customer.getByLabel("Order ID").fill(order.orderId);
  await customer.getByLabel(TRACKING_TEXTS.digitsLabel).fill(order.customerPhone.slice(-4));
  await customer.getByRole("button", { name: "Track Order" }).click();
  const hers = customer.getByTestId("order-documents");
  await expect(hers.getByTestId("order-document")).toHaveCount(3);
  const { text } = await downloadedText(customer, () =>
    hers.getByRole("link", { name: `Download Tax Invoice ${invoiceNumber} (PDF)` }).click(),
  );
  expect(text).toContain(invoiceNumber);
  expect(text).toContain(order.customerName);
  expect(text).toContain(`Less advance ${voucherNumber}`);
  await customer.close();
});

test("a cancelled order's advance goes back with a refund voucher", async ({ page, request }) => {
  const owner = await OwnerApi.login(request);
  const { order } = await owner.createOrder({ amountRupees: 8000 });
  await owner.send(`/orders/${order.orderId}/payments`, {
    amountRupees: 3000,
    paidOn: order.orderDate,
    method: "cash",
    reference: "",
  });
  await loginAsOwner(page);
  await page.getByRole("searchbox", { name: "Search orders" }).fill(order.orderId);
  await openOrder(page, order.orderId);
  await page.getByRole("button", { name: "Cancel order" }).click();
  await page.getByLabel(`Why is ${order.orderId} cancelled?`).fill("She changed her mind");
  await page.getByRole("button", { name: "Cancel the order" }).click();
  await expect(page.getByTestId("cancelled-banner")).toBeVisible();

  await documents(page).getByRole("button", { name: "Issue a refund voucher" }).click();
  const form = page.getByRole("form", { name: "Refund of an advance" });
  await expect(form.getByLabel("Refund (₹)")).toHaveValue("3000");
  await form.getByLabel("Returned by").selectOption({ label: "Cash" });
  await form.getByLabel("Reason").fill("Order cancelled before cutting");
  await form.getByRole("button", { name: "Review" }).click();
  const review = page.getByRole("alertdialog", { name: /^Issue a refund voucher of ₹3,000\.00/ });
  await review.getByRole("button", { name: "Issue" }).click();
  const refund = documentRow(page, "Refund Voucher");
  await expect(refund).toContainText(NUMBER("RF"));
  await expect(refund).toContainText("₹3,000.00");
  const number = (await refund.getByTestId("document-number").textContent())!;
  await expect(page.getByTestId("timeline")).toContainText(`Refund Voucher ${number}`);
});

test("Settings: the sample business said to be a sample, a mistyped GSTIN refused beside it, the rules in force", async ({
  page,
}) => {
  await loginAsOwner(page);
  await page.getByRole("tab", { name: "Settings" }).click();
  const business = page.getByRole("form", { name: "Business details for bills" });
  await expect(business.getByTestId("business-sample")).toContainText("not real");
  await expect(business.getByLabel("GSTIN")).toHaveValue("08AABFR4271K1Z0");
  await expect(business.getByLabel("UPI ID")).toHaveValue("rajwadirang@sample");
  // The last character mistyped: refused here, beside the field, and nothing is sent.
  await business.getByLabel("GSTIN").fill("08AABFR4271K1Z1");
  await business.getByRole("button", { name: "Save business details" }).click();
  await expect(business.getByLabel("GSTIN")).toHaveAttribute("aria-invalid", "true");
  await expect(business).toContainText(
    "GSTIN has a wrong check character: a character was mistyped",
  );
  await business.getByLabel("UPI ID").fill("rajwadirang");
  await business.getByLabel("GSTIN").fill("08AABFR4271K1Z0");
  await business.getByRole("button", { name: "Save business details" }).click();
  await expect(business).toContainText(
    "UPI ID must be a UPI ID such as rajwadirang@okicici (name@handle)",
  );

  const rules = page.getByRole("region", { name: "Tax rules" });
  const inForce = rules.getByRole("table", { name: "In force today" });
  await expect(inForce.getByTestId("tax-rule").filter({ hasText: /^62/ })).toContainText(
    "5% up to ₹2,500.00 a piece",
  );
  await expect(inForce.getByTestId("tax-rule").filter({ hasText: /^62/ })).toContainText(
    "18% above",
  );
  await expect(
    rules
      .getByRole("form", { name: "Stitching only (her fabric)" })
      .getByLabel("HSN/SAC for Stitching only (her fabric)"),
  ).toHaveValue("998821");
});
