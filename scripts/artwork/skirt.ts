/** Geometry of a flared skirt (ghaghra / lehenga): outline, folds and bands that follow the hem. */
import { d, line, nums, r, type Pt } from "./svg";

export interface Skirt {
  cx: number;
  /** Waist line y and half-width. */
  wy: number;
  ww: number;
  /** Hem centre y, half-width, and how far the side corners rise (the hem ellipse). */
  hy: number;
  hw: number;
  depth: number;
  /** Horizontal shift of the hem, so the skirt seems to swing. */
  sway: number;
  /** Number of kalis / folds, and how deep the hem scallops between them. */
  folds: number;
  ripple: number;
}

/** A point on the hem; t runs from -1 (left) to 1 (right); `lift` moves it up. */
export function hemAt(s: Skirt, t: number, lift = 0): Pt {
  const tc = Math.max(-1, Math.min(1, t));
  const u = ((t + 1) / 2) * s.folds;
  const frac = u - Math.floor(u);
  const y =
    s.hy - s.depth * (1 - Math.sqrt(1 - tc * tc)) + s.ripple * Math.sin(Math.PI * frac) - lift;
  return [s.cx + s.sway + t * s.hw, y];
}

const trough = (s: Skirt, i: number): Pt => hemAt(s, -1 + (2 * i) / s.folds);
const waistAt = (s: Skirt, i: number): Pt => {
  const t = -1 + (2 * i) / s.folds;
  return [s.cx + t * s.ww, s.wy + 5 * (1 - t * t)];
};

/** The outline: hips, a scalloped hem (one curve per kali), and a waist that dips at the front. */
export function skirtPath(s: Skirt): string {
  const [lx, ly] = trough(s, 0);
  const [rx, ry] = trough(s, s.folds);
  let p = d`M${s.cx - s.ww} ${s.wy}Q${s.cx - s.ww - 10} ${s.wy + 45} ${Math.round(lx)} ${Math.round(ly)}`;
  // The scallops as relative quadratic curves from trough to trough, on whole units.
  let [px, py] = [Math.round(lx), Math.round(ly)];
  for (let i = 0; i < s.folds; i++) {
    const [mx, my] = hemAt(s, -1 + (2 * i + 1) / s.folds);
    const [ex, ey] = trough(s, i + 1).map(Math.round) as [number, number];
    p += `q${nums([Math.round(mx) - px, Math.round(my + s.ripple) - py, ex - px, ey - py])}`;
    [px, py] = [ex, ey];
  }
  return (
    p +
    d`L${Math.round(rx)} ${Math.round(ry)}Q${s.cx + s.ww + 10} ${s.wy + 45} ${s.cx + s.ww} ${s.wy}Q${s.cx} ${s.wy + 10} ${s.cx - s.ww} ${s.wy}Z`
  );
}

/** Fold lines from the waist to each hem trough. */
export function foldLines(s: Skirt, from = 1, to = s.folds - 1): string {
  let p = "";
  for (let i = from; i <= to; i++) p += line([waistAt(s, i), trough(s, i)]);
  return p;
}

/** Vertical polylines down every `step`-th seam, `n` vertices each (for embroidered strips). */
export function strips(s: Skirt, step: number, n = 8): string {
  let p = "";
  for (let i = step; i < s.folds; i += step) {
    const [wx, wy] = waistAt(s, i);
    const [hx, hy] = trough(s, i);
    const q: Pt[] = [];
    for (let j = 0; j <= n; j++)
      q.push([wx + ((hx - wx) * j) / n, wy + 6 + ((hy - wy - 6) * j) / n]);
    p += line(q);
  }
  return p;
}

/** The waistline as a polyline, `drop` units down (a waistband). */
export function waistLine(s: Skirt, drop: number): string {
  const q: Pt[] = [];
  for (let i = 0; i <= 8; i++) {
    const [x, y] = waistAt(s, (i / 8) * s.folds);
    q.push([x + (x - s.cx) * 0.08, y + drop]);
  }
  return line(q);
}

/** Alternate kali panels as polygons (every other one), for multi-kali ghaghras. */
export function panels(s: Skirt): string {
  let p = "";
  for (let i = 0; i < s.folds; i += 2) {
    p += line([waistAt(s, i), trough(s, i), trough(s, i + 1), waistAt(s, i + 1)], true);
  }
  return p;
}

/** A polyline following the hem `lift` units up, with a vertex every ~`step` units (for markers). */
export function bandLine(s: Skirt, lift: number, step = 11): string {
  const n = Math.max(4, Math.round((2 * s.hw) / step));
  const p: Pt[] = [];
  for (let i = 0; i <= n; i++) p.push(hemAt(s, -1.03 + (2.06 * i) / n, lift));
  return line(p);
}

/** Where the two side lines meet; scaling about it maps the hem band onto a higher band. */
export function apex(s: Skirt): Pt {
  const [lx, ly] = trough(s, 0);
  const [rx] = trough(s, s.folds);
  const x0 = s.cx - s.ww;
  const x1 = s.cx + s.ww;
  // Side lines: left from (x0, wy) to (lx, ly); right from (x1, wy) to (rx, ly) (same corner height).
  const kl = (lx - x0) / (ly - s.wy);
  const kr = (rx - x1) / (ly - s.wy);
  const dy = (x1 - x0) / (kl - kr);
  return [x0 + kl * dy, s.wy + dy];
}

/** A transform that scales by k about point p. */
export const scaleAbout = ([x, y]: Pt, k: number): string =>
  `matrix(${+k.toFixed(3)} 0 0 ${+k.toFixed(3)} ${r(x * (1 - k))} ${r(y * (1 - k))})`;
