import { expect, test } from "@playwright/test";
import { DEMO_BUSINESS } from "../src/server/billing/demo-business";
import { DESIGNS, designSlug } from "../src/shared/catalogue";
import { PATHS } from "../src/shared/paths";
import { loginAsOwner, openOrder } from "./support/admin";
import { gotoHydrated, PHONE_TOO, waitForHydration } from "./support/app";
import { useOwnClientAddress } from "./support/client-address";
import { decodeQr } from "./support/qr";
import { uniquePhone } from "./support/order-form";
import { holdScripts, isHydrated, slowCpu } from "./support/slow-page";

/**
 * Issue 22, the whole journey: on a design page, with the CPU slowed 4× and the page's scripts
 * held back, she types and sends her enquiry before the page is interactive; the owners find it
 * in Enquiries, prepare the quote, issue v1, change it and issue v2; her v1 link says superseded
 * (and offers to ask again), a wrong code opens nothing, her Hindi page refuses an empty
 * acceptance beside each field, and she accepts v2 with her name and her tick; the order exists
 * at once with the advance due, and its timeline says so. At desktop size on SQLite, at phone
 * size on PostgreSQL (playwright.config.ts, PHONE_ON_POSTGRES).
 */

const design = DESIGNS[0]!;
const designPage = `${PATHS.products}/${designSlug(design)}`;

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
});

