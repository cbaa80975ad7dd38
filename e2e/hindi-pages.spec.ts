import { expect, test, type Page } from "@playwright/test";
import { BUSINESS } from "../src/shared/business";
import { valueName } from "../src/shared/catalogue-hindi";
import { countLine } from "../src/shared/filter";
import { localizedPath } from "../src/shared/locale";
import { EN, inLocale, m } from "../src/shared/messages";
import { customerStatusInfo, formatIndianDate } from "../src/shared/orders";
import { SAMPLE_ORDERS } from "../src/shared/sample-orders";
import { DEMO_ORDER_IDS } from "../src/shared/tracking";
import { gotoHydrated, isPhone } from "./support/app";
import { LISTED, SEEDED } from "./support/seeded-catalogue";
import { expectToast } from "./support/toast";

const HI = inLocale("hi");
const design = SEEDED[3]!;

/** Every Hindi page, its status and its main heading. */
const PAGES = [
  { path: "/hi/", status: 200, heading: m.hero_heading({}, HI) },
  { path: "/hi/products", status: 200, heading: m.products_heading({}, HI) },
  { path: `/hi/products/${design.slug}`, status: 200, heading: design.name },
  { path: "/hi/manufacturing", status: 200, heading: m.craft_heading({}, HI) },
  { path: "/hi/tracking", status: 200, heading: m.tracking_title({}, HI) },
  { path: "/hi/contact", status: 200, heading: m.contact_heading({}, HI) },
  { path: "/hi/privacy", status: 200, heading: m.privacy_heading({}, HI) },
  { path: "/hi/size-guide", status: 200, heading: m.size_guide_heading({}, HI) },
  { path: "/hi/no-such-page", status: 404, heading: m.not_found_heading({}, HI) },
  { path: "/hi/admin", status: 404, heading: m.not_found_heading({}, HI) },
] as const;

/** Text elements whose Devanagari is cut off by their box (overflow hidden, content taller). */
const clippedDevanagari = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("body *")]
      // Visible text (the skip link until focused and the bots' trap field are hidden on purpose).
      .filter(
        (el) =>
          /[\u0900-\u097f]/.test(el.textContent ?? "") &&
          el.offsetParent !== null &&
          !el.closest(".sr-only, [aria-hidden='true']") &&
          // A carousel hides the slides not shown on purpose (their own text is checked).
          el.getAttribute("aria-roledescription") !== "carousel",
      )
      .filter((el) => {
        const style = getComputedStyle(el);
        const hides = (o: string) => o === "hidden" || o === "clip";
        return (
          (hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1) ||
          (hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1)
        );
      })
      .map((el) => el.outerHTML.slice(0, 120)),
  );

/** The family names inside the subset faces (their CSS families are "Rang Devanagari…"). */
const HINDI_TEXT_FACE = "Noto Sans Devanagari";
const HINDI_DISPLAY_FACE = "Noto Serif Devanagari";

/**
 * The web fonts Chromium drew the first element matching `selector` whose own text is
 * Devanagari with (Latin letters and digits in it are drawn in the Latin faces).
 */
async function devanagariFonts(page: Page, selector: string): Promise<string[]> {
  const found = await page.evaluate((selector) => {
    document.querySelector("[data-devanagari]")?.removeAttribute("data-devanagari");
    const own = (el: Element) =>
      [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && /[\u0900-\u097f]/.test(n.textContent ?? ""),
      );
    const el = [...document.querySelectorAll(selector)].find(own);
    el?.setAttribute("data-devanagari", "");
    return !!el;
  }, selector);
  expect(found, `an element ${selector} with Devanagari text`).toBe(true);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", {
    nodeId: root.nodeId,
    selector: "[data-devanagari]",
  });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts
    .filter((f) => f.isCustomFont && /Devanagari/.test(f.familyName))
    .map((f) => f.familyName);
}

