import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN_PATHS } from "../src/shared/admin-paths";
import type { TaxRulesAnswer } from "../src/shared/billing/tax-rule-input";
import { PHONE_ONLY } from "./support/app";
import {
  englishOnScreen,
  expectTextFits,
  HINDI_OWNER,
  logInInHindi,
} from "./support/back-office-hindi";
import { ownerSession } from "./support/catalogue-owner";

/**
 * Settings → Business and Tax rules in Hindi (the "owners-hindi" projects' production-mode
 * server, where the business is not filled in): no English but the designs' names as typed,
 * the seeded rules' notifications (marked English) and the codes; a mistyped GSTIN refused in
 * Hindi beside its field. Nothing is saved: the other Hindi walks there record payments, which
 * would then issue documents.
 */
const BILLS_CARDS =
  "section[aria-labelledby=settings-business], section[aria-labelledby=settings-tax-rules]";

async function expectNoEnglishHere(page: Page, request: APIRequestContext) {
  const { headers } = await ownerSession(request, HINDI_OWNER.password);
  await expect
    .poll(
      async () => {
        const answer = await request.get("/api/admin/billing/tax-rules", { headers });
        const rules = (await answer.json()) as TaxRulesAnswer;
        const allow = [
          // A photo format's name, as JPEG and AVIF are (the signature's hint).
          "WebP",
          "HSN/SAC",
          "name@handle",
          "rajwadirang@okicici",
          /\b[A-Z]{4}0[A-Z0-9]{6}\b/g, // an IFSC in a hint
          /\b\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]\b/g, // a GSTIN as typed
          /\bRRIN\d{4}\/\d{4}\b/g, // the example number
          ...rules.designs.map((d) => d.name),
        ];
        // Settings' own cards only: the other cards (a device's name) are other areas'.
        return englishOnScreen(page, { allow, within: BILLS_CARDS });
      },
      { message: "English words on Settings' bills in Hindi" },
    )
    .toEqual([]);
}

test(
  "Business and Tax rules in Hindi: empty until filled in, a mistyped GSTIN refused in Hindi",
  PHONE_ONLY,
  async ({ page, request }) => {
    await logInInHindi(page, request, ADMIN_PATHS.settings);
    const business = page.getByRole("form", { name: "बिल के लिए दुकान का ब्योरा" });
    await expect(business).toContainText("अभी भरा नहीं गया");
    await expect(page.getByRole("table", { name: "आज लागू" })).toBeVisible();
    await expectNoEnglishHere(page, request);

    await business.getByLabel("कानूनी नाम").fill("Rajwadi Rang Boutique");
    await business.getByLabel("पता").first().fill("Johari Bazaar");
    await business.getByLabel("शहर").fill("Jaipur");
    await business.getByLabel("पिन कोड").fill("302003");
    await business.getByLabel("GSTIN").fill("08AABFR4271K1Z1");
    await business.getByLabel("इनवॉइस का शुरुआती हिस्सा").fill("RR");
    await business.getByLabel("अधिकृत हस्ताक्षरकर्ता").fill("Sunita Rathore");
    // Sent with Enter, as a phone's keyboard sends it (the button may be under the bottom bar).
    await expect(business.getByRole("button", { name: "ब्योरा सेव करें" })).toBeVisible();
    await business.getByLabel("अधिकृत हस्ताक्षरकर्ता").press("Enter");
    await expect(business.getByLabel("GSTIN")).toHaveAttribute("aria-invalid", "true");
    await expect(business).toContainText("GSTIN का जाँच वाला अक्षर ग़लत है");
    await expectNoEnglishHere(page, request);
    await expectTextFits(page, "[data-testid=admin-shell] button");
  },
);
