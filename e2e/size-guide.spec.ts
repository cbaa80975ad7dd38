import { expect, test } from "@playwright/test";
import { DESIGNS, designSlug } from "../src/shared/catalogue";
import { localizedPath, type Locale } from "../src/shared/locale";
import { inLocale, m } from "../src/shared/messages";
import { PATHS } from "../src/shared/paths";
import { guideSteps } from "../src/shared/size-guide";
import { expectPath, gotoHydrated, PHONE_TOO } from "./support/app";

const design = DESIGNS[0]!;

for (const locale of ["en", "hi"] as const satisfies readonly Locale[]) {
  const o = inLocale(locale);
  const guide = localizedPath(PATHS.sizeGuide, locale);

  test(
    `${guide}: opened from a design's page, every measurement numbered and explained, with its drawing and a way to be measured instead`,
    PHONE_TOO,
    async ({ page }) => {
      await gotoHydrated(page, localizedPath(`${PATHS.products}/${designSlug(design)}`, locale));
      await page.getByRole("link", { name: m.design_size_guide({}, o) }).click();
      await expectPath(page, guide);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.size_guide_heading({}, o));
      await expect(page).toHaveTitle(new RegExp(m.size_guide_title({}, o)));

      const list = page.getByRole("region", { name: m.size_guide_list_heading({}, o) });
      await expect(list.getByRole("img", { name: m.size_guide_figure_label({}, o) })).toBeVisible();
      const items = list.getByRole("listitem");
      const steps = guideSteps(locale);
      await expect(items).toHaveCount(steps.length);
      for (const [i, step] of steps.entries()) {
        await expect(items.nth(i).getByRole("heading", { level: 3 })).toHaveText(step.name);
        await expect(items.nth(i)).toContainText(step.how);
      }

      const help = page.getByRole("region", { name: m.size_guide_help_heading({}, o) });
      await help.getByRole("link", { name: m.size_guide_contact({}, o) }).click();
      await expectPath(page, localizedPath(PATHS.contact, locale));
    },
  );
}
