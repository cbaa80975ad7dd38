import { expect, test, type Page } from "@playwright/test";
import { ADMIN_MANIFEST_PATH } from "../src/shared/admin-manifest";
import { ADMIN_PATHS } from "../src/shared/admin-paths";
import { BUSINESS } from "../src/shared/business";
import { instantOf } from "../src/shared/calendar/calendar";
import { addDays, todayInIndia } from "../src/shared/dates";
import { expectPath, footer, gotoHydrated, mainNav, PHONE_TOO } from "./support/app";
import { expectHeaderRowBelowBar, loginForm } from "./support/admin";
import { OwnerApi } from "./support/owner-api";
import { PRODUCTION_PASSWORDS } from "./support/production";
import { expectToast } from "./support/toast";

/**
 * The owners' app outside demo mode (the "owners-app" projects' own server, ADMIN_DEMO_MODE=0):
 * after login the back office has its own compact header and navigation, not the shop's; the
 * tiles only on its home view; on a phone the tabs are a bottom bar and the work begins on the
 * first screen; it says when the connection is down; it can be installed (its manifest).
 */
const SUNITA = { username: "sunita", password: PRODUCTION_PASSWORDS.sunita };
const NAME = BUSINESS.founders[0].name;

async function logIn(page: Page, path: string = ADMIN_PATHS.home) {
  await gotoHydrated(page, path);
  const form = loginForm(page);
  await form.getByLabel("Username").fill(SUNITA.username);
  await form.getByLabel("Password", { exact: true }).fill(SUNITA.password);
  await form.getByRole("button", { name: "Login" }).click();
  await expectToast(page, "Login successful!", `Welcome back, ${NAME}`, "default");
  await expect(shell(page)).toBeVisible();
}

const shell = (page: Page) => page.getByTestId("admin-shell");
const tiles = (page: Page) => page.getByTestId("stat-tile");
const chatButton = (page: Page) => page.getByTestId("floating-chat");
const backOfficeNav = (page: Page) => page.getByRole("navigation", { name: "Back office" });

