/** Craft flat-lay 5: the keepsake box in tissue, its ribboned lid and a tag. */
import { jaali } from "./backgrounds";
import { metalDefs } from "./motifs";
import { GOLD, shade } from "./palette";
import { at, bigBand, gota, type CraftScene } from "./props";
import { el, g, lin, url, use } from "./svg";

export const deliveryScene: CraftScene = () => {
  const kit = gota(shade("#5a2383", -0.35));
  const tissue = "#f9dfe3";
  return {
    defs:
      metalDefs() +
      kit.defs +
      jaali("Bj", 26, GOLD, 1.4) +
      lin(
        "Bx",
        [
          [0, "#8c1838"],
          [1, "#560a22"],
        ],
        [0, 0, 1, 1],
      ),
    body:
      el("rect", {
        x: 80,
        y: 100,
        width: 390,
        height: 390,
        rx: 6,
        fill: url("Bx"),
        filter: url("Sh"),
      }) +
      el("rect", {
        x: 80,
        y: 100,
        width: 390,
        height: 390,
        rx: 6,
        fill: "none",
        stroke: GOLD,
        "stroke-width": 4,
      }) +
      el("rect", { x: 100, y: 120, width: 350, height: 350, fill: tissue }) +
      el("path", {
        d: "M100 120L275 300 100 470ZM450 120L300 260 450 410Z",
        fill: "#fff",
        opacity: 0.5,
      }) +
      el("rect", { x: 170, y: 190, width: 220, height: 200, rx: 4, fill: "#5a2383" }) +
      el("rect", { x: 170, y: 190, width: 220, height: 200, rx: 4, fill: url("j"), opacity: 0.8 }) +
      bigBand(kit, "gb", 174, 386, 374, 22, 1.7) +
      el("path", {
        d: "M100 120L270 250 240 120ZM450 470L330 360 360 470Z",
        fill: tissue,
        stroke: "#f0c3ca",
        "stroke-width": 1.5,
      }) +
      el("circle", {
        cx: 420,
        cy: 440,
        r: 20,
        fill: "#f08a24",
        stroke: "#ffb319",
        "stroke-width": 10,
        "stroke-dasharray": "3 3",
      }) +
      g(
        { transform: at(620, 320, 8), filter: url("Sh") },
        el("rect", { x: -140, y: -140, width: 280, height: 280, rx: 8, fill: url("Bx") }),
        el("rect", {
          x: -140,
          y: -140,
          width: 280,
          height: 280,
          rx: 8,
          fill: url("Bj"),
          opacity: 0.35,
        }),
        el("path", { d: "M0-140V140M-140 0H140", stroke: "#f6e9d4", "stroke-width": 30 }),
        el("path", { d: "M0-140V140M-140 0H140", stroke: GOLD, "stroke-width": 3 }),
        el("path", {
          d: "M0 0C-30-50-80-40-60-6C-50 10-20 6 0 0C30-50 80-40 60-6C50 10 20 6 0 0",
          fill: "#f6e9d4",
          stroke: "#e2cfb0",
          "stroke-width": 2,
        }),
        el("path", { d: "M0 0L-34 60-20 56-16 70ZM0 0L30 62 18 58 12 72Z", fill: "#efdcbd" }),
        el("circle", { r: 11, fill: GOLD, stroke: "#f6e9d4", "stroke-width": 3 }),
      ) +
      g(
        { transform: at(560, 520, -10), filter: url("Sh") },
        el("rect", {
          x: -44,
          y: -24,
          width: 88,
          height: 48,
          rx: 6,
          fill: "#fdf6ea",
          stroke: GOLD,
          "stroke-width": 2,
        }),
        el("circle", { cx: -30, r: 5, fill: "#e8d6bc" }),
        use("b", { transform: "translate(10) scale(1.6)" }),
      ) +
      el("path", {
        d: "M528 518C520 480 560 430 600 380",
        fill: "none",
        stroke: GOLD,
        "stroke-width": 1.5,
      }),
  };
};
