import { expect, test } from "@playwright/test";
import { BUSINESS, fullAddress } from "../src/shared/business";
import { localizedPath, type Locale } from "../src/shared/locale";
import { inLocale, m } from "../src/shared/messages";
import { PATHS } from "../src/shared/paths";
import { RETENTION_LIMITS } from "../src/shared/privacy-rules";
import { expectPath, footer, gotoHydrated, PHONE_TOO } from "./support/app";

for (const locale of ["en", "hi"] as const satisfies readonly Locale[]) {
  const o = inLocale(locale);
  const path = localizedPath(PATHS.privacy, locale);

  test(
    `${path}: what is kept and why, for how long, who gets it, her rights and whom to ask`,
    PHONE_TOO,
    async ({ page }) => {
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.privacy_heading({}, o));
      for (const heading of [
        m.privacy_collect_heading({}, o),
        m.privacy_keep_heading({}, o),
        m.privacy_share_heading({}, o),
        m.privacy_rights_heading({}, o),
        m.privacy_contact_heading({}, o),
      ]) {
        await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      }
      const main = page.locator("main");
      // Every form that collects her data is named, the quote form's too, and how long
      // what never made her a customer is kept.
      await expect(main).toContainText(m.privacy_collect_quote({}, o));
      await expect(main).toContainText(
        m.privacy_keep_enquiries({ months: RETENTION_LIMITS.enquiryMonths }, o),
      );
      await expect(main).toContainText("WhatsApp");
      // The grievance contact: the owner who answers, the boutique's address, e-mail and phones.
      const contact = page.getByRole("region", { name: m.privacy_contact_heading({}, o) });
      await expect(contact).toContainText(BUSINESS.founders[0].name);
      await expect(contact).toContainText(fullAddress(locale));
      await expect(contact.getByRole("link", { name: BUSINESS.email })).toHaveAttribute(
        "href",
        `mailto:${BUSINESS.email}`,
      );
      await expect(contact.locator('a[href^="tel:"]')).toHaveCount(BUSINESS.phones.length);
      // Nothing wider than the screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );

  for (const [form, from] of [
    ["contact", PATHS.contact],
    ["tracking", PATHS.tracking],
    ["quote", PATHS.products],
  ] as const) {
    test(`the ${form} form links to the notice in its page's language (${locale})`, async ({
      page,
    }) => {
      await gotoHydrated(page, localizedPath(from, locale));
      // The quote form ('Ask for a quote', on /products and every design page) opens on demand.
      if (form === "quote") await page.getByText(m.quote_open({}, o), { exact: true }).click();
      const section =
        form === "contact"
          ? page.locator("form")
          : form === "quote"
            ? page.getByRole("form", { name: m.quote_form_label({}, o) })
            : page.locator("main section").first();
      const link = section.getByRole("link", { name: m.privacy_link({}, o) });
      await expect(link).toHaveAttribute("href", path);
      await link.click();
      await expectPath(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.privacy_heading({}, o));
    });
  }
}

test("every page's footer links to the notice", async ({ page }) => {
  for (const path of [PATHS.home, PATHS.craft, "/hi/contact"]) {
    await gotoHydrated(page, path);
    const locale = path.startsWith("/hi/") ? "hi" : "en";
    await expect(
      footer(page).getByRole("link", { name: m.privacy_link({}, inLocale(locale)) }),
    ).toHaveAttribute("href", localizedPath(PATHS.privacy, locale));
  }
});
