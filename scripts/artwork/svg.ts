/** Tiny helpers for writing compact SVG markup by hand. */

export type Pt = readonly [number, number];
type AttrValue = string | number | undefined;
export type Attrs = Record<string, AttrValue>;

/** Round to one decimal, dropping trailing and leading zeros: 12.30 -> "12.3", 0.5 -> ".5". */
export const r = (n: number): string => String(Math.round(n * 10) / 10).replace(/^(-?)0\./, "$1.");

/** Numbers joined the way path data allows: no space is needed before a minus sign. */
export const nums = (v: readonly number[]): string =>
  v.map((n, i) => (i > 0 && n >= 0 ? " " : "") + r(n)).join("");

/**
 * A path through points on the whole-unit grid, written compactly as relative line-tos:
 * "M24 428l11 8 12 2". Deltas come from rounded points, so nothing drifts.
 */
export function line(p: readonly Pt[], close = false): string {
  const q = p.map(([x, y]) => [Math.round(x), Math.round(y)] as const);
  const [x0, y0] = q[0] ?? [0, 0];
  const deltas: number[] = [];
  for (let i = 1; i < q.length; i++) deltas.push(q[i]![0] - q[i - 1]![0], q[i]![1] - q[i - 1]![1]);
  return `M${nums([x0, y0])}` + (deltas.length ? `l${nums(deltas)}` : "") + (close ? "Z" : "");
}

/** n+1 points along the quadratic curve p0 -> p1 with control c. */
export function sampleQ(p0: Pt, c: Pt, p1: Pt, n: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const a = (1 - t) * (1 - t);
    const b = 2 * t * (1 - t);
    out.push([a * p0[0] + b * c[0] + t * t * p1[0], a * p0[1] + b * c[1] + t * t * p1[1]]);
  }
  return out;
}

/** Path data with numbers rounded, written as a template tag: d`M${x} ${y}`. */
export const d = (parts: TemplateStringsArray, ...vals: number[]): string =>
  parts.reduce((acc, part, i) => acc + part + (i < vals.length ? r(vals[i] ?? 0) : ""), "");

const esc = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** One element; numbers are rounded, undefined attributes skipped. */
export function el(name: string, attrs: Attrs = {}, body?: string): string {
  let s = `<${name}`;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined) continue;
    s += ` ${k}="${typeof v === "number" ? r(v) : esc(v)}"`;
  }
  return body === undefined ? `${s}/>` : `${s}>${body}</${name}>`;
}

export const g = (attrs: Attrs, ...body: string[]): string => el("g", attrs, body.join(""));
export const use = (id: string, attrs: Attrs = {}): string =>
  el("use", { href: `#${id}`, ...attrs });
export const url = (id: string): string => `url(#${id})`;

/** Linear gradient; stops are [offset 0..1, colour, opacity?]. */
export function lin(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  dir: readonly [number, number, number, number] = [0, 0, 1, 0],
  extra: Attrs = {},
): string {
  const [x1, y1, x2, y2] = dir;
  const horizontal = x1 === 0 && y1 === 0 && x2 === 1 && y2 === 0; // the SVG default
  return el(
    "linearGradient",
    horizontal ? { id, ...extra } : { id, x1, y1, x2, y2, ...extra },
    stops
      .map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op }))
      .join(""),
  );
}

export function rad(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  extra: Attrs = {},
): string {
  return el(
    "radialGradient",
    { id, ...extra },
    stops
      .map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op }))
      .join(""),
  );
}

/** A marker that draws `body` (centred on 0,0, pointing along +x) at path vertices. */
export const marker = (id: string, body: string): string =>
  el("marker", { id, orient: "auto", markerUnits: "userSpaceOnUse", overflow: "visible" }, body);

/** The whole document, with an accessible title and no external references. */
export function svgDoc(
  w: number,
  h: number,
  title: string,
  body: string,
  extra: Attrs = {},
): string {
  return (
    el(
      "svg",
      { xmlns: "http://www.w3.org/2000/svg", viewBox: `0 0 ${w} ${h}`, role: "img", ...extra },
      el("title", {}, esc(title)) + body,
    ) + "\n"
  );
}

/** Deterministic pseudo-random numbers so regenerating gives identical files. */
export function rng(seed: number): () => number {
  let s = (seed * 2654435761) >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 100000) / 100000;
  };
}
