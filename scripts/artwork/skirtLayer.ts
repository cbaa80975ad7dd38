/** Renders a ghaghra / lehenga: body fill, soft folds, textile, embroidery bands and strips. */
import { GOLD, shade } from "./palette";
import type { Look } from "./fabric";
import type { WorkKit } from "./motifs";
import {
  apex,
  bandLine,
  foldLines,
  hemAt,
  panels,
  scaleAbout,
  skirtPath,
  strips,
  waistLine,
  type Skirt,
} from "./skirt";
import { el, g, url, use } from "./svg";

export interface SkirtStyle {
  /** Hem band width; upper bands are drawn at each entry of `tiers` (fraction of the height). */
  band: number;
  tiers: readonly number[];
  /** Visible alternate kali panels and gold seams (multi-kali ghaghra). */
  kalis: boolean;
  /** Embroidered vertical strips on every `strips`-th seam (lehenga panels); 0 for none. */
  strips: number;
  /** A visible waistband (when the top ends above the waist). */
  waistband: boolean;
  /** Extra overlays: leheriya stripes, sequins, pearl rows. */
  leheriya: boolean;
  sequins: boolean;
  pearls: boolean;
}

export function skirtLayer(
  s: Skirt,
  st: SkirtStyle,
  look: Look,
  kit: WorkKit,
): { defs: string; body: string } {
  const b = look.base;
  const ap = apex(s);
  const height = hemAt(s, -1)[1] - ap[1];
  let defs =
    el("path", { id: "sk", d: skirtPath(s) }) +
    el("clipPath", { id: "sc" }, use("sk")) +
    el("path", { id: "h", d: bandLine(s, st.band / 2 + 2) }) +
    el("path", { id: "fo", d: foldLines(s) });
  if (st.strips) defs += el("path", { id: "vs", d: strips(s, st.strips) });
  if (st.waistband) defs += el("path", { id: "wb", d: waistLine(s, 4) });

  const tiers = st.tiers.map((f) => scaleAbout(ap, 1 - (f * (s.hy - s.wy)) / height));
  const bands =
    kit.band("h", st.band) +
    tiers.map((t) => kit.band("h", Math.round(st.band * 0.72), t)).join("");
  const up = `translate(0 ${-(st.band / 2 + 3)})`;
  const pearl = (t = ""): string =>
    el("use", {
      href: "#h",
      fill: "none",
      stroke: "#fffaf0",
      "stroke-width": 2.6,
      "stroke-dasharray": "0 5",
      "stroke-linecap": "round",
      transform: `${t} ${up}`,
    });

  const body =
    use("sk", { fill: url("sg") }) +
    g(
      { "clip-path": url("sc") },
      st.leheriya ? use("sk", { fill: url("lh"), opacity: 0.6 }) : "",
      st.kalis ? el("path", { d: panels(s), fill: shade(b, -0.6), opacity: 0.18 }) : "",
      g(
        { filter: url("bl"), fill: "none" },
        use("fo", { stroke: shade(b, -0.6), "stroke-width": 9, opacity: 0.5 }),
        use("fo", {
          stroke: shade(b, 0.6),
          "stroke-width": 6,
          opacity: look.sheen,
          transform: `translate(${Math.round((s.hw / s.folds) * 0.9)})`,
        }),
      ),
      look.tissue ? use("sk", { fill: url("ts"), opacity: 0.3 }) : "",
      st.sequins ? use("sk", { fill: url("sq"), opacity: 0.8 }) : "",
      use("sk", { fill: url("j") }),
      st.kalis
        ? use("fo", {
            stroke: GOLD,
            "stroke-width": 1.4,
            opacity: 0.8,
            "stroke-dasharray": "5 2",
            fill: "none",
          })
        : "",
      st.strips
        ? el("use", { href: "#vs", fill: "none", stroke: GOLD, "stroke-width": 9 }) +
            el("use", { href: "#vs", fill: "none", stroke: shade(b, -0.4), "stroke-width": 6 }) +
            el("use", { href: "#vs", "marker-mid": url("k") })
        : "",
      bands,
      st.pearls ? pearl() + tiers.map((t) => pearl(t)).join("") : "",
    ) +
    (st.waistband ? kit.band("wb", 10) : "");
  return { defs, body };
}
