import fs from "node:fs";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import type { AdminOrderDetail } from "../src/shared/admin";
import { ADMIN_PATHS } from "../src/shared/admin-paths";
import { addDays, todayInIndia } from "../src/shared/dates";
import { formatIndianDate, formatRupees } from "../src/shared/order-format";
import { PHONE_ONLY, PHONE_TOO } from "./support/app";
import { expectNoEnglish, HINDI_OWNER, logInInHindi } from "./support/back-office-hindi";
import { uniquePhone } from "./support/order-form";
import { OwnerApi } from "./support/owner-api";
import { PRODUCTION_PASSWORDS } from "./support/production";
import { expectToast } from "./support/toast";

/**
 * An order's screens in Hindi (the "owners-hindi" projects' own production-mode server, where
 * Sunita reads her screens in Hindi): the new-order form with a refusal of its own and one of
 * the server's, then an order's detail through an edit (and the other owner's change meanwhile),
 * a step changed, payments (a refusal, the excess asked about, one recorded), notes, the job
 * card and the cancel dialog. No English word but the test's own data (her name, the pieces, a
 * UTR), and Devanagari that fits its buttons on a phone.
 * SCREENSHOTS=<dir> keeps a picture of each state in Hindi and in English (the header's switch
 * says the same screen again in English) at 390×844 (phone) and 1440×900 (desktop).
 */

const REKHA = { username: "rekha", password: PRODUCTION_PASSWORDS.rekha } as const;
const sunita = (request: APIRequestContext) =>
  OwnerApi.login(request, { username: HINDI_OWNER.username, password: HINDI_OWNER.password });

/** Every text of these elements fits its box and the screen: nothing cut off, nothing spilling. */
async function expectTextFits(page: Page, selector: string) {
  const spilling = await page.locator(selector).evaluateAll((elements) =>
    elements
      // A label only a screen reader reads is a pixel on purpose.
      .filter((el) => el.checkVisibility() && !el.closest(".sr-only"))
      .filter(
        (el) =>
          el.scrollWidth > el.clientWidth + 1 ||
          el.scrollHeight > el.clientHeight + 1 ||
          el.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
      )
      .map(
        (el) =>
          `${el.textContent?.trim()} (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`,
      ),
  );
  expect(spilling).toEqual([]);
}

/** Nothing on the page is wider than the screen (a phone scrolls down, never sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

/** The walk of one state: no English but the data, buttons that fit, no sideways scroll. */
async function expectHindiState(page: Page, allow: readonly (string | RegExp)[]) {
  await expectNoEnglish(page, { allow });
  await expectTextFits(page, "main button, main label, main legend, main h2, main h3");
  await expectNoSidewaysScroll(page);
}

/** Her screens in the other language, by the header's switch (what is open and typed stays). */
const switchTo = async (page: Page, language: "en" | "hi") => {
  const to = page.getByTestId("admin-language-switch");
  await to.click();
  // The switch then names the language left.
  await expect(to).toHaveText(language === "en" ? "हिन्दी" : "English");
  const shell = expect(page.getByTestId("admin-shell"));
  await (language === "en" ? shell.not : shell).toHaveAttribute("lang", "hi-IN");
};

/**
 * The state on screen, kept for looking at when SCREENSHOTS is set: in Hindi, then the same
 * state in English (the header's switch keeps what is open and typed), the first screen showing
 * `at` and the whole page; desktop at 1440×900.
 */
async function shot(page: Page, name: string, at?: Locator) {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const viewport = page.viewportSize()!;
  const phone = viewport.width < 768;
  if (!phone) await page.setViewportSize({ width: 1440, height: 900 });
  // Found by its Hindi name, then by a mark its English render keeps (React leaves it alone).
  await at?.evaluate((el) => el.setAttribute("data-shot", ""));
  const marked = page.locator("[data-shot]");
  for (const language of ["hi", "en"] as const) {
    if (language === "en") await switchTo(page, "en");
    if (at) await marked.scrollIntoViewIfNeeded();
    const file = `${dir}/${language}-${phone ? "phone" : "desktop"}-orders-${name}`;
    await page.screenshot({ path: `${file}.png` });
    await page.screenshot({ path: `${file}-full.png`, fullPage: true });
  }
  await switchTo(page, "hi");
  if (at) await marked.evaluate((el) => el.removeAttribute("data-shot"));
  if (!phone) await page.setViewportSize(viewport);
}

