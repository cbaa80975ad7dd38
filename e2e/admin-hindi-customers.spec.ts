import fs from "node:fs";
import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { ADMIN_PATHS } from "../src/shared/admin-paths";
import type { CustomerDetail } from "../src/shared/customers";
import { todayInIndia } from "../src/shared/dates";
import { formatIndianDate, formatRecentDate } from "../src/shared/order-format";
import { PHONE_ONLY, PHONE_TOO } from "./support/app";
import {
  expectNoEnglish,
  HINDI_OWNER,
  logInInHindi,
  expectTextFits,
} from "./support/back-office-hindi";
import { useOwnClientAddress } from "./support/client-address";
import { uniquePhone } from "./support/order-form";
import { OwnerApi } from "./support/owner-api";
import { expectToast } from "./support/toast";

/**
 * The Customers tab and the inbox in Hindi (the "owners-hindi" projects' own production-mode
 * server, where Sunita reads her screens in Hindi): the list and its search, a customer's page,
 * her edit with refusals and the offer to update her open orders, her measurements, the inbox's
 * list, search and a message, and a customer made from it. No English word but the test's own
 * data (names, addresses, e-mails, what a visitor wrote), and Devanagari that fits on a phone.
 * SCREENSHOTS=<dir> keeps a picture of each state at 390×844 (phone) and 1440×900 (desktop).
 */

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
});

const owner = (request: Parameters<typeof OwnerApi.login>[0]) =>
  OwnerApi.login(request, HINDI_OWNER);
const phoneSize = (page: Page) => page.viewportSize()!.width < 768;
/** A word of this test's own, in its names and messages: what its searches find. */
const stampOf = (testInfo: TestInfo) =>
  `${testInfo.project.name.endsWith("phone") ? "p" : "d"}${Date.now().toString(36)}`;

/**
 * Parts of the orders' area these screens show, still English until branch hindi-orders lands
 * (it says them in her language): the customer form's "Messages to her" (orders/
 * messaging-fields.tsx) and the times in her history (event-list.tsx). The walk passes over them
 * until then; everything else on the screen is walked.
 */
const ORDERS_AREA_PARTS = "fieldset, [data-testid=customer-history] time";

/** No English on the screen but the test's own data (and the orders' parts above). */
async function expectNoEnglishHere(page: Page, allow: readonly string[] = []) {
  await page
    .locator(ORDERS_AREA_PARTS)
    .evaluateAll((parts) => parts.forEach((part) => part.setAttribute("translate", "no")));
  await expectNoEnglish(page, { allow });
}

/** A refusal said beside its field (as its description) and in the form's summary. */
async function expectRefused(form: Locator, field: Locator, refusal: string) {
  await expect(field).toHaveAccessibleDescription(new RegExp(refusal.replace(/[.()]/g, "\\$&")));
  await expect(form.getByTestId("form-error")).toContainText(refusal);
}

/** Nothing on the page is wider than the screen (a phone never scrolls sideways). */
async function expectNoSideways(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
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
  const file = `${dir}/hi-${phone ? "phone" : "desktop"}-customers-${name}`;
  await page.screenshot({ path: `${file}.png` });
  await page.screenshot({ path: `${file}-full.png`, fullPage: true });
  if (!phone) await page.setViewportSize(viewport);
}

const ADDRESS = { line: "5, Station Road", city: "Jodhpur", state: "Rajasthan", postalCode: "" };
/** Latin letters her record puts on the screen. */
const ADDRESS_WORDS = [ADDRESS.line, ADDRESS.city, ADDRESS.state];

/** A customer of this test, made through the owners' API, with `orders` orders of ₹9,000. */
async function customerWith(
  api: OwnerApi,
  name: string,
  { email = "", type = "retail", orders = 0 } = {},
) {
  const customer = { name, phone: uniquePhone(), email, address: ADDRESS };
  const made = (await api.send("/customers", { ...customer, type })) as unknown as CustomerDetail;
  const orderIds: string[] = [];
  for (let i = 0; i < orders; i++) {
    const taken = await api.createOrder({
      customerId: made.customer.id,
      customer,
      amountRupees: 9000,
    });
    orderIds.push(taken.order.orderId);
  }
  return { ...made.customer, orderIds };
}

