import { expect, type Page, test } from "@playwright/test";
import { BUSINESS, primaryPhone, telLink } from "../src/shared/business";
import { CATEGORIES, COLORS, DESIGNS, FABRICS, WORKS } from "../src/shared/catalogue";
import {
  countLine,
  filterDesigns,
  type FilterGroup,
  type Filters,
  NO_FILTERS,
} from "../src/shared/filter";
import { QUOTATION_BODY, QUOTATION_SUBJECT, QUOTATION_TOAST } from "../src/shared/quotation";
import { PATHS } from "../src/shared/paths";
import { gotoHydrated, isPhone, main, PHONE_TOO } from "./support/app";
import { LISTED } from "./support/seeded-catalogue";
import { installPausedClock } from "./support/clock";
import { expectChatLink, expectThreePhoneLinks } from "./support/links";
import { expectToast } from "./support/toast";

// Spec §3: the four filter lists, in order, exactly as the spec gives them.
const SPEC_GROUPS: { group: FilterGroup; legend: string; options: string[] }[] = [
  {
    group: "category",
    legend: "Categories",
    options: ["Poshak Set", "Lehenga", "Bridal Set", "Kurti Set", "Ghaghra Set"],
  },
  {
    group: "fabric",
    legend: "Fabric Type",
    options: ["Georgette", "Silk", "Cotton Silk", "Tissue", "Velvet"],
  },
  {
    group: "work",
    legend: "Embroidery Work",
    options: ["Gota Patti", "Zardozi", "Dabka Work", "Mirror Work", "Thread Work", "Applique Work"],
  },
  {
    group: "color",
    legend: "Colors",
    options: [
      "Maroon",
      "Turquoise",
      "Purple",
      "Navy Blue",
      "Wine",
      "Fuchsia",
      "Magenta",
      "Orange",
      "Teal",
      "Coral",
    ],
  },
];

const ITEM_1 = DESIGNS.find((d) => d.id === 1)!;

const cards = (page: Page) => page.getByTestId("design-card");
const countLineEl = (page: Page) => page.getByTestId("count-line");
const clearAll = (page: Page) => page.getByRole("button", { name: "Clear All Filters" });
const group = (page: Page, g: FilterGroup) => page.getByTestId(`filter-${g}`);
const checkbox = (page: Page, g: FilterGroup, option: string) =>
  group(page, g).getByRole("checkbox", { name: option, exact: true });

/** Opens the products page with the filter panel usable at this size. */
async function openProducts(page: Page, phone: boolean) {
  await gotoHydrated(page, PATHS.products);
  if (phone) await page.getByRole("button", { name: "Show Filters" }).click();
  await expect(group(page, "category")).toBeVisible();
}

async function expectShown(page: Page, filters: Filters) {
  const expected = filterDesigns(LISTED, filters);
  await expect(countLineEl(page)).toHaveText(countLine(expected.length, 19));
  await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(
    expected.map((d) => d.name),
  );
}

test("the catalogue module has 19 designs and the spec's filter lists; item 1 keeps its non-option values", () => {
  expect(DESIGNS).toHaveLength(19);
  expect([...CATEGORIES]).toEqual(SPEC_GROUPS[0]!.options);
  expect([...FABRICS]).toEqual(SPEC_GROUPS[1]!.options);
  expect([...WORKS]).toEqual(SPEC_GROUPS[2]!.options);
  expect([...COLORS]).toEqual(SPEC_GROUPS[3]!.options);
  expect(ITEM_1).toMatchObject({
    fabric: "Bambric Satin",
    work: "Resham aari work",
    color: "Cherry Rani",
  });
  expect(countLine(19, 19)).toBe("Showing 19 of 19 designs");
});