// Each picture is taken twice, in both languages: the tests take longer. The switch changes
// her account's language: take pictures with --workers=1.
test.beforeEach(() => test.slow(process.env.SCREENSHOTS !== undefined));

test(
  "a new order in Hindi: a refusal of the form's, one of the server's, then taken",
  PHONE_ONLY,
  async ({ page, request }) => {
    // Her phone is already another customer's: the server names that customer.
    const phone = uniquePhone();
    const existing = "Bhanwari Devi";
    const owner = await sunita(request);
    await owner.send("/customers", {
      name: existing,
      phone,
      email: "",
      type: "retail",
      notes: "",
      fromMessageId: null,
    });
    const piece = "Gulabi Gota Patti Lehenga";
    const allow = [existing, piece, "Jaipur", "Rajasthan"];

    await logInInHindi(page, request, ADMIN_PATHS.newOrder);
    await expect(page.getByRole("heading", { name: "नया ऑर्डर" })).toBeVisible();
    const form = page.getByRole("form", { name: "नया ऑर्डर" });
    const today = todayInIndia();
    await expect(form.getByText("सुझाव: ऑर्डर की तारीख़ + 19 दिन")).toBeVisible();
    await expect(form.getByLabel("ऑर्डर का प्रकार").locator("option")).toHaveText(["कस्टम", "रेडीमेड"]);
    await expectHindiState(page, allow);
    await shot(page, "new-empty");

    // Her measurements with the order: the fields in Hindi, then left out.
    await form.getByRole("button", { name: "इस ऑर्डर के साथ नाप लें" }).click();
    const measurements = form.getByRole("group", { name: "नाप (चाहें तो)" });
    await expect(measurements).toContainText("उसके रिकॉर्ड में उसके नाप के नए संस्करण के रूप में सेव होगा");
    await expectHindiState(page, allow);
    await shot(page, "new-measurements", measurements);
    await form.getByRole("button", { name: "नाप न लें" }).click();

    // The form's own refusal: no quoted amount, said in Hindi beside its field.
    await form.getByRole("textbox", { name: "ग्राहक का नाम" }).fill("Meera Shekhawat");
    await form.getByRole("textbox", { name: "फ़ोन", exact: true }).fill(phone);
    await form.getByRole("textbox", { name: "पता", exact: true }).fill("7, Bapu Nagar");
    await form.getByRole("textbox", { name: "पीस का नाम" }).fill(piece);
    await form.getByRole("button", { name: "ऑर्डर बनाएँ" }).click();
    const amount = form.getByRole("textbox", { name: "तय रक़म (₹)" });
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(amount).toHaveAccessibleDescription(/तय रक़म पूरे रुपयों में लिखें$/);
    await expectHindiState(page, allow);
    await shot(page, "new-refused", amount);

    // The server's refusal: the phone is hers already; the form offers her, in Hindi.
    await amount.fill("18,500");
    await form.getByRole("button", { name: "ऑर्डर बनाएँ" }).click();
    await expect(form.getByTestId("form-error")).toHaveText(
      `यह फ़ोन नंबर ${existing} का है, जो पहले से ग्राहक हैं: उन्हें सूची में से चुनें।`,
    );
    const use = form.getByRole("button", { name: `${existing} को चुनें` });
    await expect(use).toBeVisible();
    await expectHindiState(page, allow);
    await shot(page, "new-phone-taken", use);

    // Hers: her record has no address, so the one for this order goes to her record too.
    await use.click();
    await expect(form.getByText(`पुरानी ग्राहक:`)).toBeVisible();
    await form.getByRole("textbox", { name: "पता", exact: true }).fill("7, Bapu Nagar");
    await expect(
      form.getByRole("checkbox", { name: "यह पता उसके रिकॉर्ड में भी सेव करें" }),
    ).toBeChecked();
    await expectHindiState(page, allow);
    await shot(page, "new-hers", form.getByText("पुरानी ग्राहक:"));
    await form.getByRole("button", { name: "ऑर्डर बनाएँ" }).click();
    await expectToast(page, "ऑर्डर बन गया", undefined, "default");
    const heading = page.getByRole("heading", { name: /^RR\d{7,}$/ });
    await expect(heading).toBeVisible();
    await expect(page.getByTestId("customer-status")).toHaveText("ऑर्डर मिल गया");
    await expect(page.getByText(`कुल अनुमान: 19 दिन`)).toBeVisible();
    await expect(page.getByTestId("timeline")).toContainText(`${HINDI_OWNER.name} ने ऑर्डर लिया`);
    const delivery = formatIndianDate(addDays(today, 19), "hi");
    await expect(page.getByText(delivery).first()).toBeVisible();
    await expectHindiState(page, allow);
    await shot(page, "new-taken", heading);
  },
);

