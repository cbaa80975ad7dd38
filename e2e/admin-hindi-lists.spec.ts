import fs from "node:fs";
import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import type { AdminOrderDetail } from "../src/shared/admin";
import { ADMIN_PATHS } from "../src/shared/admin-paths";
import { addDays, todayInIndia } from "../src/shared/dates";
import { ORDER_PAGE_SIZE } from "../src/shared/order-pages";
import { formatIndianDate } from "../src/shared/order-format";
import { editBody } from "../src/server/test-support/order-bodies";
import { PHONE_ONLY, PHONE_TOO } from "./support/app";
import {
  englishOnScreen,
  expectTextFits,
  HINDI_OWNER,
  logInInHindi,
} from "./support/back-office-hindi";
import { useOwnClientAddress } from "./support/client-address";
import { withManyOrders } from "./support/many-orders";
import { uniquePhone } from "./support/order-form";
import { OwnerApi } from "./support/owner-api";

/**
 * The home view (the dashboard's tiles above the orders) and the orders list in Hindi (the
 * "owners-hindi" projects' own production-mode server, where Sunita reads her screens in
 * Hindi): tiles, what needs attention, the search and filters, the table's columns and sorts (the
 * phone's sort menu), each row's marks, step and balance, an empty search and "Load more". No
 * English word but the customers' names, and Devanagari that fits on a phone.
 * SCREENSHOTS=<dir> keeps a picture of each state at 390×844 (phone) and 1440×900 (desktop).
 */

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
});

const rows = (page: Page) => page.getByTestId("admin-order-row");
const row = (page: Page, orderId: string) => rows(page).filter({ hasText: orderId });
const phoneSize = (page: Page) => page.viewportSize()!.width < 768;
/** A word of this test's own, in its customers' names: what its searches find. */
const stampOf = (testInfo: TestInfo) =>
  `${testInfo.project.name.endsWith("phone") ? "p" : "d"}${Date.now().toString(36)}`;

/**
 * No English on the screen but the customers' names: the names the rows show (marked
 * translate="no", and said in their call and WhatsApp links) and `allow`. Other tests on this
 * server take orders meanwhile, so the names are read from the rows at each look.
 */
async function expectNoEnglishHere(page: Page, allow: readonly string[] = []) {
  await expect
    .poll(
      async () => {
        const names = await page
          .locator("[data-testid=admin-order-row] [translate=no]")
          .allTextContents();
        return englishOnScreen(page, { allow: [...allow, ...names.filter(Boolean)] });
      },
      { message: "English words on a screen in Hindi (mark intended English with lang=en)" },
    )
    .toEqual([]);
}

/** Nothing on the page is wider than the screen (a phone never scrolls sideways). */
async function expectNoSideways(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** The words of the list's own parts fit their boxes: buttons, cards, marks, the tiles. */
const LIST_PARTS = [
  "main button:not(.sr-only)",
  "main label:not(.sr-only)",
  "main h2",
  "main h3",
  "[data-testid=delivery-mark]",
  "[data-testid=stat-tile] dt",
].join(", ");

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
  const file = `${dir}/hi-${phone ? "phone" : "desktop"}-lists-${name}`;
  await page.screenshot({ path: `${file}.png` });
  await page.screenshot({ path: `${file}-full.png`, fullPage: true });
  if (!phone) await page.setViewportSize(viewport);
}

/** Orders of this test's customers, taken by Sunita: due in 3 days, overdue by 2, and paid. */
async function threeOrders(api: OwnerApi, stamp: string) {
  const today = todayInIndia();
  const take = (name: string, expectedDelivery: string, amountRupees: number, orderDate = today) =>
    api.createOrder({
      orderDate,
      customer: {
        name: `${name} ${stamp}`,
        phone: uniquePhone(),
        email: "",
        address: { line: "12, MI Road", city: "Jaipur", state: "Rajasthan", postalCode: "302001" },
      },
      expectedDelivery,
      amountRupees,
    });
  const soon = (await take("Sushila Saini", addDays(today, 3), 15000)).order;
  // Due today when taken (a new order's delivery is never past), then moved to a date gone by.
  const taken = await take("Lalita Kumawat", today, 12000, addDays(today, -30));
  const late = (
    await api.send(
      `/orders/${taken.order.orderId}`,
      editBody(taken.order, { expectedDelivery: addDays(today, -2) }),
      "PATCH",
    )
  ).order;
  const paid: AdminOrderDetail = await take("Champa Soni", addDays(today, 20), 9000);
  await api.send(`/orders/${paid.order.orderId}/payments`, {
    amountRupees: 9000,
    paidOn: today,
    method: "cash",
    reference: "",
  });
  return { soon, late, paid: paid.order };
}

