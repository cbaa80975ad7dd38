import { expect, type Page, test, type TestInfo } from "@playwright/test";
import {
  catalogueWith,
  DESIGNS_IN_FIVE_YEARS,
  moreDesigns,
} from "../src/server/test-support/more-designs";
import { BUSINESS } from "../src/shared/business";
import { DESIGNS, SEED_LISTS } from "../src/shared/catalogue";
import { PAGE_SIZE } from "../src/shared/catalogue-page";
import {
  countLine,
  filterDesigns,
  FILTER_GROUPS,
  NO_FILTERS,
  optionCount,
  type FilterGroup,
  type Filters,
} from "../src/shared/filter";
import { localizedPath, type Locale } from "../src/shared/locale";
import { formatNumber, inLocale, m } from "../src/shared/messages";
import { gotoHydrated, isPhone as isPhoneProject, PHONE_TOO } from "./support/app";

// Issue 27: the catalogue of 300 designs (catalogue-pages.setup.ts added 281 to the seed's 19)
// in pages of 24, on a server of its own.
const ALL = catalogueWith(DESIGNS_IN_FIVE_YEARS - DESIGNS.length);
const LOCALES: Locale[] = ["en", "hi"];
const products = (locale: Locale, query = "") => localizedPath(`/products${query}`, locale);
const names = (designs: readonly { name: string }[]) => designs.map((d) => d.name);
// The other orders (issue 23): the designs were added one after the other, after the seed's 19
// (added at once: the higher id first); and by name.
const NEWEST = [
  ...moreDesigns(DESIGNS_IN_FIVE_YEARS - DESIGNS.length).reverse(),
  ...[...DESIGNS].reverse(),
];
const byName = <T extends { name: string }>(designs: readonly T[]) =>
  [...designs].sort((a, b) => a.name.localeCompare(b.name, "en"));
const SILK: Filters = { ...NO_FILTERS, fabric: ["Silk"] };
const sortLink = (page: Page, locale: Locale, name: string) =>
  page
    .getByRole("group", { name: m.sort_label({}, inLocale(locale)) })
    .getByRole("link", { name, exact: true });

const isPhone = (testInfo: TestInfo) =>
  isPhoneProject(testInfo) || testInfo.project.name.endsWith("-phone");
const cardNames = (page: Page) =>
  page.getByTestId("design-card").getByRole("heading", { level: 3 });
const countLineEl = (page: Page) => page.getByTestId("count-line");
const loadMore = (page: Page, locale: Locale) =>
  page.getByRole("link", { name: m.load_more({}, inLocale(locale)) });
const checkbox = (page: Page, group: FilterGroup, option: string) =>
  page.locator(`#filter-${group}-${SEED_LISTS[group].indexOf(option)}`);

/** The .data requests (client navigation's data) the page makes from now on. */
function dataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith(".data")) seen.push(url.pathname + url.search);
  });
  return seen;
}

async function showFilters(page: Page, testInfo: TestInfo, locale: Locale) {
  if (isPhone(testInfo))
    await page.getByRole("button", { name: m.filters_show({}, inLocale(locale)) }).click();
}

/** Every option's count as the page shows it, against optionCount over all 300 designs. */
async function expectCounts(page: Page, filters: Filters, locale: Locale) {
  const o = inLocale(locale);
  for (const group of FILTER_GROUPS)
    for (const [i, option] of SEED_LISTS[group].entries()) {
      const n = optionCount(ALL, filters, group, option);
      const word = n === 1 ? m.option_count_one({}, o) : m.option_count_other({}, o);
      await expect(page.locator(`#filter-${group}-${i}-count`), `${group}: ${option}`).toHaveText(
        `${formatNumber(n, locale)} ${word}`,
      );
    }
}

/** The page's canonical, prev and next links, read from its HTML as a crawler does. */
function headLinks(html: string) {
  const href = (rel: string) =>
    [...html.matchAll(new RegExp(`<link rel="${rel}" href="([^"]+)"`, "g"))].map((x) => x[1]);
  return { canonical: href("canonical"), prev: href("prev"), next: href("next") };
}

const cardNamesIn = (html: string) =>
  [...html.matchAll(/<h3[^>]*><a[^>]*>([^<]+)<\/a><\/h3>/g)].map((x) => x[1]!);

