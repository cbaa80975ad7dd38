import { expect, test } from "@playwright/test";
import { BUSINESS, chatLink, fullAddress } from "../src/shared/business";
import { PATHS } from "../src/shared/paths";
import { TRACKING_TOASTS } from "../src/shared/tracking";
import { QUOTATION_TOAST } from "../src/shared/quotation";
import {
  expectPath,
  footer,
  gotoHydrated,
  header,
  stubOutboundChat,
  PHONE_TOO,
} from "./support/app";
import { installPausedClock } from "./support/clock";
import { expectChatLink, expectNewTabLink, expectThreePhoneLinks } from "./support/links";
import { expectToast } from "./support/toast";

// Every page, including the 404 page and the admin page, carries the global elements.
const EVERY_PAGE = [
  PATHS.home,
  PATHS.products,
  PATHS.craft,
  PATHS.tracking,
  PATHS.contact,
  PATHS.admin,
  "/no-such-page",
];

test(
  "every page has the sticky nav, the footer and the floating chat button, and no prices",
  PHONE_TOO,
  async ({ page }) => {
    for (const path of EVERY_PAGE) {
      await gotoHydrated(page, path);
      const shown = await page.evaluate(() => {
        const nav = document.querySelector('header nav[aria-label="Main"]');
        const chat = document.querySelector('[data-testid="floating-chat"]');
        return {
          stickyNav: nav !== null && getComputedStyle(nav.closest("header")!).position === "sticky",
          brand: nav?.querySelector("a")?.checkVisibility() ?? false,
          footerPhones: document.querySelectorAll('footer a[href^="tel:"]').length,
          chatButton: chat?.checkVisibility() ?? false,
          text: document.body.innerText,
        };
      });
      expect(shown, path).toMatchObject({
        stickyNav: true,
        brand: true,
        footerPhones: 3,
        chatButton: true,
      });
      await expect(header(page).getByText(BUSINESS.name), path).toBeVisible();
      // No prices anywhere on the public pages (the admin dashboard has its revenue tile).
      if (path !== PATHS.admin) expect(shown.text, path).not.toContain("₹");
    }
  },
);

test("the footer has quick links (including Track Your Order), specialties, the address, three phone numbers, the owners, social and chat links, and © 2024", async ({
  page,
}) => {
  await gotoHydrated(page, PATHS.home);
  const f = footer(page);
  /** The list under a footer column heading. */
  const column = (heading: string) =>
    f.getByRole("heading", { name: heading }).locator("xpath=following-sibling::ul[1]");

  const quickLinks = column("Quick Links").getByRole("link");
  await expect(quickLinks).toHaveText([
    "Home",
    "Products",
    "Our Craft",
    "Track Your Order",
    "Contact Us",
  ]);
  const hrefs = await quickLinks.evaluateAll((els) => els.map((el) => el.getAttribute("href")));
  expect(hrefs).toEqual(["/", "/products", "/manufacturing", "/tracking", "/contact"]);

  const specialties = column("Our Specialties");
  await expect(specialties.locator("li")).not.toHaveCount(0);
  for (const craft of ["Gota Patti", "Zardozi", "Bandhej"]) {
    await expect(specialties).toContainText(craft);
  }

  await expect(f.getByTestId("footer-address")).toHaveText(fullAddress());
  await expect(f.getByTestId("footer-address")).toContainText("Jaipur, Rajasthan");

  await expectThreePhoneLinks(f);

  for (const founder of BUSINESS.founders) await expect(f).toContainText(founder.name);

  const social = f.getByRole("link", { name: BUSINESS.social.label });
  await expectNewTabLink(social, BUSINESS.social.url);
  const chat = f.getByRole("link", { name: BUSINESS.chat.label, exact: true });
  await expectNewTabLink(chat, chatLink());

  await expect(f).toContainText("© 2024");
  await expect(f).toContainText(`© ${BUSINESS.copyrightYear} ${BUSINESS.legalName}`);
});

test("the footer's Track Your Order link opens the tracking page", async ({ page }) => {
  await gotoHydrated(page, PATHS.home);
  await footer(page).getByRole("link", { name: "Track Your Order" }).click();
  await expectPath(page, "/tracking");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Track Your Order");
});

test(
  "the floating chat button is round, fixed at the bottom right, and opens the chat in a new tab",
  PHONE_TOO,
  async ({ page }) => {
    await stubOutboundChat(page);
    await gotoHydrated(page, PATHS.contact);
    const button = page.getByTestId("floating-chat");
    await expectChatLink(button);
    await expect(button).toHaveAccessibleName(/chat/i);
    await expect(button).toHaveCSS("position", "fixed");

    const check = async () => {
      const viewport = page.viewportSize()!;
      const box = (await button.boundingBox())!;
      expect(box.x + box.width / 2).toBeGreaterThan(viewport.width * 0.75);
      expect(box.y + box.height / 2).toBeGreaterThan(viewport.height * 0.75);
      expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(40);
      expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(40);
      return box;
    };
    const box = await check();
    // Round: as wide as tall, with a border radius of at least half its side.
    expect(Math.abs(box.width - box.height)).toBeLessThanOrEqual(1);
    const radius = await button.evaluate((el) =>
      parseFloat(getComputedStyle(el).borderTopLeftRadius),
    );
    expect(radius).toBeGreaterThanOrEqual(box.width / 2);

    // Still in the corner after scrolling (fixed, not part of the page flow).
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
    await check();

    const [popup] = await Promise.all([page.waitForEvent("popup"), button.click()]);
    expect(popup.url().startsWith(chatLink())).toBe(true);
    await expectPath(page, PATHS.contact);
  },
);

test("toasts: a success toast is plain, an error toast is destructive and red", async ({
  page,
}) => {
  await installPausedClock(page);
  await gotoHydrated(page, PATHS.products);
  await page.getByRole("link", { name: "Call for Quotation" }).evaluate((a) =>
    // Run the click handler without following the mailto: link.
    a.addEventListener("click", (e) => e.preventDefault()),
  );
  await page.getByRole("link", { name: "Call for Quotation" }).click();
  await expectToast(page, QUOTATION_TOAST.title, QUOTATION_TOAST.description, "default");

  await gotoHydrated(page, PATHS.tracking);
  await page.getByRole("button", { name: "Track Order" }).click();
  const toast = await expectToast(
    page,
    TRACKING_TOASTS.empty.title,
    TRACKING_TOASTS.empty.description,
    "destructive",
  );
  await expect(toast).toHaveClass(/destructive/);

  // A toast can be dismissed.
  await toast.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(toast).toHaveCount(0);
});
