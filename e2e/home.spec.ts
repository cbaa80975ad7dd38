import { expect, type Page, test } from "@playwright/test";
import { BUSINESS } from "../src/shared/business";
import { STATS } from "../src/shared/stat-tiles";
import { HERO_AUTO_ADVANCE_MS, HERO_FADE_MS, HERO_SLIDES } from "../src/shared/hero";
import { PATHS } from "../src/shared/paths";
import { expectPath, gotoHydrated, hrefOf, main, PHONE_TOO } from "./support/app";
import { advance, installPausedClock } from "./support/clock";
import { expectThreePhoneLinks } from "./support/links";

// Spec §3 and §9: five slides with these titles, in this order; 5 s auto-advance, 1 s fade.
const SPEC_SLIDE_TITLES = [
  "Royal Rajputi Poshak",
  "Designer Saree Collection",
  "Festive Ensemble",
  "Bridal Collection",
  "Traditional Elegance",
];

const heroTitle = (page: Page) => page.getByTestId("hero-title");
const heroDescription = (page: Page) => page.getByTestId("hero-description");
const dots = (page: Page) => page.getByTestId("hero-dot");

/** What the carousel shows now: title, description, and which slide and dot are active. */
const carouselState = (page: Page) =>
  page.evaluate(() => {
    const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent;
    const indexes = (selector: string) =>
      [...document.querySelectorAll(selector)].flatMap((el, i) =>
        el.matches(":is([data-active=true], [aria-current=true])") ? [i] : [],
      );
    return {
      title: text("hero-title"),
      description: text("hero-description"),
      activeSlides: indexes('[data-testid="hero-slide"]'),
      currentDots: indexes('[data-testid="hero-dot"]'),
    };
  });

/** The slide at `i` is the one showing: its title and description under the headline. */
async function expectSlide(page: Page, i: number) {
  const slide = HERO_SLIDES[i]!;
  await expect
    .poll(() => carouselState(page))
    .toEqual({
      title: slide.title,
      description: slide.description,
      activeSlides: [i],
      currentDots: [i],
    });
}

test("the hero module has the spec's five slides, 5 s auto-advance and 1 s fade", () => {
  expect(HERO_SLIDES.map((s) => s.title)).toEqual(SPEC_SLIDE_TITLES);
  expect(HERO_AUTO_ADVANCE_MS).toBe(5000);
  expect(HERO_FADE_MS).toBe(1000);
  for (const s of HERO_SLIDES) expect(s.description.length).toBeGreaterThan(0);
  expect(new Set(HERO_SLIDES.map((s) => s.description)).size).toBe(5);
});

test(
  "the hero is full-screen with 5 slides; the first slide's title and description sit under the headline",
  PHONE_TOO,
  async ({ page }) => {
    await gotoHydrated(page, PATHS.home);
    const hero = page.locator('[aria-roledescription="carousel"]');
    const viewport = page.viewportSize()!;
    const box = (await hero.boundingBox())!;
    const navHeight = (await page.locator("header").boundingBox())!.height;
    expect(box.width).toBe(viewport.width);
    expect(box.height + navHeight).toBeGreaterThanOrEqual(viewport.height - 2);

    const slides = page.getByTestId("hero-slide");
    await expect(slides).toHaveCount(5);
    for (const [i, s] of HERO_SLIDES.entries()) {
      await expect(slides.nth(i)).toHaveAttribute("src", s.url);
    }
    await expect(dots(page)).toHaveCount(5);
    for (const [i, title] of SPEC_SLIDE_TITLES.entries()) {
      await expect(dots(page).nth(i)).toHaveAccessibleName(`Show slide ${i + 1}: ${title}`);
    }

    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(
      "Handcrafted Rajputi Poshak & Designer Wear",
    );
    await expect(hero).toContainText(BUSINESS.tagline);
    await expect(hero).toContainText("Royal Heritage Since 1999");
    await expectSlide(page, 0);
    // The description appears under the headline.
    const h1 = (await hero.getByRole("heading", { level: 1 }).boundingBox())!;
    const description = (await heroDescription(page).boundingBox())!;
    expect(description.y).toBeGreaterThan(h1.y + h1.height - 1);
  },
);

test("each dot jumps straight to its slide, changing the title and description", async ({
  page,
}) => {
  await gotoHydrated(page, PATHS.home);
  for (const i of [3, 1, 4, 0, 2]) {
    await dots(page).nth(i).click();
    await expectSlide(page, i);
  }
});

test("the slides advance every 5 seconds and wrap from the last back to the first", async ({
  page,
}) => {
  await installPausedClock(page);
  await gotoHydrated(page, PATHS.home);
  await expectSlide(page, 0);

  await advance(page, 4999);
  await expectSlide(page, 0);
  await advance(page, 1);
  await expectSlide(page, 1);

  for (const i of [2, 3, 4]) {
    await advance(page, 5000);
    await expectSlide(page, i);
  }
  await expect(heroTitle(page)).toHaveText("Traditional Elegance");
  await advance(page, 5000);
  await expectSlide(page, 0);
  await expect(heroTitle(page)).toHaveText("Royal Rajputi Poshak");
});

