import fs from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { DESIGNS, designSlug } from "../src/shared/catalogue";
import { EN, inLocale, m } from "../src/shared/messages";
import { DEMO_ORDER_IDS } from "../src/shared/tracking";
import { footer, gotoHydrated } from "./support/app";
import { openProductsTab } from "./support/catalogue-owner";
import { PRODUCTION_PASSWORDS } from "./support/production";
import { expectToast } from "./support/toast";

const HI = inLocale("hi");

/**
 * The public pages of a real deployment (ADMIN_DEMO_MODE=0, the "production" project's server):
 * nothing of the prototype's demo; stars only from the reviews the owners record. This spec
 * creates no orders and no designs (production-mode.spec.ts counts them).
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

/** The Product JSON-LD of the page open. */
const productJsonLd = async (page: Page) =>
  (
    await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")))
  ).find((j: { "@type"?: string }) => j["@type"] === "Product") as Record<string, unknown>;

/** SCREENSHOTS=<dir>: `at` in view at 1440×900 and 390×844, for looking at. */
async function shot(page: Page, name: string, at: Locator) {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const viewport = page.viewportSize()!;
  for (const [size, width, height] of [
    ["desktop", 1440, 900],
    ["phone", 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await at.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/${name}-${size}.png` });
  }
  await page.setViewportSize(viewport);
}

test("stars only from reviews the owners record and show: the card, the design page and its AggregateRating; a hidden one leaves", async ({
  page,
}) => {
  const design = DESIGNS[4]!;
  const path = `/products/${designSlug(design)}`;
  const catalogue = `/products?work=${encodeURIComponent(design.work).replace(/%20/g, "+")}`;
  const visitor = await page.context().browser()!.newPage();
  const card = visitor.getByTestId("design-card").filter({ hasText: design.name });

  // Sunita records a review a customer sent on WhatsApp, not shown yet, then shows it.
  await openProductsTab(page, PRODUCTION_PASSWORDS.sunita);
  await page
    .getByTestId("design-row")
    .filter({ hasText: design.name })
    .getByRole("button", { name: `Edit ${design.name}` })
    .click();
  const reviews = page.getByRole("region", { name: "Reviews" });
  const form = reviews.getByRole("form", { name: "A customer's review" });
  await form.getByLabel("Customer's first name").fill("Meera");
  await form.getByLabel("City").fill("Udaipur");
  await form.getByLabel("Stars").selectOption({ label: "4 stars" });
  await form
    .getByRole("textbox", { name: "Review", exact: true })
    .fill("The mirrors catch every lamp at a wedding.");
  await form.getByLabel("Show on the website").uncheck();
  await form.getByRole("button", { name: "Record review" }).click();
  await expectToast(page, "Review recorded", undefined, "default");
  const meera = reviews.getByTestId("review-row").filter({ hasText: "Meera" });
  await expect(meera.getByTestId("review-state")).toHaveText("Not shown");
  await gotoHydrated(visitor, catalogue);
  await expect(card).toBeVisible();
  await expect(card.getByTestId("rating")).toHaveCount(0);

  await meera.getByRole("button", { name: "Show Meera's review on the website" }).click();
  await expect(meera.getByTestId("review-state")).toHaveText("Shown");
  // A second, shown at once.
  await form.getByLabel("Customer's first name").fill("Kamla");
  await form.getByRole("textbox", { name: "Review", exact: true }).fill("Fitted at the first try.");
  await form.getByRole("button", { name: "Record review" }).click();
  await expect(reviews.getByTestId("review-row")).toHaveCount(2);
  await expect(page.getByRole("region", { name: "Changes to this design" })).toContainText(
    "Showed Meera's 4★ review",
  );

  // The visitor's card and the design page show them, with the Product's AggregateRating.
  await gotoHydrated(visitor, catalogue);
  await expect(
    card.getByRole("img", { name: "4.5 out of 5 stars from 2 reviews", exact: true }),
  ).toBeVisible();
  await gotoHydrated(visitor, path);
  await expect(visitor.getByRole("heading", { name: "What customers say" })).toBeVisible();
  const shown = visitor.getByTestId("design-review");
  await expect(shown).toHaveCount(2);
  await expect(shown.first()).toContainText("Fitted at the first try.");
  await expect(shown.last()).toContainText("Meera · Udaipur");
  await expect(shown.last().getByRole("img", { name: "4 of 5 stars" })).toBeVisible();
  expect(await productJsonLd(visitor)).toMatchObject({
    aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2 },
    review: [
      { author: { name: "Kamla" } },
      { author: { name: "Meera" }, reviewRating: { ratingValue: 4 } },
    ],
  });
  await shot(
    visitor,
    "design-reviews",
    visitor.getByRole("heading", { name: "What customers say" }),
  );
  await shot(page, "editor-reviews", reviews.getByRole("heading", { name: "Reviews" }));
  await gotoHydrated(visitor, `/hi${path}`);
  await expect(visitor.getByRole("heading", { name: "ग्राहकों की राय" })).toBeVisible();

  // Hidden, Meera's review leaves the page and the rating; deleted (asked first), Kamla's too.
  await meera.getByRole("button", { name: "Take Meera's review off the website" }).click();
  await expect(meera.getByTestId("review-state")).toHaveText("Not shown");
  await gotoHydrated(visitor, path);
  await expect(shown).toHaveCount(1);
  await expect(visitor.getByText("Meera")).toHaveCount(0);
  expect(await productJsonLd(visitor)).toMatchObject({
    aggregateRating: { ratingValue: 5, reviewCount: 1 },
  });

  for (const name of ["Meera", "Kamla"]) {
    await reviews.getByRole("button", { name: `Delete ${name}'s review` }).click();
    await reviews
      .getByRole("alertdialog", {
        name: `Delete ${name}'s review for good? It cannot be brought back.`,
      })
      .getByRole("button", { name: "Delete it" })
      .click();
  }
  await expect(reviews.getByText("No reviews yet.")).toBeVisible();
  await gotoHydrated(visitor, path);
  await expect(visitor.getByRole("heading", { name: "What customers say" })).toHaveCount(0);
  expect(JSON.stringify(await productJsonLd(visitor))).not.toMatch(/rating|review/i);
  await gotoHydrated(visitor, catalogue);
  await expect(card.getByTestId("rating")).toHaveCount(0);
  await visitor.close();
});
