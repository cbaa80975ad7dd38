import { expect, test } from "@playwright/test";
import { EN, inLocale, m } from "../src/shared/messages";
import { DEMO_ORDER_IDS } from "../src/shared/tracking";
import { footer, gotoHydrated } from "./support/app";

const HI = inLocale("hi");

/**
 * The public pages of a real deployment (ADMIN_DEMO_MODE=0, the "production" project's server):
 * nothing of the prototype's demo. This spec creates no orders (production-mode.spec.ts counts
 * them).
 */

test("the tracking page offers no demo orders and mentions no SMS, in English and in Hindi, opened or reached by a link", async ({
  page,
}) => {
  await gotoHydrated(page, "/tracking");
  const prompt = page.getByTestId("tracking-prompt");
  await expect(prompt).toHaveText(m.tracking_prompt_live({}, EN));
  await expect(page.getByText("Try a demo order")).toHaveCount(0);
  for (const id of DEMO_ORDER_IDS) await expect(page.getByText(id)).toHaveCount(0);
  await expect(page.locator("main")).not.toContainText("SMS");
  const year = new Date().getFullYear();
  await expect(page.getByLabel("Order ID", { exact: true })).toHaveAttribute(
    "placeholder",
    new RegExp(`^e\\.g\\. RR(${year}|${year + 1})001$`),
  );

  // Reached from another page by the footer's link (a client-side navigation).
  await gotoHydrated(page, "/contact");
  await footer(page)
    .getByRole("link", { name: m.footer_track({}, EN) })
    .click();
  await expect(page).toHaveURL("/tracking");
  await expect(page.getByTestId("tracking-prompt")).toHaveText(m.tracking_prompt_live({}, EN));
  await expect(page.getByText("Try a demo order")).toHaveCount(0);

  await gotoHydrated(page, "/hi/tracking");
  await expect(page.getByTestId("tracking-prompt")).toHaveText(m.tracking_prompt_live({}, HI));
  await expect(page.getByText(m.tracking_demo({}, HI))).toHaveCount(0);
  await expect(page.locator("main")).not.toContainText("SMS");
});

test("the real shop's catalogue disables a filter option that would add nothing, showing its 0, and claims no rating", async ({
  page,
}) => {
  await gotoHydrated(page, "/products?category=Kurti+Set");
  const options = page.locator("#filter-panel li");
  const zero = options.filter({ has: page.getByTestId("option-count").getByText(/^0\b/) });
  expect(await zero.count()).toBeGreaterThan(0);
  for (const option of await zero.all()) await expect(option.getByRole("checkbox")).toBeDisabled();
  // The chosen one stays enabled (to be unticked), and so does any option with designs.
  await expect(page.getByRole("checkbox", { name: "Kurti Set", exact: true })).toBeEnabled();
  const some = options.filter({ has: page.getByTestId("option-count").getByText(/^[1-9]/) });
  for (const option of await some.all()) await expect(option.getByRole("checkbox")).toBeEnabled();

  // The spec's five-star row is demo mode's (products.spec.ts): no customer rated these.
  await gotoHydrated(page, "/products");
  await expect(page.getByTestId("design-card").first()).toBeVisible();
  await expect(page.getByRole("img", { name: m.rated_five({}, EN) })).toHaveCount(0);
});
