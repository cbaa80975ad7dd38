import { expect, test, type Page } from "@playwright/test";
import { localizedPath, type Locale } from "../src/shared/locale";
import { inLocale, m } from "../src/shared/messages";
import { RELATED_MAX } from "../src/shared/related-designs";
import { expectPath, gotoHydrated, isPhone, PHONE_TOO } from "./support/app";
import { SEEDED } from "./support/seeded-catalogue";

// Issue 23: a design's page ends with designs like it (its collection, work or fabric), each a
// link to its own page. The main test server's catalogue is the seed's. At desktop size only
// (CI's time, issue 21 §6): what is suggested, where its links lead and the care notes' summary
// are the same at a phone's; a design page's targets at a phone's size are tap-targets.spec's.

const design = SEEDED.find((d) => d.name === "Royal Purple Velvet Poshak")!;
const en = inLocale("en");

for (const locale of ["en", "hi"] as const satisfies readonly Locale[]) {
  const o = inLocale(locale);

  test(`${locale}: a design's page suggests ${RELATED_MAX} designs that share its collection, work or fabric`, async ({
    page,
  }) => {
    await gotoHydrated(page, localizedPath(`/products/${design.slug}`, locale));
    const related = page.getByRole("region", { name: m.design_related_heading({}, o) });
    const names = await related
      .getByTestId("related-design")
      .getByRole("heading", { level: 3 })
      .allTextContents();
    expect(names).toHaveLength(RELATED_MAX);
    expect(names).not.toContain(design.name);
    for (const name of names) {
      const other = SEEDED.find((d) => d.name === name)!;
      expect(
        other.category === design.category ||
          other.work === design.work ||
          other.fabric === design.fabric,
      ).toBe(true);
    }
    // The closest first: the seed has other poshak sets.
    expect(SEEDED.find((d) => d.name === names[0])!.category).toBe(design.category);

    const next = SEEDED.find((d) => d.name === names[0])!;
    await related.getByRole("link", { name: next.name, exact: true }).click();
    await expectPath(page, localizedPath(`/products/${next.slug}`, locale));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(next.name);
  });
}

test("a design's care notes open from their summary, in her language", async ({ page }) => {
  for (const locale of ["en", "hi"] as const) {
    const o = inLocale(locale);
    await gotoHydrated(page, localizedPath(`/products/${design.slug}`, locale));
    const note = page.getByText(m.design_care_clean({}, o));
    await expect(note).toBeHidden();
    await page.getByText(m.design_care_heading({}, o), { exact: true }).click();
    await expect(note).toBeVisible();
    await expect(page.getByText(m.design_care_perfume({}, o))).toBeVisible();
  }
});

const quoteForm = (page: Page) => page.getByRole("form", { name: m.quote_form_label({}, en) });

test(
  "on a phone the quotation, ask for a quote, call and chat stay at the screen's foot, clear of the floating chat button",
  PHONE_TOO,
  async ({ page, browser }, testInfo) => {
    await gotoHydrated(page, `/products/${design.slug}`);
    const actions = page.getByTestId("design-actions");
    const askLink = actions.getByRole("link", { name: m.quote_open({}, en), exact: true });
    const position = await actions.evaluate((el) => getComputedStyle(el).position);
    if (!isPhone(testInfo)) {
      // On a computer the actions are one row and "Ask for a quote" is the form's own summary
      // below them.
      expect(position).toBe("static");
      await expect(askLink).toBeHidden();
      await page.getByText(m.quote_open({}, en), { exact: true }).filter({ visible: true }).click();
      await expect(quoteForm(page)).toBeVisible();
      return;
    }
    expect(position).toBe("sticky");
    // As the page opens (its photo, then the design's name at the screen's foot) the actions,
    // further down the page, are stuck to the screen's foot, every one whole and none under the
    // floating chat button.
    const screen = page.viewportSize()!;
    const bar = (await actions.boundingBox())!;
    expect(Math.round(bar.y + bar.height)).toBe(screen.height);
    const chat = (await page.getByTestId("floating-chat").boundingBox())!;
    for (const link of await actions.getByRole("link").all()) {
      const box = (await link.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(bar.y);
      expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
      const overlaps =
        box.x < chat.x + chat.width &&
        chat.x < box.x + box.width &&
        box.y < chat.y + chat.height &&
        chat.y < box.y + box.height;
      expect(overlaps, `${await link.textContent()} under the chat button`).toBe(false);
    }
    await expect(actions.getByRole("link", { name: m.quotation_button({}, en) })).toBeVisible();

    // "Ask for a quote" is in the bar; tapped, the form opens in view, the bar not over it.
    await expect(askLink).toBeInViewport();
    await askLink.click();
    await expect(quoteForm(page).getByLabel("Design(s)")).toHaveValue(design.name);
    await expect(quoteForm(page).getByLabel("Design(s)")).toBeInViewport();
    const field = (await quoteForm(page).getByLabel("Design(s)").boundingBox())!;
    const barNow = (await actions.boundingBox())!;
    expect(field.y + field.height <= barNow.y || barNow.y + barNow.height <= field.y).toBe(true);

    // Without JavaScript the bar's link opens the form too (the browser reveals the closed
    // <details> it points into).
    const noScript = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      javaScriptEnabled: false,
      viewport: screen,
      isMobile: true,
      hasTouch: true,
    });
    const plain = await noScript.newPage();
    await plain.goto(`/products/${design.slug}`);
    await expect(quoteForm(plain)).toBeHidden();
    await plain
      .getByTestId("design-actions")
      .getByRole("link", { name: m.quote_open({}, en), exact: true })
      .click();
    await expect(quoteForm(plain).getByLabel("Design(s)")).toBeInViewport();
    await noScript.close();
  },
);
