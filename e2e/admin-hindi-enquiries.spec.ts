import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_PATHS } from "../src/shared/admin-paths";
import { PHONE_TOO } from "./support/app";
import { expectNoEnglish, expectTextFits, logInInHindi } from "./support/back-office-hindi";
import { useOwnClientAddress } from "./support/client-address";
import { uniquePhone } from "./support/order-form";

/**
 * The Enquiries (issue 22 §2) in Hindi, on the "owners-hindi" projects' own server: the list with
 * its state filters and counts, an enquiry's page, a move in the pipeline and a lost reason asked
 * for. No English but her own words (name, design) and the reference. SCREENSHOTS=<dir> keeps a
 * picture of each state at 390×844 and 1440×900.
 */

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
});

const REFERENCE = /\bQ-\d{4}-\d{4,}\b/g;

async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const phone = page.viewportSize()!.width < 768;
  if (!phone) await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${dir}/hi-${phone ? "phone" : "desktop"}-enquiries-${name}.png` });
}

test(
  "the Enquiries list, an enquiry and its moves, in Hindi",
  PHONE_TOO,
  async ({ page, request }, testInfo) => {
    const stamp = `${testInfo.project.name.endsWith("phone") ? "p" : "d"}${Date.now().toString(36)}`;
    const name = `भँवरी ${stamp}`;
    const sent = await request.post("/api/quote-enquiries", {
      headers: { "X-Forwarded-For": `10.77.${Date.now() % 250}.${testInfo.workerIndex + 1}` },
      data: {
        designs: "Rani Gulabi Poshak",
        occasion: "festival",
        neededBy: "",
        quantity: "12",
        buyer: "wholesale",
        sizes: "",
        measure: "on",
        city: "उदयपुर",
        state: "राजस्थान",
        name,
        phone: uniquePhone(),
        email: "",
        answerBy: "whatsapp",
        language: "hi",
        consent: "on",
        note: "",
      },
    });
    expect(sent.status()).toBe(201);
    const { reference } = (await sent.json()) as { reference: string };
    const allow = [name, "Rani Gulabi Poshak", REFERENCE];

    await logInInHindi(page, request, `${ADMIN_PATHS.enquiries}?q=${stamp}`);
    await expect(page.getByRole("heading", { name: "पूछताछ", level: 2 })).toBeVisible();
    const row = page.getByTestId("enquiry-row").filter({ hasText: reference });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId("enquiry-state")).toHaveText("नई");
    await expect(page.getByTestId("enquiry-count")).toHaveText("1 पूछताछ");
    await expectNoEnglish(page, { allow });
    await shot(page, "list");

    // The figures under the list: on a phone each month is a card (no table scrolled sideways).
    const figures = page.getByTestId("enquiry-figures");
    await figures.locator("summary").click();
    await expect(figures.getByText("12 महीने").locator("visible=true")).toBeVisible();
    await expectTextFits(page, "[data-testid=enquiry-figures] :is(div, li, p, dt, dd)");
    await expectNoEnglish(page, { allow });
    await shot(page, "figures");
    await figures.locator("summary").click();

    await row.getByRole("button", { name: reference }).click();
    const enquiry = page.getByTestId("enquiry-page");
    await expect(enquiry.getByRole("heading", { name: `पूछताछ ${reference}` })).toBeVisible();
    await expect(enquiry).toContainText("12 पीस");
    await expect(enquiry).toContainText("थोक");
    await expect(enquiry).toContainText("बुटीक पर नाप लेना है");
    await expectNoEnglish(page, { allow });
    await shot(page, "enquiry");

    await enquiry.getByRole("button", { name: "दाम भेज दिया" }).click();
    await expect(enquiry.getByTestId("enquiry-state")).toHaveText("दाम भेजा");
    await enquiry.getByRole("button", { name: "हाथ से गई…" }).click();
    await enquiry.getByRole("button", { name: "हाथ से गई, दर्ज करें" }).click();
    await expect(enquiry.getByTestId("form-error")).toContainText(
      "हाथ से गई पूछताछ का कारण लिखना ज़रूरी है",
    );
    await expectNoEnglish(page, { allow });
    await shot(page, "lost-reason");
    await enquiry.getByLabel("क्यों हाथ से गई?").fill("कहीं और सस्ता मिला");
    await enquiry.getByRole("button", { name: "हाथ से गई, दर्ज करें" }).click();
    await expect(enquiry.getByTestId("enquiry-state")).toHaveText("हाथ से गई");
    await expect(enquiry.getByTestId("enquiry-history")).toContainText(
      "स्थिति बदली: दाम भेजा → हाथ से गई (कारण: कहीं और सस्ता मिला)",
    );
    await expectNoEnglish(page, { allow: [...allow, "कहीं और सस्ता मिला"] });
  },
);
