/** Tools of the atelier for the craft flat-lays, each drawn top-down around its own origin. */
import { jaali } from "./backgrounds";
import { workKit, type WorkKit } from "./motifs";
import { GOLD, shade, swatch } from "./palette";
import { d, el, g, lin, line, url, type Pt } from "./svg";

const at = (x: number, y: number, rot = 0, s = 1): string =>
  `translate(${x} ${y})` + (rot ? ` rotate(${rot})` : "") + (s !== 1 ? ` scale(${s})` : "");

/** The linen flat-lay surface with a faint jaali and a stitched frame; defines shadow `Sh`. */
export function craftBackdrop(): { defs: string; body: string } {
  const defs =
    lin(
      "Cb",
      [
        [0, "#f8eddd"],
        [1, "#eed8c2"],
      ],
      [0, 0, 1, 1],
    ) +
    jaali("ja", 28, "#c99a72", 0.7) +
    el(
      "filter",
      { id: "Sh", x: "-20%", y: "-20%", width: "140%", height: "150%" },
      el("feDropShadow", {
        dx: 3,
        dy: 7,
        stdDeviation: 6,
        "flood-color": "#5a2a1a",
        "flood-opacity": 0.3,
      }),
    );
  const body =
    el("rect", { width: 800, height: 600, fill: url("Cb") }) +
    el("rect", { width: 800, height: 600, fill: url("ja"), opacity: 0.4 }) +
    el("rect", {
      x: 14,
      y: 14,
      width: 772,
      height: 572,
      fill: "none",
      stroke: GOLD,
      "stroke-width": 1.5,
    }) +
    el("rect", {
      x: 22,
      y: 22,
      width: 756,
      height: 556,
      fill: "none",
      stroke: "#b5543a",
      "stroke-dasharray": "7 5",
      opacity: 0.6,
    });
  return { defs, body };
}

/** A pencil, point towards +x, `len` long. */
export const pencil = (x: number, y: number, rot: number, len = 200): string =>
  g(
    { transform: at(x, y, rot), filter: url("Sh") },
    el("path", { d: d`M0-7H${len - 40}L${len} 0 ${len - 40} 7H0Z`, fill: "#e9c79c" }),
    el("path", { d: d`M0-7H${len - 40}V7H0Z`, fill: "#f2b632" }),
    el("path", { d: d`M0 0H${len - 40}`, stroke: "#d99a1e", "stroke-width": 4 }),
    el("path", { d: d`M${len - 12} -2.1L${len} 0 ${len - 12} 2.1Z`, fill: "#3b3433" }),
    el("rect", { x: -22, y: -7, width: 12, height: 14, rx: 3, fill: "#e88b8b" }),
    el("rect", { x: -12, y: -7.5, width: 14, height: 15, fill: "#c9ced3" }),
  );

/** A thread spool seen from above: flange, wound thread and the hole. */
export const spool = (x: number, y: number, c: string, r = 34): string =>
  g(
    { transform: at(x, y), filter: url("Sh") },
    el("circle", { r, fill: "#c89a66" }),
    el("circle", { r: r * 0.82, fill: c }),
    el("circle", {
      r: r * 0.6,
      fill: "none",
      stroke: shade(c, -0.3),
      "stroke-width": r * 0.4,
      "stroke-dasharray": "1 2",
    }),
    el("circle", { r: r * 0.22, fill: "#a87c4f" }),
    el("circle", { r: r * 0.1, fill: "#5b3b22" }),
  );

/** Steel gradient `Mt` for blades, needles and the iron. */
export const metal = (): string =>
  lin(
    "Mt",
    [
      [0, "#f4f7f9"],
      [0.5, "#b7c0c8"],
      [1, "#eef2f5"],
    ],
    [0, 0, 0, 1],
  );

/** A sewing needle, eye at (x, y), pointing along `rot`. */
export const needle = (x: number, y: number, rot: number, len = 90): string =>
  g(
    { transform: at(x, y, rot) },
    el("path", {
      d: d`M0-2.5L${len} 0 0 2.5C-6 2.5-6-2.5 0-2.5Z`,
      fill: url("Mt"),
      stroke: "#7d8790",
      "stroke-width": 0.6,
    }),
    el("path", { d: "M-3 0H3", stroke: "#7d8790", "stroke-width": 1.2 }),
  );

/** A horizontal row of points from x0 to x1 at y, one every `step` units (to carry motifs). */
export const row = (x0: number, x1: number, y: number, step = 12): string => {
  const p: Pt[] = [];
  for (let x = x0; x <= x1; x += step) p.push([x, y]);
  return line(p);
};

/** Gota kit shared by the scenes: leaf `lf`, leaf pair `m`, phool `b`, band marker `k`. */
export const gota = (edge: string): WorkKit => workKit("Gota Patti", swatch("Maroon"), 30, edge);

/** An embroidered border drawn `k` times larger than the garments' (so motifs read in a still life). */
export const bigBand = (
  kit: WorkKit,
  id: string,
  x0: number,
  x1: number,
  y: number,
  w: number,
  k = 2,
): string =>
  el("defs", {}, el("path", { id, d: row(x0 / k, x1 / k, y / k, 11) })) +
  g({ transform: `scale(${k})` }, kit.band(id, w / k));

export { at };

export type CraftScene = () => { defs: string; body: string };
