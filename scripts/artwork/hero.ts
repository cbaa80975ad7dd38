/**
 * Full-screen hero backgrounds (1600 x 900, sliced to fill). White headline text sits on the
 * left-centre under a dark overlay, so the left stays calm and the subject stands to the right.
 */
import { FESTIVE_SCENES } from "./heroFestive";
import { HALL_SCENES } from "./heroHall";
import { H, W } from "./heroKit";
import { el, svgDoc } from "./svg";

const SCENES = [...HALL_SCENES, ...FESTIVE_SCENES];

export function heroSvg(index: number, title: string): string {
  const scene = SCENES[index % SCENES.length]!();
  return svgDoc(W, H, title, el("defs", {}, scene.defs) + scene.body, {
    preserveAspectRatio: "xMidYMid slice",
  });
}

export const HERO_SCENES = SCENES.length;