test("heading, intro, 'Showing 19 of 19 designs', all 19 cards, and four checkbox lists with exactly the spec's options", async ({
  page,
}, testInfo) => {
  await openProducts(page, isPhone(testInfo));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Designer Collection");
  await expect(page.locator("main header p")).not.toBeEmpty();
  await expect(countLineEl(page)).toHaveText("Showing 19 of 19 designs");
  await expect(cards(page)).toHaveCount(19);
  await expect(clearAll(page)).toHaveCount(0);

  const fieldsets = page.locator("#filter-panel fieldset");
  await expect(fieldsets.locator("legend")).toHaveText(SPEC_GROUPS.map((g) => g.legend));
  for (const spec of SPEC_GROUPS) {
    await expect(group(page, spec.group).getByRole("checkbox")).toHaveCount(spec.options.length);
    await expect(group(page, spec.group).locator("label")).toHaveText(spec.options);
  }
  await expect(page.locator("#filter-panel input:checked")).toHaveCount(0);
});

test("filters are OR within a group and AND across groups, as filterDesigns says", async ({
  page,
}, testInfo) => {
  await openProducts(page, isPhone(testInfo));
  // Each step adds or removes one value; the page must agree with the pure rule every time.
  const steps: [FilterGroup, string][] = [
    ["category", "Lehenga"],
    ["category", "Bridal Set"], // OR within categories
    ["fabric", "Velvet"], // AND with fabric
    ["fabric", "Tissue"], // OR within fabric
    ["work", "Zardozi"], // AND with work
    ["color", "Wine"], // AND with color
    ["color", "Magenta"],
    ["category", "Lehenga"], // untick
    ["fabric", "Velvet"],
  ];
  let filters: Filters = NO_FILTERS;
  const seen = new Set<number>();
  for (const [g, value] of steps) {
    await checkbox(page, g, value).click();
    const on = !filters[g].includes(value);
    await expect(checkbox(page, g, value)).toBeChecked({ checked: on });
    filters = {
      ...filters,
      [g]: on ? [...filters[g], value] : filters[g].filter((v) => v !== value),
    };
    await expectShown(page, filters);
    seen.add(filterDesigns(DESIGNS, filters).length);
  }
  // The walk covered several distinct result sizes, so it is not trivially passing.
  expect(seen.size).toBeGreaterThanOrEqual(4);
});

test("ticking filters, however fast, keeps every box and asks the server nothing", async ({
  page,
}, testInfo) => {
  await openProducts(page, isPhone(testInfo));
  const fetched: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.endsWith(".data")) fetched.push(r.url());
  });
  // Two boxes ticked in the same moment: the second click comes before the page has answered
  // the first (both in one browser task, so the order of events is fixed).
  const boxes = await Promise.all(
    ["Kurti Set", "Ghaghra Set"].map((o) => checkbox(page, "category", o).elementHandle()),
  );
  await page.evaluate((inputs) => inputs.forEach((i) => (i as HTMLInputElement).click()), boxes);
  await expect(countLineEl(page)).toHaveText(
    countLine(
      filterDesigns(DESIGNS, { ...NO_FILTERS, category: ["Kurti Set", "Ghaghra Set"] }).length,
      19,
    ),
  );
  expect(new URL(page.url()).searchParams.getAll("category").sort()).toEqual([
    "Ghaghra Set",
    "Kurti Set",
  ]);
  expect(fetched).toEqual([]);
});

test("a few fixed combinations give the expected designs", async ({ page }, testInfo) => {
  const combos: { filters: Partial<Filters>; ids: number[] }[] = [
    {
      filters: { category: ["Kurti Set", "Ghaghra Set"], color: ["Purple", "Teal"] },
      ids: [15, 19],
    },
    { filters: { fabric: ["Silk"], work: ["Zardozi", "Mirror Work"] }, ids: [3, 17] },
    { filters: { work: ["Gota Patti"] }, ids: [2, 7, 12, 16] },
  ];
  await openProducts(page, isPhone(testInfo));
  for (const { filters, ids } of combos) {
    const full: Filters = { ...NO_FILTERS, ...filters };
    expect(filterDesigns(DESIGNS, full).map((d) => d.id)).toEqual(ids);
    for (const [g, values] of Object.entries(filters) as [FilterGroup, string[]][]) {
      for (const v of values) await checkbox(page, g, v).click();
    }
    await expectShown(page, full);
    await expect(countLineEl(page)).toHaveText(`Showing ${ids.length} of 19 designs`);
    await clearAll(page).click();
    await expect(countLineEl(page)).toHaveText("Showing 19 of 19 designs");
  }
});