test(
  "the customers' list and its search, in Hindi",
  PHONE_TOO,
  async ({ page, request }, testInfo) => {
    const stamp = stampOf(testInfo);
    const api = await owner(request);
    const bhanwari = await customerWith(api, `Bhanwari Choudhary ${stamp}`, {
      email: `bhanwari.choudhary.${stamp}@example.in`,
      type: "wholesale",
      orders: 2,
    });
    const meena = await customerWith(api, `Meena ${stamp}`);
    const allow = [bhanwari.name, meena.name];

    await logInInHindi(page, request, `${ADMIN_PATHS.customers}?q=${stamp}`);
    await expect(page.getByRole("heading", { name: "ग्राहक", level: 2 })).toBeVisible();
    const rows = page.getByTestId("customer-row");
    await expect(rows).toHaveCount(2);
    await expect(page.getByTestId("customer-count")).toHaveText("2 ग्राहक");
    const row = rows.filter({ hasText: bhanwari.name });
    await expect(row.getByTestId("customer-row-balance")).toHaveText("₹18,000 बकाया");
    await expect(row.getByTestId("customer-order-count")).toHaveText("2 ऑर्डर");
    await expect(row.getByTestId("customer-type")).toHaveText("होलसेल");
    await expect(rows.filter({ hasText: meena.name })).toContainText("कुछ बकाया नहीं");
    await expect(rows.filter({ hasText: meena.name })).toContainText("अभी कोई ऑर्डर नहीं");
    // Her links are named in Hindi: call, WhatsApp, e-mail.
    await expect(
      row.getByRole("link", { name: `कॉल करें ${bhanwari.name}, ${bhanwari.phone}` }),
    ).toBeVisible();
    await expect(row.getByRole("link", { name: `व्हाट्सऐप ${bhanwari.name}` })).toBeVisible();
    const today = todayInIndia();
    if (phoneSize(page)) {
      // Two dense lines even with her e-mail: name and balance, then her links, type, orders, date.
      await expect(row).toContainText(`आख़िरी ${formatRecentDate(today, "hi")}`);
      const box = (await row.boundingBox())!;
      const name = (await row
        .getByRole("button", { name: `ग्राहक ${bhanwari.name} खोलें` })
        .boundingBox())!;
      const owed = (await row.getByTestId("customer-row-balance").boundingBox())!;
      const count = (await row.getByTestId("customer-order-count").boundingBox())!;
      const last = (await row.getByTestId("customer-last-order").boundingBox())!;
      expect(Math.abs(name.y + name.height / 2 - (owed.y + owed.height / 2))).toBeLessThan(8);
      expect(Math.abs(last.y - count.y)).toBeLessThan(8);
      expect(box.height).toBeLessThan(90);
      await expect(page.getByLabel("क्रम", { exact: true })).toHaveValue("name:asc");
    } else {
      await expect(page.getByRole("columnheader")).toHaveText([
        "नाम",
        "फ़ोन",
        "शहर",
        "प्रकार",
        "ऑर्डर",
        "बकाया",
        "आख़िरी ऑर्डर",
      ]);
      await expect(row).toContainText(formatIndianDate(today, "hi"));
    }
    await expectNoEnglishHere(page, [...allow, ADDRESS.city]);
    await expectTextFits(
      page,
      "[data-testid=customer-row] [data-testid], [data-testid=admin-shell] main button",
    );
    await expectNoSideways(page);
    await shot(page, "list", rows.first());

    // Her type chosen: one of them; then a search that finds nobody.
    await page.getByLabel("प्रकार से छाँटें").selectOption("wholesale");
    await expect(rows).toHaveCount(1);
    await expect(page.getByTestId("customer-count")).toHaveText("1 ग्राहक");
    const search = page.getByRole("searchbox", { name: "ग्राहक खोजें" });
    await expect(search).toHaveAttribute("placeholder", "नाम या फ़ोन से खोजें");
    await search.fill(`कोई नहीं ${stamp}`);
    await expect(page.getByText("आपकी खोज से कोई ग्राहक नहीं मिला।")).toBeVisible();
    await expect(rows).toHaveCount(0);
    await expectNoEnglishHere(page);
    await shot(page, "search-none");
  },
);

