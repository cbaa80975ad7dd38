/** Textile colours for the catalogue's colour names, and shade arithmetic. */

export interface Swatch {
  /** Main body colour. */
  base: string;
  /** Contrast for the odhni / dupatta. */
  drape: string;
  /** A second accent for borders, patches and florals. */
  accent: string;
}

export const SWATCHES: Record<string, Swatch> = {
  Maroon: { base: "#7c1230", drape: "#e0a32e", accent: "#d6336c" },
  Turquoise: { base: "#169c9c", drape: "#d81b72", accent: "#f2b134" },
  Purple: { base: "#5a2383", drape: "#e7a92f", accent: "#e0407f" },
  "Navy Blue": { base: "#1b275c", drape: "#e2337a", accent: "#e9a93a" },
  Wine: { base: "#6a1535", drape: "#f0b7b9", accent: "#d9a441" },
  Fuchsia: { base: "#d3207d", drape: "#f08a24", accent: "#1fa6a0" },
  Magenta: { base: "#a0146a", drape: "#9bc53d", accent: "#f4a11d" },
  Orange: { base: "#e96d16", drape: "#d1186b", accent: "#2c8f5a" },
  Teal: { base: "#0e6668", drape: "#f0705a", accent: "#e6ac35" },
  Coral: { base: "#ef6f5b", drape: "#f6e3c4", accent: "#1d8a86" },
  "Cherry Rani": { base: "#c4134b", drape: "#f1c232", accent: "#2f9e55" },
};

export const GOLD = "#d6a63c";
export const GOLD_LIGHT = "#f7dc8c";
export const GOLD_DARK = "#93651c";
export const SILVER = "#e9eef2";
export const CREAM = "#fbf3e6";
export const BLUSH = "#f3d9cf";
export const INK = "#3a1a12";
export const LINEN = "#eadcc4";
export const WOOD = "#7a4a26";

export const swatch = (name: string): Swatch => SWATCHES[name] ?? SWATCHES.Maroon!;

const parse = (hex: string): [number, number, number] => {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const hex2 = (v: number): string =>
  Math.max(0, Math.min(255, Math.round(v)))
    .toString(16)
    .padStart(2, "0");

/** Mix two colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = parse(a);
  const [r2, g2, b2] = parse(b);
  return `#${hex2(r1 + (r2 - r1) * t)}${hex2(g1 + (g2 - g1) * t)}${hex2(b1 + (b2 - b1) * t)}`;
}

/** Positive t lightens towards warm white, negative darkens towards deep aubergine. */
export const shade = (c: string, t: number): string =>
  t >= 0 ? mix(c, "#fff8ee", t) : mix(c, "#1a0611", -t);

/** Relative lightness 0..1, to choose between gold-on-dark and darker-gold-on-light. */
export function lightness(c: string): number {
  const [r, g, b] = parse(c);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}
