/** Sarees for the collection hero: hanging lengths with pallus, and a draped swag. */
import { GOLD, GOLD_LIGHT, shade } from "./palette";
import { d, el, lin, url } from "./svg";

/** Defs for saree decoration: pallu buti pattern `Pp` and a tassel fringe stroke. */
export const sareeDefs = (): string =>
  el(
    "pattern",
    { id: "Pp", width: 26, height: 26, patternUnits: "userSpaceOnUse" },
    el("path", {
      d: "M7 12C3 12 3 6 7 5C9 4 9 2 10 1C11 4 12 7 10 10C9 12 8 12 7 12ZM20 22h0M20 15h0",
      fill: GOLD_LIGHT,
      stroke: GOLD_LIGHT,
      "stroke-width": 2,
      "stroke-linecap": "round",
    }),
  );

/**
 * A saree hanging from a rod at (x, top): pleated drop swinging `sway` at the hem, the other end
 * folded over the rod as a flap, side borders, a decorated pallu and a tassel fringe.
 */
export function saree(
  id: string,
  x: number,
  top: number,
  w: number,
  len: number,
  c: string,
  print: string,
  sway = 0,
): string {
  const pleat = lin(
    id,
    [
      [0, shade(c, -0.45)],
      [0.5, shade(c, 0.2)],
      [1, shade(c, -0.45)],
    ],
    [x, 0, x + w / 6, 0],
    { gradientUnits: "userSpaceOnUse", spreadMethod: "reflect" },
  );
  const hem = top + len;
  const [l, rr] = [x + sway, x + w + sway];
  const body = d`M${x} ${top}H${x + w}Q${x + w + 4} ${top + len / 2} ${rr + 4} ${hem}L${l - 4} ${hem}Q${x - 4} ${top + len / 2} ${x} ${top}Z`;
  const band = (y: number, width: number): string => {
    const p = d`M${l - 4} ${y}L${rr + 4} ${y}`;
    return (
      el("path", { d: p, stroke: GOLD, "stroke-width": width }) +
      el("path", { d: p, stroke: shade(c, -0.5), "stroke-width": width - 10 }) +
      el("path", { d: p, stroke: url("Pp"), "stroke-width": width - 10 })
    );
  };
  return (
    el("defs", {}, pleat) +
    el("path", { d: body, fill: url(id) }) +
    (print ? el("path", { d: body, fill: url(print), opacity: 0.55 }) : "") +
    el("path", {
      d: d`M${x + 5} ${top}Q${x + 1} ${top + len / 2} ${l + 1} ${hem - 4}M${x + w - 5} ${top}Q${x + w - 1} ${top + len / 2} ${rr - 1} ${hem - 4}`,
      stroke: GOLD,
      "stroke-width": 8,
      fill: "none",
    }) +
    band(hem - 70, 120) +
    el("path", {
      d: d`M${l - 2} ${hem + 8}H${rr + 2}`,
      stroke: GOLD,
      "stroke-width": 16,
      "stroke-dasharray": "2 4",
    }) +
    el("path", {
      d: d`M${x - 3} ${top - 14}h${w + 6}v70l-${w / 2 + 3} 14-${w / 2 + 3}-14Z`,
      fill: url(id),
    }) +
    el("path", {
      d: d`M${x - 3} ${top + 56}l${w / 2 + 3} 14 ${w / 2 + 3}-14`,
      stroke: GOLD,
      "stroke-width": 10,
      fill: "none",
    })
  );
}

/** A swag of rich fabric sagging between two points, edged in gold. */
export function swag(x1: number, x2: number, y: number, sag: number, c: string): string {
  const mid = (x1 + x2) / 2;
  const p = d`M${x1} ${y}Q${mid} ${y + sag * 2} ${x2} ${y}Q${mid} ${y + sag * 2 - 120} ${x1} ${y}Z`;
  const edge = d`M${x1} ${y}Q${mid} ${y + sag * 2} ${x2} ${y}`;
  return (
    el("path", { d: p, fill: c }) +
    el("path", { d: edge, stroke: GOLD, "stroke-width": 12, fill: "none" }) +
    el("path", {
      d: edge,
      stroke: GOLD_LIGHT,
      "stroke-width": 4,
      fill: "none",
      "stroke-dasharray": "2 5",
    })
  );
}
