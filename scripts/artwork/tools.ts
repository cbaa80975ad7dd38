/** Tailoring tools for the craft flat-lays: shears, tape measure, latkans. */
import { GOLD, GOLD_DARK, GOLD_LIGHT, shade } from "./palette";
import { at } from "./props";
import { el, g, url } from "./svg";

/** Tailor's shears, closed to angle `open`, blades towards +x. */
export function scissors(x: number, y: number, rot: number, open = 14): string {
  const blade = (a: number): string =>
    g(
      { transform: `rotate(${a})` },
      el("path", {
        d: "M-20-8C40-12 120-8 200 0C120 6 40 6-20 6Z",
        fill: url("Mt"),
        stroke: "#7d8790",
        "stroke-width": 1,
      }),
      el("path", {
        d: "M-30 0C-60-30-130-30-140 0C-130 30-60 26-30 0ZM-52 0C-70-14-110-14-118 0C-110 14-70 14-52 0Z",
        fill: "#2b2b33",
        "fill-rule": "evenodd",
      }),
    );
  return g(
    { transform: at(x, y, rot), filter: url("Sh") },
    blade(-open / 2),
    blade(open / 2),
    el("circle", { r: 6, fill: GOLD, stroke: GOLD_DARK }),
  );
}

/** A yellow tape measure: a coil at (x, y) and a strip running off along `tail` (path data). */
export const tape = (x: number, y: number, tail: string): string =>
  g(
    { filter: url("Sh") },
    el("path", {
      d: tail,
      fill: "none",
      stroke: "#f3c623",
      "stroke-width": 22,
      "stroke-linejoin": "round",
    }),
    el("path", {
      d: tail,
      fill: "none",
      stroke: "#3a2d1a",
      "stroke-width": 9,
      "stroke-dasharray": "1 6",
      opacity: 0.7,
    }),
    el("circle", { cx: x, cy: y, r: 54, fill: "#f3c623" }),
    el("circle", {
      cx: x,
      cy: y,
      r: 40,
      fill: "none",
      stroke: "#d9a91a",
      "stroke-width": 26,
      "stroke-dasharray": "2 3",
    }),
    el("circle", { cx: x, cy: y, r: 12, fill: "#c9ced3", stroke: "#8c99a3", "stroke-width": 2 }),
  );

/** A latkan (tassel) lying along +y from (x, y): beaded cord, gold cap and silk tuft in `c`. */
export const tassel = (x: number, y: number, rot: number, c: string): string =>
  g(
    { transform: at(x, y, rot), filter: url("Sh") },
    el("path", {
      d: "M0 0C12 30-12 60 0 90",
      fill: "none",
      stroke: GOLD_DARK,
      "stroke-width": 2.5,
    }),
    el("path", {
      d: "M0 0C12 30-12 60 0 90",
      fill: "none",
      stroke: "#fffaf0",
      "stroke-width": 6,
      "stroke-linecap": "round",
      "stroke-dasharray": "0 14",
    }),
    el("circle", { cy: 100, r: 10, fill: url("gg") }),
    el("path", { d: "M-9 112L-16 180H16L9 112Z", fill: c }),
    el("path", {
      d: "M-10 140L-12 178M-4 140V178M4 140V178M10 140L12 178",
      stroke: shade(c, -0.35),
      "stroke-width": 1.5,
    }),
    el("path", { d: "M-11 118H11", stroke: GOLD, "stroke-width": 6 }),
    el("path", {
      d: "M-11 118H11",
      stroke: GOLD_LIGHT,
      "stroke-width": 2,
      "stroke-dasharray": "2 2",
    }),
  );
