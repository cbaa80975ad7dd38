import { expect, test, type Browser, type Page } from "@playwright/test";
import { ADMIN_PATHS } from "../src/shared/admin-paths";
import { BUSINESS } from "../src/shared/business";
import { expectPath, gotoHydrated, waitForHydration } from "./support/app";
import { loginForm } from "./support/admin";
import { englishOnScreen, expectNoEnglish, SHELL_PARTS } from "./support/back-office-hindi";
import { PRODUCTION_PASSWORDS } from "./support/production";
import { expectToast } from "./support/toast";

/**
 * An owner switches her own screens to Hindi (the "owners-app" project's production-mode
 * server): the choice is on her account, so a reload and another browser keep it; the other
 * owner keeps English; the Devanagari face is fetched only once Hindi shows. Rekha's account:
 * every other test on this server is Sunita's and expects English. Not at phone size too: the
 * two projects would switch Rekha at once (admin-hindi-shell.spec.ts looks at the phone).
 */
const REKHA = {
  username: "rekha",
  password: PRODUCTION_PASSWORDS.rekha,
  name: BUSINESS.founders[1].name,
};
const SUNITA = {
  username: "sunita",
  password: PRODUCTION_PASSWORDS.sunita,
  name: BUSINESS.founders[0].name,
};
const HINDI_WELCOME = { title: "लॉगिन हो गया!", description: `फिर से स्वागत है, ${REKHA.name}` };

async function logIn(
  page: Page,
  owner: { username: string; password: string },
  path: string = ADMIN_PATHS.home,
) {
  await gotoHydrated(page, path);
  const form = loginForm(page);
  await form.getByLabel("Username").fill(owner.username);
  await form.getByLabel("Password", { exact: true }).fill(owner.password);
  await form.getByRole("button", { name: "Login" }).click();
}

const shell = (page: Page) => page.getByTestId("admin-shell");
const header = (page: Page) => shell(page).locator("header");
const tabs = (page: Page) => page.getByRole("navigation").getByRole("tab");
const DEVANAGARI_FACE = /noto-sans-devanagari-devanagari-\d+-normal.*\.woff2$/;

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test("she switches her screens to Hindi; a reload and another browser keep it; the other owner keeps English", async ({
  page,
  browser,
}) => {
  test.slow(); // three browsers, three logins and two reloads
  const faces: string[] = [];
  page.on("request", (r) => DEVANAGARI_FACE.test(r.url()) && faces.push(r.url()));

  await logIn(page, REKHA);
  await expectToast(page, "Login successful!", `Welcome back, ${REKHA.name}`, "default");
  await expect(tabs(page)).toHaveText([
    "Orders",
    "Products",
    "Customers",
    "Workshop",
    "Money",
    "Settings",
  ]);
  await expect(page.getByTestId("stat-tile")).toHaveCount(4);
  // The check this test relies on finds English on an English screen.
  expect((await englishOnScreen(page)).length).toBeGreaterThan(5);

  // The switch: a real button named in Hindi, big enough for a thumb.
  const switchToHindi = header(page).getByRole("button", { name: "हिन्दी" });
  await expect(switchToHindi).toHaveAttribute("lang", "hi-IN");
  expect((await switchToHindi.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // An English screen has fetched no Hindi face: the switch's name is drawn in a face of its
  // six letters alone, so a device without a Devanagari font shows the word, not empty boxes.
  await page.waitForLoadState("networkidle");
  expect(faces).toEqual([]);
  expect(
    await switchToHindi.evaluate(async (button) => {
      await document.fonts.ready;
      const family = getComputedStyle(button).fontFamily;
      const loaded = await document.fonts.load(`600 14px ${family}`, "हिन्दी");
      return loaded.map((face) => face.family.replaceAll(`"`, ""));
    }),
  ).toContain("Rang Hindi Label");

  const stored = page.waitForResponse(
    (r) => r.url().endsWith("/api/admin/account/language") && r.request().method() === "PUT",
  );
  const faceFetched = page.waitForResponse((r) => DEVANAGARI_FACE.test(r.url()));
  await switchToHindi.click();
  expect((await stored).status()).toBe(200);
  await expect(tabs(page)).toHaveText(["ऑर्डर", "प्रोडक्ट", "ग्राहक", "कारखाना", "हिसाब", "सेटिंग्स"]);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(shell(page)).toHaveAttribute("lang", "hi-IN");
  await expect(header(page).getByRole("button", { name: "लॉग आउट" })).toBeVisible();
  await expect(page.getByTestId("stat-tile").first()).toContainText("कुल ऑर्डर");
  expect((await faceFetched).ok()).toBe(true);
  // Not a word of English around her work but her own name and the boutique's (the orders
  // below the tiles are the Orders tab's, with a test of their own in Hindi).
  await expectNoEnglish(page, { within: SHELL_PARTS });
  // Its way back is named in English.
  await expect(header(page).getByRole("button", { name: "English" })).toHaveAttribute(
    "lang",
    "en-IN",
  );

  // A reload keeps it: it is on her account, not in the page.
  await page.reload();
  await waitForHydration(page);
  await expect(tabs(page)).toHaveText(["ऑर्डर", "प्रोडक्ट", "ग्राहक", "कारखाना", "हिसाब", "सेटिंग्स"]);
  await expectNoEnglish(page, { within: SHELL_PARTS });

  // Another browser: she logs in again, and it is Hindi from the welcome on.
  const elsewhere = await newPage(browser);
  await logIn(elsewhere, REKHA, ADMIN_PATHS.settings);
  await expectToast(elsewhere, HINDI_WELCOME.title, HINDI_WELCOME.description, "default");
  await expect(tabs(elsewhere)).toHaveText([
    "ऑर्डर",
    "प्रोडक्ट",
    "ग्राहक",
    "कारखाना",
    "हिसाब",
    "सेटिंग्स",
  ]);
  await expect(elsewhere.getByRole("heading", { name: "सेटिंग्स", level: 2 })).toBeVisible();

  // The other owner keeps hers.
  const sunita = await newPage(browser);
  await logIn(sunita, SUNITA);
  await expectToast(sunita, "Login successful!", `Welcome back, ${SUNITA.name}`, "default");
  await expect(tabs(sunita)).toHaveText([
    "Orders",
    "Products",
    "Customers",
    "Workshop",
    "Money",
    "Settings",
  ]);
  await expect(header(sunita).getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(sunita.locator("html")).toHaveAttribute("lang", "en-IN");
  await sunita.context().close();

  // Settings switches back: English, here and on her next login.
  const choice = elsewhere.getByTestId("language-choice");
  await choice.getByRole("radio", { name: "English" }).check();
  await expect(tabs(elsewhere)).toHaveText([
    "Orders",
    "Products",
    "Customers",
    "Workshop",
    "Money",
    "Settings",
  ]);
  await expect(choice.getByRole("radio", { name: "English" })).toBeChecked();
  await expect(elsewhere.locator("html")).toHaveAttribute("lang", "en-IN");
  await elsewhere.context().close();
  await page.reload();
  await waitForHydration(page);
  await expect(tabs(page)).toHaveText([
    "Orders",
    "Products",
    "Customers",
    "Workshop",
    "Money",
    "Settings",
  ]);
  await expectPath(page, ADMIN_PATHS.home);
});
