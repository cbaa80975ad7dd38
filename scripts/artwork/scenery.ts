/** Festive and architectural props for the wide scenes: torans, diyas, lanterns, a skyline. */
import { GOLD, GOLD_DARK } from "./palette";
import { d, el, g, rad, url, use } from "./svg";

/** A marigold string sagging from (x1, y) to (x2, y) by `sag`: orange and yellow blooms with leaves. */
export function toran(x1: number, x2: number, y: number, sag: number, size = 11): string {
  const p = d`M${x1} ${y}Q${(x1 + x2) / 2} ${y + sag * 2} ${x2} ${y}`;
  const bead = (c: string, w: number, dash: string, off = 0): string =>
    el("path", {
      d: p,
      fill: "none",
      stroke: c,
      "stroke-width": w,
      "stroke-linecap": "round",
      "stroke-dasharray": dash,
      "stroke-dashoffset": off || undefined,
    });
  return (
    bead("#3f7d3a", size * 0.5, `${size * 0.6} ${size * 0.9}`) +
    bead("#e8720c", size, `0 ${size}`) +
    bead("#ffb319", size * 0.75, `0 ${size * 2}`, size / 2) +
    bead("#ffd86b", size * 0.3, `0 ${size}`)
  );
}

/** A vertical hanging marigold strand from (x, y) of length `len`, ending in a small bell. */
export function strand(x: number, y: number, len: number, size = 10): string {
  return (
    el("path", {
      d: d`M${x} ${y}v${len}`,
      stroke: "#e8720c",
      "stroke-width": size,
      "stroke-linecap": "round",
      "stroke-dasharray": `0 ${size}`,
    }) +
    el("path", {
      d: d`M${x} ${y + size / 2}v${len}`,
      stroke: "#ffc23a",
      "stroke-width": size * 0.6,
      "stroke-linecap": "round",
      "stroke-dasharray": `0 ${size * 2}`,
    }) +
    el("path", { d: d`M${x - 5} ${y + len + 14}q5-14 10 0z`, fill: GOLD })
  );
}

/** Defs for a diya (`#Dy`) and its glow (`#Dg`), used with `diya`. */
export const diyaDefs = (): string =>
  rad("Dg", [
    [0, "#ffd46b", 0.75],
    [0.4, "#ff9a2e", 0.3],
    [1, "#ff7a00", 0],
  ]) +
  g(
    { id: "Dy" },
    el("circle", { cy: -14, r: 34, fill: url("Dg") }),
    el("path", { d: "M-16-2Q0 14 16-2L12-6H-12Z", fill: "#9c4a22" }),
    el("path", { d: "M-16-2H16", stroke: GOLD, "stroke-width": 2 }),
    el("path", { d: "M0-7C-5-12-3-19 0-25C3-19 5-12 0-7Z", fill: "#ffcf4a" }),
    el("path", { d: "M0-8C-2-11-1-15 0-18C1-15 2-11 0-8Z", fill: "#fff3c2" }),
  );

export const diya = (x: number, y: number, s = 1): string =>
  use("Dy", { transform: `translate(${x} ${y})` + (s === 1 ? "" : ` scale(${s})`) });

/** Defs for a hanging brass lantern (`#Ln`), used with `lantern`. */
export const lanternDefs = (): string =>
  g(
    { id: "Ln" },
    el("circle", { cy: 40, r: 60, fill: url("Dg"), opacity: 0.8 }),
    el("path", { d: "M0-400V0", stroke: GOLD_DARK, "stroke-width": 2 }),
    el("path", { d: "M-16 8L-22 40-12 70H12L22 40 16 8Z", fill: "#ffcc66", opacity: 0.9 }),
    el("path", {
      d: "M-16 8L-22 40-12 70H12L22 40 16 8ZM-8 8V70M8 8V70M-22 40H22",
      fill: "none",
      stroke: GOLD_DARK,
      "stroke-width": 2.5,
    }),
    el("path", { d: "M-20 8Q0-18 20 8ZM-12 70L0 88 12 70Z", fill: url("gg") }),
  );

export const lantern = (x: number, y: number, s = 1): string =>
  use("Ln", { transform: `translate(${x} ${y})` + (s === 1 ? "" : ` scale(${s})`) });

/** A palace skyline silhouette along `base`: a crenellated wall with domed chhatris at `domes`. */
export function skyline(
  base: number,
  wall: number,
  domes: readonly (readonly [number, number])[],
  fill: string,
): string {
  let p = `M0 ${base}V${wall}`;
  for (const [x, w] of domes) {
    const top = wall - w * 0.9;
    const r = w / 2;
    p += d`H${x - r}V${top}h-6v-6h6a${r} ${r} 0 0 1 ${r} ${-r}l3-16 3 16a${r} ${r} 0 0 1 ${r - 6} ${r}h6v6h-6V${wall}`;
  }
  return el("path", { d: p + `H1600V${base}Z`, fill });
}
