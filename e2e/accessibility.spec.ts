import { expect, type Locator, test } from "@playwright/test";
import { HERO_SLIDES } from "../src/shared/hero";
import { NAV_LINKS, PATHS } from "../src/shared/paths";
import { gotoHydrated, header, isPhone, pageLinks, PHONE_TOO } from "./support/app";
import { advance, installPausedClock } from "./support/clock";

const PUBLIC_PAGES = [
  PATHS.home,
  PATHS.products,
  PATHS.craft,
  PATHS.tracking,
  PATHS.contact,
  "/no-such-page",
];

test("every image has alt text (only the decorative hero slides, and a collection's photo whose link names it, have an empty one) and loads", async ({
  page,
}) => {
  const sources = new Set<string>();
  for (const path of PUBLIC_PAGES) {
    await gotoHydrated(page, path);
    const images = await page.locator("img").evaluateAll((els) =>
      els.map((el) => ({
        src: el.getAttribute("src") ?? "",
        alt: el.getAttribute("alt"),
        decorative:
          el.getAttribute("data-testid") === "hero-slide" ||
          el.closest('[data-testid="collection"]') !== null,
      })),
    );
    for (const img of images) {
      expect(img.alt, `${path}: ${img.src} has an alt attribute`).not.toBeNull();
      if (img.decorative) expect(img.alt, `${path}: hero slide ${img.src}`).toBe("");
      else expect(img.alt?.trim(), `${path}: ${img.src} describes itself`).not.toBe("");
      sources.add(img.src);
    }
  }
  expect(sources.size).toBeGreaterThanOrEqual(19 + 5 + HERO_SLIDES.length);
  for (const src of sources) {
    const response = await page.request.get(src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()["content-type"], src).toMatch(/^image\//);
  }
});

test("every form field has a label", PHONE_TOO, async ({ page }, testInfo) => {
  for (const path of [PATHS.contact, PATHS.tracking, PATHS.products]) {
    await gotoHydrated(page, path);
    if (path === PATHS.products && isPhone(testInfo)) {
      await page.getByRole("button", { name: "Show Filters" }).click();
    }
    // Fields people use: not the hidden anti-spam field, which sits in an aria-hidden box.
    const fields = page.locator(
      "main :is(input, textarea, select):not([type=hidden]):not([aria-hidden=true] *)",
    );
    const labels = await fields.evaluateAll((els) =>
      els.map((el) => ({
        field: el.getAttribute("name") ?? el.id,
        label: [...((el as HTMLInputElement).labels ?? [])]
          .map((l) => l.textContent?.trim() ?? "")
          .join(" "),
      })),
    );
    expect(labels.length, `${path} has fields`).toBeGreaterThan(0);
    for (const { field, label } of labels) {
      expect(label, `${path}: <label> of ${field}`).toMatch(/\w/);
    }
    // The label is also what assistive technology announces.
    await expect(fields.first()).toHaveAccessibleName(labels[0]!.label.replace(/\s*\*$/, ""));
  }
});

/** Presses Tab until `target` has focus (at most `limit` times). */
async function tabTo(target: Locator, limit = 15) {
  const page = target.page();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

async function expectFocusOutline(target: Locator) {
  await expect(target).toBeFocused();
  const outline = await target.evaluate((el) => {
    const s = getComputedStyle(el);
    return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
  });
  expect(outline.style).not.toBe("none");
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

test(
  "a keyboard user can Tab to the nav links and sees a focus outline",
  PHONE_TOO,
  async ({ page }, testInfo) => {
    await gotoHydrated(page, PATHS.home);
    // The first stop is the skip link, which becomes visible.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();

    let links: Locator;
    if (isPhone(testInfo)) {
      const toggle = header(page).getByRole("button", { name: "Open menu" });
      await tabTo(toggle);
      await expectFocusOutline(toggle);
      await page.keyboard.press("Enter");
      links = page.locator("#mobile-menu").getByRole("link");
    } else {
      links = pageLinks(header(page).locator("nav ul"));
    }
    await expect(links).toHaveCount(NAV_LINKS.length);
    await tabTo(links.first());
    for (let i = 0; i < NAV_LINKS.length; i++) {
      if (i > 0) await page.keyboard.press("Tab");
      await expect(links.nth(i)).toHaveText(NAV_LINKS[i]!.label);
      await expectFocusOutline(links.nth(i));
    }
    // Enter follows the focused link.
    await page.keyboard.press("Enter");
    await expect.poll(() => new URL(page.url()).pathname).toBe(NAV_LINKS.at(-1)!.to);
  },
);

test("with reduced motion the carousel does not auto-advance, but the dots still work", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await installPausedClock(page);
  await gotoHydrated(page, PATHS.home);
  const title = page.getByTestId("hero-title");
  await expect(title).toHaveText(HERO_SLIDES[0]!.title);
  await advance(page, 30_000);
  await expect(title).toHaveText(HERO_SLIDES[0]!.title);
  await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();

  await page.getByTestId("hero-dot").nth(3).click();
  await expect(title).toHaveText(HERO_SLIDES[3]!.title);
  await advance(page, 30_000);
  await expect(title).toHaveText(HERO_SLIDES[3]!.title);
});
