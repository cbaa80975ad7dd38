/** Shared settings: the jharokha arch, jaali lattice and the backdrops built from them. */
import { BLUSH, CREAM, GOLD, GOLD_DARK } from "./palette";
import { d, el, lin, nums, r, rad, url, type Pt } from "./svg";

/**
 * A cusped (multifoil) pointed arch opening: straight jambs from the floor `base` up to the
 * springing line, then `lobes` scallops on each side meeting at a pointed apex.
 */
export function archPath(
  cx: number,
  spring: number,
  hw: number,
  rise: number,
  base: number,
  lobes = 5,
): string {
  // The pointed arch is two circular arcs; find the radius that puts the apex at `rise`.
  const rad0 = (hw * hw + rise * rise) / (2 * hw);
  const side = (s: 1 | -1, i: number): Pt => {
    const a0 = Math.atan2(rise, rad0 - hw); // angle of the apex seen from the arc centre
    const a = (a0 * i) / lobes;
    const ox = cx - s * (hw - rad0);
    return [ox - s * rad0 * Math.cos(a), spring - rad0 * Math.sin(a)];
  };
  const pts: Pt[] = [];
  for (let i = 0; i <= lobes; i++) pts.push(side(1, i));
  for (let i = lobes - 1; i >= 0; i--) pts.push(side(-1, i));
  const q = pts.map(([x, y]) => [Math.round(x), Math.round(y)] as const);
  const c = Math.round((rise + hw) / lobes / 2.2);
  let p = `M${Math.round(cx - hw)} ${base}V${q[0]![1]}`;
  for (let i = 1; i < q.length; i++) {
    p += `a${c} ${c} 0 0 1 ${nums([q[i]![0] - q[i - 1]![0], q[i]![1] - q[i - 1]![1]])}`;
  }
  return p + d`L${cx + hw} ${base}Z`;
}

/** A jaali lattice tile: interlaced diamonds and rosettes, drawn as thin strokes. */
export const jaali = (id: string, size: number, color: string, width = 0.8): string => {
  const s = size;
  const h = s / 2;
  return el(
    "pattern",
    { id, width: s, height: s, patternUnits: "userSpaceOnUse" },
    el("path", {
      d: d`M0 ${h}L${h} 0 ${s} ${h} ${h} ${s}ZM${h} ${h - s * 0.18}a${s * 0.18} ${s * 0.18} 0 1 0 .1 0M0 0h${s}v${s}`,
      fill: "none",
      stroke: color,
      "stroke-width": width,
    }) + el("circle", { r: s * 0.08, fill: color }),
  );
};

/** A small gold lotus finial, pointing up from (x, y). */
export const finial = (x: number, y: number, s = 1): string =>
  el("path", {
    d: "M0 0C-6-2-9-8-8-14C-5-10-2-9 0-8C2-9 5-10 8-14C9-8 6-2 0 0ZM0-8C-2-12-2-17 0-21C2-17 2-12 0-8Z",
    fill: url("gg"),
    stroke: GOLD_DARK,
    "stroke-width": 0.6,
    transform: `translate(${r(x)} ${r(y)}) scale(${s})`,
  });

/** The card backdrop for every design: blush wall, jaali spandrels, cream arch, soft floor. */
export function designBackdrop(): { defs: string; body: string } {
  const arch = archPath(200, 196, 158, 140, 520, 6);
  const defs =
    lin(
      "bg",
      [
        [0, "#f6e4d8"],
        [1, BLUSH],
      ],
      [0, 0, 0, 1],
    ) +
    rad(
      "gl",
      [
        [0, "#fffaf1"],
        [0.7, CREAM],
        [1, "#f1dcc6"],
      ],
      { cx: 0.5, cy: 0.45, r: 0.65 },
    ) +
    jaali("ja", 22, "#c99a72", 0.7) +
    el("path", { id: "ar", d: arch });
  const body =
    el("rect", { width: 400, height: 500, fill: url("bg") }) +
    el("rect", { width: 400, height: 500, fill: url("ja"), opacity: 0.55 }) +
    el("use", { href: "#ar", fill: url("gl") }) +
    el("rect", { y: 452, width: 400, height: 48, fill: "#ecd3bf", opacity: 0.6 }) +
    el("path", { d: "M0 452H400", stroke: "#d7b395", "stroke-width": 1 }) +
    el("use", { href: "#ar", fill: "none", stroke: "#9b4a33", "stroke-width": 7, opacity: 0.18 }) +
    el("use", { href: "#ar", fill: "none", stroke: GOLD, "stroke-width": 1.6 }) +
    finial(200, 50, 0.9) +
    el("rect", {
      x: 8,
      y: 8,
      width: 384,
      height: 484,
      fill: "none",
      stroke: GOLD,
      "stroke-width": 1.2,
      opacity: 0.8,
    });
  return { defs, body };
}

/** Soft floor shadow under a garment of half-width `hw` standing at `y` (blurred by `#bl`). */
export const floorShadow = (cx: number, y: number, hw: number): string =>
  el("ellipse", {
    cx,
    cy: y,
    rx: Math.round(hw * 1.05),
    ry: 9,
    fill: "#5a2a1a",
    opacity: 0.3,
    filter: url("bl"),
  });
