/** Embroidery kits: one motif per kind of work, reused by border markers and all-over patterns. */
import { gold, motif } from "./motifArt";
import { GOLD, type Swatch } from "./palette";
import { el, g, marker, url, use } from "./svg";

export { metalDefs, LEAF_PATH, PAISLEY_PATH } from "./motifArt";

export type WorkKind = "gota" | "zardozi" | "dabka" | "mirror" | "thread" | "applique" | "aari";

export function workKind(work: string): WorkKind {
  const w = work.toLowerCase();
  if (w.includes("gota")) return "gota";
  if (w.includes("zardozi")) return "zardozi";
  if (w.includes("dabka")) return "dabka";
  if (w.includes("mirror")) return "mirror";
  if (w.includes("applique")) return "applique";
  if (w.includes("aari")) return "aari";
  return "thread";
}

export interface WorkKit {
  kind: WorkKind;
  /** Motif, border marker and all-over pattern definitions. */
  defs: string;
  /** A border drawn along the path `id`, band `w` units wide, optionally transformed. */
  band: (id: string, w: number, transform?: string) => string;
}

/**
 * The embroidery kit for one design. `tile` is the all-over pattern spacing (smaller = denser);
 * the pattern is `url(#j)`, the border marker `#k`.
 */
export function workKit(work: string, sw: Swatch, tile: number, edge: string): WorkKit {
  const kind = workKind(work);
  const q = tile / 4;
  const buti = kind === "gota" ? "b" : "m";
  const defs =
    motif(kind, sw) +
    (kind === "gota"
      ? g(
          { id: "b", ...gold },
          ...[0, 90, 180, 270].map((a) => use("lf", { transform: `rotate(${a + 30}) scale(.8)` })),
        )
      : "") +
    marker("k", use("m", { transform: "scale(.85)" })) +
    el(
      "pattern",
      { id: "j", width: tile, height: tile, patternUnits: "userSpaceOnUse" },
      use(buti, { transform: `translate(${q} ${q}) scale(.6)` }) +
        use(buti, { transform: `translate(${3 * q} ${3 * q}) scale(.6)` }),
    );
  const band = (id: string, w: number, transform?: string): string => {
    return g(
      { fill: "none", transform },
      use(id, { stroke: GOLD, "stroke-width": w }),
      use(id, { stroke: edge, "stroke-width": w - 3 }),
      use(id, { "marker-mid": url("k") }),
    );
  };
  return { kind, defs, band };
}
