import fs from "node:fs";
import { randomInt } from "node:crypto";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { ADMIN_PATHS } from "../src/shared/admin-paths";
import { todayInIndia } from "../src/shared/dates";
import { PHONE_TOO } from "./support/app";
import {
  expectNoEnglish,
  expectTextFits,
  HINDI_OWNER,
  logInInHindi,
} from "./support/back-office-hindi";
import { OwnerApi } from "./support/owner-api";

/**
 * The money in Hindi (the "owners-hindi" projects' own production-mode server): the order's UPI
 * request and refund form, the Money screen's three views and Settings → Balance reminders. No
 * English word but the test's own data (her name, the buyer's, a GSTIN), Devanagari that fits.
 * SCREENSHOTS=<dir> keeps each state in Hindi and in English at 390×844 and 1440×900.
 */
const sunita = (request: APIRequestContext) =>
  OwnerApi.login(request, { username: HINDI_OWNER.username, password: HINDI_OWNER.password });

const switchTo = async (page: Page, language: "en" | "hi") => {
  const to = page.getByTestId("admin-language-switch");
  await to.click();
  await expect(to).toHaveText(language === "en" ? "हिन्दी" : "English");
  const shell = expect(page.getByTestId("admin-shell"));
  await (language === "en" ? shell.not : shell).toHaveAttribute("lang", "hi-IN");
};

async function shot(page: Page, name: string, at?: Locator) {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const viewport = page.viewportSize()!;
  const phone = viewport.width < 768;
  if (!phone) await page.setViewportSize({ width: 1440, height: 900 });
  await at?.evaluate((el) => el.setAttribute("data-shot", ""));
  const marked = page.locator("[data-shot]");
  for (const language of ["hi", "en"] as const) {
    if (language === "en") await switchTo(page, "en");
    if (at) await marked.scrollIntoViewIfNeeded();
    const file = `${dir}/${language}-${phone ? "phone" : "desktop"}-money-${name}`;
    await page.screenshot({ path: `${file}.png` });
    await page.screenshot({ path: `${file}-full.png`, fullPage: true });
  }
  await switchTo(page, "hi");
  if (at) await marked.evaluate((el) => el.removeAttribute("data-shot"));
  if (!phone) await page.setViewportSize(viewport);
}

async function expectHindi(page: Page, allow: readonly (string | RegExp)[]) {
  await expectNoEnglish(page, { allow });
  // Labels only a screen reader reads (sr-only) are a pixel on purpose.
  await expectTextFits(page, "main button, main label:not(.sr-only), main h2, main h3");
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

test.beforeEach(() => test.slow(process.env.SCREENSHOTS !== undefined));

test(
  "the money in Hindi: UPI request, refund, the three views, reminders",
  PHONE_TOO,
  async ({ page, request }) => {
    // This server's business stays unfilled (its other specs expect no receipts or invoices):
    // the order's screen says where to add the UPI ID; the month has no invoice.
    const owner = await sunita(request);
    const name = `Meera ${Array.from({ length: 5 }, () => "abcdefghij"[randomInt(10)]).join("")}`;
    const created = await owner.createOrder({
      amountRupees: 45000,
      customer: {
        name,
        phone: `+91 9${String(randomInt(1e9)).padStart(9, "0")}`,
        email: "",
        address: { line: "12, MI Road", city: "Jaipur", state: "Rajasthan", postalCode: "302001" },
      },
    });
    const id = created.order.orderId;
    const utr = `UTR${randomInt(1e12)}`;
    await owner.send(`/orders/${id}/payments`, {
      amountRupees: 5000,
      paidOn: todayInIndia(),
      method: "upi",
      reference: utr,
    });
    for (const step of created.order.productionSteps)
      await owner.send(`/orders/${id}/steps/${step.id}`, { status: "completed" }, "PATCH");
    const allow = [name, utr];

    await logInInHindi(page, request, ADMIN_PATHS.order(id));
    const upi = page.getByTestId("upi-missing");
    await expect(upi).toHaveText(
      "बाक़ी रक़म का UPI QR कोड दिखाने के लिए सेटिंग्स → बिज़नेस में बुटीक का UPI ID जोड़ें।",
    );
    await expectHindi(page, allow);
    await shot(page, "upi-missing", upi);
    await page.getByRole("button", { name: "रिफ़ंड दर्ज करें" }).click();
    const refund = page.getByRole("form", { name: "रिफ़ंड दर्ज करें" });
    await refund.getByRole("button", { name: "रिफ़ंड दर्ज करें" }).click();
    await expect(refund.getByLabel("लौटाई रक़म (₹)")).toHaveAttribute("aria-invalid", "true");
    await refund.getByLabel("लौटाई रक़म (₹)").fill("900000");
    await refund.getByLabel("वजह").fill("नाप ग़लत");
    await refund.getByLabel("तरीक़ा").selectOption("cash");
    await refund.getByRole("button", { name: "रिफ़ंड दर्ज करें" }).click();
    await expect(refund.getByText("रिफ़ंड दी गई रक़म (₹5,000) से ज़्यादा नहीं हो सकता")).toBeVisible();
    await expectHindi(page, allow);
    await shot(page, "refund", refund);
    await refund.getByLabel("लौटाई रक़म (₹)").fill("500");
    await refund.getByRole("button", { name: "रिफ़ंड दर्ज करें" }).click();
    await expect(
      page.getByText("ने").filter({ hasText: "₹500 का रिफ़ंड दर्ज किया" }).first(),
    ).toBeVisible();

    await page
      .getByRole("navigation", { name: "बैक ऑफ़िस" })
      .getByRole("tab", { name: "हिसाब" })
      .click();
    await expect(page.getByRole("heading", { name: "हिसाब", level: 2 })).toBeVisible();
    // This month on a server other tests share: its figures are theirs too.
    await expect(page.getByTestId("day-book-total")).toContainText("गया (रिफ़ंड)");
    await expectHindi(page, allow);
    await shot(page, "day-book");
    await page.getByRole("button", { name: "बाक़ी रक़म" }).click();
    await expect(page.getByTestId("outstanding-row").filter({ hasText: name })).toContainText(
      "₹40,500",
    );
    await expectHindi(page, allow);
    await shot(page, "outstanding");
    await page.getByRole("button", { name: "GST सारांश" }).click();
    await expect(page.getByTestId("gst-b2b")).toContainText("इस महीने कुछ नहीं।");
    await expectHindi(page, allow);
    await shot(page, "gst");

    await page
      .getByRole("navigation", { name: "बैक ऑफ़िस" })
      .getByRole("tab", { name: "सेटिंग्स" })
      .click();
    const reminders = page.getByTestId("reminders-panel");
    // Saved from the keyboard: on a phone the bottom bar may lie over the button.
    await reminders.getByLabel("याद भेजें").selectOption("7");
    await reminders.getByRole("button", { name: "सेव करें" }).press("Enter");
    await expect(reminders).toContainText("आख़िरी बदलाव");
    await shot(page, "reminders", reminders);
    await reminders.getByLabel("याद भेजें").selectOption("off");
    await reminders.getByRole("button", { name: "सेव करें" }).press("Enter");
    await expect(reminders.getByLabel("याद भेजें")).toHaveValue("off");
  },
);
