import type { NewDesign } from "../../shared/catalogue-admin";
import {
  CATEGORIES,
  COLORS,
  DESIGNS,
  FABRICS,
  SEED_FEATURED_IDS,
  WORKS,
} from "../../shared/catalogue";
import { featuredFirst } from "../../shared/catalogue-sort";
import { slugOfName } from "../../shared/design";

/** What five years add to the spec's 19 designs (issue 27: 300 in all). */
export const DESIGNS_IN_FIVE_YEARS = 300;

/**
 * Designs an owner adds after the spec's 19, the same for every run, as the owners' API takes
 * them (POST /api/admin/designs): every value from the filter lists, in combinations that vary
 * from one design to the next, so each filter finds designs on many pages.
 */
export function moreDesigns(count: number): NewDesign[] {
  return Array.from({ length: count }, (_, k) => {
    const category = CATEGORIES[k % CATEGORIES.length]!;
    const fabric = FABRICS[Math.floor(k / CATEGORIES.length) % FABRICS.length]!;
    const work = WORKS[(k * 7) % WORKS.length]!;
    const color = COLORS[(k * 3 + Math.floor(k / 10)) % COLORS.length]!;
    return {
      name: `${color} ${work} ${category} No. ${DESIGNS.length + k + 1}`,
      category,
      fabric,
      work,
      color,
      description: `A ${color.toLowerCase()} ${fabric.toLowerCase()} ${category.toLowerCase()} with ${work.toLowerCase()}, made to order in Jaipur.`,
      nameHi: "",
      descriptionHi: "",
      hidden: false,
      featured: false,
    };
  });
}

/**
 * The whole catalogue as the site lists it once `count` designs were added one after the other:
 * a new design goes first (catalogue/design-writes.ts), so the last added leads and the seed's
 * 19 close the list; by default the featured designs (the seed's) come first of all, in that
 * order (shared/catalogue-sort.ts).
 */
export const catalogueWith = (count: number) => {
  const listed = [
    ...moreDesigns(count)
      .reverse()
      .map((d) => ({ ...d, slug: slugOfName(d.name) })),
    ...DESIGNS.map((d) => ({
      ...d,
      slug: slugOfName(d.name),
      featured: SEED_FEATURED_IDS.includes(d.id),
    })),
  ];
  return featuredFirst(listed);
};