test("the catalogue module's 300: the seed's 19 and 281 added, more than 12 pages' worth", () => {
  expect(ALL).toHaveLength(300);
  expect(new Set(ALL.map((d) => d.slug)).size).toBe(300);
  expect(Math.ceil(ALL.length / PAGE_SIZE)).toBe(13);
});

for (const locale of LOCALES) {
  test(
    `${locale}: the first page shows 24 of the 300 designs, counts all of them, and links every page`,
    PHONE_TOO,
    async ({ page }, testInfo) => {
      const o = inLocale(locale);
      await gotoHydrated(page, products(locale));
      await expect(countLineEl(page)).toHaveText(countLine(300, 300, locale));
      await expect(cardNames(page)).toHaveText(names(ALL.slice(0, PAGE_SIZE)));
      await expect(page.getByTestId("page-range")).toHaveText(
        m.page_range(
          {
            first: formatNumber(1, locale),
            last: formatNumber(24, locale),
            matched: formatNumber(300, locale),
          },
          o,
        ),
      );
      await expect(loadMore(page, locale)).toHaveAttribute("href", products(locale, "?page=2"));
      const pages = page.getByRole("navigation", { name: m.pages_label({}, o) }).getByRole("link");
      await expect(pages).toHaveText(["1", "2", "3", "13"]);
      await expect(pages.first()).toHaveAttribute("aria-current", "page");
      await expect(pages.last()).toHaveAttribute("href", products(locale, "?page=13"));
      await showFilters(page, testInfo, locale);
      await expectCounts(page, NO_FILTERS, locale);
    },
  );

  test(`${locale}: a crawler reads every page at its own address, with its canonical, prev and next`, async ({
    request,
  }) => {
    const site = (path: string) => new URL(path, BUSINESS.siteUrl).href;
    for (const [asked, shown] of [
      [1, 1],
      [2, 2],
      [7, 7],
      [13, 13],
      [99, 13], // past the last page: the last, and the canonical says so
    ] as const) {
      const res = await request.get(products(locale, asked === 1 ? "" : `?page=${asked}`));
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(cardNamesIn(html), `page ${asked}`).toEqual(
        names(ALL.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE)),
      );
      const at = (n: number) => site(products(locale, n === 1 ? "" : `?page=${n}`));
      expect(headLinks(html)).toEqual({
        canonical: [at(shown)],
        prev: shown > 1 ? [at(shown - 1)] : [],
        next: shown < 13 ? [at(shown + 1)] : [],
      });
    }
    // A filtered view is a way of looking at the pages: its canonical is the first.
    const silk = await (await request.get(products(locale, "?fabric=Silk&page=2"))).text();
    expect(headLinks(silk)).toEqual({ canonical: [site(products(locale))], prev: [], next: [] });
  });

  test(`${locale}: a sorted view's pages are read at their addresses, its canonical the first page`, async ({
    request,
  }) => {
    const site = (path: string) => new URL(path, BUSINESS.siteUrl).href;
    const html = await (await request.get(products(locale, "?sort=newest&page=2"))).text();
    expect(cardNamesIn(html)).toEqual(names(NEWEST.slice(PAGE_SIZE, 2 * PAGE_SIZE)));
    expect(headLinks(html)).toEqual({ canonical: [site(products(locale))], prev: [], next: [] });
    // Its page links keep the order.
    expect(html).toContain(`href="${products(locale, "?sort=newest&amp;page=3")}"`);
    const byNameHtml = await (await request.get(products(locale, "?page=13&sort=name"))).text();
    expect(cardNamesIn(byNameHtml)).toEqual(names(byName(ALL).slice(12 * PAGE_SIZE)));
  });

  test(
    `${locale}: the order's links sort all 300, kept in the address through filters, load more and Back`,
    PHONE_TOO,
    async ({ page }, testInfo) => {
      const o = inLocale(locale);
      await gotoHydrated(page, products(locale, "?fabric=Silk"));
      const silk = filterDesigns(ALL, SILK);
      await expect(sortLink(page, locale, m.sort_featured({}, o))).toHaveAttribute(
        "aria-current",
        "true",
      );
      await sortLink(page, locale, m.sort_name({}, o)).click();
      await expect(page).toHaveURL(products(locale, "?fabric=Silk&sort=name"));
      await expect(cardNames(page)).toHaveText(names(byName(silk).slice(0, PAGE_SIZE)));
      await expect(sortLink(page, locale, m.sort_name({}, o))).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect(countLineEl(page)).toHaveText(countLine(silk.length, 300, locale));
      await loadMore(page, locale).click();
      await expect(page).toHaveURL(products(locale, "?fabric=Silk&sort=name&page=2"));
      await expect(cardNames(page)).toHaveText(names(byName(silk).slice(0, 2 * PAGE_SIZE)));

      await sortLink(page, locale, m.sort_newest({}, o)).click();
      await expect(page).toHaveURL(products(locale, "?fabric=Silk&sort=newest"));
      const newestSilk = filterDesigns(NEWEST, SILK);
      await expect(cardNames(page)).toHaveText(names(newestSilk.slice(0, PAGE_SIZE)));
      await page.goBack();
      await expect(page).toHaveURL(products(locale, "?fabric=Silk&sort=name&page=2"));
      await expect(cardNames(page)).toHaveText(names(byName(silk).slice(0, 2 * PAGE_SIZE)));

      // A filter chosen in a sorted view keeps the order; the counts stay those of all 300.
      await showFilters(page, testInfo, locale);
      await checkbox(page, "color", "Maroon").click();
      await expect(page).toHaveURL(products(locale, "?fabric=Silk&color=Maroon&sort=name"));
      const filters = { ...SILK, color: ["Maroon"] };
      await expect(cardNames(page)).toHaveText(
        names(byName(filterDesigns(ALL, filters)).slice(0, PAGE_SIZE)),
      );
      await expectCounts(page, filters, locale);
    },
  );

  test(
    `${locale}: load more adds the next 24 below, keeping the place, the filters and the language`,
    PHONE_TOO,
    async ({ page }, testInfo) => {
      const silk = filterDesigns(ALL, { ...NO_FILTERS, fabric: ["Silk"] });
      expect(silk.length).toBeGreaterThan(2 * PAGE_SIZE);
      await gotoHydrated(page, products(locale, "?fabric=Silk"));
      await expect(cardNames(page)).toHaveText(names(silk.slice(0, PAGE_SIZE)));
      const asked = dataRequests(page);
      await loadMore(page, locale).scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      await loadMore(page, locale).click();
      await expect(page).toHaveURL(products(locale, "?fabric=Silk&page=2"));
      await expect(cardNames(page)).toHaveText(names(silk.slice(0, 2 * PAGE_SIZE)));
      // The next design is where the keyboard goes on; the page did not jump.
      await expect(page.locator(":focus")).toHaveText(silk[PAGE_SIZE]!.name);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(2);
      // Only the new page was asked for, in the same language and with the same filter.
      expect(asked).toHaveLength(1);
      expect(asked[0]).toMatch(/\.data\?(.*&)?page=2/);
      expect(new URL(asked[0]!, "http://x").searchParams.get("fabric")).toBe("Silk");
      await expect(page.locator("html")).toHaveAttribute(
        "lang",
        locale === "hi" ? "hi-IN" : "en-IN",
      );
      await expect(countLineEl(page)).toHaveText(countLine(silk.length, 300, locale));
      await showFilters(page, testInfo, locale);
      await expect(checkbox(page, "fabric", "Silk")).toBeChecked();
    },
  );

  test(
    `${locale}: Back from a design returns to the pages loaded and the place in them`,
    PHONE_TOO,
    async ({ page }) => {
      await gotoHydrated(page, products(locale));
      for (const shown of [2, 3]) {
        await loadMore(page, locale).click();
        await expect(cardNames(page)).toHaveCount(shown * PAGE_SIZE);
      }
      const chosen = ALL[2 * PAGE_SIZE + 5]!;
      const link = page.getByRole("link", { name: chosen.name, exact: true });
      await link.scrollIntoViewIfNeeded();
      // Her place: where the design she chose sits on the screen, once the new cards' fonts
      // have come (a late one moves the cards above, and the browser's scroll anchoring keeps
      // the link where it was by moving the page).
      await page.evaluate(() => document.fonts.ready);
      const top = async () => (await link.boundingBox())!.y;
      const place = await top();
      await link.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(chosen.name);
      const asked = dataRequests(page);
      // Every place the page passes through on the way back.
      await page.evaluate(() => {
        const w = window as unknown as { scrolledTo: number[] };
        w.scrolledTo = [];
        addEventListener("scroll", () => w.scrolledTo.push(scrollY));
      });
      await page.goBack();
      await expect(page).toHaveURL(products(locale, "?page=3"));
      await expect(cardNames(page)).toHaveText(names(ALL.slice(0, 3 * PAGE_SIZE)));
      // Where she was, to a few pixels (a line's rounding), as soon as the pages are back, and
      // straight there: not scrolled down from the top through the designs (html's smooth
      // scrolling did, and a busy machine cut it short).
      expect(Math.abs((await top()) - place)).toBeLessThan(4);
      const scrolledTo = await page.evaluate(
        () => (window as unknown as { scrolledTo: number[] }).scrolledTo,
      );
      const end = await page.evaluate(() => scrollY);
      expect(scrolledTo.filter((y) => y > 0 && Math.abs(y - end) > 4)).toEqual([]);
      await expect(link).toBeInViewport();
      // The pages came from the browser's memory, not the server.
      expect(asked).toEqual([]);
    },
  );
}

