import { expect, type Page, test } from "@playwright/test";
import { DESIGNS, designSlug, SEED_LISTS } from "../src/shared/catalogue";
import { FILTER_GROUPS, filterDesigns, NO_FILTERS, optionCount } from "../src/shared/filter";
import { PATHS } from "../src/shared/paths";
import { expectPath, gotoHydrated, isPhone } from "./support/app";
import { LISTED } from "./support/seeded-catalogue";

const cardNames = (page: Page) =>
  page.getByTestId("design-card").getByRole("heading", { level: 3 });
const checkbox = (page: Page, group: string, option: string) =>
  page.getByTestId(`filter-${group}`).getByRole("checkbox", { name: option, exact: true });

async function showFilters(page: Page, phone: boolean) {
  if (phone) await page.getByRole("button", { name: "Show Filters" }).click();
}

test("filters live in the URL: a shared link opens the filtered view, the back button undoes a choice", async ({
  page,
}, testInfo) => {
  await gotoHydrated(page, `${PATHS.products}?category=Lehenga&color=Maroon&color=Purple`);
  const expected = filterDesigns(LISTED, {
    ...NO_FILTERS,
    category: ["Lehenga"],
    color: ["Maroon", "Purple"],
  });
  await expect(cardNames(page)).toHaveText(expected.map((d) => d.name));
  await showFilters(page, isPhone(testInfo));
  await expect(checkbox(page, "category", "Lehenga")).toBeChecked();
  await expect(checkbox(page, "color", "Purple")).toBeChecked();

  await checkbox(page, "color", "Purple").click();
  await expect.poll(() => new URL(page.url()).searchParams.getAll("color")).toEqual(["Maroon"]);
  await page.goBack();
  await expect
    .poll(() => new URL(page.url()).searchParams.getAll("color"))
    .toEqual(["Maroon", "Purple"]);
  await expect(cardNames(page)).toHaveText(expected.map((d) => d.name));
  await showFilters(
    page,
    isPhone(testInfo) && !(await checkbox(page, "color", "Purple").isVisible()),
  );
  await expect(checkbox(page, "color", "Purple")).toBeChecked();
});

test("unknown filter values in the URL are ignored, not an error", async ({ page }) => {
  await gotoHydrated(page, `${PATHS.products}?category=Spacesuit&fabric=<script>`);
  await expect(cardNames(page)).toHaveCount(DESIGNS.length);
});

test("each option shows how many designs it would add, and the numbers follow the other choices", async ({
  page,
}, testInfo) => {
  await gotoHydrated(page, PATHS.products);
  await showFilters(page, isPhone(testInfo));
  // Each box names its count (aria-describedby): the count of the option as the box says it.
  const countOf = (group: "category" | "fabric" | "work" | "color", option: string) =>
    page.locator(`#filter-${group}-${SEED_LISTS[group].indexOf(option)}-count`);

  for (const group of FILTER_GROUPS) {
    for (const option of SEED_LISTS[group]) {
      const n = optionCount(DESIGNS, NO_FILTERS, group, option);
      await expect(countOf(group, option)).toHaveText(`${n} ${n === 1 ? "design" : "designs"}`);
    }
  }
  // Choosing Velvet: the category numbers now count velvet designs only.
  await checkbox(page, "fabric", "Velvet").click();
  const withVelvet = { ...NO_FILTERS, fabric: ["Velvet"] };
  for (const option of SEED_LISTS.category) {
    const n = optionCount(DESIGNS, withVelvet, "category", option);
    await expect(countOf("category", option)).toHaveText(`${n} ${n === 1 ? "design" : "designs"}`);
  }
  // A second fabric adds exactly the number it showed.
  const silk = optionCount(DESIGNS, withVelvet, "fabric", "Silk");
  const before = await cardNames(page).count();
  await checkbox(page, "fabric", "Silk").click();
  await expect(cardNames(page)).toHaveCount(before + silk);
});

test("a design card opens the design's own page", async ({ page }) => {
  await gotoHydrated(page, PATHS.products);
  const design = DESIGNS[3]!;
  await page.getByRole("link", { name: design.name, exact: true }).click();
  await expectPath(page, `${PATHS.products}/${designSlug(design)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(design.name);
});
