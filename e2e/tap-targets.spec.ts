import { devices, expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/app";
import { SEEDED } from "./support/seeded-catalogue";

// Issue 23: on a phone every link and button is at least 44 × 44 CSS px, WCAG 2.2's target size
// as the enhanced criterion (2.5.5) sets it, with the minimum criterion's exceptions (2.5.8):
// a link inside a sentence, and a smaller target whose 44 px circle, centred on it, touches no
// other target nor another small target's circle. Measured at 390 × 844 with touch, on the
// desktop project's server (this file sets the phone itself).

test.use({ ...devices["Pixel 7"], viewport: { width: 390, height: 844 } });

const SIZE = 44;
const PAGES = [
  "/",
  "/products",
  `/products/${SEEDED[3]!.slug}`,
  "/manufacturing",
  "/contact",
  "/tracking",
  "/privacy",
  "/size-guide",
  "/hi/",
  "/hi/products",
  "/hi/contact",
  "/hi/tracking",
];

interface Target {
  what: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /**
   * Fixed on screen (the chat button): measured where it is on the first screen, so it is
   * checked against what the first screen shows.
   */
  fixed: boolean;
}

/** Every visible link, button and form control of the page, as the finger meets it. */
const targets = (page: Page): Promise<Target[]> =>
  page.evaluate(() => {
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"${el.closest("footer") ? " (footer)" : el.closest("header") ? " (header)" : ""}`;
    /** A link in a sentence: inline, with text of the sentence around it. */
    const inSentence = (el: Element) => {
      if (getComputedStyle(el).display !== "inline") return false;
      const block = el.parentElement;
      return !!block && block.textContent!.trim().length > el.textContent!.trim().length;
    };
    /** A card's link whose ::after covers the card: the card is the target. */
    const area = (el: Element): Element => {
      const after = getComputedStyle(el, "::after");
      if (after.content === "none" || after.position !== "absolute") return el;
      let box = el.parentElement;
      while (box && getComputedStyle(box).position === "static") box = box.parentElement;
      return box ?? el;
    };
    const controls = document.querySelectorAll(
      "a[href], button, summary, select, input:not([type=hidden]), textarea",
    );
    const found: Target[] = [];
    for (const el of controls) {
      if (el.closest("[aria-hidden='true'], .sr-only") || inSentence(el)) continue;
      // A closed <details>' content cannot be tapped (Chromium still lays it out): its summary can.
      const closed = el.closest("details:not([open])");
      if (closed && el.parentElement?.closest("summary") === null && el.tagName !== "SUMMARY")
        continue;
      const box = area(
        el.matches("input[type=checkbox], input[type=radio]") ? (el.closest("label") ?? el) : el,
      );
      const r = box.getBoundingClientRect();
      if (r.width < 2 || r.height < 2 || getComputedStyle(box).visibility === "hidden") continue;
      let fixed = false;
      for (let p: Element | null = box; p; p = p.parentElement)
        if (getComputedStyle(p).position === "fixed") fixed = true;
      found.push({
        what: describe(el),
        x: r.left + (fixed ? 0 : scrollX),
        y: r.top + (fixed ? 0 : scrollY),
        width: r.width,
        height: r.height,
        fixed,
      });
    }
    return found;
  });

/** The targets that are neither 44 px square nor clear of every other by the spacing rule. */
function tooSmall(all: Target[]): string[] {
  const big = (t: Target) => t.width >= SIZE - 0.5 && t.height >= SIZE - 0.5;
  const centre = (t: Target) => ({ x: t.x + t.width / 2, y: t.y + t.height / 2 });
  const distanceToBox = (p: { x: number; y: number }, t: Target) =>
    Math.hypot(
      Math.max(t.x - p.x, 0, p.x - (t.x + t.width)),
      Math.max(t.y - p.y, 0, p.y - (t.y + t.height)),
    );
  return all.flatMap((t) => {
    if (big(t)) return [];
    const c = centre(t);
    const near = all.filter(
      (o) =>
        o !== t &&
        (distanceToBox(c, o) < SIZE / 2 ||
          (!big(o) && Math.hypot(centre(o).x - c.x, centre(o).y - c.y) < SIZE)),
    );
    return near.length === 0
      ? []
      : [
          `${t.what}: ${t.width.toFixed(0)}×${t.height.toFixed(0)}, near ${near.map((o) => o.what).join(", ")}`,
        ];
  });
}

for (const path of PAGES) {
  test(`${path}: every link and button is a 44 px target on a phone, or spaced as one`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    const shown = await targets(page);
    expect(shown.length).toBeGreaterThan(10);
    expect(tooSmall(shown)).toEqual([]);
    // The menu's links, once it is open.
    await page.getByRole("button", { name: /^(Open menu|मेन्यू खोलें)$/ }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    const menu = (await targets(page)).filter((t) => t.what.includes("(header)"));
    expect(menu.length).toBeGreaterThanOrEqual(6);
    expect(tooSmall(menu)).toEqual([]);
  });
}

test("the measure finds a small target: a 24 px link among others fails, a lone one passes", async ({
  page,
}) => {
  await page.setContent(`<main>
      <p><a href="#a" style="display:inline-block;width:24px;height:24px">a</a>
      <a href="#b" style="display:inline-block;width:24px;height:24px;margin-left:4px">b</a></p>
      <p style="margin-top:200px"><a href="#c" style="display:inline-block;width:24px;height:24px">c</a></p>
      <p>In a sentence, <a href="#d">a link</a> is exempt.</p>
      <a href="#e" style="display:flex;width:44px;height:44px">e</a></main>`);
  const failing = tooSmall(await targets(page));
  expect(failing).toHaveLength(2);
  expect(failing[0]).toMatch(/^a "a": 24×24, near a "b"/);
  expect(failing[1]).toMatch(/^a "b": 24×24, near a "a"/);
});
