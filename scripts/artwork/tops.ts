/** Upper garments on the dress form: kanchli, choli, Rajputi kurti, long kurti, and palazzo. */
import { LINEN, WOOD } from "./palette";
import { d, el, g, line, sampleQ } from "./svg";

/** Neckline styles: a round scoop, a V, or a sweetheart. */
export type Neck = "round" | "v" | "sweet";

const neckline = (cx: number, depth: number, style: Neck): string => {
  const y = 90 + depth;
  if (style === "v") return d`L${cx} ${y}L${cx - 15} 90`;
  if (style === "sweet") return d`Q${cx + 14} ${y} ${cx} ${y - 6}Q${cx - 14} ${y} ${cx - 15} 90`;
  return d`Q${cx} ${y + depth} ${cx - 15} 90`;
};

/**
 * A fitted torso from the shoulders down to `bottom`, flaring to half-width `bw` there.
 * `inset` narrows the shoulders (a sleeveless kurti sits inside the kanchli's shoulder line).
 */
export function torso(
  cx: number,
  bottom: number,
  bw: number,
  neck: number,
  style: Neck,
  inset = 0,
): string {
  const sx = 52 - inset;
  const ax = 47 - inset;
  const lower =
    bottom > 200
      ? d`C${cx - 51} 152 ${cx - 37} 178 ${cx - 34} 198L${cx - bw} ${bottom}Q${cx} ${bottom + 14} ${cx + bw} ${bottom}L${cx + 34} 198C${cx + 37} 178 ${cx + 51} 152`
      : d`C${cx - 51} 152 ${cx - bw - 2} ${bottom - 20} ${cx - bw} ${bottom}Q${cx} ${bottom + 8} ${cx + bw} ${bottom}C${cx + bw + 2} ${bottom - 20} ${cx + 51} 152`;
  return (
    d`M${cx - 15} 90Q${cx - 30} 95 ${cx - sx} 106L${cx - ax} 132` +
    lower +
    d` ${cx + ax} 132L${cx + sx} 106Q${cx + 30} 95 ${cx + 15} 90` +
    neckline(cx, neck, style) +
    "Z"
  );
}

/** The lower edge of `torso`, `lift` units up, as a polyline (its vertices carry motifs). */
export const torsoHem = (cx: number, bottom: number, bw: number, lift: number): string => {
  const dip = bottom > 200 ? 14 : 8;
  const y = bottom - lift;
  return line(sampleQ([cx - bw - 3, y], [cx, y + dip], [cx + bw + 3, y], Math.round(bw / 6)));
};

/** The neckline as an open path, for a gold edge. */
export const neckEdge = (cx: number, depth: number, style: Neck): string =>
  d`M${cx + 15} 90` + neckline(cx, depth, style);

/** Two sleeves hanging from the shoulders, ending at `end` (short ~150, elbow ~180, 3/4 ~215). */
export function sleeves(cx: number, end: number, fill: string, cuff: string): string {
  const ox = Math.round(58 + (end - 150) * 0.2);
  const ix = Math.round(44 + (end - 150) * 0.12);
  const one = (s: 1 | -1): string =>
    el("path", {
      d: d`M${cx + s * 51} 105Q${cx + s * 62} 120 ${cx + s * ox} ${end}L${cx + s * ix} ${end + 5}Q${cx + s * 46} 150 ${cx + s * 45} 130Z`,
      fill,
    }) +
    el("path", {
      d: d`M${cx + s * ox} ${end - 5}L${cx + s * ix} ${end}`,
      stroke: cuff,
      "stroke-width": 7,
    });
  return one(1) + one(-1);
}

/** The dress form: linen torso, neck column and a turned wooden cap. */
export const dressForm = (cx: number): string =>
  g(
    {},
    el("path", {
      d: d`M${cx - 11} 96V66H${cx + 11}V96ZM${cx - 48} 112Q${cx} 80 ${cx + 48} 112C${cx + 46} 150 ${cx + 30} 165 ${cx + 33} 200H${cx - 33}C${cx - 30} 165 ${cx - 46} 150 ${cx - 48} 112Z`,
      fill: LINEN,
      stroke: "#cbb89a",
      "stroke-width": 0.8,
    }),
    el("ellipse", { cx, cy: 64, rx: 15, ry: 6.5, fill: WOOD }),
    el("ellipse", { cx, cy: 62, rx: 9, ry: 3, fill: "#a8703f" }),
  );

/** Palazzo legs below a long kurti: wide, pleated, with a border at each hem. */
export function palazzo(cx: number, top: number, hem: number, fill: string, pleat: string): string {
  const leg = (s: 1 | -1): string =>
    d`M${cx + s * 3} ${top}L${cx + s * 50} ${top}L${cx + s * 86} ${hem - 4}Q${cx + s * 48} ${hem + 8} ${cx + s * 8} ${hem}Z`;
  const pleats = [-70, -48, -26, 26, 48, 70]
    .map((x) => d`M${cx + x * 0.45} ${top + 20}L${cx + x} ${hem - 4}`)
    .join("");
  return (
    el("path", { d: leg(-1) + leg(1), fill }) +
    el("path", { d: pleats, stroke: pleat, "stroke-width": 2, opacity: 0.35, fill: "none" })
  );
}

/** The hem lines of both palazzo legs, for border bands. */
export const palazzoHems = (cx: number, hem: number): string =>
  line(sampleQ([cx - 88, hem - 9], [cx - 48, hem + 3], [cx - 6, hem - 5], 7)) +
  line(sampleQ([cx + 6, hem - 5], [cx + 48, hem + 3], [cx + 88, hem - 9], 7));
