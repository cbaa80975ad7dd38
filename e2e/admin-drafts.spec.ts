import { expect, type Page } from "@playwright/test";
import { ADMIN_PATHS } from "../src/shared/admin-paths";
import { expectPath, gotoHydrated } from "./support/app";
import { loginAsOwner, loginForm, OWNER, SECOND_OWNER } from "./support/admin";
import { useOwnClientAddress } from "./support/client-address";
import { newOrderForm, openNewOrder, uniquePhone } from "./support/order-form";
import { test } from "./support/own-order";
import { expectToast } from "./support/toast";
import { slowCpu, slowPhone } from "./support/slow-page";

/**
 * Nothing typed is lost (demo mode): a half-filled new customer or order, a payment, a note or
 * new measurements are kept as the owner's draft in this browser, survive a reload (and the
 * login demo mode then asks for), and are cleared by saving or Cancel; leaving a form with
 * unsaved changes for another screen asks first (once for the order page's forms together).
 * Logout asks too, then leaves no draft of anyone's in the browser.
 */

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
});

const customerForm = (page: Page) => page.getByRole("form", { name: "New customer" });

/** The drafts this browser keeps (localStorage), of every owner. */
const draftsKept = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("rr-draft")));

async function logInAgain(page: Page) {
  await loginForm(page).getByLabel("Username").fill(OWNER.username);
  await loginForm(page).getByLabel("Password", { exact: true }).fill(OWNER.password);
  await loginForm(page).getByRole("button", { name: "Login" }).click();
  await expectToast(page, "Login successful!", `Welcome back, ${OWNER.name}`, "default");
}

test("a half-filled new customer, typed on a slow phone, survives a reload; Cancel clears the draft @phone", async ({
  page,
}) => {
  await loginAsOwner(page);
  await page.getByRole("tab", { name: "Customers" }).click();
  await page.getByRole("button", { name: "New customer" }).click();
  await slowPhone(page);
  const name = customerForm(page).getByRole("textbox", { name: "Customer name" });
  await name.pressSequentially("Lalita Draft");
  await customerForm(page)
    .getByRole("textbox", { name: "Phone", exact: true })
    .pressSequentially("98290 1");
  await expect(name).toHaveValue("Lalita Draft");
  // The typing is what the slow phone tests; the reload and the login go at full speed.
  await slowCpu(page, 1);

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

test("leaving a half-filled new order asks first; the draft waits for her return @phone", async ({
  page,
}) => {
  await loginAsOwner(page);
  await openNewOrder(page);
  await slowPhone(page);
  const name = newOrderForm(page).getByRole("textbox", { name: "Customer name" });
  await name.pressSequentially("Gauri Halfway");
  await expect(name).toHaveValue("Gauri Halfway");
  await slowCpu(page, 1);

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

  // Logout on a shared phone: asked first, then no customer's details stay, hers or Sunita's.
  await customerForm(page).getByRole("textbox", { name: "Phone", exact: true }).fill("98290 2");
  await expect.poll(() => draftsKept(page)).toHaveLength(2);
  const questions = questionsAnswered(page, "accept");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(loginForm(page)).toBeVisible();
  expect(questions).toEqual([
    "Log out? The forms you have not finished are cleared from this device, so no customer's details stay on it.",
  ]);
  expect(await draftsKept(page)).toEqual([]);
  // (Rekha's welcome may still show: the tab says Sunita is in.)
  await loginForm(page).getByLabel("Username").fill(OWNER.username);
  await loginForm(page).getByLabel("Password", { exact: true }).fill(OWNER.password);
  await loginForm(page).getByRole("button", { name: "Login" }).click();
  await page.getByRole("tab", { name: "Customers" }).click();
  await page.getByRole("button", { name: "New customer" }).click();
  await expect(customerForm(page).getByRole("textbox", { name: "Customer name" })).toHaveValue("");
  await expect(customerForm(page).getByRole("textbox", { name: "Phone", exact: true })).toHaveValue(
    "",
  );
});

/** Counts the questions asked before leaving, answering each with `answer`. */
function questionsAnswered(page: Page, answer: "accept" | "dismiss"): string[] {
  const questions: string[] = [];
  page.on("dialog", (dialog) => {
    questions.push(dialog.message());
    void (answer === "accept" ? dialog.accept() : dialog.dismiss());
  });
  return questions;
}

test("a half-typed payment and note survive a reload; one question before leaving the order; saving clears each @phone", async ({
  page,
  ownOrder,
}) => {
  const orderPath = ADMIN_PATHS.order(ownOrder.orderId);
  await gotoHydrated(page, orderPath);
  await logInAgain(page);
  await expect(page.getByRole("heading", { name: ownOrder.orderId })).toBeVisible();
  await slowPhone(page);
  const payment = page.getByRole("form", { name: "Record a payment" });
  const note = page.getByRole("form", { name: "Add a note" });
  await payment.getByRole("textbox", { name: "Amount (₹)" }).pressSequentially("7,500");
  await payment.getByRole("textbox", { name: "Reference" }).pressSequentially("UPI 9912");
  await note
    .getByRole("textbox", { name: "Note" })
    .pressSequentially("Call her before the fitting");

  await page.reload();
  await logInAgain(page);
  await expectPath(page, orderPath);
  await expect(payment.getByRole("textbox", { name: "Amount (₹)" })).toHaveValue("7,500");
  await expect(payment.getByRole("textbox", { name: "Reference" })).toHaveValue("UPI 9912");
  await expect(note.getByRole("textbox", { name: "Note" })).toHaveValue(
    "Call her before the fitting",
  );

  // Two forms with drafts, one question.
  const questions = questionsAnswered(page, "dismiss");
  await page.getByRole("tab", { name: "Customers" }).click();
  await expect.poll(() => questions.length).toBe(1);
  expect(questions[0]).toMatch(/^Leave this form\?/);
  await expectPath(page, orderPath);

  await payment.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByTestId("paid-amount")).toHaveText("₹7,500");
  await expect(payment.getByRole("textbox", { name: "Amount (₹)" })).toHaveValue("");
  await note.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByTestId("timeline")).toContainText("Call her before the fitting");
  await expect(note.getByRole("textbox", { name: "Note" })).toHaveValue("");

  // Saved: nothing is kept, nothing is asked.
  await page.reload();
  await logInAgain(page);
  await expect(payment.getByRole("textbox", { name: "Amount (₹)" })).toHaveValue("");
  await expect(note.getByRole("textbox", { name: "Note" })).toHaveValue("");
  await page.getByRole("tab", { name: "Customers" }).click();
  await expectPath(page, ADMIN_PATHS.customers);
  expect(questions).toHaveLength(1);
});

