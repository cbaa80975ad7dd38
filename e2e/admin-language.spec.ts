import { expect, test } from "@playwright/test";
import { loginAsOwner, OWNER } from "./support/admin";
import { expectToast } from "./support/toast";

/**
 * Demo mode (the spec's dashboard in the shop's frame): it starts in English, the spec's texts;
 * Settings is where an owner switches (the frame has no header of ours), for that login only:
 * the demo accounts are everyone's, so nothing is stored.
 */
test("demo mode starts in English; Hindi chosen in Settings lasts until logout", async ({
  page,
}) => {
  const stored: string[] = [];
  page.on("request", (r) => r.url().includes("/account/language") && stored.push(r.url()));
  await loginAsOwner(page);
  await page.getByRole("tab", { name: "Settings" }).click();
  const choice = page.getByTestId("language-choice");
  await expect(choice.getByRole("radio", { name: "English" })).toBeChecked();
  await expect(choice).toContainText("every login starts in English");

  await choice.getByRole("radio", { name: "हिन्दी" }).check();
  await expect(page.getByRole("heading", { name: "एडमिन डैशबोर्ड" })).toBeVisible();
  await expect(page.getByRole("tablist").getByRole("tab")).toHaveText([
    "ऑर्डर",
    "प्रोडक्ट",
    "ग्राहक",
    "सेटिंग्स",
  ]);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  expect(stored).toEqual([]);

  await page.getByRole("button", { name: "लॉग आउट", exact: true }).click();
  await expectToast(page, "लॉग आउट हो गया", "फिर मिलेंगे!", "default");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await loginAsOwner(page, OWNER);
  await expect(page.getByRole("tab", { name: "Orders" })).toBeVisible();
});