test("item 1 disappears as soon as any fabric, work or color filter is on, but not for its category", async ({
  page,
}, testInfo) => {
  await openProducts(page, isPhone(testInfo));
  const item1 = cards(page).filter({ hasText: ITEM_1.name });
  await expect(item1).toHaveCount(1);
  for (const [g, value] of [
    ["fabric", "Georgette"],
    ["work", "Thread Work"],
    ["color", "Maroon"],
  ] as [FilterGroup, string][]) {
    await checkbox(page, g, value).click();
    await expect(item1, `${g}: ${value}`).toHaveCount(0);
    await checkbox(page, g, value).click();
    await expect(item1).toHaveCount(1);
  }
  await checkbox(page, "category", "Poshak Set").click();
  await expect(item1).toHaveCount(1);
  await expect(countLineEl(page)).toHaveText("Showing 5 of 19 designs");
});

test("Clear All Filters shows only while a filter is on and clears all four lists", async ({
  page,
}, testInfo) => {
  await openProducts(page, isPhone(testInfo));
  await expect(clearAll(page)).toHaveCount(0);
  await checkbox(page, "color", "Teal").click();
  await expect(clearAll(page)).toBeVisible();
  await checkbox(page, "color", "Teal").click();
  await expect(clearAll(page)).toHaveCount(0);

  const picks: [FilterGroup, string][] = [
    ["category", "Lehenga"],
    ["fabric", "Silk"],
    ["work", "Thread Work"],
    ["color", "Magenta"],
  ];
  for (const [g, v] of picks) await checkbox(page, g, v).click();
  await expect(countLineEl(page)).toHaveText("Showing 1 of 19 designs");
  await clearAll(page).click();
  for (const [g, v] of picks) await expect(checkbox(page, g, v)).not.toBeChecked();
  await expect(page.locator("#filter-panel input:checked")).toHaveCount(0);
  await expect(countLineEl(page)).toHaveText("Showing 19 of 19 designs");
  await expect(cards(page)).toHaveCount(19);
  await expect(clearAll(page)).toHaveCount(0);
});

test("no match shows the empty state, and its button clears the filters", async ({
  page,
}, testInfo) => {
  expect(
    filterDesigns(DESIGNS, { ...NO_FILTERS, category: ["Kurti Set"], fabric: ["Velvet"] }),
  ).toHaveLength(0);
  await openProducts(page, isPhone(testInfo));
  await checkbox(page, "category", "Kurti Set").click();
  await checkbox(page, "fabric", "Velvet").click();
  await expect(countLineEl(page)).toHaveText("Showing 0 of 19 designs");
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText("No designs found", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Try adjusting your filters to see more designs", { exact: true }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Clear Filters", exact: true }).click();
  await expect(cards(page)).toHaveCount(19);
  await expect(countLineEl(page)).toHaveText("Showing 19 of 19 designs");
  await expect(page.getByText("No designs found")).toHaveCount(0);
  await expect(page.locator("#filter-panel input:checked")).toHaveCount(0);
});

