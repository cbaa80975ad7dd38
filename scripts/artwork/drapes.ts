/** Odhni, dupatta and veil shapes. Each returns outline paths plus the edge that carries a border. */
import { GOLD, GOLD_DARK } from "./palette";
import { d, el, g, line, sampleQ, type Pt } from "./svg";

export interface Drape {
  /** Filled outline. */
  shape: string;
  /** An open polyline along the decorated edge (its vertices carry the border motifs). */
  edge: string;
  /** Where tassels hang. */
  tassels: Pt[];
}

const cubic = (p0: Pt, c1: Pt, c2: Pt, p1: Pt, n: number): Pt[] => {
  const out: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const u = 1 - t;
    const k = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
    out.push([
      k[0] * p0[0] + k[1] * c1[0] + k[2] * c2[0] + k[3] * p1[0],
      k[0] * p0[1] + k[1] * c1[1] + k[2] * c2[1] + k[3] * p1[1],
    ]);
  }
  return out;
};

/** The long end falling from one shoulder (s = 1 right, -1 left) to `hem`, flaring out to `reach`. */
export function sideFall(cx: number, s: 1 | -1, hem: number, reach: number): Drape {
  const outer = cubic(
    [cx + s * 50, 104],
    [cx + s * 80, 170],
    [cx + s * (reach - 20), 300],
    [cx + s * reach, hem - 12],
    14,
  );
  const foot: Pt = [cx + s * (reach - 58), hem];
  const shape = line(outer) + d`L${foot[0]} ${foot[1]}Q${cx + s * 50} 300 ${cx + s * 28} 98Z`;
  // The inner edge hides behind the skirt, so the border can simply follow the whole outline.
  return { shape, edge: shape, tassels: [outer[outer.length - 1]!, foot] };
}

/** The front swag of an odhni: from one shoulder across the body, tucked at the opposite hip. */
export function frontSwag(cx: number, s: 1 | -1, width: number, low: number): Drape {
  const tuck: Pt = [cx - s * 44, low];
  const lower = sampleQ(
    [cx - s * 34, low + width * 0.7],
    [cx + s * 16, low - 40],
    [cx + s * 54, 110],
    12,
  );
  const shape =
    d`M${cx + s * 24} 93Q${cx - s * 8} ${low - 70} ${tuck[0]} ${tuck[1]}` +
    line(lower).replace("M", "L") +
    "Z";
  return { shape, edge: line(lower), tassels: [] };
}

/** A bridal veil over the form's cap: back layer reaching the floor, plus framing front edges. */
export function veil(cx: number, hem: number, hw: number): { back: string; front: Drape } {
  const back = d`M${cx - 20} 66C${cx - 22} 42 ${cx + 22} 42 ${cx + 20} 66C${cx + 60} 90 ${cx + 80} 160 ${cx + hw + 10} ${hem - 8}L${cx - hw - 10} ${hem - 8}C${cx - 80} 160 ${cx - 60} 90 ${cx - 20} 66Z`;
  const side = (s: 1 | -1): Pt[] =>
    cubic(
      [cx + s * 6, 49],
      [cx + s * 46, 58],
      [cx + s * 76, 170],
      [cx + s * hw * 0.96, hem - 10],
      16,
    );
  const l = side(-1);
  const rr = side(1);
  const outer = (s: 1 | -1): string =>
    d`L${cx + s * (hw + 10)} ${hem - 8}C${cx + s * 80} 160 ${cx + s * 60} 90 ${cx + s * 20} 62Z`;
  return {
    back,
    front: {
      shape: line(l) + outer(-1) + line(rr) + outer(1),
      edge: line(l) + line(rr),
      tassels: [l[l.length - 1]!, rr[rr.length - 1]!],
    },
  };
}

/** A kurti-set dupatta: a U across the chest, both ends falling behind the shoulders to `end`. */
export function stole(cx: number, end: number): { back: string; front: Drape } {
  const tail = (k: 1 | -1): string =>
    d`M${cx + k * 38} 98Q${cx + k * 72} 104 ${cx + k * 84} 190L${cx + k * 96} ${end}L${cx + k * 62} ${end + 4}L${cx + k * 56} 190Z`;
  const lower = sampleQ([cx - 54, 110], [cx, 290], [cx + 54, 110], 12);
  return {
    back: tail(-1) + tail(1),
    front: {
      shape: line(lower) + d`L${cx + 38} 99Q${cx} 250 ${cx - 38} 99Z`,
      edge: line(lower),
      tassels: [
        [cx - 96, end],
        [cx - 62, end + 4],
        [cx + 62, end + 4],
        [cx + 96, end],
      ],
    },
  };
}

/** A latkan (tassel) hanging from (x, y): cord, gold bead, and a tuft in `color`. */
export const latkanDef = (color: string): string =>
  g(
    { id: "lt" },
    el("path", { d: "M0 0V10", stroke: GOLD_DARK, "stroke-width": 1 }),
    el("circle", { cy: 12, r: 3, fill: GOLD }),
    el("path", { d: "M-2.5 14L-4 26H4L2.5 14Z", fill: color }),
    el("path", { d: "M-3 15H3", stroke: GOLD, "stroke-width": 2 }),
  );

export const latkans = (at: readonly Pt[], scale = 1): string =>
  at
    .map(([x, y]) =>
      el("use", {
        href: "#lt",
        transform:
          `translate(${Math.round(x)} ${Math.round(y)})` + (scale === 1 ? "" : ` scale(${scale})`),
      }),
    )
    .join("");
