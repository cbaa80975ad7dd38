/** The home page carousel: 5 slides, auto-advance every 5 s with wrap, 1 s fade. */
export const HERO_AUTO_ADVANCE_MS = 5000;
export const HERO_FADE_MS = 1000;

export interface HeroSlide {
  url: string;
  title: string;
  description: string;
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    url: "/images/hero/hero-1.svg",
    title: "Royal Rajputi Poshak",
    description:
      "Hand-embroidered poshaks in pure georgette and silk, finished with real Gota Patti borders.",
  },
  {
    url: "/images/hero/hero-2.svg",
    title: "Designer Saree Collection",
    description:
      "Bandhej, Leheriya and Zardozi drapes for weddings, festivals and every celebration.",
  },
  {
    url: "/images/hero/hero-3.svg",
    title: "Festive Ensemble",
    description: "Teej, Gangaur and Diwali colours, stitched to your measurements.",
  },
  {
    url: "/images/hero/hero-4.svg",
    title: "Bridal Collection",
    description: "Heirloom bridal poshaks and lehengas in Zardozi, Dabka and mirror work.",
  },
  {
    url: "/images/hero/hero-5.svg",
    title: "Traditional Elegance",
    description: "Everyday Rajasthani grace in cotton silk, crafted by our own artisans.",
  },
];

/** The next slide index, wrapping from the last slide to the first. */
export const nextSlide = (index: number, count = HERO_SLIDES.length): number => (index + 1) % count;
