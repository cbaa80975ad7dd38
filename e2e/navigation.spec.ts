import { expect, type Locator, test } from "@playwright/test";
import { NAV_LINKS, PATHS } from "../src/shared/paths";
import {
  expectPath,
  gotoHydrated,
  header,
  hrefOf,
  isPhone,
  mainNav,
  pageLinks,
  visibleNavLinks,
  PHONE_TOO,
} from "./support/app";

// Spec §2: the sticky navigation bar with the links Home, Products, Our Craft and Contact.
const SPEC_NAV = [
  { label: "Home", path: "/" },
  { label: "Products", path: "/products" },
  { label: "Our Craft", path: "/manufacturing" },
  { label: "Contact", path: "/contact" },
];

test("the nav module lists the spec's four links in order", () => {
  expect(NAV_LINKS.map((l) => ({ label: l.label, path: l.to }))).toEqual(SPEC_NAV);
});

test("the nav shows Home, Products, Our Craft and Contact in order, and no /tracking link", async ({
  page,
}, testInfo) => {
  await gotoHydrated(page, PATHS.home);
  const links = await visibleNavLinks(page, testInfo);
  await expect(links).toHaveText(SPEC_NAV.map((l) => l.label));
  for (const [i, l] of SPEC_NAV.entries()) {
    expect(await hrefOf(links.nth(i))).toBe(l.path);
  }
  // Track Your Order is linked from the footer only.
  await expect(header(page).locator(`a[href="${PATHS.tracking}"]`)).toHaveCount(0);
  await expect(header(page)).not.toContainText(/track/i);
});

/** Only the link of `current` carries aria-current="page", and only it looks filled. */
async function expectOnlyCurrent(links: Locator, current: (typeof SPEC_NAV)[number]) {
  for (const [i, l] of SPEC_NAV.entries()) {
    const link = links.nth(i);
    if (l.path === current.path) {
      await expect(link, `${l.label} on ${current.path}`).toHaveAttribute("aria-current", "page");
    } else {
      await expect(link, `${l.label} on ${current.path}`).not.toHaveAttribute("aria-current");
    }
  }
  // The links fade their background (transition-colors), so wait for the fade to settle.
  await expect
    .poll(async () => {
      const backgrounds = await links.evaluateAll((els) =>
        els.map((el) => getComputedStyle(el).backgroundColor),
      );
      const currentBg = backgrounds[SPEC_NAV.indexOf(current)];
      return backgrounds.filter((bg) => bg === currentBg).length;
    })
    .toBe(1);
}

test(
  "the current route's link is highlighted with aria-current=page, and only that one",
  PHONE_TOO,
  async ({ page }, testInfo) => {
    // Straight from the prerendered page...
    await gotoHydrated(page, PATHS.craft);
    await expectOnlyCurrent(await visibleNavLinks(page, testInfo), SPEC_NAV[2]!);

    // ...and after moving with the nav links, the highlight follows.
    for (const target of [SPEC_NAV[1]!, SPEC_NAV[3]!, SPEC_NAV[0]!, SPEC_NAV[2]!]) {
      const links = await visibleNavLinks(page, testInfo);
      await links.getByText(target.label, { exact: true }).click();
      await expectPath(page, target.path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectOnlyCurrent(await visibleNavLinks(page, testInfo), target);
      if (isPhone(testInfo)) await header(page).getByRole("button", { name: "Close menu" }).click();
    }

    // /tracking is not in the nav, so nothing is highlighted there.
    await gotoHydrated(page, PATHS.tracking);
    await expect(await visibleNavLinks(page, testInfo)).toHaveCount(4);
    await expect(header(page).locator('[aria-current="page"]')).toHaveCount(0);
  },
);

test(
  "the nav bar is sticky: still at the top of the viewport after scrolling",
  PHONE_TOO,
  async ({ page }) => {
    await gotoHydrated(page, PATHS.products);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expect(mainNav(page)).toBeInViewport();
    const box = await header(page).boundingBox();
    expect(box?.y).toBe(0);
    expect(await header(page).evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
  },
);

test(
  "phone: the links collapse behind a toggle that closes when a link is chosen; desktop: inline links",
  PHONE_TOO,
  async ({ page }, testInfo) => {
    await gotoHydrated(page, PATHS.home);
    const inline = mainNav(page).locator("ul");
    const open = header(page).getByRole("button", { name: "Open menu" });
    const menu = page.locator("#mobile-menu");

    if (!isPhone(testInfo)) {
      await expect(pageLinks(inline)).toHaveText(SPEC_NAV.map((l) => l.label));
      for (const link of await pageLinks(inline).all()) await expect(link).toBeVisible();
      await expect(open).toBeHidden();
      return;
    }

    await expect(inline).toBeHidden();
    await expect(open).toBeVisible();
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toHaveCount(0);

    // The toggle opens and closes the menu.
    await open.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText(SPEC_NAV.map((l) => l.label));
    const close = header(page).getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await close.click();
    await expect(menu).toBeHidden();
    await expect(open).toHaveAttribute("aria-expanded", "false");

    // Choosing a link navigates and closes the menu.
    await open.click();
    await menu.getByRole("link", { name: "Our Craft" }).click();
    await expectPath(page, PATHS.craft);
    await expect(menu).toBeHidden();
    await expect(open).toHaveAttribute("aria-expanded", "false");

    // Choosing the current page's link closes it too.
    await open.click();
    await menu.getByRole("link", { name: "Our Craft" }).click();
    await expect(menu).toBeHidden();
  },
);