/** An order for this test, taken by Sunita through the owners' API. */
async function anOrder(
  request: APIRequestContext,
  name: string,
  /** She agreed to WhatsApp messages, in English. */
  whatsapp = false,
): Promise<AdminOrderDetail> {
  const owner = await sunita(request);
  return owner.createOrder({
    customer: {
      name,
      phone: uniquePhone(),
      email: "",
      address: { line: "12, MI Road", city: "Jaipur", state: "Rajasthan", postalCode: "302001" },
    },
    items: [{ designId: null, name: "Leheriya Saree", quantity: 2, note: "" }],
    expectedDelivery: addDays(todayInIndia(), 12),
    amountRupees: 125000,
    ...(whatsapp ? { messaging: { language: "en", whatsapp: true, email: false } } : {}),
  });
}

test(
  "an order's detail in Hindi: a step, an edit and the other owner's change",
  PHONE_TOO,
  async ({ page, request }) => {
    const name = "Kavita Rathore";
    const { order } = await anOrder(request, name, true);
    const allow = [name, "Leheriya Saree", "12, MI Road", "Jaipur", "Rajasthan"];
    await logInInHindi(page, request, ADMIN_PATHS.order(order.orderId));
    await expect(page.getByRole("heading", { name: order.orderId })).toBeVisible();
    await expect(page.getByRole("heading", { name: "काम के चरण" })).toBeVisible();
    await expect(page.getByTestId("priority-badge")).toHaveText("मध्यम");
    await expect(page.getByTestId("customer-status")).toHaveText("ऑर्डर मिल गया");
    // Money in the Indian grouping, her language's way.
    await expect(page.getByTestId("balance-due")).toHaveText(formatRupees(125000, "hi"));
    await expect(page.getByTestId("balance-due")).toHaveText("₹1,25,000");
    await expectHindiState(page, allow);
    await shot(page, "detail");

    // A step: its status in Hindi, the spec's toast in Hindi, the timeline says it.
    const first = page.getByTestId("production-step").first();
    const status = first.getByRole("combobox");
    await expect(status.locator("option")).toHaveText(["बाकी", "चल रहा है", "पूरा", "रुका हुआ"]);
    await status.selectOption("completed");
    await expectToast(page, "चरण बदल गया", "काम के चरण की स्थिति बदल दी गई", "default");
    await expect(first.getByTestId("step-status")).toHaveText("पूरा");
    await expect(first.getByTestId("completed-date")).toHaveText(
      formatIndianDate(todayInIndia(), "hi"),
    );
    await expect(page.getByTestId("timeline")).toContainText(
      `${HINDI_OWNER.name} ने “ग्राहक की ज़रूरत समझना” को “चल रहा है” से “पूरा” किया`,
    );
    // Her status moved on: a WhatsApp message waits (in English, her language), said in Hindi.
    await expect(page.getByTestId("messaging-choices")).toHaveText(
      "अंग्रेज़ी · व्हाट्सऐप: हाँ · ईमेल: नहीं",
    );
    const messages = page.getByRole("region", { name: "ग्राहक को संदेश" });
    await expect(messages.getByRole("listitem")).toHaveCount(1);
    await expectHindiState(page, allow);
    await shot(page, "step-changed", first);
    await shot(page, "message-waiting", messages);

    // An edit: a refusal beside its field, then saved; its change in the timeline, in Hindi.
    await page.getByRole("button", { name: "जानकारी बदलें" }).click();
    const edit = page.getByRole("form", { name: "ऑर्डर बदलें" });
    await edit.getByLabel("प्राथमिकता").selectOption("high");
    const quoted = edit.getByRole("textbox", { name: "तय रक़म (₹)" });
    await quoted.fill("1250.50");
    await edit.getByRole("button", { name: "बदलाव सेव करें" }).click();
    await expect(quoted).toHaveAccessibleDescription(/तय रक़म पूरे रुपयों में लिखें$/);
    await expectHindiState(page, allow);
    await shot(page, "edit-refused", quoted);

    // Meanwhile Rekha changes the order: the server refuses the stale edit, in Hindi.
    const rekha = await OwnerApi.login(request, REKHA);
    await rekha.send(`/orders/${order.orderId}/notes`, {
      audience: "internal",
      text: "दुपट्टा अलग से बनेगा",
    });
    await quoted.fill("1,30,000");
    await edit.getByRole("button", { name: "बदलाव सेव करें" }).click();
    await expect(
      edit.getByText(
        "आपके बदलते समय दूसरी मालकिन ने यह ऑर्डर बदल दिया। इसे फिर से खोलें, फिर अपना बदलाव दोबारा करें।",
      ),
    ).toBeVisible();
    await expectHindiState(page, allow);
    await shot(page, "edit-stale", edit.getByRole("button", { name: "बदलाव सेव करें" }));

    await page.reload();
    await page.getByRole("button", { name: "जानकारी बदलें" }).click();
    await edit.getByLabel("प्राथमिकता").selectOption("high");
    await edit.getByRole("textbox", { name: "तय रक़म (₹)" }).fill("1,30,000");
    await edit.getByRole("button", { name: "बदलाव सेव करें" }).click();
    await expectToast(page, "ऑर्डर बदल गया", `${order.orderId} सेव हो गया`, "default");
    await expect(page.getByTestId("priority-badge")).toHaveText("ऊँची");
    await expect(page.getByTestId("timeline").locator("li").first()).toContainText(
      "प्राथमिकता “मध्यम” से “ऊँची”",
    );
    await expectHindiState(page, allow);
    await shot(page, "edited", page.getByTestId("timeline"));
  },
);

