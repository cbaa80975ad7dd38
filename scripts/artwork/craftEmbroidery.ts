/** Craft flat-lay 2: the adda frame with gota work in progress, needle, zari spools. */
import { metalDefs } from "./motifs";
import { GOLD, GOLD_LIGHT, shade } from "./palette";
import { bigBand, gota, metal, needle, spool, type CraftScene } from "./props";
import { el, g, lin, line, url, use, type Pt } from "./svg";

export const embroidery: CraftScene = () => {
  const kit = gota(shade("#7c1230", -0.3));
  const wood = { fill: url("Wd"), filter: url("Sh") };
  const lacing = (x0: number, x1: number): string =>
    line(Array.from({ length: 15 }, (_, i): Pt => [i % 2 ? x1 : x0, 158 + i * 19]));
  const leaves = [160, 205, 250, 300, 345]
    .map((x, i) =>
      use("lf", {
        transform: `translate(${x} ${530 + (i % 2) * 22}) rotate(${i * 67}) scale(2.4)`,
        fill: url("gg"),
      }),
    )
    .join("");
  return {
    defs:
      metalDefs() +
      kit.defs +
      metal() +
      lin(
        "Wd",
        [
          [0, "#b07a48"],
          [1, "#6e4020"],
        ],
        [0, 0, 0, 1],
      ) +
      lin(
        "Fb",
        [
          [0, "#8c1838"],
          [1, "#5e0c24"],
        ],
        [0, 0, 0, 1],
      ),
    body:
      el("rect", { x: 92, y: 92, width: 26, height: 400, rx: 8, ...wood }) +
      el("rect", { x: 682, y: 92, width: 26, height: 400, rx: 8, ...wood }) +
      el("rect", { x: 118, y: 148, width: 564, height: 290, fill: url("Fb") }) +
      el("path", {
        d: lacing(118, 105) + lacing(682, 695),
        fill: "none",
        stroke: "#f3e6cf",
        "stroke-width": 1.5,
      }) +
      el("rect", { x: 66, y: 120, width: 668, height: 30, rx: 15, ...wood }) +
      el("rect", { x: 66, y: 436, width: 668, height: 30, rx: 15, ...wood }) +
      bigBand(kit, "r2", 136, 664, 184, 16, 1.6) +
      bigBand(kit, "r1", 136, 472, 392, 22) +
      el("path", {
        d: "M480 392H662",
        stroke: "#fff",
        "stroke-width": 2,
        "stroke-dasharray": "6 5",
        opacity: 0.8,
      }) +
      use("b", { transform: "translate(290 290) rotate(45) scale(3)" }) +
      use("b", { transform: "translate(290 290) scale(4.4)" }) +
      el("circle", { cx: 290, cy: 290, r: 9, fill: url("gg") }) +
      el("circle", {
        cx: 290,
        cy: 290,
        r: 58,
        fill: "none",
        stroke: GOLD_LIGHT,
        "stroke-width": 5,
        "stroke-dasharray": "0 11",
        "stroke-linecap": "round",
      }) +
      el("path", {
        d: "M510 290m-58 0a58 58 0 1 0 116 0a58 58 0 1 0-116 0M510 290l30-30M510 290l-30-30M510 290l30 30M510 290l-30 30",
        fill: "none",
        stroke: "#fff",
        "stroke-width": 2,
        "stroke-dasharray": "5 5",
        opacity: 0.75,
      }) +
      el("path", {
        d: "M472 392C500 372 520 330 548 318",
        fill: "none",
        stroke: GOLD_LIGHT,
        "stroke-width": 1.6,
      }) +
      needle(548, 318, -40, 100) +
      g({ filter: url("Sh") }, leaves) +
      spool(600, 528, GOLD) +
      spool(690, 520, "#c9d3da", 30) +
      el("circle", {
        cx: 470,
        cy: 530,
        r: 34,
        fill: "#f1e3cc",
        stroke: "#d8bf9a",
        "stroke-width": 3,
        filter: url("Sh"),
      }) +
      el("circle", {
        cx: 470,
        cy: 530,
        r: 17,
        fill: "none",
        stroke: GOLD,
        "stroke-width": 7,
        "stroke-dasharray": "0 8",
        "stroke-linecap": "round",
      }),
  };
};