test("new measurements half typed survive a reload, ask before leaving, and Cancel clears them @phone", async ({
  page,
}, testInfo) => {
  const name = `Malti Measured ${testInfo.project.name}`;
  await loginAsOwner(page);
  await page.getByRole("tab", { name: "Customers" }).click();
  await page.getByRole("button", { name: "New customer" }).click();
  await customerForm(page).getByRole("textbox", { name: "Customer name" }).fill(name);
  await customerForm(page).getByRole("textbox", { name: "Phone", exact: true }).fill(uniquePhone());
  await customerForm(page).getByRole("button", { name: "Add customer" }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  const customerPath = new URL(page.url()).pathname;

  await slowPhone(page);
  await page.getByRole("button", { name: "Add measurements" }).click();
  const form = page.getByRole("form", { name: "New measurements" });
  await form.getByRole("textbox", { name: "Bust (in)", exact: true }).pressSequentially("34.5");
  await form.getByRole("textbox", { name: "Note" }).pressSequentially("Loose fit wanted");

  await page.reload();
  await logInAgain(page);
  await expectPath(page, customerPath);
  await expect(form.getByRole("textbox", { name: "Bust (in)", exact: true })).toHaveValue("34.5");
  await expect(form.getByRole("textbox", { name: "Note" })).toHaveValue("Loose fit wanted");

  const questions = questionsAnswered(page, "dismiss");
  await page.getByRole("tab", { name: "Orders" }).click();
  await expect.poll(() => questions.length).toBe(1);
  await expectPath(page, customerPath);

  await form.getByRole("button", { name: "Cancel" }).click();
  await expect(form).toHaveCount(0);
  await page.reload();
  await logInAgain(page);
  await expect(page.getByText("No measurements taken yet.")).toBeVisible();
  await expect(form).toHaveCount(0);
});
