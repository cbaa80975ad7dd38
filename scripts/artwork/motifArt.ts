/** The drawings behind each kind of embroidery, centred on 0,0, plus the metal gradients. */
import { GOLD, GOLD_DARK, GOLD_LIGHT, type Swatch } from "./palette";
import type { WorkKind } from "./motifs";
import { el, g, lin, rad, url, use } from "./svg";

const FLORAL = ["#f06292", "#ffd54f", "#4fc3f7", "#ff8a65", "#ba68c8"];
const LEAF = "#4c9a5b";
export const gold = { fill: url("gg"), stroke: GOLD_DARK, "stroke-width": 0.5 };

/** The gold gradient and silver mirror gradient every motif may use. */
export const metalDefs = (): string =>
  lin(
    "gg",
    [
      [0, GOLD_LIGHT],
      [0.5, GOLD],
      [1, GOLD_DARK],
    ],
    [0, 0, 1, 1],
  ) +
  rad("sv", [
    [0, "#fff"],
    [0.6, "#c9d3da"],
    [1, "#8c99a3"],
  ]);

export const LEAF_PATH = "M0 0C2-4 7-6 11-5C8-1 4 1 0 0Z";
export const PAISLEY_PATH = "M0 6C-5 6-6-1-2-4C0-5.5 2-6 2.5-8.5C4.5-6 5-3 4-.5C5 3 3 6 0 6Z";

/** The motif itself, centred on 0,0 and about 12 units across, as `<g id="m">`. */
export function motif(kind: WorkKind, sw: Swatch): string {
  switch (kind) {
    case "gota":
      return g(
        { id: "m", ...gold },
        el("path", { id: "lf", d: LEAF_PATH, transform: "rotate(-30)" }),
        use("lf", { transform: "rotate(-120)" }),
        el("circle", { r: 1.8 }),
      );
    case "zardozi":
      return g(
        { id: "m" },
        el("path", { d: PAISLEY_PATH, ...gold }),
        el("circle", { cx: 0.5, cy: 1.5, r: 1.6, fill: sw.accent }),
        el("path", {
          d: "M-7 5h0M7 5h0M7-4h0M-6-6h0",
          stroke: GOLD_LIGHT,
          "stroke-width": 1.8,
          "stroke-linecap": "round",
        }),
      );
    case "dabka":
      return g(
        { id: "m", fill: "none", stroke: GOLD, "stroke-width": 1.3, "stroke-linecap": "round" },
        el("path", { d: "M0 0a1 1 0 0 1 2 0a2 2 0 0 1-4 0a3 3 0 0 1 6 0a4 4 0 0 1-8 0" }),
        el("path", { d: "M-5 5h0M5 5h0M0-6h0", stroke: GOLD_LIGHT, "stroke-width": 2.4 }),
      );
    case "mirror":
      return g(
        { id: "m" },
        el("circle", {
          r: 5.4,
          fill: "none",
          stroke: GOLD,
          "stroke-width": 1.1,
          "stroke-dasharray": "1.2 1",
        }),
        el("circle", { r: 3.6, fill: url("sv"), stroke: GOLD_DARK, "stroke-width": 0.9 }),
      );
    case "thread":
      return g(
        { id: "m" },
        el("path", {
          d: "M-2 2C-6 3-7 6-8 7C-5 7-3 5-2 2ZM2 2C6 3 7 6 8 7C5 7 3 5 2 2Z",
          fill: LEAF,
        }),
        ...FLORAL.map((c, i) =>
          el("circle", {
            cx: 2.6 * Math.sin(i * 1.2566),
            cy: -2.6 * Math.cos(i * 1.2566),
            r: 2,
            fill: c,
          }),
        ),
        el("circle", { r: 1.3, fill: "#fff3c4" }),
      );
    case "applique":
      return g(
        { id: "m" },
        el("path", {
          d: "M0-7L7 0 0 7-7 0Z",
          fill: sw.drape,
          stroke: "#fff6e6",
          "stroke-width": 0.8,
          "stroke-dasharray": "1.4 1",
        }),
        el("path", { d: "M0-3.5L3.5 0 0 3.5-3.5 0Z", fill: sw.accent }),
        el("circle", { r: 1.1, fill: GOLD_LIGHT }),
      );
    case "aari":
      return g(
        {
          id: "m",
          fill: "none",
          "stroke-width": 1.6,
          "stroke-linecap": "round",
          "stroke-dasharray": "1.6 .9",
        },
        el("path", { d: "M-8 0C-5-5-2-5 0 0S5 5 8 0", stroke: "#9be08a" }),
        el("path", {
          d: "M-3-3.6C-4-6-2-8 0-8C0-6-1-4-3-3.6ZM3 3.6C4 6 2 8 0 8C0 6 1 4 3 3.6Z",
          stroke: GOLD_LIGHT,
        }),
        el("circle", { r: 2, stroke: "#ffb3cb" }),
      );
  }
}
