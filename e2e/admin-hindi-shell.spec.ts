import { expect, test, type Page } from "@playwright/test";
import { ADMIN_PATHS } from "../src/shared/admin-paths";
import { DEVICE_NAMES } from "../src/shared/devices";
import { PHONE_TOO } from "./support/app";
import { expectNoEnglish, logInInHindi, SHELL_PARTS } from "./support/back-office-hindi";

/**
 * The shell, the home view's tiles and Settings in Hindi (the "owners-hindi" projects' own
 * server, where Sunita reads her screens in Hindi): no English word but names, and Devanagari
 * that fits its buttons and the bottom bar on a phone. Each area's screens have a spec like
 * this one (admin-hindi-<area>.spec.ts).
 */
/** The browsers and systems of the signed-in devices: names in any language. */
const DEVICES = DEVICE_NAMES;

const shell = (page: Page) => page.getByTestId("admin-shell");
const bar = (page: Page) => page.getByRole("navigation", { name: "बैक ऑफ़िस" });

/** Every text of these elements fits its box: nothing cut off, nothing spilling out. */
async function expectTextFits(page: Page, selector: string) {
  const spilling = await page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((el) => el.checkVisibility())
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      .map(
        (el) =>
          `${el.textContent?.trim()} (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`,
      ),
  );
  expect(spilling).toEqual([]);
}

test("the shell and the home view's tiles are all Hindi", PHONE_TOO, async ({ page, request }) => {
  await logInInHindi(page, request);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(bar(page).getByRole("tab")).toHaveText([
    "ऑर्डर",
    "प्रोडक्ट",
    "ग्राहक",
    "कारखाना",
    "हिसाब",
    "सेटिंग्स",
  ]);
  await expect(page.getByTestId("stat-tile")).toHaveCount(4);
  await expect(page.getByTestId("stat-tile").first()).not.toContainText("…");
  await expectNoEnglish(page, { within: SHELL_PARTS });
});

test("Settings is all Hindi, its refusals too", PHONE_TOO, async ({ page, request }) => {
  await logInInHindi(page, request, ADMIN_PATHS.settings);
  await expect(page.getByRole("heading", { name: "सेटिंग्स", level: 2 })).toBeVisible();
  await expect(page.getByTestId("signed-in-device").first()).toBeVisible();
  await expect(page.getByTestId("backup-status")).toBeVisible();
  await expect(page.getByRole("heading", { name: "संदेशों के टेम्पलेट" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "हिन्दी" })).toBeChecked();
  await expectNoEnglish(page, { allow: DEVICES });

  // A refused password and a refused retention, said in Hindi beside their fields.
  const password = page.getByRole("form", { name: "अपना पासवर्ड बदलें" });
  await password.getByRole("button", { name: "पासवर्ड बदलें" }).click();
  await expect(password.getByText("अपना अभी का पासवर्ड लिखें")).toBeVisible();
  await password.getByLabel("अभी का पासवर्ड").fill("not the right one at all");
  await password.getByRole("textbox", { name: "नया पासवर्ड", exact: true }).fill("short");
  await password.getByRole("button", { name: "पासवर्ड बदलें" }).click();
  await expect(password.getByText("नया पासवर्ड कम से कम 12 अक्षर का होना चाहिए")).toBeVisible();
  const retention = page.getByRole("form", { name: "डेटा कितने समय तक रखें" });
  await retention
    .getByLabel("जो संदेश और दाम की पूछताछ ग्राहक नहीं बनीं, उन्हें इतने महीने बाद मिटाएँ")
    .fill("0");
  await retention.getByRole("button", { name: "सेव करें" }).click();
  await expect(retention.getByRole("alert")).toHaveText("पूछताछ कम से कम 1 महीना रखें");
  await expectNoEnglish(page, { allow: DEVICES });
  // Every button's words fit it.
  await expectTextFits(page, "[data-testid=admin-shell] button");
});

test(
  "Devanagari fits the header's buttons and the bottom bar",
  PHONE_TOO,
  async ({ page, request }) => {
    await logInInHindi(page, request, ADMIN_PATHS.settings);
    const viewport = page.viewportSize()!;
    await expectTextFits(
      page,
      "[data-testid=admin-shell] header button, [data-testid=admin-shell] nav a",
    );
    for (const part of await shell(page).locator("header button, nav a").all()) {
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    // A thumb's target: the switch to English and Logout.
    for (const name of ["English", "लॉग आउट"]) {
      const box = (await shell(page)
        .locator("header")
        .getByRole("button", { name })
        .boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    if (viewport.width < 768) {
      const box = (await bar(page).boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(viewport.height);
      expect(box.height).toBeLessThan(80);
    }
  },
);
