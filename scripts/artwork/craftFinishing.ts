/** Craft flat-lay 4: magnifier over zardozi, latkans, and the steam iron. */

import { metalDefs, workKit } from "./motifs";
import { GOLD, GOLD_LIGHT, shade, swatch } from "./palette";
import { at, metal, type CraftScene } from "./props";
import { el, g, rad, url, use } from "./svg";
import { tassel } from "./tools";

export const finishingScene: CraftScene = () => {
  const sw = swatch("Maroon");
  const kit = workKit("Zardozi", sw, 30, shade(sw.base, -0.4));
  const fabric = (op = 1): string =>
    el("rect", { x: 30, y: 40, width: 480, height: 520, fill: "#7c1230", opacity: op }) +
    el("rect", { x: 30, y: 40, width: 480, height: 520, fill: url("j") });
  return {
    defs:
      metalDefs() +
      kit.defs +
      metal() +
      el("clipPath", { id: "Lc" }, el("circle", { cx: 300, cy: 270, r: 104 })) +
      el("path", { id: "zb", d: "M490 40l0 520" }) +
      el("filter", { id: "St" }, el("feGaussianBlur", { stdDeviation: 6 })) +
      rad("Gl", [
        [0, "#fff", 0.05],
        [0.8, "#fff", 0.12],
        [1, "#fff", 0.5],
      ]),
    body:
      g({ filter: url("Sh") }, fabric()) +
      el("path", { d: "M472 40V560", stroke: GOLD, "stroke-width": 30 }) +
      el("path", {
        d: "M472 40V560",
        stroke: GOLD_LIGHT,
        "stroke-width": 6,
        "stroke-dasharray": "3 5",
      }) +
      g(
        { "clip-path": url("Lc") },
        g({ transform: "translate(300 270) scale(2.4) translate(-300 -270)" }, fabric()),
        use("m", { transform: "translate(300 276) scale(6)" }),
      ) +
      el("circle", { cx: 300, cy: 270, r: 104, fill: url("Gl") }) +
      el("path", {
        d: "M380 350L470 440",
        stroke: "#3e2415",
        "stroke-width": 26,
        "stroke-linecap": "round",
        filter: url("Sh"),
      }) +
      el("circle", {
        cx: 300,
        cy: 270,
        r: 110,
        fill: "none",
        stroke: url("gg"),
        "stroke-width": 16,
        filter: url("Sh"),
      }) +
      el("path", {
        d: "M230 220Q250 195 285 186",
        fill: "none",
        stroke: "#fff",
        "stroke-width": 7,
        "stroke-linecap": "round",
        opacity: 0.7,
      }) +
      tassel(590, 60, -12, "#d3207d") +
      tassel(660, 70, 4, "#169c9c") +
      tassel(730, 56, 16, "#f1c232") +
      g(
        { transform: at(640, 470, -18), filter: url("Sh") },
        el("path", {
          d: "M-100 12C-150 20-130 80-200 84",
          fill: "none",
          stroke: "#3e2415",
          "stroke-width": 6,
          "stroke-linecap": "round",
        }),
        el("path", {
          d: "M-100-52H30C84-52 118-12 130 0C118 12 84 52 30 52H-100Z",
          fill: url("Mt"),
        }),
        el("path", { d: "M-88-38H24C66-38 94-10 104 0C94 10 66 38 24 38H-88Z", fill: "#b5543a" }),
        el("path", {
          d: "M-62 0H36",
          stroke: "#2b2b33",
          "stroke-width": 18,
          "stroke-linecap": "round",
        }),
        el("circle", { cx: 70, r: 13, fill: url("Mt"), stroke: "#7d8790" }),
        el("path", { d: "M70 0h10", stroke: "#2b2b33", "stroke-width": 3 }),
      ) +
      g(
        {
          filter: url("St"),
          fill: "none",
          stroke: "#fff",
          "stroke-linecap": "round",
          opacity: 0.8,
        },
        el("path", { d: "M700 410C660 380 700 340 650 310S640 250 600 230", "stroke-width": 14 }),
        el("path", { d: "M740 430C710 390 750 350 710 320S700 260 670 240", "stroke-width": 10 }),
        el("path", { d: "M660 420C630 400 650 370 610 350", "stroke-width": 8 }),
      ),
  };
};
