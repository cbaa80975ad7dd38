import { expect, test, type Page } from "@playwright/test";
import { monthTrend } from "../src/shared/dashboard";
import { todayInIndia } from "../src/shared/dates";
import { formatRupees } from "../src/shared/orders";
import { gotoHydrated } from "./support/app";
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

test("no demo credentials, no sample orders; the tiles count what the boutique recorded", async ({
  page,
  request,
}) => {
  await gotoHydrated(page, "/admin");
  await expect(page.getByText("Poshak@2024")).toHaveCount(0);
  await login(page);
  await expect(page.getByTestId("admin-order-row")).toHaveCount(0);
  await expect(tile(page, "Total Orders").locator("dd").first()).toHaveText("0");
  await expect(tile(page, "Revenue (Month)").locator("dd").first()).toHaveText("₹0");

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
  });
  const paymentId = wrong.payments.find((p) => p.amountRupees === 999)!.id;
  await owner.send(`/orders/${first}/payments/${paymentId}/reversal`, { reason: "Typed twice" });
  for (let step = 0; step < 9; step++)
    await owner.send(`/orders/${second}/steps/step-${step}`, { status: "completed" }, "PATCH");

  await page.getByRole("button", { name: "Logout" }).click();
  await login(page);
  await expect(tile(page, "Total Orders").locator("dd").first()).toHaveText("2");
  await expect(tile(page, "Total Orders").locator("dd").nth(1)).toHaveText(monthTrend(2, 0));
  // Only the first order's customer still waits for her order.
  await expect(tile(page, "Active Customers").locator("dd").first()).toHaveText("1");
  await expect(tile(page, "Revenue (Month)").locator("dd").first()).toHaveText(formatRupees(10000));
  await expect(page.getByTestId("admin-order-row")).toHaveCount(2);
});