test(
  "a customer's page, her edit refused and saved, and the offer to update her open orders, in Hindi",
  PHONE_ONLY,
  async ({ page, request }, testInfo) => {
    const stamp = stampOf(testInfo);
    const api = await owner(request);
    const sushila = await customerWith(api, `Sushila ${stamp}`, {
      email: `sushila.${stamp}@example.in`,
      orders: 1,
    });
    const other = await customerWith(api, `Kesar ${stamp}`);
    const allow = [sushila.name, other.name, ...ADDRESS_WORDS];

    await logInInHindi(page, request, ADMIN_PATHS.customer(sushila.id));
    await expect(page.getByRole("heading", { name: sushila.name })).toBeVisible();
    await expect(page.getByText("रिटेल", { exact: true })).toBeVisible();
    await expect(page.getByTestId("customer-balance")).toContainText("₹9,000");
    await expect(page.getByRole("heading", { name: "इतिहास" })).toBeVisible();
    await expect(page.getByTestId("customer-history")).toContainText(
      `${HINDI_OWNER.name} ने ग्राहक जोड़ा`,
    );
    await expect(page.getByTestId("customer-orders")).toContainText(sushila.orderIds[0]!);
    await expect(page.getByText("अभी कोई नाप नहीं लिया गया।")).toBeVisible();
    await expectNoEnglishHere(page, allow);
    await expectTextFits(page, "[data-testid=admin-shell] main button");
    await expectNoSideways(page);
    await shot(page, "customer");

    // A PIN code too short: refused beside its field, in Hindi.
    await page.getByRole("button", { name: "विवरण बदलें" }).click();
    const form = page.getByRole("form", { name: "ग्राहक का विवरण बदलें" });
    await form.getByRole("textbox", { name: "पिन कोड" }).fill("3020");
    await form.getByRole("button", { name: "बदलाव सेव करें" }).click();
    const pin = form.getByRole("textbox", { name: "पिन कोड" });
    await expectRefused(form, pin, "पिन कोड 6 अंकों का होना चाहिए");
    await expectNoEnglishHere(page, allow);
    await shot(page, "edit-refused", pin);

    // Another customer's phone: the server refuses it, and she is offered.
    await form.getByRole("textbox", { name: "पिन कोड" }).fill("");
    await form.getByRole("textbox", { name: "फ़ोन", exact: true }).fill(other.phone);
    await form.getByRole("button", { name: "बदलाव सेव करें" }).click();
    await expect(form.getByText(`${other.name} (${other.phone}) पहले से ग्राहक हैं।`)).toBeVisible();
    await expect(form.getByRole("button", { name: `${other.name} खोलें` })).toBeVisible();
    await expectNoEnglishHere(page, allow);
    await expectTextFits(page, "form button");
    await shot(page, "edit-phone-taken", form.getByRole("button", { name: `${other.name} खोलें` }));

    // A new phone of her own: saved; her open order still has the old one, and is offered.
    const newPhone = uniquePhone();
    await form.getByRole("textbox", { name: "फ़ोन", exact: true }).fill(newPhone);
    await form.getByRole("button", { name: "बदलाव सेव करें" }).click();
    await expectToast(page, "ग्राहक अपडेट हुआ", `${sushila.name} का विवरण सेव हो गया`, "default");
    const stale = page.getByRole("region", { name: "उनके चालू ऑर्डर में अभी पुराना विवरण है" });
    await expect(stale.getByTestId("stale-orders").getByRole("listitem")).toHaveText([
      `${sushila.orderIds[0]}: फ़ोन`,
    ]);
    await expect(page.getByTestId("customer-history")).toContainText(
      `${HINDI_OWNER.name} ने बदला: फ़ोन “${sushila.phone}” से “${newPhone}”`,
    );
    await expectNoEnglishHere(page, allow);
    await expectTextFits(page, "[data-testid=admin-shell] main button");
    await shot(page, "open-orders-offer", stale);
    await stale.getByRole("button", { name: "1 ऑर्डर में उनका नया विवरण डालें" }).click();
    await expectToast(page, "1 ऑर्डर अपडेट हो गया", sushila.orderIds[0], "default");
    await expect(stale).toHaveCount(0);
    await expectNoEnglishHere(page, allow);

    // Her erasure asks for her name first, in Hindi (and is not done here).
    await page.getByRole("button", { name: "उनका डेटा मिटाएँ…" }).click();
    const erase = page.getByRole("form", { name: "ग्राहक का डेटा मिटाएँ" });
    const confirm = erase.getByRole("button", { name: "उनका डेटा मिटाएँ", exact: true });
    await expect(confirm).toBeDisabled();
    await erase.getByLabel(`पक्का करने के लिए उनका नाम लिखें: ${sushila.name}`).fill(sushila.name);
    await expect(confirm).toBeEnabled();
    await expectNoEnglishHere(page, allow);
    await expectTextFits(page, "[data-testid=admin-shell] main button");
    await shot(page, "erase", erase);
    await erase.getByRole("button", { name: "रद्द करें" }).click();
    await expect(erase).toHaveCount(0);
  },
);

