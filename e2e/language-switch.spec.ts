import { expect, test } from "@playwright/test";
import { inLocale, m } from "../src/shared/messages";
import { gotoHydrated } from "./support/app";

const HI = inLocale("hi");
const switchIn = (page: import("@playwright/test").Page, where: "header" | "footer") =>
  page.locator(where).getByTestId("language-switch").filter({ visible: true }).first();

test("the switch in the navigation keeps the page and its filters, both ways", async ({ page }) => {
  await gotoHydrated(page, "/products?fabric=Silk&color=Wine");
  const toHindi = switchIn(page, "header");
  await expect(toHindi).toHaveText("हिन्दी");
  await expect(toHindi).toHaveAttribute("lang", "hi-IN");
  await expect(toHindi).toHaveAttribute("href", "/hi/products?fabric=Silk&color=Wine");
  await toHindi.click();
  await expect(page).toHaveURL(/\/hi\/products\?fabric=Silk&color=Wine$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.products_heading({}, HI));
  // A filter changed on the Hindi page goes back to English with it.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const toEnglish = switchIn(page, "header");
  await expect(toEnglish).toHaveText("English");
  await toEnglish.click();
  await expect(page).toHaveURL(/\/products\?fabric=Silk&color=Wine$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Designer Collection");
});

test("the footer's switch leads to the same page in the other language", async ({ page }) => {
  for (const [from, to] of [
    ["/manufacturing", "/hi/manufacturing"],
    ["/hi/tracking", "/tracking"],
    ["/", "/hi/"],
    ["/hi/", "/"],
  ] as const) {
    await gotoHydrated(page, from);
    await expect(switchIn(page, "footer")).toHaveAttribute("href", to);
  }
});

test("a path with extra leading slashes never turns the switch into a link to another site", async ({
  page,
  baseURL,
}) => {
  // "//evil.example/login" as an href is another site; the switch must stay on this one. The
  // 404 page (one per language) offers the other language's home.
  for (const [from, to] of [
    ["/hi//evil.example/login", "/"],
    ["/hi///products", "/"],
    ["//evil.example/login", "/hi/"],
  ] as const) {
    await gotoHydrated(page, `${baseURL}${from}`);
    for (const where of ["header", "footer"] as const) {
      await expect(switchIn(page, where)).toHaveAttribute("href", to);
    }
  }
});

test("the choice is remembered in this browser: a page in the other language offers it, without redirecting", async ({
  page,
}) => {
  await gotoHydrated(page, "/contact");
  await expect(page.getByTestId("language-suggestion")).toHaveCount(0);
  await switchIn(page, "header").click();
  await expect(page).toHaveURL(/\/hi\/contact$/);
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("hi");
  // Next visit, to an English address: the page stays English (no redirect) and offers Hindi.
  const response = await gotoHydrated(page, "/manufacturing");
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/manufacturing");
  const offer = page.getByTestId("language-suggestion");
  await expect(offer).toContainText(m.language_suggestion({}, HI));
  await offer.getByRole("link", { name: m.language_suggestion_link({}, HI) }).click();
  await expect(page).toHaveURL(/\/hi\/manufacturing$/);
  await expect(page.getByTestId("language-suggestion")).toHaveCount(0);
  // Closing the offer keeps the page's language from then on.
  await gotoHydrated(page, "/tracking");
  await page
    .getByTestId("language-suggestion")
    .getByRole("button", { name: m.language_suggestion_close({}, HI) })
    .click();
  await expect(page.getByTestId("language-suggestion")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");
  await gotoHydrated(page, "/hi/tracking");
  await expect(page.getByTestId("language-suggestion")).toContainText(
    "This page is also in English.",
  );
});

test("the back office stays English: no switch and no offer of a Hindi page there", async ({
  page,
}) => {
  await gotoHydrated(page, "/hi/");
  await switchIn(page, "header").click(); // from Hindi to English: remembers English
  await gotoHydrated(page, "/");
  await switchIn(page, "header").click(); // and back: Hindi is the remembered choice
  await expect(page).toHaveURL(/\/hi\/$/);
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("hi");
  await gotoHydrated(page, "/admin");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(page.getByTestId("language-switch")).toHaveCount(0);
  await expect(page.getByTestId("language-suggestion")).toHaveCount(0);
  await expect(page.locator('a[href^="/hi"]')).toHaveCount(0);
  await expect(
    page.locator("footer").getByRole("heading", { name: "Language", exact: true }),
  ).toHaveCount(0);
});

test("the server never varies a page by language: no cookie, no redirect", async ({ request }) => {
  for (const path of ["/", "/products", "/hi/", "/hi/products"]) {
    const response = await request.get(path, {
      headers: { "Accept-Language": path.startsWith("/hi") ? "en-IN" : "hi-IN,hi;q=0.9" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["set-cookie"]).toBeUndefined();
    expect(response.headers()["vary"] ?? "").not.toMatch(/cookie|accept-language/i);
  }
});
