import fs from "node:fs";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { ADMIN_PATHS } from "../src/shared/admin-paths";
import type { AdminCatalogue } from "../src/shared/catalogue-admin";
import type { CatalogueChange } from "../src/shared/catalogue-changes";
import { formatIndianDateTime } from "../src/shared/order-format";
import { phonePhoto } from "../src/server/test-support/test-photos";
import { PHONE_ONLY, PHONE_TOO } from "./support/app";
import {
  englishOnScreen,
  HINDI_OWNER,
  logInInHindi,
  expectTextFits,
} from "./support/back-office-hindi";
import { ownerSession, uniqueName, uniqueValue } from "./support/catalogue-owner";
import { expectToast } from "./support/toast";

/**
 * The Products tab in Hindi (the "owners-hindi" projects' own production-mode server, where
 * Sunita reads her screens in Hindi): the list, its search, a design's editor with a refusal and
 * the off-list notice, its photos uploading and refused, the filter lists with a value in use,
 * the change log. No English word but the catalogue's own data (design names and list values as
 * the owners typed them), and Devanagari that fits its buttons and tiles on a phone.
 * SCREENSHOTS=<dir> keeps a picture of each state at 390×844 (phone) and 1440×900 (desktop).
 */
const owner = (request: APIRequestContext) => ownerSession(request, HINDI_OWNER.password);

/**
 * No English on the screen but the catalogue's data: every design's name and every list value
 * as the server has them now (other tests on this server add theirs while this one runs).
 */
async function expectNoEnglishHere(page: Page, request: APIRequestContext) {
  const { headers } = await owner(request);
  await expect
    .poll(
      async () => {
        const answer = await request.get("/api/admin/designs", { headers });
        const catalogue = (await answer.json()) as AdminCatalogue;
        const allow = [
          ...catalogue.designs.map((d) => d.name),
          ...Object.values(catalogue.lists).flatMap((list) => list.map((o) => o.value)),
        ].sort((a, b) => b.length - a.length);
        return englishOnScreen(page, { allow });
      },
      { message: "English words on the Products tab in Hindi (mark data translate=no)" },
    )
    .toEqual([]);
}

/**
 * The state on screen, kept for looking at when SCREENSHOTS is set (desktop at 1440×900), the
 * first screen showing `at` when given, and the whole page.
 */
async function shot(page: Page, name: string, at?: Locator) {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const viewport = page.viewportSize()!;
  const phone = viewport.width < 768;
  if (!phone) await page.setViewportSize({ width: 1440, height: 900 });
  await at?.scrollIntoViewIfNeeded();
  const file = `${dir}/hi-${phone ? "phone" : "desktop"}-products-${name}`;
  await page.screenshot({ path: `${file}.png` });
  await page.screenshot({ path: `${file}-full.png`, fullPage: true });
  if (!phone) await page.setViewportSize(viewport);
}

const row = (page: Page, name: string) => page.getByTestId("design-row").filter({ hasText: name });

test(
  "the designs, their tiles and search, in Hindi",
  PHONE_TOO,
  async ({ page, request }, testInfo) => {
    const name = uniqueName("Gulabi Leheriya Poshak", testInfo);
    await (await owner(request)).addDesign({ name, fabric: "Silk", color: "Wine" });
    await logInInHindi(page, request, ADMIN_PATHS.products);

    await expect(page.getByRole("heading", { name: "प्रोडक्ट प्रबंधन" })).toBeVisible();
    // The seed's categories in Hindi, her counts in Indian digits' grouping.
    const poshak = page.getByTestId("category-tile").filter({ hasText: "पोशाक सेट" });
    await expect(poshak).toContainText(/^पोशाक सेट\d+\sआइटम$/);
    const mine = row(page, name);
    await expect(mine).toContainText("पोशाक सेट · सिल्क · गोटा पत्ती · वाइन · 0 फ़ोटो");

    // Hidden: the badge and the button say so in Hindi.
    await mine.getByRole("button", { name: `${name} छिपाएँ` }).click();
    await expect(mine.getByText("छिपा हुआ", { exact: true })).toBeVisible();
    await expect(mine.getByRole("button", { name: `${name} दिखाएँ` })).toHaveText("दिखाएँ");
    await expectNoEnglishHere(page, request);
    await expectTextFits(page, "[data-testid=category-tile] p, [data-testid=design-row] button");
    await shot(page, "list", mine);

    const search = page.getByRole("searchbox", { name: "डिज़ाइन खोजें" });
    await expect(search).toHaveAttribute("placeholder", "नाम, श्रेणी, कपड़े, कढ़ाई या रंग से खोजें");
    await search.fill("कोई ऐसा डिज़ाइन नहीं");
    await expect(page.getByText("आपकी खोज से मिलता कोई डिज़ाइन नहीं है।")).toBeVisible();
    await expect(page.getByTestId("design-row")).toHaveCount(0);
    await expectNoEnglishHere(page, request);
    await shot(page, "search-empty");
  },
);

