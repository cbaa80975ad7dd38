import { randomInt } from "node:crypto";
import { expect, type Page } from "@playwright/test";

/** A phone number no other test uses: "+91 9xxxx xxxxx". */
export function uniquePhone(): string {
  const digits = String(randomInt(1e9)).padStart(9, "0");
  return `+91 9${digits.slice(0, 4)} ${digits.slice(4)}`;
}

export const newOrderForm = (page: Page) => page.getByRole("form", { name: "New order" });

/** Opens the New order form from the Orders tab. */
export async function openNewOrder(page: Page): Promise<void> {
  await page.getByRole("button", { name: "New order" }).click();
  await expect(page.getByRole("heading", { name: "New order" })).toBeVisible();
}

/** Fills a new customer's details (Jaipur, Rajasthan stay as the form suggests). */
export async function fillNewCustomer(
  page: Page,
  customer: { name: string; phone: string; line?: string },
): Promise<void> {
  const form = newOrderForm(page);
  await form.getByRole("textbox", { name: "Customer name" }).fill(customer.name);
  await form.getByRole("textbox", { name: "Phone", exact: true }).fill(customer.phone);
  await form.getByRole("textbox", { name: "Address" }).fill(customer.line ?? "7, Bapu Nagar");
}

/** Submits the form and waits for the new order's detail; answers its Order ID. */
export async function createAndOpen(page: Page): Promise<string> {
  await newOrderForm(page).getByRole("button", { name: "Create order" }).click();
  const heading = page.getByRole("heading", { name: /^RR\d{7,}$/ });
  await expect(heading).toBeVisible();
  return (await heading.textContent()) ?? "";
}