for (const p of PAGES) {
  test(`${p.path} is in Hindi: lang, heading, navigation, alternates, Devanagari font`, async ({
    page,
  }) => {
    const fonts: string[] = [];
    const errors: string[] = [];
    page.on("request", (r) => r.url().endsWith(".woff2") && fonts.push(r.url()));
    // A page that does not hydrate as it was rendered is rendered again, losing what was typed.
    page.on("pageerror", (e) => errors.push(e.message));
    const response = await gotoHydrated(page, p.path);
    expect(response?.status()).toBe(p.status);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.heading);
    await expect(page.getByRole("navigation", { name: m.nav_label({}, HI) })).toBeVisible();
    await expect(page.locator("footer")).toContainText(m.footer_quick_links({}, HI));
    const english = localizedPath(p.path, "en");
    // The 404 page is one page per language, served for any address: no alternates of it.
    const alternates = p.status === 404 ? [] : ["en-IN", "hi-IN", "x-default"];
    await expect(page.locator(`link[rel="alternate"][hreflang]`)).toHaveCount(alternates.length);
    for (const [lang, href] of [
      ["en-IN", english],
      ["hi-IN", localizedPath(p.path, "hi")],
      ["x-default", english],
    ] as const) {
      if (!alternates.includes(lang)) continue;
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
        "href",
        new URL(href, BUSINESS.siteUrl).href,
      );
    }
    // The faces are preloaded (the head's additions outlive hydration), each fetched once, and
    // only the site's own.
    const preloads = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(preloads).toHaveLength(3);
    const faces = await page.evaluate(() => {
      const css = [...document.querySelectorAll("head style")]
        .map((s) => s.textContent ?? "")
        .filter((t) => t.includes("@font-face"));
      return {
        styles: css.length,
        urls: [...css.join("").matchAll(/url\(([^)]+)\)/g)].map(
          (m) => new URL(m[1]!, location.href).href,
        ),
      };
    });
    expect(faces.styles).toBe(1);
    for (const url of preloads) expect(faces.urls).toContain(url);
    for (const url of fonts) expect(faces.urls).toContain(url);
    expect(new Set(fonts).size).toBe(fonts.length);
    for (const url of preloads) expect(fonts).toContain(url);
    // Its Devanagari is drawn in them: headings in the serif, text in the sans. An optional
    // font missing its first paint is used from the next page on (the audit's layout shift
    // covers the first paint): drawn from the cache.
    await page.reload();
    expect(await devanagariFonts(page, ":is(h1, h2, h3)")).toEqual([HINDI_DISPLAY_FACE]);
    expect(await devanagariFonts(page, "main p, footer p")).toEqual([HINDI_TEXT_FACE]);
    expect(await clippedDevanagari(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("English pages carry no Hindi page face; the switch's हिन्दी is drawn from its own tiny face", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (r) => r.url().endsWith(".woff2") && fonts.push(r.url()));
  for (const path of ["/", "/products", "/contact"]) {
    await gotoHydrated(page, path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    expect(await page.content()).not.toContain("Rang Devanagari");
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(3);
    // This machine has no Devanagari font of its own: without the face the label is boxes.
    const label = page.getByTestId("language-switch").first();
    await expect(label).toHaveText(m.language_name({}, HI));
    expect(
      await label.evaluate((el) => {
        el.setAttribute("data-devanagari", "");
        return true;
      }),
    ).toBe(true);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: "[data-devanagari]",
    });
    const { fonts: drawn } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    await cdp.detach();
    expect(drawn.filter((f) => f.isCustomFont).map((f) => f.familyName)).toContain(HINDI_TEXT_FACE);
  }
  // Only the Latin faces are fetched: the label's face is inlined into the page's CSS.
  expect(fonts.every((url) => /\/assets\/(display-[34]00|text)-[\w-]+\.woff2$/.test(url))).toBe(
    true,
  );
});

test("Hindi catalogue: filter names and values, count line and empty state in Hindi", async ({
  page,
}, testInfo) => {
  await gotoHydrated(page, "/hi/products?fabric=Silk");
  const panel = page.getByRole("complementary", { name: m.filters_heading({}, HI) });
  if (isPhone(testInfo)) await panel.getByRole("button", { name: m.filters_show({}, HI) }).click();
  await expect(panel.getByRole("group", { name: m.group_fabric_list({}, HI) })).toBeVisible();
  const silk = panel.getByRole("checkbox", { name: valueName("Silk", "hi"), exact: true });
  await expect(silk).toBeChecked();
  const shown = LISTED.filter((d) => d.fabric === "Silk");
  await expect(page.getByTestId("count-line")).toHaveText(
    countLine(shown.length, SEEDED.length, "hi"),
  );
  const card = page.getByTestId("design-card").first();
  await expect(card).toContainText(valueName(shown[0]!.category, "hi"));
  await expect(card.getByRole("link")).toHaveAttribute("href", `/hi/products/${shown[0]!.slug}`);
  // A choice no design has: the empty state, in Hindi.
  await page.goto("/hi/products?fabric=Velvet&category=Kurti+Set");
  await expect(page.getByText(m.empty_title({}, HI))).toBeVisible();
  await expect(page.getByText(m.empty_text({}, HI))).toBeVisible();
});

