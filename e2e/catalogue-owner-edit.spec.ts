import { expect, test, type Page } from "@playwright/test";
import { slugOfName } from "../src/shared/design";
import { gotoHydrated } from "./support/app";
import {
  DESIGN_FIELDS,
  openProductsTab,
  ownerSession,
  uniqueName,
  uniqueValue,
} from "./support/catalogue-owner";
import { dismissToast, expectToast } from "./support/toast";

// The owners rename, hide, reorder designs and keep the filter lists in the Products tab; a
// visitor's pages follow at once. Runs on SQLite and PostgreSQL (playwright.config.ts).

const row = (page: Page, name: string) => page.getByTestId("design-row").filter({ hasText: name });
/** Opens a design's editor from its row in the Products tab; answers its form. */
async function editDesign(page: Page, name: string) {
  await row(page, name)
    .getByRole("button", { name: `Edit ${name}` })
    .click();
  return page.getByRole("form", { name: "Design details" });
}
const cardNames = (page: Page) =>
  page.getByTestId("design-card").getByRole("heading", { level: 3 }).allTextContents();

test("rename: the new name shows at once, and the old address redirects permanently to the new one", async ({
  page,
  request,
}, testInfo) => {
  const name = uniqueName("Gulabi Gota Poshak", testInfo);
  const renamed = `${name} Royal`;
  await (await ownerSession(request)).addDesign({ name });
  await openProductsTab(page);
  const form = await editDesign(page, name);
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(renamed);
  await expect(page.getByTestId("card-preview")).toContainText(renamed);
  await form.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Design saved", `${renamed} is up to date.`, "default");
  await expect(page.getByTestId("change-log").first()).toContainText(
    `name “${name}” → “${renamed}”`,
  );

  const old = await request.get(`/products/${slugOfName(name)}`, { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(old.headers().location).toBe(`/products/${slugOfName(renamed)}`);
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/products/${slugOfName(name)}`);
  await expect(visitor).toHaveURL(new RegExp(`/products/${slugOfName(renamed)}$`));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(renamed);
  await gotoHydrated(visitor, "/products");
  expect(await cardNames(visitor)).toContain(renamed);
  expect(await cardNames(visitor)).not.toContain(name);
  await visitor.close();
});

test("Hindi texts: a Hindi name typed in the Products tab shows on the Hindi pages and in their JSON-LD; a description without one stays English, marked so", async ({
  page,
  request,
}, testInfo) => {
  const name = uniqueName("Leheriya Kota Poshak", testInfo);
  const nameHi = `लहरिया कोटा पोशाक ${testInfo.workerIndex}${Date.now().toString(36)}`;
  await (await ownerSession(request)).addDesign({ name });
  await openProductsTab(page);
  const form = await editDesign(page, name);
  await form.getByLabel("Name in Hindi").fill(nameHi);
  await form.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Design saved", `${name} is up to date.`, "default");
  await expect(page.getByTestId("change-log").first()).toContainText(`Hindi name “” → “${nameHi}”`);

  const visitor = await page.context().browser()!.newPage();
  await gotoHydrated(visitor, `/hi/products/${slugOfName(name)}`);
  const heading = visitor.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(nameHi);
  await expect(heading).not.toHaveAttribute("lang");
  await expect(visitor).toHaveTitle(new RegExp(`^${nameHi}`));
  // No Hindi description given: the English one, marked as English for her screen reader.
  await expect(visitor.locator("p[lang=en]", { hasText: DESIGN_FIELDS.description })).toHaveCount(
    1,
  );
  const jsonLd = await visitor
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
  expect(jsonLd.find((j) => j["@type"] === "Product")?.name).toBe(nameHi);
  // Its card on the Hindi catalogue; the English pages keep the English name.
  await gotoHydrated(visitor, `/hi/products?sort=newest`);
  const card = visitor.getByTestId("design-card").filter({ hasText: nameHi });
  await expect(card.getByRole("heading")).toHaveText(nameHi);
  await gotoHydrated(visitor, `/products/${slugOfName(name)}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(name);
  await visitor.close();
});

test("hide and show: a hidden design's page is 404 and leaves /products and the sitemap", async ({
  page,
  request,
}, testInfo) => {
  const name = uniqueName("Bandhej Veil Lehenga", testInfo);
  await (await ownerSession(request)).addDesign({ name, category: "Lehenga" });
  const path = `/products/${slugOfName(name)}`;
  expect((await request.get(path)).status()).toBe(200);
  await openProductsTab(page);
  await row(page, name)
    .getByRole("button", { name: `Hide ${name}` })
    .click();
  await expect(row(page, name).getByText("Hidden", { exact: true })).toBeVisible();

  expect((await request.get(path)).status()).toBe(404);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain(path);
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(path);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await gotoHydrated(visitor, "/products");
  expect(await cardNames(visitor)).not.toContain(name);

  await row(page, name)
    .getByRole("button", { name: `Show ${name}` })
    .click();
  await expect(row(page, name).getByText("Hidden", { exact: true })).toHaveCount(0);
  expect((await request.get(path)).status()).toBe(200);
  expect(await (await request.get("/sitemap.xml")).text()).toContain(path);
  await visitor.close();
});

test("reorder: moving a design down puts it after the next one on /products", async ({
  page,
  request,
}, testInfo) => {
  const owner = await ownerSession(request);
  const first = uniqueName("Order A Poshak", testInfo);
  const second = uniqueName("Order B Poshak", testInfo);
  await owner.addDesign({ name: first });
  await owner.addDesign({ name: second });
  // New designs go on top: the second added is shown first.
  await gotoHydrated(page, "/products");
  let names = await cardNames(page);
  expect(names.indexOf(second)).toBeLessThan(names.indexOf(first));

  await openProductsTab(page);
  // The other owner adds a design after this list was loaded: the move still does what was
  // asked, in the list as it is now.
  await owner.addDesign({ name: uniqueName("Order C Poshak", testInfo) });
  await row(page, second)
    .getByRole("button", { name: `Move ${second} down` })
    .click();
  await expect
    .poll(async () => {
      const rows = await page.getByTestId("design-row").allTextContents();
      return rows.findIndex((r) => r.includes(first)) < rows.findIndex((r) => r.includes(second));
    })
    .toBe(true);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await gotoHydrated(page, "/products");
  names = await cardNames(page);
  expect(names.indexOf(first)).toBeLessThan(names.indexOf(second));
});

test("filter lists: a new value filters the catalogue; one in use cannot be deleted; a rename follows", async ({
  page,
  request,
}, testInfo) => {
  const value = uniqueValue("Kota Doria & Silk");
  const renamed = `${value} Weave`;
  const name = uniqueName("Kota Summer Poshak", testInfo);
  await (await ownerSession(request)).addDesign({ name });
  await openProductsTab(page);
  const fabrics = page.getByTestId("list-fabric");
  await fabrics.getByLabel("New value for Fabric Type").fill(value);
  await fabrics.getByRole("button", { name: "Add to Fabric Type" }).click();
  await expect(fabrics.getByTestId("list-value").last()).toContainText(`${value} (0 designs)`);

  await (await editDesign(page, name)).getByLabel("Fabric").fill(value);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Design saved", `${name} is up to date.`, "default");
  await page.getByRole("button", { name: "Back to designs" }).click();

  // A visitor filters by it, and the URL carries it.
  const visitor = await page.context().browser()!.newPage({ viewport: page.viewportSize()! });
  await gotoHydrated(visitor, `/products?fabric=${encodeURIComponent(value)}`);
  expect(await cardNames(visitor)).toEqual([name]);
  await expect(visitor.getByTestId("count-line")).toHaveText(/^Showing 1 of \d+ designs$/);
  const box = visitor
    .getByTestId("filter-fabric")
    .getByRole("checkbox", { name: value, exact: true });
  await expect(box).toBeChecked();

  // In use: the owners are told why it stays.
  await fabrics.getByRole("button", { name: `Delete ${value}` }).click();
  await expect(fabrics.getByRole("alert")).toHaveText(
    `“${value}” cannot be deleted: 1 design uses it. Change that design first.`,
  );
  await expect(fabrics.getByTestId("list-value").filter({ hasText: value })).toHaveCount(1);

  await fabrics.getByRole("button", { name: `Rename ${value}` }).click();
  await fabrics.getByLabel(`New name for ${value}`).fill(renamed);
  await fabrics.getByRole("button", { name: `Save the new name of ${value}` }).click();
  await expect(fabrics.getByTestId("list-value").filter({ hasText: renamed })).toContainText(
    "(1 design)",
  );
  await gotoHydrated(visitor, `/products?fabric=${encodeURIComponent(renamed)}`);
  expect(await cardNames(visitor)).toEqual([name]);
  await expect(
    visitor.getByTestId("filter-fabric").getByRole("checkbox", { name: renamed, exact: true }),
  ).toBeChecked();
  await visitor.close();

  // The change log says who did what.
  await expect(page.getByTestId("change-log").last()).toContainText(
    `Sunita Rathore: Renamed “${value}” to “${renamed}” in Fabric Type (1 design updated)`,
  );
});

test("a colour the list lacks: the form says the filter will not find the design, and adds it to the list", async ({
  page,
  request,
}, testInfo) => {
  const name = uniqueName("Teal Leheriya Poshak", testInfo);
  const colour = uniqueValue("Peacock Teal");
  await (await ownerSession(request)).addDesign({ name });
  await openProductsTab(page);
  const form = await editDesign(page, name);
  const offList = form.getByTestId("off-list-color");
  await expect(offList).toHaveCount(0);

  // A list value in other letters: the list's own spelling is offered.
  await form.getByLabel("Colour").fill("mAROON");
  await expect(offList).toContainText(
    "“mAROON” is not in the Colors list, so visitors filtering by colour will not find this design.",
  );
  await offList.getByRole("button", { name: "Use “Maroon”" }).click();
  await expect(form.getByLabel("Colour")).toHaveValue("Maroon");
  await expect(offList).toHaveCount(0);

  await form.getByLabel("Colour").fill(colour);
  await expect(offList).toContainText(`“${colour}” is not in the Colors list`);
  await expect(form.getByTestId("off-list-fabric")).toHaveCount(0);
  await offList.getByRole("button", { name: `Add “${colour}” to Colors` }).click();
  await expectToast(page, "Added to the list", `Colors: ${colour}`, "default");
  await expect(offList).toHaveCount(0);
  await form.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Design saved", `${name} is up to date.`, "default");
  await page.getByRole("button", { name: "Back to designs" }).click();
  await expect(page.getByTestId("list-color").getByTestId("list-value").last()).toContainText(
    `${colour} (1 design)`,
  );

  // A visitor finds it by that colour.
  const visitor = await page.context().browser()!.newPage({ viewport: page.viewportSize()! });
  await gotoHydrated(visitor, `/products?color=${encodeURIComponent(colour)}`);
  expect(await cardNames(visitor)).toEqual([name]);
  await visitor.close();
});

test("feature on the home page: the design the owner ticks is among the home page's featured designs, and leaves it when unticked", async ({
  page,
  request,
}, testInfo) => {
  const name = uniqueName("Chandni Zardozi Poshak", testInfo);
  await (await ownerSession(request)).addDesign({ name });
  const visitor = await page.context().browser()!.newPage();
  const featuredNames = async () => {
    await gotoHydrated(visitor, "/");
    return visitor
      .getByTestId("featured")
      .getByTestId("showcase-card")
      .getByRole("heading", { level: 3 })
      .allTextContents();
  };
  expect(await featuredNames()).not.toContain(name);

  await openProductsTab(page);
  const form = await editDesign(page, name);
  const box = form.getByRole("checkbox", { name: "Feature on the home page" });
  await expect(box).not.toBeChecked();
  await expect(box).toHaveAccessibleDescription(
    "Featured designs are the first the home page shows.",
  );
  await box.check();
  await form.getByRole("button", { name: "Save changes" }).click();
  await dismissToast(await expectToast(page, "Design saved", `${name} is up to date.`, "default"));
  await expect(page.getByTestId("change-log").first()).toContainText(
    `Featured “${name}” on the home page`,
  );
  // New designs go on top of the owners' order: it is the first featured design.
  expect((await featuredNames())[0]).toBe(name);
  await visitor.getByTestId("featured").getByRole("link", { name, exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`/products/${slugOfName(name)}$`));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(name);

  await page.getByRole("button", { name: "Back to designs" }).click();
  await expect(row(page, name).getByText("Featured", { exact: true })).toBeVisible();
  await editDesign(page, name);
  await form.getByRole("checkbox", { name: "Feature on the home page" }).uncheck();
  await form.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, "Design saved", `${name} is up to date.`, "default");
  expect(await featuredNames()).not.toContain(name);
  await visitor.close();
});