test("the filters' counts stay exact over all 300 as filters change, and their designs page on", async ({
  page,
}, testInfo) => {
  await gotoHydrated(page, products("en"));
  await showFilters(page, testInfo, "en");
  const asked = dataRequests(page);
  let filters: Filters = NO_FILTERS;
  for (const [group, option] of [
    ["fabric", "Velvet"],
    ["fabric", "Tissue"], // OR within a group
    ["color", "Maroon"], // AND across groups
    ["color", "Wine"],
  ] as const) {
    await checkbox(page, group, option).click();
    filters = { ...filters, [group]: [...filters[group], option] };
    const matched = filterDesigns(ALL, filters);
    await expect(countLineEl(page)).toHaveText(countLine(matched.length, 300));
    await expect(cardNames(page)).toHaveText(names(matched.slice(0, PAGE_SIZE)));
    await expectCounts(page, filters, "en");
  }
  // The browser holds one page of 300: each choice was answered by the server.
  expect(asked).toHaveLength(4);
  // Every design the filters match, page after page, and no other.
  const matched = filterDesigns(ALL, filters);
  expect(matched.length).toBeGreaterThan(PAGE_SIZE);
  while (await loadMore(page, "en").isVisible()) {
    const shown = await cardNames(page).count();
    await loadMore(page, "en").click();
    await expect(cardNames(page)).not.toHaveCount(shown);
  }
  await expect(cardNames(page)).toHaveText(names(matched));
  await page.getByRole("button", { name: "Clear All Filters" }).click();
  await expect(countLineEl(page)).toHaveText(countLine(300, 300));
  await expect(cardNames(page)).toHaveText(names(ALL.slice(0, PAGE_SIZE)));
});

