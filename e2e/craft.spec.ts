import { expect, type Page, test } from "@playwright/test";
import { COMPLETION_LINE, CRAFT_STEPS, QUALITY_PROMISE } from "../src/shared/craft";
import { PATHS } from "../src/shared/paths";
import { expectPath, gotoHydrated, hrefOf } from "./support/app";

// Spec §3: the five craft steps and their durations, in order.
const SPEC_STEPS = [
  { title: "Design Conceptualization", duration: "2-3 Days" },
  { title: "Embroidery Mastery", duration: "7-15 Days" },
  { title: "Precision Stitching", duration: "3-5 Days" },
  { title: "Quality Finishing", duration: "1-2 Days" },
  { title: "Secure Delivery", duration: "2-7 Days" },
];

const steps = (page: Page) => page.getByTestId("craft-step");

test("the craft module has the spec's five steps, durations, promise and completion line", () => {
  expect(CRAFT_STEPS.map((s) => ({ title: s.title, duration: s.duration }))).toEqual(SPEC_STEPS);
  for (const s of CRAFT_STEPS) expect(s.details).toHaveLength(4);
  expect(QUALITY_PROMISE).toHaveLength(3);
  expect(COMPLETION_LINE).toBe("Average completion time: 15-25 days | Rush orders available");
});

test("the page opens with a hero", async ({ page }) => {
  await gotoHydrated(page, PATHS.craft);
  const hero = page.locator("main > section").first();
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText("The Art of Making a Poshak");
  await expect(hero).toContainText("Our Craft");
  await expect(hero).toBeInViewport();
});

test("five numbered steps, each with title, description, four details, duration and an illustrated image", async ({
  page,
}) => {
  await gotoHydrated(page, PATHS.craft);
  await expect(steps(page)).toHaveCount(5);
  const shown = await steps(page).evaluateAll((els) =>
    els.map((step) => {
      const text = (selector: string) =>
        [...step.querySelectorAll(selector)].map((el) => el.textContent?.trim() ?? "");
      const number = step.querySelector('[data-testid="craft-step-number"]');
      // Screen readers get "Step 1" (visually hidden "Step "), the circle shows "1".
      const hidden = number?.querySelector(".sr-only")?.textContent ?? "";
      const img = step.querySelector("img");
      return {
        number: {
          label: number?.textContent?.trim(),
          text: number?.textContent?.replace(hidden, "").trim(),
        },
        title: text("h2"),
        description: text("h2 + p"),
        details: text("ul > li"),
        duration: text('[data-testid="craft-duration"]'),
        durationLine: step.textContent?.includes("Duration: ") ?? false,
        image: img?.getAttribute("src"),
        alt: img?.getAttribute("alt")?.trim() ?? "",
      };
    }),
  );
  for (const [i, step] of CRAFT_STEPS.entries()) {
    const spec = SPEC_STEPS[i]!;
    expect(shown[i], spec.title).toMatchObject({
      number: { label: `Step ${i + 1}`, text: String(i + 1) },
      title: [spec.title],
      description: [step.description],
      details: [...step.details],
      duration: [spec.duration],
      durationLine: true,
      image: step.image,
    });
    expect(shown[i]!.alt, `alt of step ${i + 1}`).not.toBe("");
  }
  // What the test read is what a visitor sees.
  const last = steps(page).nth(4);
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByRole("heading", { level: 2 })).toBeVisible();
  await expect(last.locator("img")).toBeVisible();
  await expect(last.getByTestId("craft-duration")).toBeVisible();
});

test("the Quality Promise block has its three items, including 50+ skilled craftsmen", async ({
  page,
}) => {
  await gotoHydrated(page, PATHS.craft);
  const block = page.locator("section", {
    has: page.getByRole("heading", { name: "Quality Promise" }),
  });
  const items = block.locator("li");
  await expect(items).toHaveCount(3);
  await expect(items.getByRole("heading", { level: 3 })).toHaveText(
    QUALITY_PROMISE.map((p) => p.title),
  );
  for (const [i, p] of QUALITY_PROMISE.entries()) await expect(items.nth(i)).toContainText(p.text);
  await expect(items.nth(0)).toContainText(/artisans/i);
  await expect(items.nth(0)).toContainText("50+ skilled craftsmen");
  await expect(items.nth(1)).toContainText(/materials/i);
  await expect(items.nth(2)).toContainText(/timeless quality/i);
});

test("the closing block links Browse Collections to /products and Start Custom Order to /contact, with the completion line", async ({
  page,
}) => {
  await gotoHydrated(page, PATHS.craft);
  const browse = page.getByRole("link", { name: "Browse Collections" });
  const start = page.getByRole("link", { name: "Start Custom Order" });
  expect(await hrefOf(browse)).toBe("/products");
  expect(await hrefOf(start)).toBe("/contact");
  await expect(
    page.getByText("Average completion time: 15-25 days | Rush orders available", { exact: true }),
  ).toBeVisible();

  await browse.click();
  await expectPath(page, "/products");
  await page.goBack();
  await expectPath(page, "/manufacturing");
  await page.getByRole("link", { name: "Start Custom Order" }).click();
  await expectPath(page, "/contact");
});
