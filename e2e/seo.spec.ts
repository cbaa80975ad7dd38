import { expect, type Page, test } from "@playwright/test";
import { BUSINESS } from "../src/shared/business";
import { DESIGNS, designSlug } from "../src/shared/catalogue";
import { PATHS } from "../src/shared/paths";
import { designQuotationMailto, designChatMessage, QUOTATION_TOAST } from "../src/shared/quotation";
import { gotoHydrated } from "./support/app";
import { expectToast } from "./support/toast";
import { installPausedClock } from "./support/clock";

const PAGES = [
  PATHS.home,
  PATHS.products,
  PATHS.craft,
  PATHS.tracking,
  PATHS.contact,
  PATHS.privacy,
  PATHS.sizeGuide,
];

/** What a crawler reads from <head>, after the app has hydrated. */
async function headTags(page: Page) {
  return page.evaluate(() => {
    const meta = (key: string) =>
      document.head
        .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
        ?.getAttribute("content") ?? null;
    return {
      title: document.title,
      description: meta("description"),
      canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((l) =>
        l.getAttribute("href"),
      ),
      ogTitle: meta("og:title"),
      ogImage: meta("og:image"),
      ogUrl: meta("og:url"),
      twitterCard: meta("twitter:card"),
      twitterImage: meta("twitter:image"),
      stylesheets: document.styleSheets.length,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
        JSON.parse(s.textContent ?? "null"),
      ),
    };
  });
}

for (const path of PAGES) {
  test(`${path} has its title, description, canonical URL, social card and keeps its stylesheet`, async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, path);
    const head = await headTags(page);
    const url = new URL(path, BUSINESS.siteUrl).href;
    expect(head.title).toMatch(new RegExp(`\\| ${BUSINESS.name}$`));
    expect(head.description?.length).toBeGreaterThan(50);
    expect(head.canonical).toEqual([url]);
    expect(head.ogUrl).toBe(url);
    expect(head.ogTitle).toBe(head.title);
    expect(head.twitterCard).toBe("summary_large_image");
    expect(head.twitterImage).toBe(head.ogImage);
    expect(head.stylesheets).toBeGreaterThan(0);
    const image = await request.get(new URL(head.ogImage!).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/jpeg");
  });
}

test("the home and contact pages describe the boutique as a ClothingStore", async ({ page }) => {
  for (const path of [PATHS.home, PATHS.contact]) {
    await gotoHydrated(page, path);
    const { jsonLd } = await headTags(page);
    expect(jsonLd).toHaveLength(1);
    expect(jsonLd[0]).toMatchObject({
      "@type": "ClothingStore",
      name: BUSINESS.name,
      address: { addressLocality: "Jaipur" },
    });
    expect(jsonLd[0].openingHoursSpecification.length).toBeGreaterThan(0);
  }
});

test("client-side navigation updates the title and the canonical URL", async ({ page }) => {
  await gotoHydrated(page, PATHS.products);
  await page.getByRole("link", { name: DESIGNS[0]!.name, exact: true }).click();
  await expect(page).toHaveTitle(new RegExp(`^${DESIGNS[0]!.name}`));
  const head = await headTags(page);
  expect(head.canonical).toEqual([`${BUSINESS.siteUrl}/products/${designSlug(DESIGNS[0]!)}`]);
  expect(head.stylesheets).toBeGreaterThan(0);
});

test("robots.txt keeps /admin out; sitemap.xml lists the pages and designs", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  // Every page and design in both languages, each naming the other as its alternate.
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(locs).toHaveLength(2 * (PAGES.length + DESIGNS.length));
  for (const path of [...PAGES, ...DESIGNS.map((d) => `${PATHS.products}/${designSlug(d)}`)]) {
    expect(locs).toContain(path);
    expect(locs).toContain(path === "/" ? "/hi/" : `/hi${path}`);
  }
});

test.describe("a design's own page", () => {
  const design = DESIGNS[5]!;
  const path = `${PATHS.products}/${designSlug(design)}`;

  test("shows the artwork and details, and enquiry buttons that name the design", async ({
    page,
  }) => {
    await installPausedClock(page);
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(design.name);
    await expect(page.getByRole("img", { name: new RegExp(design.name) })).toBeVisible();
    for (const value of [design.category, design.fabric, design.work, design.color]) {
      await expect(page.locator("dd", { hasText: value }).first()).toBeVisible();
    }
    const quote = page.getByRole("link", { name: "Call for Quotation" });
    await expect(quote).toHaveAttribute("href", designQuotationMailto(design));
    const chat = page.getByRole("link", { name: `Enquire on ${BUSINESS.chat.label}` });
    expect(decodeURIComponent((await chat.getAttribute("href"))!)).toContain(
      designChatMessage(design),
    );
    const params = new URL((await quote.getAttribute("href"))!).searchParams;
    expect(params.get("subject")).toBe(`Quotation Request - ${design.name}`);
    await quote.click();
    await expectToast(page, QUOTATION_TOAST.title, QUOTATION_TOAST.description, "default");
    const { jsonLd, ogImage } = await headTags(page);
    expect(jsonLd[0]).toMatchObject({ "@type": "Product", name: design.name });
    expect(ogImage).toMatch(/\/images\/social\/design-06\.jpg$/);
  });

  test("an unknown design is the 404 page", async ({ page }) => {
    const response = await page.goto(`${PATHS.products}/no-such-design`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  });
});
