import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import type { AdminOrderDetail } from "../src/shared/admin";
import { dashboardTiles, monthTrend } from "../src/shared/dashboard";
import { todayInIndia } from "../src/shared/dates";
import { formatRupees } from "../src/shared/orders";
import type { CustomerExport } from "../src/shared/privacy-admin";
import { gotoHydrated } from "./support/app";
import { loginForm } from "./support/admin";
import { ownerSession, uniqueName } from "./support/catalogue-owner";
import { PRODUCTION_PASSWORDS } from "./support/production";
import { OwnerApi } from "./support/owner-api";
import { expectToast } from "./support/toast";

/**
 * A real deployment (ADMIN_DEMO_MODE=0, the "production" project's own server and database): no
 * sample orders, no demo credentials, and the dashboard's tiles are the boutique's own figures.
 */
test.describe.configure({ mode: "serial" });

async function login(page: Page) {
  await gotoHydrated(page, "/admin");
  const form = page.getByRole("form", { name: "Admin login" });
  await form.getByLabel("Username").fill("sunita");
  await form.getByLabel("Password", { exact: true }).fill(PRODUCTION_PASSWORDS.sunita);
  await form.getByRole("button", { name: "Login" }).click();
  await expectToast(page, "Login successful!", "Welcome back, Sunita Rathore", "default");
}

const tile = (page: Page, label: string) =>
  page.getByTestId("stat-tile").filter({ has: page.getByText(label, { exact: true }) });

/** What each tile says it counts (the words do not depend on the figures). */
const EXPLAINS = dashboardTiles({
  ordersTotal: 0,
  ordersThisMonth: 0,
  ordersLastMonth: 0,
  activeCustomers: 0,
  newCustomersThisMonth: 0,
  revenueThisMonth: 0,
  revenueLastMonth: 0,
  designs: 0,
  designsAddedThisMonth: 0,
}).map((t) => [t.label, t.explains!] as const);

test("no demo credentials, no sample orders; the tiles count what the boutique recorded, follow it when she comes back to the window and on a reload, and say what they count", async ({
  page,
  request,
}, testInfo) => {
  await gotoHydrated(page, "/admin");
  await expect(page.getByText("Poshak@2024")).toHaveCount(0);
  await login(page);
  await expect(page.getByTestId("admin-order-row")).toHaveCount(0);
  await expect(tile(page, "Total Orders").locator("dd").first()).toHaveText("0");
  await expect(tile(page, "Revenue (Month)").locator("dd").first()).toHaveText("₹0");
  for (const [label, explains] of EXPLAINS)
    await expect(tile(page, label).getByTestId("tile-explains")).toHaveText(explains);
  const products = tile(page, "Products").locator("dd");
  const designs = Number((await products.first().textContent())!.replace(/,/g, ""));
  const added = Number((await products.nth(1).textContent())!.replace(/[+,]/g, ""));
  expect(designs).toBeGreaterThan(0);

  // Two orders this month, one with an advance, one of them delivered; a payment reversed.
  const owner = await OwnerApi.login(request, {
    username: "rekha",
    password: PRODUCTION_PASSWORDS.rekha,
  });
  const today = todayInIndia();
  const customer = (phone: string) => ({
    customer: {
      name: "Real Customer",
      phone,
      email: "",
      address: { line: "1, MI Road", city: "Jaipur", state: "Rajasthan", postalCode: "" },
    },
    orderDate: today,
    expectedDelivery: today,
    amountRupees: 30000,
  });
  const first = (await owner.createOrder(customer("+91 90000 00001"))).order.orderId;
  const second = (await owner.createOrder(customer("+91 90000 00002"))).order.orderId;
  await owner.send(`/orders/${first}/payments`, {
    amountRupees: 10000,
    paidOn: today,
    method: "cash",
  });
  const wrong = await owner.send(`/orders/${first}/payments`, {
    amountRupees: 999,
    paidOn: today,
    method: "upi",
    reference: `UTR ${Date.now()}${test.info().project.name}`,
  });
  const paymentId = wrong.payments.find((p) => p.amountRupees === 999)!.id;
  await owner.send(`/orders/${first}/payments/${paymentId}/reversal`, { reason: "Typed twice" });
  for (let step = 0; step < 9; step++)
    await owner.send(`/orders/${second}/steps/step-${step}`, { status: "completed" }, "PATCH");

  // And one design more in the catalogue, as the Products tab adds one.
  const catalogue = await ownerSession(request, PRODUCTION_PASSWORDS.sunita);
  await catalogue.addDesign({ name: uniqueName("Tile Count Poshak", testInfo) });

  // Without a reload: the tiles are read again when she comes back to the window.
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(tile(page, "Total Orders").locator("dd").first()).toHaveText("2");
  await expect(products.first()).toHaveText((designs + 1).toLocaleString("en-IN"));

  // A reload, still signed in (no login again): every tile follows the data.
  await page.reload();
  await expect(tile(page, "Total Orders").locator("dd").first()).toHaveText("2");
  await expect(loginForm(page)).toHaveCount(0);
  await expect(tile(page, "Total Orders").locator("dd").nth(1)).toHaveText(monthTrend(2, 0));
  // Only the first order's customer still waits for her order.
  await expect(tile(page, "Active Customers").locator("dd").first()).toHaveText("1");
  await expect(tile(page, "Revenue (Month)").locator("dd").first()).toHaveText(formatRupees(10000));
  await expect(products.first()).toHaveText((designs + 1).toLocaleString("en-IN"));
  await expect(products.nth(1)).toHaveText(`+${added + 1}`);
  for (const [label, explains] of EXPLAINS)
    await expect(tile(page, label).getByTestId("tile-explains")).toHaveText(explains);
  await expect(page.getByTestId("admin-order-row")).toHaveCount(2);
});

