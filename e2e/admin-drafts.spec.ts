import { expect, test, type Page } from "@playwright/test";
import { ADMIN_PATHS } from "../src/shared/admin-paths";
import { expectPath, gotoHydrated } from "./support/app";
import { loginAsOwner, loginForm, OWNER, SECOND_OWNER } from "./support/admin";
import { useOwnClientAddress } from "./support/client-address";
import { newOrderForm, openNewOrder } from "./support/order-form";
import { expectToast } from "./support/toast";

/**
 * Nothing typed is lost (demo mode): a half-filled new customer or order is kept as the
 * owner's draft in this browser, survives a reload (and the login demo mode then asks for),
 * and is cleared by Cancel; leaving a form with unsaved changes for another screen asks first.
 */

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
});

const customerForm = (page: Page) => page.getByRole("form", { name: "New customer" });

async function logInAgain(page: Page) {
  await loginForm(page).getByLabel("Username").fill(OWNER.username);
  await loginForm(page).getByLabel("Password", { exact: true }).fill(OWNER.password);
  await loginForm(page).getByRole("button", { name: "Login" }).click();
  await expectToast(page, "Login successful!", `Welcome back, ${OWNER.name}`, "default");
}

test("a half-filled new customer survives a reload; Cancel clears the draft", async ({ page }) => {
  await loginAsOwner(page);
  await page.getByRole("tab", { name: "Customers" }).click();
  await page.getByRole("button", { name: "New customer" }).click();
  await customerForm(page).getByRole("textbox", { name: "Customer name" }).fill("Lalita Draft");
  await customerForm(page).getByRole("textbox", { name: "Phone", exact: true }).fill("98290 1");

  await page.reload();
  await logInAgain(page);
  await expectPath(page, ADMIN_PATHS.newCustomer);
  await expect(customerForm(page).getByRole("textbox", { name: "Customer name" })).toHaveValue(
    "Lalita Draft",
  );
  await expect(customerForm(page).getByRole("textbox", { name: "Phone", exact: true })).toHaveValue(
    "98290 1",
  );

  await customerForm(page).getByRole("button", { name: "Cancel" }).click();
  await expectPath(page, ADMIN_PATHS.customers);
  await page.getByRole("button", { name: "New customer" }).click();
  await expect(customerForm(page).getByRole("textbox", { name: "Customer name" })).toHaveValue("");
});

test("leaving a half-filled new order asks first; the draft waits for her return", async ({
  page,
}) => {
  await loginAsOwner(page);
  await openNewOrder(page);
  const name = newOrderForm(page).getByRole("textbox", { name: "Customer name" });
  await name.fill("Gauri Halfway");

  const questions: string[] = [];
  page.once("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("tab", { name: "Customers" }).click();
  await expect.poll(() => questions.length).toBe(1);
  expect(questions[0]).toMatch(/^Leave this form\?/);
  await expectPath(page, ADMIN_PATHS.newOrder);
  await expect(name).toHaveValue("Gauri Halfway");

  page.once("dialog", (dialog) => void dialog.accept());
  await page.goBack();
  await expectPath(page, ADMIN_PATHS.home);
  await openNewOrder(page);
  await expect(newOrderForm(page).getByRole("textbox", { name: "Customer name" })).toHaveValue(
    "Gauri Halfway",
  );
  // A form nobody touched asks nothing.
  await newOrderForm(page).getByRole("button", { name: "Cancel" }).click();
  await openNewOrder(page);
  await page.getByRole("tab", { name: "Settings" }).click();
  await expectPath(page, ADMIN_PATHS.settings);
});

test("drafts are kept per owner: the other owner does not see hers", async ({ page }) => {
  await gotoHydrated(page, ADMIN_PATHS.newCustomer);
  await logInAgain(page);
  await customerForm(page).getByRole("textbox", { name: "Customer name" }).fill("Only Sunita's");
  await page.reload();
  await loginForm(page).getByLabel("Username").fill(SECOND_OWNER.username);
  await loginForm(page).getByLabel("Password", { exact: true }).fill(SECOND_OWNER.password);
  await loginForm(page).getByRole("button", { name: "Login" }).click();
  await expectToast(page, "Login successful!", `Welcome back, ${SECOND_OWNER.name}`, "default");
  await expect(customerForm(page).getByRole("textbox", { name: "Customer name" })).toHaveValue("");
});