test(
  "the home view in Hindi: the tiles, then the orders",
  PHONE_TOO,
  async ({ page, request }, testInfo) => {
    // Orders of each kind on the list, whichever test ran before.
    await threeOrders(await OwnerApi.login(request, HINDI_OWNER), stampOf(testInfo));
    await logInInHindi(page, request);
    const tiles = page.getByTestId("stat-tile");
    await expect(tiles.locator("dt")).toHaveText([
      "कुल ऑर्डर",
      "सक्रिय ग्राहक",
      "इस महीने की आमदनी",
      "प्रोडक्ट",
    ]);
    await expect(tiles.first()).not.toContainText("…");
    if (!phoneSize(page))
      await expect(tiles.first().getByTestId("tile-explains")).toContainText("अब तक लिए गए");
    await expect(page.getByRole("heading", { name: "ऑर्डर", level: 2 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "ध्यान देना है" })).toBeVisible();
    await expect(page.getByTestId("attention-overdue")).toContainText("देर हो चुकी");
    await expect(rows(page).first()).toBeVisible();
    await expectNoEnglishHere(page);
    await expectTextFits(page, LIST_PARTS);
    await expectNoSideways(page);
    await shot(page, "home");
  },
);

test(
  "the orders list in Hindi: marks, balances, sorts, what needs attention, filters and an empty search",
  PHONE_TOO,
  async ({ page, request }, testInfo) => {
    const stamp = stampOf(testInfo);
    const api = await OwnerApi.login(request, HINDI_OWNER);
    const { soon, late, paid } = await threeOrders(api, stamp);
    const today = todayInIndia();

    await logInInHindi(page, request, `${ADMIN_PATHS.orders}?search=${stamp}`);
    const search = page.getByRole("searchbox", { name: "ऑर्डर खोजें" });
    await expect(search).toHaveValue(stamp);
    await expect(search).toHaveAttribute("placeholder", "ऑर्डर ID या नाम से खोजें");
    await expect(rows(page)).toHaveCount(3);

    // Due soon: marked, its balance plain; overdue: marked, its balance the only red one.
    await expect(row(page, soon.orderId).getByTestId("delivery-mark")).toHaveText("3 दिन में देना है");
    await expect(row(page, soon.orderId).getByTestId("balance")).toHaveText("₹15,000");
    await expect(row(page, soon.orderId).getByTestId("balance")).toHaveAttribute(
      "data-tone",
      "due",
    );
    await expect(row(page, late.orderId).getByTestId("delivery-mark")).toHaveText("2 दिन की देरी");
    await expect(row(page, late.orderId).getByTestId("balance")).toHaveAttribute(
      "data-tone",
      "overdue",
    );
    await expect(row(page, paid.orderId).getByTestId("balance")).toHaveText("चुकता");
    await expect(row(page, soon.orderId).getByTestId("current-step")).toHaveText(
      "ग्राहक की ज़रूरत समझना",
    );
    if (phoneSize(page)) {
      await expect(page.getByLabel("क्रम", { exact: true })).toHaveValue("ordered:desc");
      await expect(page.getByLabel("क्रम", { exact: true }).locator("option").first()).toHaveText(
        "पुराने ऑर्डर पहले",
      );
    } else {
      await expect(page.getByTestId("order-table").getByRole("columnheader")).toHaveText([
        "ऑर्डर",
        "ग्राहक",
        "डिलीवरी",
        "चरण",
        "प्राथमिकता",
        "बकाया",
      ]);
      const soonRow = row(page, soon.orderId);
      await expect(soonRow).toContainText(`ऑर्डर मिला: ${formatIndianDate(today, "hi")}`);
      await expect(soonRow).toContainText(formatIndianDate(addDays(today, 3), "hi"));
      await expect(soonRow).toContainText("9 में से 0 पूरे");
      await expect(soonRow).toContainText("₹15,000 में से");
      await expect(soonRow.getByTestId("priority-badge")).toHaveText("मध्यम");
    }
    await expectNoEnglishHere(page);
    await expectTextFits(page, LIST_PARTS);
    await expectNoSideways(page);
    await shot(page, "orders", rows(page).first());

    // Sorted by delivery, soonest first: the overdue one leads.
    if (phoneSize(page)) {
      await page.getByLabel("क्रम", { exact: true }).selectOption("delivery:asc");
    } else {
      const delivery = page.getByTestId("order-table").getByRole("columnheader", {
        name: "डिलीवरी",
      });
      await delivery.getByRole("button").click();
      await expect(delivery).toHaveAttribute("aria-sort", "ascending");
    }
    await expect(rows(page).first()).toContainText(late.orderId);
    await expect.poll(() => new URL(page.url()).searchParams.get("sort")).toBe("delivery");
    await expectNoEnglishHere(page);

    // What needs attention: the overdue card shows just hers that is overdue.
    const overdue = page.getByTestId("attention-overdue");
    await overdue.click();
    await expect(overdue).toHaveAttribute("aria-pressed", "true");
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(late.orderId);
    await expectNoEnglishHere(page);
    await shot(page, "attention", overdue);
    await overdue.click();
    await expect(rows(page)).toHaveCount(3);

    // The filters, in Hindi: money due leaves the paid one out.
    await expect(page.getByLabel("प्राथमिकता से छाँटें").locator("option")).toHaveText([
      "सभी प्राथमिकताएँ",
      "अर्जेंट",
      "ऊँची",
      "मध्यम",
      "कम",
    ]);
    const state = page.getByLabel("चालू या रद्द ऑर्डर दिखाएँ");
    await expect(state.locator("option")).toHaveText(["चालू ऑर्डर", "रद्द ऑर्डर", "सभी ऑर्डर"]);
    await page.getByLabel("पैसा बाकी").check();
    await expect(rows(page)).toHaveCount(2);
    await expect(row(page, paid.orderId)).toHaveCount(0);
    await page.getByLabel("पैसा बाकी").uncheck();

    // None of hers is cancelled: the empty list says so in Hindi.
    await state.selectOption("cancelled");
    await expect(page.getByText("आपकी खोज से कोई ऑर्डर नहीं मिला।")).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await expectNoEnglishHere(page);
    await expectNoSideways(page);
    await shot(page, "orders-none");
  },
);