test(
  "her measurements: refused, saved, and the versions before, in Hindi",
  PHONE_ONLY,
  async ({ page, request }, testInfo) => {
    const stamp = stampOf(testInfo);
    const api = await owner(request);
    const kamla = await customerWith(api, `Kamla ${stamp}`);
    const note = `पहली फ़िटिंग ${stamp}`;
    const allow = [kamla.name, note, ...ADDRESS_WORDS];

    await logInInHindi(page, request, ADMIN_PATHS.customer(kamla.id));
    await page.getByRole("button", { name: "नाप जोड़ें" }).click();
    const form = page.getByRole("form", { name: "नया नाप" });
    await expect(form.getByLabel("इकाई")).toHaveValue("in");
    await form.getByRole("textbox", { name: "छाती (इंच)" }).fill("चौंतीस");
    await form.getByRole("textbox", { name: "कमर (इंच)" }).fill("30.3");
    await form.getByRole("button", { name: "नए संस्करण के रूप में सेव करें" }).click();
    const bust = form.getByRole("textbox", { name: "छाती (इंच)" });
    await expectRefused(form, bust, "छाती संख्या होनी चाहिए");
    await expectNoEnglishHere(page, allow);
    await expectTextFits(page, "form label, form button");
    await expectNoSideways(page);
    await shot(page, "measurements-refused", bust);

    await bust.fill("34");
    await form.getByRole("button", { name: "नए संस्करण के रूप में सेव करें" }).click();
    const waist = form.getByRole("textbox", { name: "कमर (इंच)" });
    await expectRefused(form, waist, "कमर चौथाई में लिखें (जैसे 32.25)");
    await expectNoEnglishHere(page, allow);
    await waist.fill("30.25");
    await form.getByRole("textbox", { name: "नोट" }).fill(note);
    await form.getByRole("button", { name: "नए संस्करण के रूप में सेव करें" }).click();
    const latest = page.getByTestId("latest-measurements");
    const today = formatIndianDate(todayInIndia(), "hi");
    await expect(latest.locator("caption")).toHaveText(
      `संस्करण 1, ${today} को ${HINDI_OWNER.name} ने लिया · ${note}`,
    );
    await expect(latest.getByRole("row", { name: "छाती" })).toContainText("34 इंच");

    // In centimetres: what was typed follows the unit; the first version stays readable.
    await page.getByRole("button", { name: "नया नाप" }).click();
    await form.getByLabel("इकाई").selectOption("cm");
    await expect(form.getByRole("textbox", { name: "छाती (सेमी)" })).toHaveValue("86.5");
    await form.getByRole("button", { name: "नए संस्करण के रूप में सेव करें" }).click();
    await expect(latest.locator("caption")).toContainText("संस्करण 2");
    await expect(latest.getByRole("row", { name: "छाती" })).toContainText("86.5 सेमी");
    await page.getByText("पुराने संस्करण (1)").click();
    await expect(page.getByTestId("older-measurements")).toContainText("संस्करण 1");
    await expect(page.getByTestId("customer-history")).toContainText(
      `${HINDI_OWNER.name} ने नाप लिया (संस्करण 2)`,
    );
    await expectNoEnglishHere(page, allow);
    await expectNoSideways(page);
    await shot(page, "measurements", latest);
  },
);