test("a Hindi design page: its details in Hindi, an earlier address moves to the Hindi one", async ({
  page,
}) => {
  await gotoHydrated(page, `/hi/products/${design.slug}`);
  await expect(page.getByText(valueName(design.fabric, "hi"), { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: m.all_designs({}, HI) })).toHaveAttribute(
    "href",
    "/hi/products",
  );
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
  ) as { url: string; color: string };
  expect(jsonLd.url).toBe(new URL(`/hi/products/${design.slug}`, BUSINESS.siteUrl).href);
  expect(jsonLd.color).toBe(valueName(design.color, "hi"));
});

test("Hindi tracking: a demo order with Hindi status, dates and toasts", async ({ page }) => {
  await gotoHydrated(page, "/hi/tracking");
  await page.getByRole("button", { name: m.tracking_button({}, HI) }).click();
  await expectToast(
    page,
    m.toast_empty_title({}, HI),
    m.toast_empty_description({}, HI),
    "destructive",
  );
  const sample = SAMPLE_ORDERS.find((o) => o.orderId === DEMO_ORDER_IDS[1])!;
  await page.getByLabel(m.tracking_order_id({}, HI)).fill(sample.orderId.toLowerCase());
  await page.getByRole("button", { name: m.tracking_button({}, HI) }).click();
  await expectToast(
    page,
    m.toast_found_title({}, HI),
    m.toast_found_description({ name: sample.customerName }, HI),
    "default",
  );
  const card = page.getByTestId("order-card");
  await expect(card.getByTestId("status-badge")).toHaveText(
    customerStatusInfo("hi")[sample.currentStatus].label,
  );
  await expect(card.getByTestId("order-date")).toHaveText(formatIndianDate(sample.orderDate, "hi"));
  await expect(card.getByTestId("status-explanation")).toHaveText(
    customerStatusInfo("hi")[sample.currentStatus].explanation,
  );
  await page.getByLabel(m.tracking_order_id({}, HI)).fill("RR2099999");
  await page.getByRole("button", { name: m.tracking_button({}, HI) }).click();
  await expectToast(
    page,
    m.toast_not_found_title({}, HI),
    m.toast_not_found_description({}, HI),
    "destructive",
  );
  await expect(card).toHaveCount(0);
});

test("Hindi contact form: labels, the required-fields toast and the sent toast in Hindi", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "10.61.0.1" });
  await gotoHydrated(page, "/hi/contact");
  const form = page.getByRole("form", { name: m.contact_form_label({}, HI) });
  await form.getByLabel(m.field_name({}, HI)).fill("मीरा");
  await form.getByLabel(m.field_phone({}, HI)).fill("9829011111");
  await form.getByLabel(m.field_message({}, HI)).fill("  ");
  // The browser's own check would stop an empty field; a field of spaces reaches ours.
  await form.getByRole("button", { name: m.contact_send({}, HI) }).click();
  await expectToast(
    page,
    m.toast_required_title({}, HI),
    m.toast_required_description({}, HI),
    "destructive",
  );
  await form.getByLabel(m.field_message({}, HI)).fill("लाल पोशाक चाहिए");
  // The browser checks nothing of a telephone field; the shared schema refuses letters.
  await form.getByLabel(m.field_phone({}, HI)).fill("98290 पाँच");
  await form.getByRole("button", { name: m.contact_send({}, HI) }).click();
  await expectToast(page, m.toast_check_form({}, HI), m.field_phone_invalid({}, HI), "destructive");
  await form.getByLabel(m.field_phone({}, HI)).fill("9829011111");
  await form.getByRole("button", { name: m.contact_send({}, HI) }).click();
  await expectToast(page, m.toast_sent_title({}, HI), m.toast_sent_description({}, HI), "default");
  await expect(form.getByLabel(m.field_name({}, HI))).toHaveValue("");
  // The English of the same toast is the spec's, word for word.
  expect(m.toast_sent_title({}, EN)).toBe("Message sent successfully!");
});
