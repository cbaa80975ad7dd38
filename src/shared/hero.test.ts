import { describe, expect, it } from "vitest";
import { HERO_AUTO_ADVANCE_MS, HERO_FADE_MS, HERO_SLIDES, nextSlide } from "./hero";

describe("hero carousel", () => {
  it("has the 5 slides in the spec's order", () => {
    expect(HERO_SLIDES.map((s) => s.title)).toEqual([
      "Royal Rajputi Poshak",
      "Designer Saree Collection",
      "Festive Ensemble",
      "Bridal Collection",
      "Traditional Elegance",
    ]);
  });

  it("advances every 5 s with a 1 s fade and wraps from last to first", () => {
    expect(HERO_AUTO_ADVANCE_MS).toBe(5000);
    expect(HERO_FADE_MS).toBe(1000);
    expect(nextSlide(0)).toBe(1);
    expect(nextSlide(4)).toBe(0);
  });
});
