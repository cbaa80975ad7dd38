/** Shared parts of the hero scenes: the room, a lit arch, and catalogue outfits placed at scale. */
import { DESIGNS, type SeedDesign as Design } from "../../src/shared/catalogue";
import { archPath, finial, jaali } from "./backgrounds";
import { ensemble } from "./ensemble";
import { GOLD, GOLD_LIGHT } from "./palette";
import { el, lin, rad, url } from "./svg";

export const W = 1600;
export const H = 900;

const design = (id: number): Design => DESIGNS.find((x) => x.id === id) ?? DESIGNS[0]!;

/** An outfit from the catalogue standing with its hem centre at (x, floor), scaled by k. */
export function outfit(
  id: number,
  x: number,
  floor: number,
  k: number,
): { defs: string; body: string } {
  const e = ensemble(design(id));
  const shadow = el("ellipse", {
    cx: 200,
    cy: 462,
    rx: e.hw * 1.1,
    ry: 10,
    fill: "#000",
    opacity: 0.4,
    filter: url("bl"),
  });
  const t = `translate(${Math.round(x - 200 * k)} ${Math.round(floor - 462 * k)}) scale(${k})`;
  return { defs: e.defs, body: el("g", { transform: t }, shadow + e.body) };
}

/** Wall, floor and a soft vignette shared by every scene. */
export function room(
  top: string,
  mid: string,
  low: string,
  floorY: number,
  floor: string,
): { defs: string; body: string } {
  const defs =
    lin(
      "Wl",
      [
        [0, top],
        [0.6, mid],
        [1, low],
      ],
      [0, 0, 0, 1],
    ) +
    rad(
      "Vg",
      [
        [0.5, "#000", 0],
        [1, "#000", 0.45],
      ],
      { cx: 0.62, cy: 0.45, r: 0.8 },
    ) +
    jaali("Ja", 64, GOLD, 1.2);
  const body =
    el("rect", { width: W, height: H, fill: url("Wl") }) +
    el("rect", { width: W, height: H, fill: url("Ja"), opacity: 0.07 }) +
    el("rect", { y: floorY, width: W, height: H - floorY, fill: floor }) +
    el("path", { d: `M0 ${floorY}H${W}`, stroke: GOLD, "stroke-width": 2, opacity: 0.5 });
  return { defs, body };
}

export const vignette = el("rect", { width: W, height: H, fill: url("Vg") });

/** A lit archway behind the subject: warm glow inside a gold cusped arch. */
export function glowArch(
  cx: number,
  hw: number,
  spring: number,
  rise: number,
  floorY: number,
  a: string,
  b: string,
): string {
  const p = archPath(cx, spring, hw, rise, floorY, 6);
  return (
    el(
      "defs",
      {},
      rad(
        "Ga",
        [
          [0, a],
          [1, b],
        ],
        { cy: 0.6, r: 0.7 },
      ),
    ) +
    el("path", { d: p, fill: url("Ga") }) +
    el("path", { d: p, fill: "none", stroke: GOLD, "stroke-width": 14, opacity: 0.35 }) +
    el("path", { d: p, fill: "none", stroke: GOLD_LIGHT, "stroke-width": 3 }) +
    finial(cx, spring - rise - 6, 2.4)
  );
}

export type Scene = () => { defs: string; body: string };

/** A dark side arch, to suggest a hall around the lit one. */
export const sideArch = (cx: number, floorY: number, fill: string): string =>
  el("path", {
    d: archPath(cx, 420, 95, 110, floorY, 4),
    fill,
    stroke: GOLD,
    "stroke-width": 2,
    opacity: 0.8,
  });
