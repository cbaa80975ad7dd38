import { expect, test, type Page, type Request } from "@playwright/test";
import { SEARCH_SETTLE_MS } from "../src/shared/admin";
import { ORDER_PAGE_SIZE } from "../src/shared/order-pages";
import { loginAsOwner } from "./support/admin";
import { advance } from "./support/clock";
import { useOwnClientAddress } from "./support/client-address";
import { withManyOrders } from "./support/many-orders";

/**
 * The orders list in pages (issue 27): the server sends a page at a time, the next as she
 * scrolls; the search and the filters reach every order, not just the rows shown; back from an
 * order the list is as she left it, scrolled where she was, and only its rows are asked again.
 * Its own orders (old, and all of one customer's name), so the other specs never meet them.
 */

const ORDERS = 150;
/** One in 37 of them is cancelled (server/test-support/many-orders.ts); the list shows the rest. */
const CANCELLED = Math.floor(ORDERS / 37);
const ACTIVE = ORDERS - CANCELLED;

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
});

const rows = (page: Page) => page.getByTestId("admin-order-row");

/** The list requests the page makes from now on. */
function listRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/admin/orders") seen.push(r);
  });
  return seen;
}

test("a page at a time as she scrolls; back from an order, the list as she left it @phone", async ({
  page,
}, testInfo) => {
  const name = `Zenobia Pagewell ${testInfo.project.name}`;
  const prefix = testInfo.project.name === "phone" ? "RR1998" : "RR1997";
  const mine = await withManyOrders({ orders: ORDERS, prefix, name });
  try {
    await loginAsOwner(page);
    const search = page.getByRole("searchbox", { name: "Search orders" });
    const asked = listRequests(page);
    await search.fill(name);
    // Her orders, across every order: the first page of them.
    await expect(rows(page)).toHaveCount(ORDER_PAGE_SIZE.default);
    await expect(rows(page).first()).toContainText(name);
    const more = page.getByRole("button", { name: "Load more orders" });
    await expect(more).toBeVisible();
    await expect(page.getByText(`${ORDER_PAGE_SIZE.default} orders shown`)).toBeVisible();
    // Each request is for a page, never for every order.
    // (the default size, 100, left out of the address).
    for (const r of asked) expect(new URL(r.url()).searchParams.get("limit")).toBeNull();

    // Scrolled to the end, the rest come by themselves.
    await more.scrollIntoViewIfNeeded();
    await expect(rows(page)).toHaveCount(ACTIVE);
    await expect(more).toHaveCount(0);
    const ids = await rows(page).evaluateAll((trs) =>
      trs.map((tr) => tr.querySelector("button")?.textContent ?? ""),
    );
    expect(new Set(ids).size).toBe(ACTIVE);

    // Open one far down the list, then come back with the page's own button.
    const target = rows(page).nth(ACTIVE - 5);
    const orderId = (await target.getByRole("button").first().textContent())!;
    await target.getByRole("button", { name: `View order ${orderId}` }).click();
    await expect(page.getByRole("heading", { name: orderId })).toBeVisible();
    const onReturn = listRequests(page);
    await page.getByRole("button", { name: "Back to Orders" }).click();
    // The rows are there at once, and the one she opened is on the screen again.
    await expect(rows(page)).toHaveCount(ACTIVE);
    await expect(page.getByRole("button", { name: `View order ${orderId}` })).toBeInViewport();
    // Only the rows shown are asked for again: one request, for as many rows, from the start.
    await expect.poll(() => onReturn.length).toBe(1);
    const refresh = new URL(onReturn[0]!.url()).searchParams;
    expect(refresh.get("limit")).toBe(String(ACTIVE));
    expect(refresh.get("cursor")).toBeNull();
    expect(refresh.get("search")).toBe(name);
    await expect(rows(page)).toHaveCount(ACTIVE);

    // The browser's Back from an order keeps them as well.
    await page.getByRole("button", { name: `View order ${orderId}` }).click();
    await expect(page.getByRole("heading", { name: orderId })).toBeVisible();
    await page.goBack();
    await expect(rows(page)).toHaveCount(ACTIVE);
    await expect(page.getByRole("button", { name: `View order ${orderId}` })).toBeInViewport();
  } finally {
    await mine.remove();
  }
});

test("sorting and filters reach every order, page after page", async ({ page }, testInfo) => {
  const name = `Zenobia Sortwell ${testInfo.project.name}`;
  const mine = await withManyOrders({ orders: ORDERS, prefix: "RR1996", name });
  try {
    await loginAsOwner(page);
    await page.getByRole("searchbox", { name: "Search orders" }).fill(name);
    await expect(rows(page)).toHaveCount(ORDER_PAGE_SIZE.default);
    const delivery = page
      .getByTestId("order-table")
      .getByRole("columnheader", { name: "Delivery" });
    await delivery.getByRole("button").click();
    await expect(delivery).toHaveAttribute("aria-sort", "ascending");
    await page.getByRole("button", { name: "Load more orders" }).scrollIntoViewIfNeeded();
    await expect(rows(page)).toHaveCount(ACTIVE);
    const dates = await rows(page).evaluateAll((trs) =>
      trs.map((tr) => tr.getAttribute("data-delivery") ?? ""),
    );
    expect(dates).toEqual([...dates].sort());

    // A filter over every order: the cancelled ones of hers (one in 37), all on one page.
    await page.getByLabel("Show active or cancelled orders").selectOption("cancelled");
    await expect(rows(page)).toHaveCount(CANCELLED);
    await expect(page.getByRole("button", { name: "Load more orders" })).toHaveCount(0);
    for (const row of await rows(page).all()) await expect(row).toContainText("Cancelled");
  } finally {
    await mine.remove();
  }
});

test("typing a search is one request, once she stops; the box and the address keep every letter", async ({
  page,
}) => {
  await loginAsOwner(page);
  await expect(rows(page).first()).toBeVisible();
  // From here time moves only when the test moves it, so a slow keystroke on a busy machine
  // never looks like a pause.
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
  const asked = listRequests(page);
  const search = page.getByRole("searchbox", { name: "Search orders" });
  await search.pressSequentially("Meera");
  await expect(search).toHaveValue("Meera");
  await expect.poll(() => new URL(page.url()).searchParams.get("search")).toBe("Meera");
  // The rows held already narrow at once; the server is not asked while she types.
  await expect(rows(page).filter({ hasText: "RR2024002" })).toBeVisible();
  await advance(page, SEARCH_SETTLE_MS - 50);
  expect(asked.map((r) => r.url())).toEqual([]);
  await advance(page, 50);
  await expect.poll(() => asked.length).toBe(1);
  expect(new URL(asked[0]!.url()).searchParams.get("search")).toBe("Meera");
  await expect(rows(page).filter({ hasText: "RR2024002" })).toBeVisible();
  await expect(search).toHaveValue("Meera");

  // Another filter is asked at once, with the search as typed.
  await page.getByLabel("Filter by priority").selectOption("high");
  await expect.poll(() => asked.length).toBe(2);
  expect(new URL(asked[1]!.url()).searchParams.get("search")).toBe("Meera");
  expect(new URL(asked[1]!.url()).searchParams.get("priority")).toBe("high");
});
