/** Fabric rendering: shading gradients, the blur for soft folds, and printed / dyed textiles. */
import { GOLD, GOLD_LIGHT, shade, type Swatch } from "./palette";
import { el, lin } from "./svg";

export interface Look {
  defs: string;
  /** Body colour after fabric adjustment (velvet reads deeper). */
  base: string;
  /** Strength of highlight streaks: silk and tissue shine, velvet barely. */
  sheen: number;
  /** Opacity of the odhni / dupatta: georgette is sheer. */
  sheer: number;
  tissue: boolean;
}

const body = (id: string, c: string, deep: number, lift: number): string =>
  lin(id, [
    [0, shade(c, -deep)],
    [0.4, shade(c, lift)],
    [0.6, c],
    [1, shade(c, -deep * 1.1)],
  ]);

/** Gradients `sg` (body), `dg` (drape), `pg` (third piece), blur `bl`, and texture patterns. */
export function fabricLook(fabric: string, sw: Swatch, third: boolean): Look {
  const f = fabric.toLowerCase();
  const velvet = f.includes("velvet");
  const tissue = f.includes("tissue");
  const shiny = tissue || f.includes("satin") || f === "silk";
  const base = velvet ? shade(sw.base, -0.18) : sw.base;
  const defs =
    body("sg", base, velvet ? 0.6 : 0.42, velvet ? 0.06 : 0.14) +
    body("dg", sw.drape, 0.3, 0.2) +
    (third ? body("pg", shade(base, -0.28), 0.4, 0.1) : "") +
    el(
      "filter",
      { id: "bl", x: "-20%", y: "-5%", width: "140%", height: "110%" },
      el("feGaussianBlur", { stdDeviation: 4 }),
    ) +
    (tissue
      ? el(
          "pattern",
          { id: "ts", width: 5, height: 5, patternUnits: "userSpaceOnUse" },
          el("path", { d: "M0 5L5 0", stroke: GOLD_LIGHT, "stroke-width": 0.7 }),
        )
      : "");
  return {
    defs,
    base,
    sheen: velvet ? 0.12 : shiny ? 0.5 : 0.3,
    sheer: f.includes("georgette") ? 0.72 : tissue ? 0.8 : 0.92,
    tissue,
  };
}

/** Bandhej: tiny tie-dye dots in diamond clusters (pattern `bd`). */
export const bandhej = (c: string): string =>
  el(
    "pattern",
    { id: "bd", width: 12, height: 12, patternUnits: "userSpaceOnUse" },
    el("path", {
      d: "M6 3.5h0M3.5 6h0M8.5 6h0M6 8.5h0M0 0h0M12 0h0M0 12h0M12 12h0",
      stroke: c,
      "stroke-width": 1.9,
      "stroke-linecap": "round",
    }),
  );

/** Leheriya: diagonal waves of resist-dyed stripes (pattern `lh`). */
export const leheriya = (a: string, b: string): string =>
  el(
    "pattern",
    {
      id: "lh",
      width: 14,
      height: 14,
      patternUnits: "userSpaceOnUse",
      patternTransform: "rotate(-32)",
    },
    el("path", { d: "M0 3Q3.5 1 7 3T14 3", stroke: a, "stroke-width": 2.6, fill: "none" }) +
      el("path", { d: "M0 10Q3.5 8 7 10T14 10", stroke: b, "stroke-width": 1.6, fill: "none" }),
  );

/** Block print: small dark buti stamps on the dupatta (pattern `bp`). */
export const blockPrint = (c: string): string =>
  el(
    "pattern",
    { id: "bp", width: 16, height: 16, patternUnits: "userSpaceOnUse" },
    el("path", {
      d: "M8 4C10 6 10 8 8 10C6 8 6 6 8 4ZM4 8h0M12 8h0",
      stroke: c,
      fill: c,
      "stroke-linecap": "round",
      "stroke-width": 1.6,
    }),
  );

/** Sequins: a scatter of tiny gold discs (pattern `sq`). */
export const sequins = (): string =>
  el(
    "pattern",
    { id: "sq", width: 9, height: 9, patternUnits: "userSpaceOnUse" },
    el("circle", { cx: 2, cy: 2, r: 0.9, fill: GOLD_LIGHT }) +
      el("circle", { cx: 6.5, cy: 6, r: 0.8, fill: GOLD }),
  );