test(
  "phone: the filter panel has a Show/Hide toggle; desktop: the sidebar is always shown",
  PHONE_TOO,
  async ({ page }, testInfo) => {
    await gotoHydrated(page, PATHS.products);
    const panel = page.locator("#filter-panel");
    const show = page.getByRole("button", { name: "Show Filters" });
    if (!isPhone(testInfo)) {
      await expect(panel).toBeVisible();
      await expect(show).toBeHidden();
      // A sidebar: beside the grid, not above it.
      const panelBox = (await panel.boundingBox())!;
      const gridBox = (await cards(page).first().boundingBox())!;
      expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(gridBox.x);
      return;
    }
    await expect(panel).toBeHidden();
    await expect(show).toHaveAttribute("aria-expanded", "false");
    await show.click();
    await expect(panel).toBeVisible();
    const hide = page.getByRole("button", { name: "Hide Filters" });
    await expect(hide).toHaveAttribute("aria-expanded", "true");
    await checkbox(page, "work", "Mirror Work").click();
    await hide.click();
    await expect(panel).toBeHidden();
    // Hiding the panel keeps the chosen filters.
    await expect(countLineEl(page)).toHaveText(
      countLine(filterDesigns(DESIGNS, { ...NO_FILTERS, work: ["Mirror Work"] }).length, 19),
    );
    await expect(page.getByRole("button", { name: "Show Filters" })).toBeVisible();

    // Open, the panel is a drawer over the page whose last button shows what it chose.
    await page.getByRole("button", { name: "Show Filters" }).click();
    const aside = page.getByRole("complementary", { name: "Filters" });
    expect(await aside.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await checkbox(page, "color", "Teal").click();
    const shown = filterDesigns(DESIGNS, {
      ...NO_FILTERS,
      work: ["Mirror Work"],
      color: ["Teal"],
    }).length;
    await page
      .getByRole("button", { name: `Show ${shown} design${shown === 1 ? "" : "s"}` })
      .click();
    await expect(panel).toBeHidden();
    await expect(countLineEl(page)).toHaveText(countLine(shown, 19));
  },
);

test("the chosen filters are chips above the grid: each removes its own, Clear all removes them all, as plain links", async ({
  page,
}, testInfo) => {
  await openProducts(page, isPhone(testInfo));
  const chips = page.getByRole("list", { name: "Active filters" });
  await expect(chips).toHaveCount(0);
  await checkbox(page, "fabric", "Silk").click();
  await checkbox(page, "color", "Maroon").click();
  if (isPhone(testInfo)) await page.getByRole("button", { name: /^Show \d+ designs?$/ }).click();
  await expect(chips.getByRole("link")).toHaveText(["Silk", "Maroon", "Clear all"]);
  // A link to the view without it: it works before the page is interactive too.
  await expect(chips.getByRole("link", { name: "Remove filter: Silk" })).toHaveAttribute(
    "href",
    "/products?color=Maroon",
  );
  await chips.getByRole("link", { name: "Remove filter: Silk" }).click();
  await expect(page).toHaveURL("/products?color=Maroon");
  await expectShown(page, { ...NO_FILTERS, color: ["Maroon"] });
  await expect(chips.getByRole("link")).toHaveText(["Maroon", "Clear all"]);
  await chips.getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL("/products");
  await expect(countLineEl(page)).toHaveText("Showing 19 of 19 designs");
  await expect(chips).toHaveCount(0);
  // Demo mode is the spec's catalogue: an option that would add nothing shows its 0 and stays
  // enabled (ticking leads to "No designs found"; production-public-pages.spec.ts has the rest).
  await page.goto("/products?category=Kurti+Set");
  await expect(page.locator("#filter-fabric-4-count")).toHaveText("0 designs");
  await expect(checkbox(page, "fabric", "Velvet")).toBeEnabled();
});

test("each card has its image with alt text, category badge, name, description, fabric/work/color badges and five stars", async ({
  page,
}) => {
  await gotoHydrated(page, PATHS.products);
  await expect(cards(page)).toHaveCount(DESIGNS.length);
  const shown = await cards(page).evaluateAll((els) =>
    els.map((card) => {
      const text = (selector: string) =>
        [...card.querySelectorAll(selector)].map((el) => el.textContent?.trim() ?? "");
      const img = card.querySelector("img");
      const stars = card.querySelector('[role="img"]');
      return {
        image: img?.getAttribute("src"),
        alt: img?.getAttribute("alt") ?? "",
        badge: text("img ~ span"),
        name: text("h3"),
        description: text("h3 + p"),
        details: text('[aria-label="Details"] li'),
        stars: {
          label: stars?.getAttribute("aria-label"),
          count: stars?.querySelectorAll("path").length,
        },
      };
    }),
  );
  for (const [i, d] of LISTED.entries()) {
    const card = shown[i]!;
    expect(card, d.name).toMatchObject({
      image: d.image,
      badge: [d.category],
      name: [d.name],
      description: [d.description],
      details: [d.fabric, d.work, d.color],
      stars: { label: "Rated 5 out of 5", count: 5 },
    });
    expect(card.alt, `alt of ${d.name}`).toContain(d.name);
  }
  // What the test read is what a visitor sees.
  const first = cards(page).first();
  await expect(first.locator("img")).toBeVisible();
  await expect(first.getByText(LISTED[0]!.category, { exact: true })).toBeVisible();
  await expect(first.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
});

test("no price or amount is shown anywhere on the page", async ({ page }, testInfo) => {
  await openProducts(page, isPhone(testInfo));
  const text = await page.locator("body").innerText();
  expect(text).not.toContain("₹");
  expect(text).not.toMatch(/\bRs\.?\s*\d/i);
  expect(text).not.toMatch(/\bINR\s*\d/i);
  expect(text).not.toMatch(/price\s*:\s*\S*\d/i);
  const cardTexts = await cards(page).evaluateAll((els) => els.map((el) => el.textContent ?? ""));
  expect(cardTexts).toHaveLength(19);
  for (const t of cardTexts) expect(t).not.toMatch(/\d{3,}/);
});

test("'Call for Quotation' is a mailto: with the exact subject and enquiry body, and shows the 'Quotation Request Sent!' toast", async ({
  page,
}) => {
  expect(QUOTATION_SUBJECT).toBe("Quotation Request - Rajputi Poshak & Designer Wear");
  expect(QUOTATION_TOAST).toEqual({
    title: "Quotation Request Sent!",
    description: "Your email client should open with the enquiry details.",
  });
  await installPausedClock(page); // the toast stays until checked, however slow the machine
  await gotoHydrated(page, PATHS.products);
  const link = page.getByRole("link", { name: "Call for Quotation" });
  const href = (await link.getAttribute("href")) ?? "";
  expect(href.startsWith(`mailto:${BUSINESS.email}?`)).toBe(true);
  const params = new URL(href).searchParams;
  expect(params.get("subject")).toBe("Quotation Request - Rajputi Poshak & Designer Wear");
  const body = params.get("body") ?? "";
  expect(body).toBe(QUOTATION_BODY);
  for (const ask of [
    "wholesale pricing for bulk orders",
    "fabric and embroidery options",
    "customization possibilities",
    "delivery timelines",
    "minimum order quantities",
    "catalog and price list",
  ]) {
    expect(body.toLowerCase()).toContain(ask);
  }
  // Encoded for a mail client: spaces as %20, not '+'.
  expect(href).not.toContain("+");

  // The browser hands the mailto: link to the (absent) mail client; the page stays put.
  await link.click();
  await expectToast(
    page,
    "Quotation Request Sent!",
    "Your email client should open with the enquiry details.",
    "default",
  );
  expect(new URL(page.url()).pathname).toBe(PATHS.products);
});

test("the bottom block has a call link, a chat enquiry link and the phone numbers", async ({
  page,
}) => {
  await gotoHydrated(page, PATHS.products);
  const block = page.locator("section", {
    has: page.getByRole("heading", { name: "Like a design? Let's talk." }),
  });
  await expect(block.getByRole("link", { name: "Call Now" })).toHaveAttribute(
    "href",
    telLink(primaryPhone()),
  );
  await expectChatLink(block.getByRole("link", { name: `Enquire on ${BUSINESS.chat.label}` }));
  await expectThreePhoneLinks(block.locator("ul"));
  for (const p of BUSINESS.phones) await expect(main(page)).toContainText(p.display);
});