test(
  "her enquiry becomes a quote, v2 of which she accepts on her page, and the order follows",
  PHONE_TOO,
  async ({ page, context }, testInfo) => {
    test.setTimeout(150_000);
    const name = `Kavya ${testInfo.project.name} ${Date.now()}`;

    // Her enquiry, typed and sent before the design page is interactive.
    await slowCpu(page);
    const release = await holdScripts(page);
    await page.goto(designPage);
    // On a phone the action bar's link, which opens the form before any script has run.
    await page.getByText("Ask for a quote", { exact: true }).filter({ visible: true }).click();
    const form = page.getByRole("form", { name: "Ask for a quote" });
    await expect(form.getByLabel("Design(s)")).toHaveValue(design.name);
    await form.getByLabel("What is it for?").selectOption("wedding");
    await form.getByLabel("Quantity (pieces)").pressSequentially("2");
    await form.getByLabel("Sizes", { exact: true }).pressSequentially("M");
    await form.getByLabel("City").pressSequentially("Udaipur");
    await form.getByLabel("State").pressSequentially("Rajasthan");
    await form.getByLabel("Your name").pressSequentially(name);
    await form.getByLabel("Phone").pressSequentially(uniquePhone());
    await form.getByLabel(/You may contact me/).check();
    await form.getByRole("button", { name: "Send my enquiry" }).click();
    expect(await isHydrated(page), "the scripts are still held back").toBe(false);
    release();
    await waitForHydration(page);
    const receipt = page.getByTestId("enquiry-receipt");
    await expect(receipt).toContainText(/Your enquiry is Q-\d{4}-\d{4,}\./, { timeout: 20_000 });
    const reference = /Q-\d{4}-\d{4,}/.exec((await receipt.textContent()) ?? "")![0];
    await slowCpu(page, 1);

    // The owners find it and quote it: v1, then v2 with a rush fee.
    await loginAsOwner(page);
    await page.getByRole("tab", { name: "Customers" }).click();
    await page.getByRole("button", { name: "Enquiries" }).click();
    await page.getByRole("searchbox", { name: "Search enquiries" }).fill(reference);
    const row = page.getByTestId("enquiry-row").filter({ hasText: reference });
    await expect(row).toContainText(name);
    await row.getByRole("button", { name: reference }).click();
    const enquiry = page.getByTestId("enquiry-page");
    const panel = enquiry.getByTestId("quote-panel");
    await panel.getByRole("button", { name: "Prepare a quote" }).click();
    await panel.getByRole("textbox", { name: "Price of a piece (₹)" }).fill("6000");
    await panel.getByRole("textbox", { name: "Discount (₹)" }).fill("500");
    await panel.getByRole("button", { name: "Issue v1" }).click();
    // Sent on the channel she agreed to (WhatsApp, as she asked), ticked already.
    const dialog = enquiry.getByTestId("quote-send-dialog");
    await expect(dialog.getByRole("checkbox", { name: /^WhatsApp to / })).toBeChecked();
    await dialog.getByRole("button", { name: "Issue and send v1" }).click();
    await expect(panel.getByTestId("quote-link-1")).toBeVisible();
    await expect(panel.getByTestId("quote-messages")).toContainText("WhatsApp:");
    await panel.getByRole("textbox", { name: "Rush fee (₹)" }).fill("1000");
    await panel.getByRole("button", { name: "Issue v2" }).click();
    await dialog.getByRole("button", { name: "Issue and send v2" }).click();
    await expect(panel.getByTestId("quote-link-2")).toBeVisible();
    // The link the owners send her is her page, the code after the #; its PDF beside it.
    const codeOf = async (version: number) => {
      const link = panel.getByTestId(`quote-link-${version}`);
      await expect(link).toHaveText(/^http:\/\/[^/]+\/quote#[a-z0-9]{26}$/);
      return /#([a-z0-9]{26})$/.exec((await link.getAttribute("href")) ?? "")![1]!;
    };
    const v1 = await codeOf(1);
    const v2 = await codeOf(2);
    await expect(panel.getByTestId("quote-pdf-2")).toHaveAttribute(
      "href",
      `/api/quote-pages/${v2}/pdf`,
    );

    // Her page, in a tab of its own (the owners' demo session is their page's).
    const her = await context.newPage();
    await useOwnClientAddress(her, testInfo);
    const shot = (what: string) =>
      her.screenshot({ path: testInfo.outputPath(`quote-${what}.png`), fullPage: true });
    const open = async (path: string) => {
      await gotoHydrated(her, path);
      await expect(her.getByText(/Opening your quotation|आपका कोटेशन खुल रहा है/)).toHaveCount(0);
    };

    await open(`/quote#${v1}`);
    const state = her.getByTestId("quote-state");
    await expect(state).toHaveAttribute("data-state", "superseded");
    await expect(state.getByRole("link", { name: "Ask us again" })).toHaveAttribute(
      "href",
      PATHS.contact,
    );
    await expect(her.getByRole("button", { name: "Accept the quotation" })).toHaveCount(0);
    await shot("superseded");

    const other = v2.endsWith("a") ? "b" : "a";
    await open(`/quote#${v2.slice(0, -1)}${other}`);
    await expect(her.getByTestId("quote-missing")).toContainText(
      "This link does not open a quotation.",
    );

    // In Hindi: nothing typed, nothing ticked, each refusal beside its field.
    await open(`/hi/quote#${v2}`);
    await expect(her.getByTestId("quote-state")).toHaveAttribute("data-state", "open");
    await her.getByRole("button", { name: "कोटेशन स्वीकार करें" }).click();
    await expect(her.getByLabel("आपका नाम")).toHaveAccessibleDescription("कृपया अपना नाम लिखें");
    await expect(her.getByRole("checkbox")).toHaveAccessibleDescription(
      "कोटेशन स्वीकार करने के लिए बॉक्स पर सही का निशान लगाएँ",
    );
    await shot("hi-refused");

    // v2 as sent: her lines, the total with the rush fee, the advance asked; she accepts it.
    await open(`/quote#${v2}`);
    await expect(her.getByTestId("quote-heading")).toHaveText(`Quotation ${reference}, version 2`);
    await expect(her.getByTestId("quote-lines")).toContainText(design.name);
    await expect(her.getByTestId("quote-totals")).toContainText("Rush fee₹1,000.00");
    await expect(her.getByTestId("quote-advance")).toHaveText("₹7,375.00");
    await expect(her.getByTestId("quote-pdf")).toHaveAttribute(
      "href",
      `/api/quote-pages/${v2}/pdf`,
    );
    await shot("open");
    // Her page in the other language keeps her code.
    await expect(her.getByTestId("language-switch").first()).toHaveAttribute(
      "href",
      `/hi/quote#${v2}`,
    );
    await her.getByLabel("Your name").fill(name);
    await her.getByRole("checkbox", { name: /I accept this quotation/ }).check();
    await her.getByRole("button", { name: "Accept the quotation" }).click();
    await expect(her.getByTestId("quote-state")).toHaveAttribute("data-state", "accepted");
    await expect(her.getByTestId("quote-state")).toContainText(`You accepted this quotation on`);
    await expect(her.getByTestId("quote-state")).toContainText(`as ${name}.`);
    await expect(her.getByRole("button", { name: "Accept the quotation" })).toHaveCount(0);
    // Accepted, her page asks for the advance by UPI: the demo's sample UPI ID, said to be one;
    // the QR code, decoded, is exactly the link.
    const pay = her.getByTestId("pay-by-upi");
    await expect(pay).toContainText("Advance to pay:");
    await expect(pay.getByTestId("upi-due")).toHaveText("₹7,375");
    await expect(pay).toContainText("This is a sample UPI ID for trying the site");
    const upiLink = (await pay
      .getByRole("link", { name: "Pay in a UPI app" })
      .getAttribute("href"))!;
    expect(await decodeQr(pay.getByRole("img", { name: "QR code to pay ₹7,375 by UPI" }))).toBe(
      upiLink,
    );
    const upi = new URL(upiLink).searchParams;
    expect([upi.get("pa"), upi.get("am"), upi.get("cu")]).toEqual([
      DEMO_BUSINESS.upiId,
      "7375.00",
      "INR",
    ]);
    await shot("accepted");
    // In Hindi too: accepted, and v1 superseded with the offer to ask again.
    await open(`/hi/quote#${v2}`);
    await expect(her.getByTestId("quote-state")).toContainText("आपने यह कोटेशन");
    await shot("hi-accepted");
    await open(`/hi/quote#${v1}`);
    await expect(her.getByTestId("quote-state").getByRole("link")).toHaveText("हमसे फिर पूछें");
    await shot("hi-superseded");
    // Neither the old code nor a wrong one can accept.
    for (const [code, status] of [
      [v1, 409],
      [`${v2.slice(0, -1)}${other}`, 404],
    ] as const) {
      const refused = await her.request.post(`/api/quote-pages/${code}/accept`, {
        data: { name, agree: true },
      });
      expect(refused.status()).toBe(status);
    }

    // The order exists, with the advance due, and its timeline says how it came.
    await enquiry.getByRole("button", { name: "All enquiries" }).click();
    await row.getByRole("button", { name: reference }).click();
    const accepted = page.getByTestId("quote-accepted");
    await expect(accepted).toContainText(`v2 accepted by ${name}`);
    const orderId = /order (\S+)$/.exec((await accepted.textContent()) ?? "")![1]!;
    expect(upi.get("tn")).toBe(`Order ${orderId} advance`);
    await page.getByRole("tab", { name: "Orders" }).click();
    await openOrder(page, orderId);
    await expect(page.getByTestId("advance-due")).toHaveText(
      "Advance due: ₹7,375.00 of ₹7,375.00 asked with her quote",
    );
    const timeline = page.getByTestId("timeline");
    await expect(timeline).toContainText(`quote ${reference} v2 accepted by her online (${name})`);
    await expect(timeline).toContainText("advance due ₹7,375.00");
  },
);
