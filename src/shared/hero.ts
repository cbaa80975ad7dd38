import type { Locale } from "./locale";
import { inLocale, m } from "./messages";

/** The home page carousel: 5 slides, auto-advance every 5 s with wrap, 1 s fade. */
export const HERO_AUTO_ADVANCE_MS = 5000;
export const HERO_FADE_MS = 1000;

export interface HeroSlide {
  url: string;
  title: string;
  description: string;
}

const SLIDE_TEXTS = [
  [m.hero_1_title, m.hero_1_description],
  [m.hero_2_title, m.hero_2_description],
  [m.hero_3_title, m.hero_3_description],
  [m.hero_4_title, m.hero_4_description],
  [m.hero_5_title, m.hero_5_description],
] as const;

/** The five slides in a language (their words are messages; the artwork is the same). */
export const heroSlides = (locale: Locale): HeroSlide[] =>
  SLIDE_TEXTS.map(([title, description], i) => ({
    url: `/images/hero/hero-${i + 1}.svg`,
    title: title({}, inLocale(locale)),
    description: description({}, inLocale(locale)),
  }));

/** The slides in English (the artwork generator and the tests read them). */
export const HERO_SLIDES: readonly HeroSlide[] = heroSlides("en");

/** The next slide index, wrapping from the last slide to the first. */
export const nextSlide = (index: number, count = HERO_SLIDES.length): number => (index + 1) % count;