test(
  "the login page keeps the shop's frame; after login the back office has its own",
  PHONE_TOO,
  async ({ page }) => {
    await gotoHydrated(page, ADMIN_PATHS.home);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await expect(mainNav(page)).toHaveCount(1);
    await expect(footer(page)).toBeVisible();
    await expect(chatButton(page)).toBeVisible();

    await logIn(page);
    // None of the shop's frame: its navigation, footer, the customers' chat button.
    await expect(mainNav(page)).toBeHidden();
    await expect(page.locator("footer")).toBeHidden();
    await expect(chatButton(page)).toBeHidden();
    await expect(page.getByTestId("language-suggestion")).toHaveCount(0);
    // Nothing on the screen but the back office (its toasts, the skip link).
    const elsewhere = await page.evaluate(() =>
      [...document.body.children]
        .filter(
          (el) =>
            el.checkVisibility() && !el.matches('main, script, [role=region], a[href="#main"]'),
        )
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(elsewhere).toEqual([]);
    // Its own header: the boutique, the owner, Logout.
    const header = shell(page).locator("header");
    await expect(header.getByRole("link", { name: BUSINESS.name })).toBeVisible();
    await expect(header.getByTestId("shell-owner")).toHaveText(NAME);
    await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(backOfficeNav(page).getByRole("tab")).toHaveText([
      "Orders",
      "Products",
      "Customers",
      "Workshop",
      "Money",
      "Settings",
    ]);

    // Logout: the login form in the shop's frame again.
    await header.getByRole("button", { name: "Logout" }).click();
    await expectToast(page, "Logged out successfully", "See you soon!", "default");
    await expect(loginForm(page)).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
    await expect(footer(page)).toBeVisible();
    await expect(chatButton(page)).toBeVisible();
  },
);

test("the home view lists the day's appointments (the browser's clock on the day booked)", async ({
  page,
  request,
}) => {
  const owner = await OwnerApi.login(request, SUNITA);
  const { order } = await owner.createOrder();
  const day = addDays(todayInIndia(), 4);
  const time = `1${String(Date.now() % 10)}:${String(Date.now() % 6)}5`;
  await owner.send("/calendar/appointments", {
    kind: "fitting",
    customerId: order.customerId,
    orderId: order.orderId,
    date: day,
    time,
  });
  await page.clock.setFixedTime(new Date(instantOf(day, "08:00")));
  await logIn(page);
  const today = page.getByTestId("todays-appointments");
  await expect(today).toContainText("Today's appointments");
  const line = today.getByTestId("today-appointment").filter({
    has: page.getByRole("link", { name: order.orderId }),
  });
  await expect(line).toContainText(time);
  await expect(line).toContainText("Trial / fitting");
  await expect(line).toContainText(order.customerName);
  await today.getByRole("link", { name: "Open the calendar" }).click();
  await expect(page.getByRole("heading", { name: "Calendar", exact: true })).toBeVisible();
});

test("the four tiles show on the home view only", PHONE_TOO, async ({ page }) => {
  await logIn(page);
  await expect(tiles(page)).toHaveCount(4);
  await expect(tiles(page).first()).toContainText("Total Orders");
  for (const tab of ["Orders", "Customers", "Products", "Workshop", "Settings"]) {
    await backOfficeNav(page).getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    await expect(tiles(page)).toHaveCount(0);
  }
  // The boutique's name in the header leads home, to the tiles.
  await shell(page).locator("header").getByRole("link", { name: BUSINESS.name }).click();
  await expectPath(page, ADMIN_PATHS.home);
  await expect(tiles(page)).toHaveCount(4);
});

test(
  "on a phone the tabs are a bar at the bottom, every one whole on screen",
  PHONE_TOO,
  async ({ page }) => {
    await logIn(page, ADMIN_PATHS.settings);
    const viewport = page.viewportSize()!;
    const bar = backOfficeNav(page);
    const barBox = (await bar.boundingBox())!;
    if (viewport.width < 768) {
      expect(Math.round(barBox.y + barBox.height)).toBe(viewport.height);
      expect(barBox.height).toBeLessThan(80);
    } else {
      expect(barBox.y).toBeLessThan(150);
    }
    for (const tab of await bar.getByRole("tab").all()) {
      await expect(tab).toBeInViewport({ ratio: 1 });
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      // Its label is not cut off: the text fits its box.
      expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    // The bar stays put while the screen scrolls.
    await page.mouse.wheel(0, 600);
    await expect(bar.getByRole("tab", { name: "Settings" })).toBeInViewport({ ratio: 1 });
  },
);

test("on a phone the orders begin on the first screen", PHONE_TOO, async ({ page, request }) => {
  const owner = await OwnerApi.login(request, SUNITA);
  const order = await owner.createOrder();
  await logIn(page, ADMIN_PATHS.orders);
  const viewport = page.viewportSize()!;
  const barTop = (await backOfficeNav(page).boundingBox())!.y;
  const visibleBottom = viewport.width < 768 ? barTop : viewport.height;
  const row = page.getByTestId("admin-order-row").first();
  await expect(row).toBeVisible();
  // The shell takes a 56 px header and the bar: the tab's own work (its heading, New order) is
  // on the first screen above the bar, and so is the whole first row (the attention counts are
  // one row of four on a phone, the buttons smaller).
  for (const work of [
    page.getByRole("heading", { name: "Orders", exact: true }),
    page.getByRole("button", { name: "New order" }),
  ]) {
    const box = (await work.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(visibleBottom);
  }
  const box = (await row.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(visibleBottom);
  await expect(
    page.getByTestId("admin-order-row").filter({ hasText: order.order.orderId }),
  ).toHaveCount(1);
  // The home view too: the tiles are small enough that the orders' heading shows beneath them.
  await shell(page).locator("header").getByRole("link", { name: BUSINESS.name }).click();
  await expect(tiles(page)).toHaveCount(4);
  const tilesBox = (await page.getByTestId("stat-tiles").boundingBox())!;
  expect(tilesBox.y + tilesBox.height).toBeLessThan(viewport.height / 2);
  await expect(page.getByRole("heading", { name: "Orders", exact: true })).toBeInViewport();
});

test("a computer: the orders' header row stays in view below the app's header as she scrolls", async ({
  page,
  request,
}) => {
  const owner = await OwnerApi.login(request, SUNITA);
  for (let i = 0; i < 8; i++) await owner.createOrder();
  // A short window, so a few orders are enough to scroll the table under the header.
  await page.setViewportSize({ width: 1366, height: 400 });
  await logIn(page, ADMIN_PATHS.orders);
  await expect(page.getByTestId("admin-order-row").nth(7)).toBeAttached();
  await expectHeaderRowBelowBar(page, "order-table");
});

test("offline: the app says so, keeps what is typed, and clears the notice when back", async ({
  page,
  context,
}) => {
  await logIn(page, ADMIN_PATHS.newCustomer);
  const notice = page.getByTestId("offline-notice");
  await expect(notice).toHaveCount(0);
  await page.getByRole("textbox", { name: "Customer name" }).fill("Lalita Kanwar");

  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("You are offline");
  await expect(notice).toContainText("What you type stays on this page");
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("+91 98765 43210");
  await expect(page.getByRole("textbox", { name: "Customer name" })).toHaveValue("Lalita Kanwar");

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Customer name" })).toHaveValue("Lalita Kanwar");
  await expect(page.getByRole("textbox", { name: "Phone", exact: true })).toHaveValue(
    "+91 98765 43210",
  );
});

test("a request that finds no server shows the notice until one answers", async ({ page }) => {
  await logIn(page);
  const notice = page.getByTestId("offline-notice");
  await page.route("**/api/admin/**", (route) => route.abort("internetdisconnected"));
  await backOfficeNav(page).getByRole("tab", { name: "Customers" }).click();
  await expect(notice).toBeVisible();
  await page.unroute("**/api/admin/**");
  await backOfficeNav(page).getByRole("tab", { name: "Orders" }).click();
  await expect(notice).toHaveCount(0);
});

test("installable: the manifest, scoped to /admin, with its icons, linked from the admin page only", async ({
  page,
  request,
}) => {
  const response = await request.get(ADMIN_MANIFEST_PATH);
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["content-security-policy"]).toContain("default-src 'none'");
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    scope: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest.scope).toBe(ADMIN_PATHS.home);
  expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
  expect(manifest.display).toBe("standalone");
  expect(manifest.short_name).toBe(BUSINESS.name);
  expect(manifest.theme_color).toBe("#741c2a");
  expect(manifest.background_color).toBe("#fdf8f0");
  const kinds = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort();
  expect(kinds).toEqual(["192x192 any", "192x192 maskable", "512x512 any", "512x512 maskable"]);
  for (const icon of manifest.icons) {
    expect(icon.src.startsWith(`${ADMIN_PATHS.home}/`)).toBe(true);
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/png");
    // The PNG's own width and height (its IHDR chunk) are the sizes the manifest says.
    const png = await file.body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }

  await gotoHydrated(page, ADMIN_PATHS.orders);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", ADMIN_MANIFEST_PATH);
  // The browser may fetch it under the page's policy.
  const fetched = await page.evaluate(
    async (href) => (await fetch(href)).headers.get("content-type"),
    ADMIN_MANIFEST_PATH,
  );
  expect(fetched).toContain("application/manifest+json");
  // The public pages do not grow: no manifest there.
  await gotoHydrated(page, "/");
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
});
