import { expect, test } from "@playwright/test";
import { PHONE_TOO } from "./support/app";
import { loginAsOwner, openOrder } from "./support/admin";
import { useOwnClientAddress } from "./support/client-address";
import { uniquePhone } from "./support/order-form";

/**
 * Issue 22 §3–4: her enquiry reaches the owners, who prepare the quote on its page, issue v1
 * and send it on the channel she agreed to, change it and issue v2; her v1 link says superseded and cannot be accepted, a wrong code opens
 * nothing, she accepts v2 with her name and her tick, and the order exists at once with the
 * quote and the advance due in its timeline. Desktop, phone and PostgreSQL.
 */

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
});

test(
  "a quote sent, changed, sent again and accepted by her becomes the order",
  PHONE_TOO,
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const name = `Kavya ${testInfo.project.name} ${Date.now()}`;
    const asked = await page.request.post("/api/quote-enquiries", {
      data: {
        designs: "Rani Gulabi Poshak",
        occasion: "wedding",
        neededBy: "",
        quantity: "2",
        buyer: "retail",
        sizes: "M",
        measure: "",
        city: "Udaipur",
        state: "Rajasthan",
        name,
        phone: uniquePhone(),
        email: "",
        answerBy: "whatsapp",
        language: "en",
        consent: "on",
        note: "",
        website: "",
      },
    });
    expect(asked.status()).toBe(201);
    const { reference } = (await asked.json()) as { reference: string };

    await loginAsOwner(page);
    await page.getByRole("tab", { name: "Customers" }).click();
    await page.getByRole("button", { name: "Enquiries" }).click();
    await page.getByRole("searchbox", { name: "Search enquiries" }).fill(reference);
    const row = page.getByTestId("enquiry-row").filter({ hasText: reference });
    await row.getByRole("button", { name: reference }).click();
    const enquiry = page.getByTestId("enquiry-page");
    const panel = enquiry.getByTestId("quote-panel");
    await panel.getByRole("button", { name: "Prepare a quote" }).click();
    await expect(panel.getByTestId("quote-versions")).toContainText("v1: draft, not yet issued");
    await expect(panel.getByRole("textbox", { name: "Piece", exact: true })).toHaveValue(
      "Rani Gulabi Poshak",
    );
    await panel.getByRole("textbox", { name: "Price of a piece (₹)" }).fill("6000");
    await panel.getByRole("textbox", { name: "Discount (₹)" }).fill("500");
    await panel.getByRole("button", { name: "Save" }).click();
    // 2 × ₹6,000 − ₹500, GST by the demo's rules (18% on a piece above ₹2,500), half in advance.
    await expect(panel.getByTestId("quote-totals")).toHaveText(
      "Total ₹13,570.00 · advance ₹6,785.00 · of which GST ₹2,070.00",
    );
    await panel.getByRole("button", { name: "Issue v1" }).click();
    // Sent on the channel she agreed to (WhatsApp, as she asked), ticked already.
    const dialog = enquiry.getByTestId("quote-send-dialog");
    await expect(dialog.getByRole("checkbox", { name: /^WhatsApp to / })).toBeChecked();
    await page.screenshot({ path: testInfo.outputPath("quote-send-dialog.png"), fullPage: true });
    await dialog.getByRole("button", { name: "Issue and send v1" }).click();
    await expect(panel.getByTestId("quote-link-1")).toBeVisible();
    await expect(panel.getByTestId("quote-messages")).toContainText("WhatsApp:");
    await expect(enquiry.getByTestId("enquiry-state")).toHaveText("Quoted");
    await page.screenshot({ path: testInfo.outputPath("quote-v1.png"), fullPage: true });

    await panel.getByRole("textbox", { name: "Rush fee (₹)" }).fill("1000");
    await panel.getByRole("button", { name: "Issue v2" }).click();
    await dialog.getByRole("button", { name: "Issue and send v2" }).click();
    await expect(panel.getByTestId("quote-link-2")).toBeVisible();
    await expect(panel.getByTestId("quote-versions")).toContainText(
      "Changed: Rush fee: ₹0.00 → ₹1000.00; Total: ₹13570.00 → ₹14750.00",
    );
    await page.screenshot({ path: testInfo.outputPath("quote-v2.png"), fullPage: true });
    const codeOf = async (version: number) =>
      /\/api\/quote-pages\/([^/]+)\/pdf$/.exec(
        (await panel.getByTestId(`quote-link-${version}`).getAttribute("href")) ?? "",
      )![1]!;
    const v1 = await codeOf(1);
    const v2 = await codeOf(2);
    // The link the owners send her opens her quote as a PDF.
    const pdf = await page.request.get(`/api/quote-pages/${v2}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toMatch(/^application\/pdf/);

    // Her links: v1 superseded, a wrong code nothing; v2 accepted with her name and tick.
    const old = await page.request.get(`/api/quote-pages/${v1}`);
    expect(((await old.json()) as { state: string }).state).toBe("superseded");
    const other = v2.endsWith("a") ? "b" : "a";
    const wrong = await page.request.get(`/api/quote-pages/${v2.slice(0, -1)}${other}`);
    expect(wrong.status()).toBe(404);
    const oldYes = await page.request.post(`/api/quote-pages/${v1}/accept`, {
      data: { name, agree: true },
    });
    expect(oldYes.status()).toBe(409);
    const yes = await page.request.post(`/api/quote-pages/${v2}/accept`, {
      data: { name, agree: true },
    });
    expect(yes.status()).toBe(201);

    // The enquiry opened again reads them afresh.
    await enquiry.getByRole("button", { name: "All enquiries" }).click();
    await row.getByRole("button", { name: reference }).click();
    const accepted = page.getByTestId("quote-accepted");
    await expect(accepted).toContainText(`v2 accepted by ${name}`);
    const orderId = /order (\S+)$/.exec((await accepted.textContent()) ?? "")![1]!;
    await expect(page.getByTestId("enquiry-state")).toHaveText("Accepted");
    await page.getByRole("tab", { name: "Orders" }).click();
    await openOrder(page, orderId);
    await expect(page.getByTestId("timeline")).toContainText(
      `quote ${reference} v2 accepted by her online (${name})`,
    );
    await expect(page.getByTestId("timeline")).toContainText("advance due ₹7,375.00");
  },
);
