/**
 * The designs a design's page suggests after it (issue 23): those of its collection first, then
 * those with its work, then its fabric, each group in the catalogue's order; never the design
 * itself, and nothing that shares none of the three.
 */
import { cardsOf } from "./catalogue-page";
import type { CatalogueView, Design } from "./design";
import { toShowcase, type ShowcaseDesign } from "./home-showcase";

/** One row of four on a computer, two rows of two on a phone. */
export const RELATED_MAX = 4;

const closeness = (a: Design, b: Design): number =>
  (a.category === b.category ? 4 : 0) +
  (a.work === b.work ? 2 : 0) +
  (a.fabric === b.fabric ? 1 : 0);

export function relatedDesigns(view: CatalogueView, to: { id: number }): ShowcaseDesign[] {
  const self = view.designs.find((d) => d.id === to.id);
  if (!self) return [];
  const cards = cardsOf(view.designs);
  return view.designs
    .map((design, i) => ({ design, i, close: closeness(self, design) }))
    .filter(({ design, close }) => design.id !== self.id && close > 0)
    .sort((a, b) => b.close - a.close || a.i - b.i)
    .slice(0, RELATED_MAX)
    .map(({ i }) => toShowcase(cards[i]!));
}