test(
  "payments, notes, the job card and cancelling, in Hindi",
  PHONE_ONLY,
  async ({ page, request }) => {
    const name = "Sarita Meena";
    const { order } = await anOrder(request, name);
    const utr = `UTR${Date.now()}${test.info().project.name.length}`;
    const allow = [name, "Leheriya Saree", "12, MI Road", "Jaipur", "Rajasthan", utr];
    await logInInHindi(page, request, ADMIN_PATHS.order(order.orderId));
    const payments = page.getByRole("form", { name: "भुगतान दर्ज करें" });
    await expect(payments.getByLabel("तरीक़ा").locator("option")).toHaveText([
      "नक़द",
      "यूपीआई",
      "बैंक ट्रांसफ़र",
      "कार्ड",
      "चेक",
    ]);

    // UPI with no UTR: the form's refusal, in Hindi, beside the reference.
    await payments.getByRole("textbox", { name: "रक़म (₹)" }).fill("25000");
    await payments.getByLabel("तरीक़ा").selectOption("upi");
    await payments.getByRole("button", { name: "भुगतान दर्ज करें" }).click();
    await expect(payments.getByRole("textbox", { name: "रेफ़रेंस" })).toHaveAccessibleDescription(
      /यूपीआई और बैंक ट्रांसफ़र के लिए रेफ़रेंस \(UTR\) ज़रूरी है$/,
    );
    await expectHindiState(page, allow);
    await shot(page, "payment-refused", payments);

    await payments.getByRole("textbox", { name: "रेफ़रेंस" }).fill(utr);
    await payments.getByRole("button", { name: "भुगतान दर्ज करें" }).click();
    await expect(page.getByTestId("paid-amount")).toHaveText("₹25,000");
    await expect(page.getByTestId("balance-due")).toHaveText("₹1,00,000");
    await expect(page.getByTestId("payment")).toContainText("यूपीआई से");
    await expect(page.getByTestId("timeline").locator("li").first()).toContainText(
      "यूपीआई से ₹25,000 का भुगतान दर्ज किया",
    );

    // The same UTR again: the server's refusal, in Hindi.
    await payments.getByRole("textbox", { name: "रक़म (₹)" }).fill("1000");
    await payments.getByLabel("तरीक़ा").selectOption("upi");
    await payments.getByRole("textbox", { name: "रेफ़रेंस" }).fill(utr);
    await payments.getByRole("button", { name: "भुगतान दर्ज करें" }).click();
    await expect(payments.getByRole("textbox", { name: "रेफ़रेंस" })).toHaveAccessibleDescription(
      /यह UTR पहले से किसी और भुगतान पर दर्ज है$/,
    );
    await expectHindiState(page, allow);

    // More than the balance: the question about the excess, in Hindi.
    await payments.getByLabel("तरीक़ा").selectOption("cash");
    await payments.getByRole("textbox", { name: "रेफ़रेंस" }).fill("");
    await payments.getByRole("textbox", { name: "रक़म (₹)" }).fill("1,05,000");
    await payments.getByRole("button", { name: "भुगतान दर्ज करें" }).click();
    const excess = page.getByRole("alertdialog");
    await expect(excess).toContainText(
      "₹1,05,000 बकाया (₹1,00,000) से ₹5,000 ज़्यादा है। इन ₹5,000 का क्या होगा?",
    );
    await expectHindiState(page, allow);
    await shot(page, "payment-excess", excess);
    await excess.getByRole("button", { name: "रक़म ठीक करें" }).click();
    await expect(excess).toHaveCount(0);
    await payments.getByRole("textbox", { name: "रक़म (₹)" }).fill("1,00,000");
    await payments.getByRole("button", { name: "भुगतान दर्ज करें" }).click();
    await expect(page.getByTestId("balance-due")).toHaveText("₹0");

    // Reversing one: the reason asked for, in Hindi.
    await page.getByTestId("payment").first().getByRole("button", { name: "वापस लें" }).click();
    const reverse = page.getByRole("form", { name: "भुगतान वापस लें" });
    await reverse.getByRole("button", { name: "भुगतान वापस लें" }).click();
    await expect(reverse.getByText("कारण ज़रूरी है")).toBeVisible();
    await expectHindiState(page, allow);
    await shot(page, "payment-reverse", reverse);
    await reverse.getByRole("textbox", { name: /वापस क्यों ले रही हैं/ }).fill("दो बार लिखा गया");
    await reverse.getByRole("button", { name: "भुगतान वापस लें" }).click();
    await expect(page.getByTestId("payment").filter({ hasText: "वापस लिया गया" })).toHaveCount(1);
    await expectHindiState(page, allow);
    await shot(page, "payments", page.getByTestId("payments"));

    // A note for the owners, then one previewed for her.
    const notes = page.getByRole("form", { name: "नोट जोड़ें" });
    await notes.getByRole("button", { name: "नोट जोड़ें" }).click();
    await expect(notes.getByTestId("form-error")).toHaveText("नोट ज़रूरी है");
    await expectHindiState(page, allow);
    await notes.getByRole("textbox", { name: "नोट" }).fill("दुपट्टे का रंग हल्का गुलाबी रखें");
    await notes.getByRole("button", { name: "नोट जोड़ें" }).click();
    await expect(page.getByTestId("timeline").locator("li").first()).toContainText(
      `${HINDI_OWNER.name} ने नोट लिखा: दुपट्टे का रंग हल्का गुलाबी रखें`,
    );
    await notes.getByLabel("यह किसके लिए है?").selectOption("customer");
    await notes.getByRole("textbox", { name: "नोट" }).fill("आपकी फ़िटिंग शनिवार को है");
    await notes.getByRole("button", { name: "देखें कि उसे क्या दिखेगा" }).click();
    const preview = page.getByRole("region", { name: "उसे क्या दिखेगा" });
    await expect(preview).toBeVisible();
    await expectHindiState(page, allow);
    await shot(page, "note-preview", preview);
    await notes.getByRole("button", { name: "उसके लिए नोट जोड़ें" }).click();
    await expect(page.getByTestId("timeline").locator("li").first()).toContainText(
      `${HINDI_OWNER.name} ने ग्राहक को लिखा: आपकी फ़िटिंग शनिवार को है`,
    );

    // Her measurements, taken onto the order from her record: their table in Hindi.
    await (
      await sunita(request)
    ).send(`/customers/${order.customerId}/measurements`, {
      unit: "in",
      values: { bust: 36, waist: 30.25 },
      note: "",
    });
    await page.getByRole("button", { name: "उसका सबसे नया नाप लें" }).click();
    await expectToast(page, "नाप ले लिया", `${order.orderId} में उसका सबसे नया नाप है`, "default");
    const taken = page.getByRole("region", { name: "नाप", exact: true });
    await expect(taken.getByRole("table")).toBeVisible();
    await expectHindiState(page, allow);
    await shot(page, "measurements", taken);

    // The job card, as the printer reads it, in her language.
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.getByRole("button", { name: "जॉब कार्ड छापें" }).click();
    await page.emulateMedia({ media: "print" });
    const card = page.getByTestId("job-card");
    await expect(card).toBeVisible();
    await expect(card).toContainText("किसके लिए: Sarita");
    await expect(card).toContainText("संस्करण 1");
    await expectNoEnglish(page, { allow, within: "[data-testid=job-card]" });
    await page.emulateMedia({ media: "screen" });
    await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
    await expect(card).toHaveCount(0);

    // Cancelling: the reason asked for in Hindi, then the order says who cancelled it and when.
    await page.getByRole("button", { name: "ऑर्डर रद्द करें" }).click();
    const cancel = page.getByRole("form", { name: "ऑर्डर रद्द करें" });
    await cancel.getByRole("button", { name: "हाँ, ऑर्डर रद्द करें" }).click();
    await expect(cancel.getByText("कारण ज़रूरी है")).toBeVisible();
    await expectHindiState(page, allow);
    await shot(page, "cancel-refused", cancel);
    await cancel
      .getByRole("textbox", { name: `${order.orderId} क्यों रद्द हो रहा है?` })
      .fill("ग्राहक ने शादी टाल दी");
    await cancel.getByRole("button", { name: "हाँ, ऑर्डर रद्द करें" }).click();
    const banner = page.getByTestId("cancelled-banner");
    await expect(banner).toContainText(`${HINDI_OWNER.name} ने`);
    await expect(banner).toContainText("को रद्द किया: ग्राहक ने शादी टाल दी");
    await expect(page.getByTestId("customer-status")).toHaveText("रद्द");
    await expectHindiState(page, allow);
    await shot(page, "cancelled", banner);
  },
);