test(
  "more orders than a page: Load more, in Hindi",
  PHONE_TOO,
  async ({ page, request }, testInfo) => {
    const phone = phoneSize(page);
    const name = `Zenobia Hindiwell ${stamp36(testInfo)}`;
    // 105 of hers, 2 of them cancelled (one in 37): more than a page of the list.
    const mine = await withManyOrders(
      { orders: 105, prefix: phone ? "RR1994" : "RR1993", name },
      "owners-hindi",
    );
    try {
      await logInInHindi(page, request, `${ADMIN_PATHS.orders}?search=${encodeURIComponent(name)}`);
      await expect(rows(page)).toHaveCount(ORDER_PAGE_SIZE.default);
      const more = page.getByRole("button", { name: "और ऑर्डर दिखाएँ" });
      await expect(more).toBeVisible();
      await expect(page.getByText(`${ORDER_PAGE_SIZE.default} ऑर्डर दिख रहे हैं`)).toBeVisible();
      // Every one of them is long overdue: the marks say so in Hindi.
      await expect(rows(page).first().getByTestId("delivery-mark")).toHaveText(/^\d+ दिन की देरी$/);
      await expectNoEnglishHere(page, [name]);
      await expectTextFits(page, LIST_PARTS);
      await shot(page, "load-more", more);
      await more.scrollIntoViewIfNeeded();
      await expect(rows(page)).toHaveCount(103);
      await expect(more).toHaveCount(0);
      await expectNoEnglishHere(page, [name]);
    } finally {
      await mine.remove();
    }
  },
);

/** This test's own name: its project and the time, in letters only. */
const stamp36 = (testInfo: TestInfo) =>
  `${testInfo.project.name.endsWith("phone") ? "Phone" : "Desk"}${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;

test(
  "dates in Hindi: said in words beside the browser's own picker, the value as chosen",
  PHONE_ONLY,
  async ({ page, request }) => {
    const today = todayInIndia();
    await logInInHindi(page, request, ADMIN_PATHS.newOrder);
    const form = page.getByRole("form", { name: "नया ऑर्डर" });
    const delivery = form.getByLabel("अपेक्षित डिलीवरी");
    const suggested = addDays(today, 19);
    await expect(delivery).toHaveValue(suggested);
    await expect(delivery).toHaveAccessibleDescription(
      `${formatIndianDate(suggested, "hi")} · सुझाव: ऑर्डर की तारीख़ + 19 दिन`,
    );
    const later = addDays(today, 45);
    await delivery.fill(later);
    await expect(delivery).toHaveValue(later);
    await expect(delivery).toHaveAccessibleDescription(
      new RegExp(`^${formatIndianDate(later, "hi")} · `),
    );
    await expect(form.getByLabel("ऑर्डर की तारीख़")).toHaveAccessibleDescription(
      formatIndianDate(today, "hi"),
    );
    await expectNoEnglishHere(page);
    await expectTextFits(page, "main label:not(.sr-only)");
    await expectNoSideways(page);
    await shot(page, "dates", delivery);
  },
);
