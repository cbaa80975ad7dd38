import { expect, type Page } from "@playwright/test";
import { BUSINESS } from "../../src/shared/business";
import { DEMO_PASSWORDS } from "../../src/server/auth/demo-accounts";
import { gotoHydrated } from "./app";
import { expectToast } from "./toast";

export const OWNER = {
  username: "sunita",
  password: DEMO_PASSWORDS.sunita,
  name: BUSINESS.founders[0].name,
};
/** The second founder, for two owners at work at once. */
export const SECOND_OWNER = {
  username: "rekha",
  password: DEMO_PASSWORDS.rekha,
  name: BUSINESS.founders[1].name,
};

export const loginForm = (page: Page) => page.getByRole("form", { name: "Admin login" });

/** Opens /admin and logs in as a founder (the first, unless told) through the form. */
export async function loginAsOwner(
  page: Page,
  owner: { username: string; password: string; name: string } = OWNER,
): Promise<void> {
  await gotoHydrated(page, "/admin");
  await loginForm(page).getByLabel("Username").fill(owner.username);
  await loginForm(page).getByLabel("Password", { exact: true }).fill(owner.password);
  await loginForm(page).getByRole("button", { name: "Login" }).click();
  await expectToast(page, "Login successful!", `Welcome back, ${owner.name}`, "default");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}

/** Opens one order's detail view from the Orders tab. */
export async function openOrder(page: Page, orderId: string): Promise<void> {
  await page.getByRole("button", { name: `View order ${orderId}` }).click();
  await expect(page.getByRole("heading", { name: orderId })).toBeVisible();
}

export const stepRow = (page: Page, stepId: string) =>
  page.locator(`[data-testid="production-step"][data-step-id="${stepId}"]`);

/** Sets a step's status with its select and waits for the spec's toast. */
export async function setStep(page: Page, stepId: string, status: string): Promise<void> {
  const row = stepRow(page, stepId);
  await row.getByRole("combobox").selectOption(status);
  await expect(row.getByTestId("step-status")).toHaveAttribute("data-status", status);
  const toast = await expectToast(
    page,
    "Step Updated",
    "Production step status updated successfully",
    "default",
  );
  await toast.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(toast).toHaveCount(0);
}

/**
 * A list table's header row, once the page is scrolled past the table's top, sticks just below
 * the bar that stays at the top of the screen (the shop's navigation in demo mode, the owners'
 * app's header and tabs outside it): in view, and not covered by that bar.
 */
export async function expectHeaderRowBelowBar(page: Page, table: string): Promise<void> {
  const header = page.getByTestId(table).getByRole("columnheader").first();
  await header.evaluate((th) => {
    const top = th.closest("table")!.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top + 120);
  });
  await expect
    .poll(() =>
      header.evaluate((th) => {
        const table = th.closest("table")!.getBoundingClientRect();
        const box = th.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + 8, box.top + box.height / 2);
        return { scrolledPast: table.top < 0, inView: box.top > 0, uncovered: th.contains(hit) };
      }),
    )
    .toEqual({ scrolledPast: true, inView: true, uncovered: true });
}