test(
  "the inbox: its list, search, a message's links, and a customer made from it, in Hindi",
  PHONE_TOO,
  async ({ page, request }, testInfo) => {
    const stamp = stampOf(testInfo);
    const net = phoneSize(page) ? 2 : 1;
    const visitors = [
      { name: `Radha ${stamp}`, phone: uniquePhone(), email: "", subject: "" },
      {
        name: `Gauri ${stamp}`,
        phone: uniquePhone(),
        email: `gauri.${stamp}@example.in`,
        subject: `Bridal lehenga ${stamp}`,
      },
    ];
    const texts = [
      `Do you stitch blouses for a saree bought elsewhere? ${stamp}`,
      `I need a velvet lehenga by March, can we meet? ${stamp}`,
    ];
    for (const [i, visitor] of visitors.entries()) {
      const r = await request.post("/api/contact", {
        headers: { "X-Forwarded-For": `10.77.${net}.${i + 1}` },
        data: { ...visitor, message: texts[i] },
      });
      expect(r.status(), await r.text()).toBe(201);
    }
    const allow = [...visitors.map((v) => v.name), visitors[1]!.subject, ...texts];

    await logInInHindi(page, request, `${ADMIN_PATHS.inbox}?q=${stamp}`);
    await expect(page.getByRole("heading", { name: "संपर्क संदेश" })).toBeVisible();
    const messages = page.getByTestId("contact-message");
    await expect(messages).toHaveCount(2);
    await expect(page.getByTestId("message-count")).toHaveText("2 संदेश, नए पहले");
    const gauri = messages.filter({ hasText: visitors[1]!.name });
    const links = gauri.getByRole("group", { name: `${visitors[1]!.name} से संपर्क करें` });
    await expect(links.getByRole("link")).toHaveText(["कॉल करें", "व्हाट्सऐप", "ईमेल"]);
    // Her e-mail's reply goes out in English, the language she wrote in.
    await expect(links.getByRole("link", { name: "ईमेल" })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:gauri\\.${stamp}@example\\.in\\?subject=Re%3A%20Bridal%20lehenga`),
    );
    await expect(page.getByLabel("कौन-से संदेश")).toHaveValue("all");
    await expectNoEnglishHere(page, allow);
    await expectTextFits(
      page,
      "[data-testid=contact-message] a, [data-testid=contact-message] button",
    );
    await expectNoSideways(page);
    await shot(page, "inbox", gauri);

    // Handled: by whom and when, in Hindi; then only those still to handle.
    await gauri.getByRole("button", { name: "निपटा दिया" }).click();
    await expect(gauri.getByTestId("handled-by")).toContainText(`${HINDI_OWNER.name} ने`);
    await expect(gauri.getByTestId("handled-by")).toContainText("को निपटाया");
    await expect(gauri.getByRole("button", { name: "बाक़ी में वापस डालें" })).toBeVisible();
    await expectNoEnglishHere(page, allow);
    await page.getByLabel("कौन-से संदेश").selectOption("no");
    await expect(messages).toHaveCount(1);
    await expect(page.getByTestId("message-count")).toHaveText("1 संदेश, नए पहले");

    // A search that finds nothing.
    const search = page.getByRole("searchbox", { name: "संदेश खोजें" });
    await expect(search).toHaveAttribute("placeholder", "नाम, फ़ोन, ईमेल या शब्द");
    await search.fill(`कोई नहीं ${stamp}`);
    await expect(page.getByText("आपकी खोज से कोई संदेश नहीं मिला।")).toBeVisible();
    await expectNoEnglishHere(page);
    await shot(page, "inbox-none");

    // Radha becomes a customer: the form comes filled with what she wrote.
    await search.fill(stamp);
    const radha = messages.filter({ hasText: visitors[0]!.name });
    await radha.getByRole("button", { name: "ग्राहक बनाएँ" }).click();
    await expect(page.getByRole("heading", { name: "नया ग्राहक" })).toBeVisible();
    const form = page.getByRole("form", { name: "नया ग्राहक" });
    await expect(form.getByRole("textbox", { name: "ग्राहक का नाम" })).toHaveValue(
      visitors[0]!.name,
    );
    await expectNoEnglishHere(page, allow);
    await expectNoSideways(page);
    await shot(page, "customer-from-message");
    await form.getByRole("button", { name: "ग्राहक जोड़ें" }).click();
    await expectToast(page, "ग्राहक जुड़ गया", visitors[0]!.name, "default");
    await expect(page.getByRole("heading", { name: visitors[0]!.name })).toBeVisible();
    // Back in the inbox her message is handled, and opens her record.
    await page.goBack();
    await page.getByLabel("कौन-से संदेश").selectOption("all");
    const made = messages.filter({ hasText: visitors[0]!.name });
    await expect(made.getByTestId("handled-by")).toContainText(`${HINDI_OWNER.name} ने`);
    await expect(made.getByRole("button", { name: "ग्राहक खोलें" })).toBeVisible();
    await expectNoEnglishHere(page, allow);
  },
);
