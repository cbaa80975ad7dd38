/**
 * The spec's catalogue: the 19 designs and the four filter lists, exactly as the spec gives
 * them. The site reads its catalogue from the database; this is what the seed puts there on a
 * fresh start (server/db/seed-catalogue.ts), and what the tests expect of a fresh start.
 */
import { slugOfName } from "./design";
import type { FilterLists } from "./design";

export const CATEGORIES = [
  "Poshak Set",
  "Lehenga",
  "Bridal Set",
  "Kurti Set",
  "Ghaghra Set",
] as const;
export const FABRICS = ["Georgette", "Silk", "Cotton Silk", "Tissue", "Velvet"] as const;
export const WORKS = [
  "Gota Patti",
  "Zardozi",
  "Dabka Work",
  "Mirror Work",
  "Thread Work",
  "Applique Work",
] as const;
export const COLORS = [
  "Maroon",
  "Turquoise",
  "Purple",
  "Navy Blue",
  "Wine",
  "Fuchsia",
  "Magenta",
  "Orange",
  "Teal",
  "Coral",
] as const;

/** A design as the seed gives it (the database's designs are shared/design.ts's Design). */
export interface SeedDesign {
  id: number;
  name: string;
  /** Item 1 keeps values that are not filter options, so these are plain strings. */
  category: string;
  fabric: string;
  work: string;
  color: string;
  /** Public path of the artwork (an SVG of the build), seeded as the design's main photo. */
  image: string;
  description: string;
}

const img = (id: number) => `/images/designs/design-${String(id).padStart(2, "0")}.svg`;

