/** The five "Our Craft" flat-lays (800 x 600) on one shared linen surface. */
import { sketchbook } from "./craftDesign";
import { deliveryScene } from "./craftDelivery";
import { embroidery } from "./craftEmbroidery";
import { finishingScene } from "./craftFinishing";
import { stitchingScene } from "./craftStitching";
import { craftBackdrop, type CraftScene } from "./props";
import { el, svgDoc } from "./svg";

export const CRAFT_SCENES: readonly CraftScene[] = [
  sketchbook,
  embroidery,
  stitchingScene,
  finishingScene,
  deliveryScene,
];

export function craftSvg(index: number, title: string): string {
  const bg = craftBackdrop();
  const scene = CRAFT_SCENES[index % CRAFT_SCENES.length]!();
  return svgDoc(800, 600, title, el("defs", {}, bg.defs + scene.defs) + bg.body + scene.body);
}