test(
  "a design's editor: a refusal beside its field, the off-list notice, adding to a list",
  PHONE_ONLY,
  async ({ page, request }, testInfo) => {
    const name = uniqueName("Mor Pankh Lehenga", testInfo);
    const colour = uniqueValue("Mor Neela");
    await logInInHindi(page, request, ADMIN_PATHS.products);
    await page.getByRole("button", { name: "डिज़ाइन जोड़ें" }).click();
    await expect(page.getByRole("heading", { name: "नया डिज़ाइन जोड़ें" })).toBeVisible();
    const form = page.getByRole("form", { name: "डिज़ाइन का ब्योरा" });
    await form.getByRole("textbox", { name: "नाम", exact: true }).fill(name);
    await form.getByLabel("श्रेणी").fill("Lehenga");
    await form.getByLabel("कपड़ा").fill("Velvet");
    await form.getByLabel("कढ़ाई").fill("Zardozi");

    // A value in other letters: the list's own spelling is offered, in Hindi.
    await form.getByLabel("रंग").fill("mAROON");
    const offList = form.getByTestId("off-list-color");
    await expect(offList).toContainText(
      "“mAROON” रंग सूची में नहीं है, इसलिए रंग से फ़िल्टर करने वालों को यह डिज़ाइन नहीं मिलेगा।",
    );
    await expect(offList.getByRole("button", { name: "“Maroon” लें" })).toBeVisible();
    await expectNoEnglishHere(page, request);
    await expectTextFits(page, "[data-testid=off-list-color] button");
    await shot(page, "off-list", offList);
    await offList.getByRole("button", { name: "“Maroon” लें" }).click();
    await expect(form.getByLabel("रंग")).toHaveValue("Maroon");

    // Her own colour, added to the list from the form.
    await form.getByLabel("रंग").fill(colour);
    await offList.getByRole("button", { name: `“${colour}” को रंग सूची में जोड़ें` }).click();
    await expectToast(page, "सूची में जुड़ गया", `रंग: ${colour}`, "default");
    await expect(offList).toHaveCount(0);

    // No description: the server's refusal, in Hindi, beside the field.
    await form.getByRole("button", { name: "डिज़ाइन जोड़ें" }).click();
    await expect(form.getByText("विवरण ज़रूरी है")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "विवरण", exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expectNoEnglishHere(page, request);
    await shot(page, "editor-refusal", form.getByRole("textbox", { name: "विवरण", exact: true }));

    await form
      .getByRole("textbox", { name: "विवरण", exact: true })
      .fill("Teej ke liye, haath ka kaam.");
    await form.getByRole("button", { name: "डिज़ाइन जोड़ें" }).click();
    await expectToast(page, "डिज़ाइन जुड़ गया", "अब इसकी फ़ोटो जोड़िए।", "default");
    await expect(page.getByRole("heading", { name: `“${name}” बदलें` })).toBeVisible();
    await expect(page.getByText("अभी कोई फ़ोटो नहीं है।")).toBeVisible();
    // Its change, in Hindi, with the time as Jaipur reads it in Hindi.
    const changes = page.getByRole("region", { name: "इस डिज़ाइन में बदलाव" });
    await expect(changes.getByTestId("change-log")).toContainText(
      `${HINDI_OWNER.name}: डिज़ाइन “${name}” जोड़ा`,
    );
    const at = await changes.locator("time").first().getAttribute("datetime");
    const when = formatIndianDateTime(at!, "hi");
    expect(when).toMatch(/^\d{1,2} \S+ \d{4}, (सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2}$/);
    await expect(changes.locator("time").first()).toHaveText(when);
    await expectNoEnglishHere(page, request);
    await shot(page, "editor");

    await page.getByRole("button", { name: "बदलाव सेव करें" }).click();
    await expectToast(page, "डिज़ाइन सेव हो गया", `${name} में बदलाव सेव हो गए।`, "default");
  },
);

test(
  "a design's photos: the upload's progress and a refused file, in Hindi",
  PHONE_ONLY,
  async ({ page, request }, testInfo) => {
    const name = uniqueName("Chunri Poshak", testInfo);
    const { design } = await (await owner(request)).addDesign({ name });
    await logInInHindi(page, request, ADMIN_PATHS.design(design.id));
    await expect(page.getByRole("heading", { name: `“${name}” बदलें` })).toBeVisible();
    const add = page.getByLabel("फ़ोटो जोड़ें");
    await expect(page.getByText("JPEG, PNG, WebP या AVIF, 15 MB तक। 9 में से 0।")).toBeVisible();

    // An empty file: the server's refusal, in Hindi.
    await add.setInputFiles({ name: "khali.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(0) });
    await expect(page.getByTestId("upload-error")).toHaveText("फ़ोटो ख़ाली है (0 बाइट)");
    await expectNoEnglishHere(page, request);
    await shot(page, "photo-refused", page.getByTestId("upload-error"));

    // The upload held before it leaves the browser: its progress shows, in Hindi, until let go.
    let letGo = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    await page.route(`**/api/admin/designs/${design.id}/photos`, async (route) => {
      await held;
      await route.continue();
    });
    await add.setInputFiles({
      name: "IMG_2041.JPG",
      mimeType: "image/jpeg",
      buffer: await phonePhoto(),
    });
    const progress = page.getByTestId("upload-progress");
    await expect(progress).toHaveText(/^फ़ोटो अपलोड हो रही है… \d{1,2}%$/);
    await expect(progress.getByRole("progressbar", { name: "अपलोड" })).toBeVisible();
    await expectNoEnglishHere(page, request);
    await shot(page, "photo-uploading", progress);
    letGo();

    const photos = page.getByTestId("design-photo");
    await expect(photos).toHaveCount(1, { timeout: 20_000 });
    await expect(photos).toContainText("मुख्य फ़ोटो");
    await expect(photos.getByRole("button", { name: "फ़ोटो 1 हटाएँ" })).toHaveText("हटाएँ");
    await expect(page.getByText("9 में से 1।")).toBeVisible();
    // A second: the button that makes it the main one, beside its delete, in a phone's column.
    await add.setInputFiles({
      name: "IMG_2042.JPG",
      mimeType: "image/jpeg",
      buffer: await phonePhoto(),
    });
    await expect(photos).toHaveCount(2, { timeout: 20_000 });
    await expect(photos.nth(1).getByRole("button", { name: "फ़ोटो 2 को मुख्य फ़ोटो बनाएँ" })).toHaveText(
      "मुख्य बनाएँ",
    );
    await expect(photos.nth(1)).toContainText("फ़ोटो 2");
    await expect(page.getByRole("region", { name: "इस डिज़ाइन में बदलाव" })).toContainText(
      `“${name}” में एक फ़ोटो जोड़ी`,
    );
    await expectNoEnglishHere(page, request);
    await expectTextFits(page, "[data-testid=design-photo] button, [data-testid=design-photo] p");
    await shot(page, "photos", photos.first());
  },
);

test(
  "the filter lists with a value in use, and the change log, in Hindi",
  PHONE_TOO,
  async ({ page, request }, testInfo) => {
    const value = uniqueValue("Kota Doria");
    const name = uniqueName("Kota Summer Poshak", testInfo);
    const session = await owner(request);
    const added = await request.post("/api/admin/catalogue/lists/fabric", {
      headers: session.headers,
      data: { value },
    });
    expect(added.status(), await added.text()).toBe(201);
    await session.addDesign({ name, fabric: value });
    await logInInHindi(page, request, ADMIN_PATHS.products);

    const fabrics = page.getByTestId("list-fabric");
    await expect(fabrics.getByRole("heading", { name: "कपड़ा" })).toBeVisible();
    const mine = fabrics.getByTestId("list-value").filter({ hasText: value });
    await expect(mine).toContainText(`${value} (1 डिज़ाइन)`);

    // In use: the refusal says why, in Hindi.
    await mine.getByRole("button", { name: `${value} हटाएँ` }).click();
    await expect(fabrics.getByRole("alert")).toHaveText(
      `“${value}” हटाया नहीं जा सकता: 1 डिज़ाइन में यह लगा है। पहले उस डिज़ाइन को बदलिए।`,
    );
    await expect(fabrics.getByRole("textbox", { name: "कपड़ा में नया विकल्प" })).toHaveAttribute(
      "placeholder",
      "नया विकल्प",
    );
    await expectNoEnglishHere(page, request);
    await expectTextFits(page, "[data-testid^=list-] button");
    await shot(page, "list-in-use", fabrics);

    // Renaming: the form's names in Hindi.
    await mine.getByRole("button", { name: `${value} का नाम बदलें` }).click();
    await expect(fabrics.getByRole("textbox", { name: `${value} का नया नाम` })).toBeVisible();
    await expect(fabrics.getByRole("button", { name: "नाम बदलना रद्द करें" })).toBeVisible();
    await expectNoEnglishHere(page, request);
    await fabrics.getByRole("button", { name: "नाम बदलना रद्द करें" }).click();

    // The change log: who did what, in Hindi, and when as Jaipur reads it in Hindi.
    const log = page.getByRole("region", { name: "हाल के बदलाव" });
    const entry = log.getByRole("listitem").filter({ hasText: `कपड़ा सूची में “${value}” जोड़ा` });
    await expect(entry).toContainText(`${HINDI_OWNER.name}: कपड़ा सूची में “${value}” जोड़ा`);
    const { changes } = (await (
      await request.get("/api/admin/catalogue/changes?limit=50", { headers: session.headers })
    ).json()) as { changes: CatalogueChange[] };
    const change = changes.find((c) => c.what.kind === "option-added" && c.what.value === value)!;
    await expect(entry.locator("time")).toHaveText(formatIndianDateTime(change.at, "hi"));
    await expectNoEnglishHere(page, request);
    await shot(page, "change-log", entry);
  },
);
