import { expect, test } from "@playwright/test";
import { PHONE_TOO, footer, mainNav } from "./support/app";
import { loginAsOwner } from "./support/admin";

/**
 * Demo mode (the spec's experience): after login the back office stays inside the shop's
 * frame, the navigation bar, the footer and the floating chat button, as on every page, with
 * the spec's dashboard (title, Logout, four tiles and four tabs) on every tab. Outside demo
 * mode the owners' app has a frame of its own (owners-app.spec.ts).
 */
test(
  "demo mode: the dashboard keeps the shop's frame and its tiles on every tab",
  PHONE_TOO,
  async ({ page }) => {
    await loginAsOwner(page);
    for (const tab of ["Orders", "Products", "Customers", "Settings"]) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      await expect(mainNav(page)).toHaveCount(1);
      await expect(footer(page)).toBeVisible();
      await expect(page.getByTestId("floating-chat")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
      await expect(page.getByTestId("stat-tile")).toHaveCount(4);
      await expect(page.getByTestId("admin-shell")).toHaveCount(0);
    }
  },
);