test("the pause button stops auto-advance and the play button resumes it", async ({ page }) => {
  await installPausedClock(page);
  await gotoHydrated(page, PATHS.home);
  await page.getByRole("button", { name: "Pause slideshow" }).click();
  await advance(page, 30_000);
  await expectSlide(page, 0);

  await page.getByRole("button", { name: "Play slideshow" }).click();
  await expect(page.getByRole("button", { name: "Pause slideshow" })).toBeVisible();
  await advance(page, 5000);
  await expectSlide(page, 1);
});

test("changing slides is a 1 second opacity fade", async ({ page }) => {
  await gotoHydrated(page, PATHS.home);
  const slides = page.getByTestId("hero-slide");
  for (const slide of await slides.all()) {
    const style = await slide.evaluate((el) => {
      const s = getComputedStyle(el);
      return { duration: s.transitionDuration, property: s.transitionProperty };
    });
    expect(style.duration).toBe("1s");
    expect(style.property).toContain("opacity");
  }
  await expect(slides.nth(0)).toHaveCSS("opacity", "1");
  await expect(slides.nth(2)).toHaveCSS("opacity", "0");

  await dots(page).nth(2).click();
  // The incoming slide fades in over 1000 ms (a running CSS transition on opacity).
  const transitions = await slides.nth(2).evaluate((el) =>
    el.getAnimations().map((a) => ({
      property: (a as CSSTransition).transitionProperty,
      duration: a.effect?.getTiming().duration,
    })),
  );
  expect(transitions).toContainEqual({ property: "opacity", duration: 1000 });
  await expect(slides.nth(2)).toHaveCSS("opacity", "1");
  await expect(slides.nth(0)).toHaveCSS("opacity", "0");
});

test("Explore Designs goes to /products and Wholesale Inquiry goes to /contact", async ({
  page,
}) => {
  await gotoHydrated(page, PATHS.home);
  const hero = page.locator('[aria-roledescription="carousel"]');
  await hero.getByRole("link", { name: "Explore Designs" }).click();
  await expectPath(page, "/products");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Designer Collection");

  await page.goBack();
  await expectPath(page, "/");
  await hero.getByRole("link", { name: "Wholesale Inquiry" }).click();
  await expectPath(page, "/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");
});

test("stat tiles show the claimed figures, and Why Choose Us has its four cards", async ({
  page,
}) => {
  expect(STATS.map((s) => s.value)).toEqual(["25+", "50+", "5000+", "1000+"]);
  await gotoHydrated(page, PATHS.home);
  const tiles = page.getByTestId("stat-tile");
  await expect(tiles).toHaveCount(4);
  const spec = [
    ["25+", /years/i],
    ["50+", /artisans/i],
    ["5000+", /clients/i],
    ["1000+", /designs/i],
  ] as const;
  for (const [i, [value, label]] of spec.entries()) {
    await expect(tiles.nth(i).locator("dd")).toHaveText(value);
    await expect(tiles.nth(i).locator("dt")).toHaveText(label);
    await expect(tiles.nth(i).locator("dt")).toHaveText(STATS[i]!.label);
  }

  const section = page.locator("section", {
    has: page.getByRole("heading", { name: "Why Choose Us" }),
  });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([
    "Authentic Craftsmanship",
    "Custom Tailoring",
    "Heritage Preservation",
    "Quality Assurance",
  ]);
  await expect(section.locator("article")).toHaveCount(4);
});

test("Our Story names the owners and links to /manufacturing and /contact", async ({ page }) => {
  await gotoHydrated(page, PATHS.home);
  const story = page.locator("section", {
    has: page.getByRole("heading", { name: "Our Story" }),
  });
  for (const f of BUSINESS.founders) await expect(story).toContainText(f.name);
  const links = story.getByRole("link");
  await expect(links).toHaveCount(2);
  expect(await hrefOf(links.nth(0))).toBe("/manufacturing");
  expect(await hrefOf(links.nth(1))).toBe("/contact");
  await links.nth(0).click();
  await expectPath(page, "/manufacturing");
});

test("the closing call to action links to /products and /contact and shows the three phone numbers", async ({
  page,
}) => {
  await gotoHydrated(page, PATHS.home);
  const cta = page.locator("section", {
    has: page.getByRole("heading", { name: "Begin Your Royal Journey" }),
  });
  const links = cta.locator('a:not([href^="tel:"])');
  await expect(links).toHaveCount(2);
  expect(await hrefOf(links.nth(0))).toBe("/products");
  expect(await hrefOf(links.nth(1))).toBe("/contact");
  await expectThreePhoneLinks(cta);
  // The phone numbers are shown on the page itself, not only in the footer.
  for (const p of BUSINESS.phones) await expect(main(page)).toContainText(p.display);

  await links.nth(1).click();
  await expectPath(page, "/contact");
});