test("on her request: her data exported (JSON and a page to print), then erased after typing her name", async ({
  page,
  request,
}) => {
  const owner = await OwnerApi.login(request, {
    username: "sunita",
    password: PRODUCTION_PASSWORDS.sunita,
  });
  const name = `Gulab Kanwar ${Date.now().toString(36)}`;
  const created = await owner.createOrder({
    customer: {
      name,
      phone: "+91 93522 10987",
      email: "gulab@example.in",
      address: { line: "9, Chandpole Bazaar", city: "Jaipur", state: "Rajasthan", postalCode: "" },
    },
    messaging: { language: "hi", whatsapp: true, email: false },
  });
  const { orderId, customerId } = created.order;
  await owner.send(`/customers/${customerId}/measurements`, { unit: "in", values: { bust: 36 } });

  await login(page);
  await page.getByRole("tab", { name: "Customers" }).click();
  await page.getByRole("searchbox", { name: "Search customers" }).fill(name);
  await page.getByRole("button", { name: `Open customer ${name}` }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  const privacy = page.getByRole("region", { name: "Her data" });

  const saved = async (label: string) => {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      privacy.getByRole("button", { name: label }).click(),
    ]);
    return {
      name: download.suggestedFilename(),
      text: fs.readFileSync(await download.path(), "utf8"),
    };
  };
  const json = await saved("Export her data (JSON)");
  expect(json.name).toBe(`customer-${customerId}-data.json`);
  const data = JSON.parse(json.text) as CustomerExport;
  expect(data.customer).toMatchObject({ name, phone: "+91 93522 10987" });
  expect(data.orders.map((o) => o.order.orderId)).toEqual([orderId]);
  expect(data.consents).toEqual([expect.objectContaining({ purpose: "whatsapp-updates" })]);
  expect(data.measurements).toHaveLength(1);
  const html = await saved("Page to print (HTML)");
  expect(html.name).toBe(`customer-${customerId}-data.html`);
  expect(html.text).toContain(`holds about ${name}`);
  expect(html.text).toContain("9, Chandpole Bazaar");

  // Her new measurements, half typed in this browser: a draft the erasure takes with it.
  await page.getByRole("button", { name: "New measurements" }).click();
  await page
    .getByRole("form", { name: "New measurements" })
    .getByRole("textbox", { name: "Note" })
    .fill("Loose fit wanted");
  const draftsKept = () =>
    page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("rr-draft")));
  await expect.poll(draftsKept).toHaveLength(1);

  await privacy.getByRole("button", { name: "Erase her…" }).click();
  const confirm = page.getByRole("form", { name: "Erase customer" });
  const erase = confirm.getByRole("button", { name: "Erase her data" });
  await confirm.getByLabel(/Type her name to confirm/).fill("Gulab");
  await expect(erase).toBeDisabled();
  await confirm.getByLabel(/Type her name to confirm/).fill(name);
  await erase.click();
  await expectToast(page, "Customer erased", undefined, "default");
  // Back to Customers without asking about her draft: it went with her.
  await expect(page.getByRole("heading", { name: "Customers", exact: true })).toBeVisible();
  expect(await draftsKept()).toEqual([]);
  await page.getByRole("searchbox", { name: "Search customers" }).fill(name);
  await expect(page.getByTestId("customer-row")).toHaveCount(0);

  // Her order stays for the accounts (under ₹50,000: without her name or address).
  const kept = await owner.get<AdminOrderDetail>(`/orders/${orderId}`);
  expect(kept.order).toMatchObject({
    customerName: "(erased)",
    customerPhone: "",
    customerId: null,
  });
  expect(JSON.stringify(kept)).not.toContain("93522");

  // Settings lists the erasure: when, by whom and what, never whose.
  await page.getByRole("tab", { name: "Settings" }).click();
  const erasures = page.getByRole("region", { name: "Erasures on request" });
  await expect(erasures.getByTestId("erasure-row").first()).toContainText(
    "by Sunita Rathore: 1 order anonymised",
  );
  await expect(erasures).not.toContainText("Gulab");
});
