/** Craft flat-lay 1: the sketchbook, colour chips, swatch fan and pencil. */
import { frontSwag } from "./drapes";
import { metalDefs, PAISLEY_PATH } from "./motifs";
import { GOLD } from "./palette";
import { pencil, type CraftScene } from "./props";
import { skirtPath } from "./skirt";
import { el, g, url } from "./svg";
import { sleeves, torso } from "./tops";

export const sketchbook: CraftScene = () => {
  const graphite = {
    fill: "none",
    stroke: "#5f5953",
    "stroke-width": 2.4,
    "stroke-linejoin": "round",
  } as const;
  const sk = skirtPath({
    cx: 200,
    wy: 200,
    ww: 35,
    hy: 462,
    hw: 146,
    depth: 22,
    sway: 6,
    folds: 8,
    ripple: 6,
  });
  const tp = torso(200, 244, 60, 12, "sweet");
  const odhni = frontSwag(200, 1, 32, 244).shape;
  const chips = ["#7c1230", "#169c9c", "#5a2383", "#d3207d", "#e0a32e", "#0e6668"];
  const fan = ["#c4134b", "#f1c232", "#2f9e55", "#e96d16", "#1b275c"];
  return {
    defs: metalDefs(),
    body:
      g(
        { transform: "rotate(-3 400 300)" },
        el("rect", {
          x: 130,
          y: 112,
          width: 540,
          height: 370,
          rx: 12,
          fill: "#6b2b1e",
          filter: url("Sh"),
        }),
        el("rect", { x: 142, y: 122, width: 254, height: 350, fill: "#fffdf7" }),
        el("rect", { x: 404, y: 122, width: 254, height: 350, fill: "#fffdf7" }),
        ...chips.map((c, i) =>
          el("rect", {
            x: 172 + (i % 2) * 104,
            y: 150 + Math.floor(i / 2) * 78,
            width: 90,
            height: 62,
            rx: 5,
            fill: c,
            opacity: 0.9,
          }),
        ),
        el("path", {
          d: PAISLEY_PATH,
          transform: "translate(300 420) scale(3)",
          fill: url("gg"),
          stroke: "#93651c",
          "stroke-width": 0.4,
        }),
        el("path", {
          d: PAISLEY_PATH,
          transform: "translate(360 420) scale(3)",
          ...graphite,
          "stroke-width": 0.7,
        }),
        g(
          { transform: "translate(383 70) scale(.74)" },
          el("path", { d: sk, fill: "#d3207d", opacity: 0.35, transform: "translate(8 6)" }),
          el("path", { d: tp, fill: "#d3207d", opacity: 0.25, transform: "translate(6 4)" }),
          el("path", { d: odhni, fill: "#e0a32e", opacity: 0.45, transform: "translate(6 4)" }),
          el("path", { d: sk, ...graphite }),
          g({ stroke: "#5f5953", "stroke-width": 2.4 }, sleeves(200, 176, "none", "#5f5953")),
          el("path", { d: tp, ...graphite }),
          el("path", { d: odhni, ...graphite, "stroke-dasharray": "10 3" }),
          el("path", {
            d: "M70 420Q200 470 330 420",
            fill: "none",
            stroke: GOLD,
            "stroke-width": 6,
            "stroke-dasharray": "2 6",
            "stroke-linecap": "round",
          }),
        ),
        el("path", {
          d: "M400 132V462",
          stroke: "#9aa3ab",
          "stroke-width": 7,
          "stroke-dasharray": "3 10",
          "stroke-linecap": "round",
        }),
      ) +
      fan
        .map((c, i) =>
          g(
            { transform: `rotate(${-78 + i * 14} 92 540)`, filter: url("Sh") },
            el("rect", { x: 80, y: 522, width: 210, height: 38, rx: 4, fill: c }),
            el("rect", { x: 258, y: 522, width: 14, height: 38, fill: GOLD }),
            el("circle", { cx: 96, cy: 541, r: 5, fill: "#f4e7d4" }),
          ),
        )
        .join("") +
      pencil(590, 560, -26, 220),
  };
};
