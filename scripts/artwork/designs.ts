/** Catalogue card artwork: the shared jharokha backdrop with one outfit on its dress form. */
import type { SeedDesign as Design } from "../../src/shared/catalogue";
import { designBackdrop, floorShadow } from "./backgrounds";
import { ensemble } from "./ensemble";
import { el, svgDoc } from "./svg";

export function designSvg(x: Design): string {
  const bg = designBackdrop();
  const e = ensemble(x);
  return svgDoc(
    400,
    500,
    x.name,
    el("defs", {}, bg.defs + e.defs) + bg.body + floorShadow(200, 462, e.hw) + e.body,
  );
}