test("a page link opens that page; from there, the first designs are one link away", async ({
  page,
}) => {
  await gotoHydrated(page, products("en"));
  await page.getByRole("link", { name: "Page 3", exact: true }).click();
  await expect(page).toHaveURL(products("en", "?page=3"));
  await expect(cardNames(page)).toHaveText(names(ALL.slice(2 * PAGE_SIZE, 3 * PAGE_SIZE)));
  await expect(page.getByText("Designs 49–72 of 300").first()).toBeVisible();
  await page.getByRole("link", { name: "See the first designs" }).click();
  await expect(page).toHaveURL(products("en"));
  await expect(cardNames(page)).toHaveText(names(ALL.slice(0, PAGE_SIZE)));
});

test("without JavaScript, the order's links and load more are plain links, the filters kept", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(products("hi", "?fabric=Silk"));
  await sortLink(page, "hi", m.sort_newest({}, inLocale("hi"))).click();
  await expect(page).toHaveURL(products("hi", "?fabric=Silk&sort=newest"));
  const silk = filterDesigns(NEWEST, SILK);
  await expect(cardNames(page)).toHaveText(names(silk.slice(0, PAGE_SIZE)));
  await loadMore(page, "hi").click();
  await expect(page).toHaveURL(products("hi", "?fabric=Silk&sort=newest&page=2"));
  await expect(cardNames(page)).toHaveText(names(silk.slice(PAGE_SIZE, 2 * PAGE_SIZE)));
  await context.close();
});

test("without JavaScript, load more and the page links are plain links to the pages", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(products("hi", "?fabric=Silk"));
  const silk = filterDesigns(ALL, { ...NO_FILTERS, fabric: ["Silk"] });
  await loadMore(page, "hi").click();
  await expect(page).toHaveURL(products("hi", "?fabric=Silk&page=2"));
  await expect(cardNames(page)).toHaveText(names(silk.slice(PAGE_SIZE, 2 * PAGE_SIZE)));
  await context.close();
});
