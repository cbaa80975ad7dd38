/** One outfit on its dress form, built from a catalogue design's category, colour, fabric and work. */
import type { SeedDesign as Design } from "../../src/shared/catalogue";
import { frontSwag, latkanDef, latkans, sideFall, stole, veil, type Drape } from "./drapes";
import { bandhej, blockPrint, fabricLook, leheriya, sequins } from "./fabric";
import { metalDefs, workKit } from "./motifs";
import { GOLD, GOLD_LIGHT, lightness, shade, swatch } from "./palette";
import type { Skirt } from "./skirt";
import { skirtLayer } from "./skirtLayer";
import { el, g, rng, url, use } from "./svg";
import {
  dressForm,
  neckEdge,
  palazzo,
  palazzoHems,
  sleeves,
  torso,
  torsoHem,
  type Neck,
} from "./tops";

export interface Ensemble {
  defs: string;
  body: string;
  /** Half-width of the hem, for the floor shadow. */
  hw: number;
}

const NECKS: readonly Neck[] = ["round", "v", "sweet"];

export function ensemble(x: Design): Ensemble {
  const sw = swatch(x.color);
  const rnd = rng(x.id);
  const look = fabricLook(x.fabric, sw, x.category === "Kurti Set");
  const text = `${x.name} ${x.description}`.toLowerCase();
  const cat = x.category;
  const bridal = cat === "Bridal Set";
  const kurtiSet = cat === "Kurti Set";
  const ghaghra = cat === "Ghaghra Set";
  const lehenga = cat === "Lehenga" || (bridal && !text.includes("poshak"));
  const side: 1 | -1 = x.id % 2 ? 1 : -1;
  const cx = 200;
  const edge = shade(look.base, lightness(look.base) > 0.45 ? -0.3 : -0.45);
  const kit = workKit(x.work, sw, bridal ? 22 : ghaghra ? 28 : 32, edge);
  const neck = NECKS[Math.floor(rnd() * 3)] ?? "round";
  const sheer = look.sheer;

  let defs = metalDefs() + look.defs + kit.defs + latkanDef(sw.accent);
  if (text.includes("bandhej")) defs += bandhej("#fff4d6");
  if (text.includes("leheriya")) defs += leheriya(shade(sw.base, 0.45), sw.drape);
  if (text.includes("block")) defs += blockPrint(shade(sw.drape, -0.55));
  if (text.includes("sequin")) defs += sequins();

  const drapeFill = (d: Drape, id: string, w: number, op: number): string => {
    const shapeId = d.edge === d.shape ? id : `${id}s`;
    defs +=
      el("path", { id, d: d.edge }) +
      (shapeId === id ? "" : el("path", { id: shapeId, d: d.shape }));
    const print = text.includes("bandhej") ? "bd" : text.includes("block") ? "bp" : "j";
    return (
      g(
        { opacity: op },
        use(shapeId, { fill: url("dg") }),
        use(shapeId, { fill: url(print), opacity: 0.8 }),
      ) +
      kit.band(id, w) +
      latkans(d.tassels, 0.8)
    );
  };

  let back = "";
  let front = "";
  let under = "";
  let skirt = "";
  let top = "";
  let hw = 92;

  if (bridal) {
    const v = veil(cx, 466, 166);
    back += el("path", { d: v.back, fill: url("dg"), opacity: 0.55 });
    front += drapeFill(v.front, "e1", 12, 0.6);
  }

  if (!kurtiSet) {
    const s: Skirt = {
      cx,
      wy: lehenga ? 198 : 200,
      ww: 35,
      hy: 462,
      hw: ghaghra ? 172 : bridal ? 158 : 146,
      depth: ghaghra ? 28 : 22,
      sway: Math.round((rnd() - 0.5) * 20),
      folds: ghaghra ? (text.includes("twenty") ? 20 : 16) : 8 + Math.floor(rnd() * 3),
      ripple: ghaghra ? 4 : 6,
    };
    hw = s.hw;
    const layer = skirtLayer(
      s,
      {
        band: bridal ? 20 : ghaghra ? 14 : 17,
        tiers: ghaghra ? [0.26, 0.5] : bridal ? [0.24] : [],
        kalis: ghaghra,
        strips: lehenga ? 2 : 0,
        waistband: lehenga,
        leheriya: text.includes("leheriya"),
        sequins: text.includes("sequin"),
        pearls: text.includes("pearl"),
      },
      look,
      kit,
    );
    defs += layer.defs;
    skirt = layer.body;
    if (!bridal) back += drapeFill(sideFall(cx, side, 462, s.hw + 20), "e2", 9, sheer);
    if (!bridal && !lehenga) front += drapeFill(frontSwag(cx, side, 32, 244), "e3", 9, sheer);
    if (lehenga && !bridal) front += drapeFill(frontSwag(cx, side, 16, 206), "e3", 7, sheer);
    front =
      latkans([
        [cx - side * 30, 204],
        [cx - side * 24, 206],
      ]) + front;
  }

  const sleeveEnd = kurtiSet ? 214 : 158 + Math.floor(rnd() * 3) * 14;
  top += sleeves(cx, sleeveEnd, shade(look.base, -0.12), GOLD);
  const [bottom, bw] = kurtiSet ? [336, 66] : lehenga ? [178, 44] : [244, 60];
  const neckDepth = 8 + Math.round(rnd() * 8);
  defs += el("path", { id: "tp", d: torso(cx, bottom, bw, neckDepth, neck) });
  defs += el("path", { id: "kh", d: torsoHem(cx, bottom, bw, 6) });
  top +=
    use("tp", { fill: url("sg") }) +
    (text.includes("bandhej") ? use("tp", { fill: url("bd") }) : "") +
    (look.tissue ? use("tp", { fill: url("ts"), opacity: 0.3 }) : "") +
    use("tp", { fill: url("j"), opacity: kurtiSet ? 0.6 : undefined }) +
    kit.band("kh", kurtiSet ? 12 : 10) +
    el("path", {
      d: neckEdge(cx, neckDepth, neck),
      fill: "none",
      stroke: GOLD,
      "stroke-width": 3,
    }) +
    use("m", { transform: `translate(${cx} ${lehenga ? 140 : 150}) scale(1.3)` });
  if (kurtiSet) {
    top += el("path", {
      d: `M${cx - 60} 300L${cx - 64} 338M${cx + 60} 300L${cx + 64} 338`,
      stroke: GOLD_LIGHT,
      "stroke-width": 2,
    });
    under += palazzo(cx, 300, 462, url("pg"), shade(look.base, -0.7));
    defs += el("path", { id: "ph", d: palazzoHems(cx, 462) });
    under += kit.band("ph", 10);
    const st = stole(cx, 380);
    back += el("path", { d: st.back, fill: url("dg"), opacity: sheer });
    front += drapeFill(st.front, "e4", 10, sheer);
  }

  const body = back + dressForm(cx) + under + skirt + top + front;
  return { defs, body, hw };
}
