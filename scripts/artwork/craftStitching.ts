/** Craft flat-lay 3: chalk-marked kalis, shears, tape measure, folded borders, pincushion. */

import { metalDefs, type WorkKit } from "./motifs";
import { shade } from "./palette";
import { at, bigBand, gota, metal, spool, type CraftScene } from "./props";
import { d, el, g, lin, url } from "./svg";
import { scissors, tape } from "./tools";

/** A folded piece of cloth (w x h) with a gold gota border along its lower edge. */
const folded = (
  kit: WorkKit,
  id: string,
  x: number,
  y: number,
  w: number,
  h: number,
  c: string,
): string =>
  el("rect", { x, y, width: w, height: h, rx: 4, fill: c, filter: url("Sh") }) +
  el("path", {
    d: d`M${x + 10} ${y + h * 0.3}H${x + w - 10}`,
    stroke: shade(c, -0.25),
    "stroke-width": 2,
  }) +
  bigBand(kit, id, x + 4, x + w - 4, y + h - 16, 20, 1.7);

export const stitchingScene: CraftScene = () => {
  const kit = gota(shade("#7c1230", -0.3));
  const stack = [
    ["#d3207d", 150],
    ["#e0a32e", 200],
    ["#7c1230", 250],
  ] as const;
  const pins = [
    [-28, -30, "#2f9e55"],
    [10, -38, "#f1c232"],
    [30, -12, "#1b275c"],
    [-36, 6, "#fff"],
  ] as const;
  return {
    defs:
      metalDefs() +
      kit.defs +
      metal() +
      lin(
        "Tl",
        [
          [0, "#137a7b"],
          [1, "#0b5051"],
        ],
        [0, 0, 1, 1],
      ),
    body:
      g(
        { transform: "rotate(-6 300 300)" },
        el("rect", { x: 70, y: 90, width: 450, height: 400, fill: url("Tl"), filter: url("Sh") }),
        el("path", {
          d: "M130 460L215 120H305L390 460ZM330 460L380 120M390 460L470 120",
          fill: "none",
          stroke: "#fff",
          "stroke-width": 2.5,
          "stroke-dasharray": "8 6",
          opacity: 0.8,
        }),
      ) +
      stack.map(([c, y], i) => folded(kit, `f${i}`, 540, y, 210, 58, c)).join("") +
      scissors(460, 300, -35) +
      tape(660, 470, "M620 500C520 560 300 500 90 548") +
      g(
        { transform: at(150, 150), filter: url("Sh") },
        el("circle", { r: 48, fill: "#c8322f" }),
        el("path", {
          d: "M0-48V48M-48 0H48M-34-34L34 34M-34 34L34-34",
          stroke: "#9e2220",
          "stroke-width": 2,
        }),
        ...pins.map(
          ([x, y, c]) =>
            el("path", { d: d`M${x} ${y}l18-30`, stroke: "#9aa3ab", "stroke-width": 2 }) +
            el("circle", { cx: x + 18, cy: y - 30, r: 5, fill: c }),
        ),
      ) +
      el("path", { d: "M470 470l46-10-14 36Z", fill: "#5b8fd6", filter: url("Sh") }) +
      spool(760, 330, "#d3207d", 26),
  };
};