export const DESIGNS: readonly SeedDesign[] = [
  {
    id: 1,
    name: "Cherry Rani Bambric Satin Poshak",
    category: "Poshak Set",
    fabric: "Bambric Satin",
    work: "Resham aari work",
    color: "Cherry Rani",
    image: img(1),
    description:
      "A glowing cherry rani poshak in bambric satin, its kurti and ghaghra traced with fine resham aari work.",
  },
  {
    id: 2,
    name: "Maroon Gota Patti Rajputi Poshak",
    category: "Poshak Set",
    fabric: "Georgette",
    work: "Gota Patti",
    color: "Maroon",
    image: img(2),
    description:
      "Classic maroon georgette poshak with hand-applied Gota Patti borders and a matching odhni.",
  },
  {
    id: 3,
    name: "Turquoise Zardozi Poshak",
    category: "Poshak Set",
    fabric: "Silk",
    work: "Zardozi",
    color: "Turquoise",
    image: img(3),
    description: "Pure silk turquoise poshak with Zardozi butis in antique gold thread.",
  },
  {
    id: 4,
    name: "Royal Purple Velvet Poshak",
    category: "Poshak Set",
    fabric: "Velvet",
    work: "Dabka Work",
    color: "Purple",
    image: img(4),
    description:
      "Winter-wedding velvet poshak in deep purple, raised with coiled Dabka embroidery.",
  },
  {
    id: 5,
    name: "Navy Blue Mirror Work Poshak",
    category: "Poshak Set",
    fabric: "Cotton Silk",
    work: "Mirror Work",
    color: "Navy Blue",
    image: img(5),
    description:
      "Navy cotton silk poshak scattered with hand-stitched mirrors for festive evenings.",
  },
  {
    id: 6,
    name: "Wine Tissue Zardozi Lehenga",
    category: "Lehenga",
    fabric: "Tissue",
    work: "Zardozi",
    color: "Wine",
    image: img(6),
    description: "Shimmering wine tissue lehenga with a broad Zardozi hem and scalloped dupatta.",
  },
  {
    id: 7,
    name: "Fuchsia Gota Patti Lehenga",
    category: "Lehenga",
    fabric: "Georgette",
    work: "Gota Patti",
    color: "Fuchsia",
    image: img(7),
    description:
      "Flowing fuchsia georgette lehenga with rows of Gota Patti leaves and lace edging.",
  },
  {
    id: 8,
    name: "Magenta Resham Thread Lehenga",
    category: "Lehenga",
    fabric: "Silk",
    work: "Thread Work",
    color: "Magenta",
    image: img(8),
    description: "Magenta silk lehenga with floral jaal in multicolour resham thread work.",
  },
  {
    id: 9,
    name: "Teal Applique Lehenga",
    category: "Lehenga",
    fabric: "Cotton Silk",
    work: "Applique Work",
    color: "Teal",
    image: img(9),
    description:
      "Teal cotton silk lehenga with contrast applique motifs inspired by Rajasthani frescoes.",
  },
  {
    id: 10,
    name: "Maharani Maroon Bridal Poshak",
    category: "Bridal Set",
    fabric: "Velvet",
    work: "Zardozi",
    color: "Maroon",
    image: img(10),
    description: "Heirloom bridal poshak in maroon velvet, densely worked in Zardozi and sequins.",
  },
  {
    id: 11,
    name: "Coral Dabka Bridal Set",
    category: "Bridal Set",
    fabric: "Tissue",
    work: "Dabka Work",
    color: "Coral",
    image: img(11),
    description: "Soft coral tissue bridal set with Dabka and pearl detailing for day ceremonies.",
  },
  {
    id: 12,
    name: "Wine Velvet Gota Bridal Set",
    category: "Bridal Set",
    fabric: "Velvet",
    work: "Gota Patti",
    color: "Wine",
    image: img(12),
    description: "Rich wine velvet bridal set framed in heavy Gota Patti, with a tissue odhni.",
  },
  {
    id: 13,
    name: "Orange Bandhej Kurti Set",
    category: "Kurti Set",
    fabric: "Cotton Silk",
    work: "Thread Work",
    color: "Orange",
    image: img(13),
    description: "Sunset-orange Bandhej kurti set, tie-dyed by hand and finished with thread work.",
  },
  {
    id: 14,
    name: "Turquoise Mirror Kurti Set",
    category: "Kurti Set",
    fabric: "Georgette",
    work: "Mirror Work",
    color: "Turquoise",
    image: img(14),
    description: "Light turquoise georgette kurti set with a mirror-work yoke and palazzo.",
  },
  {
    id: 15,
    name: "Purple Applique Kurti Set",
    category: "Kurti Set",
    fabric: "Cotton Silk",
    work: "Applique Work",
    color: "Purple",
    image: img(15),
    description: "Everyday purple kurti set with applique borders and a block-printed dupatta.",
  },
  {
    id: 16,
    name: "Navy Blue Gota Ghaghra Set",
    category: "Ghaghra Set",
    fabric: "Georgette",
    work: "Gota Patti",
    color: "Navy Blue",
    image: img(16),
    description:
      "Twenty-kali navy ghaghra with Gota Patti bands that catch the light as it swirls.",
  },
  {
    id: 17,
    name: "Fuchsia Leheriya Ghaghra Set",
    category: "Ghaghra Set",
    fabric: "Silk",
    work: "Mirror Work",
    color: "Fuchsia",
    image: img(17),
    description: "Fuchsia Leheriya silk ghaghra set with mirror work, made for Teej and Gangaur.",
  },
  {
    id: 18,
    name: "Magenta Tissue Zardozi Ghaghra",
    category: "Ghaghra Set",
    fabric: "Tissue",
    work: "Zardozi",
    color: "Magenta",
    image: img(18),
    description: "Magenta tissue ghaghra set with a Zardozi border and a gold-edged odhni.",
  },
  {
    id: 19,
    name: "Teal Dabka Ghaghra Set",
    category: "Ghaghra Set",
    fabric: "Silk",
    work: "Dabka Work",
    color: "Teal",
    image: img(19),
    description: "Deep teal silk ghaghra set with Dabka paisleys and a contrast coral odhni.",
  },
];

/**
 * The designs a fresh start features on the home page (the owners change them in the Products
 * tab): a poshak, a lehenga, a bridal set and a ghaghra, so the first screen of designs shows
 * the range. The spec has no featured designs; these are the product's choice.
 */
export const SEED_FEATURED_IDS: readonly number[] = [2, 6, 10, 17];

/** The four filter lists as the seed gives them. */
export const SEED_LISTS: FilterLists = {
  category: CATEGORIES,
  fabric: FABRICS,
  work: WORKS,
  color: COLORS,
};

/** A seeded design's address segment: its name in lower case with hyphens ("cherry-rani-…"). */
export const designSlug = (design: Pick<SeedDesign, "name">): string => slugOfName(design.name);

/** A 1200×630 JPEG of the design for social cards (made by scripts/artwork/social-cards.ts). */
export const designSocialCard = (design: Pick<SeedDesign, "id">): string =>
  `/images/social/design-${String(design.id).padStart(2, "0")}.jpg`;
