/** Hero scenes 3-5: the festive courtyard, the bridal mandap and the Pink City facade. */
import { archPath, jaali } from "./backgrounds";
import { glowArch, outfit, room, vignette, W, type Scene } from "./heroKit";
import { GOLD } from "./palette";
import { diya, diyaDefs, skyline, strand, toran } from "./scenery";
import { el, lin, url } from "./svg";

export const FESTIVE_SCENES: readonly Scene[] = [
  // Festive Ensemble: a dusk courtyard for Teej and Diwali, marigolds and rows of diyas.
  () => {
    const r = room("#1a1240", "#5c1d5e", "#b4452e", 800, "#2a0f22");
    const o = outfit(17, 1170, 818, 1.5);
    const diyas = [880, 960, 1040, 1300, 1380, 1460, 1540].map((x) => diya(x, 850, 0.9)).join("");
    return {
      defs:
        r.defs +
        o.defs +
        diyaDefs() +
        el("filter", { id: "Sf" }, el("feGaussianBlur", { stdDeviation: 30 })),
      body:
        r.body +
        el("circle", {
          cx: 1170,
          cy: 470,
          r: 330,
          fill: "#ffb75e",
          opacity: 0.35,
          filter: url("Sf"),
        }) +
        skyline(
          800,
          640,
          [
            [700, 70],
            [880, 110],
            [1440, 110],
            [1560, 60],
          ],
          "#2a0d28",
        ) +
        toran(760, 1600, 30, 50, 14) +
        toran(820, 1540, 95, 35, 12) +
        [880, 1460].map((x) => strand(x, 40, 300)).join("") +
        o.body +
        diyas +
        vignette,
    };
  },
  // Bridal Collection: a plum mandap with gold jaali screens and marigold strands.
  () => {
    const r = room("#240616", "#4a0f2c", "#1c0410", 820, "#16030c");
    const o = outfit(11, 1180, 832, 1.5);
    const strands = [860, 920, 980, 1380, 1440, 1500]
      .map((x, i) => strand(x, 0, 200 + (i % 3) * 60))
      .join("");
    return {
      defs: r.defs + o.defs + diyaDefs() + jaali("Js", 30, GOLD, 1.6),
      body:
        r.body +
        el("path", {
          d: "M800 120h90v700h-90ZM1470 120h90v700h-90Z",
          fill: url("Js"),
          opacity: 0.5,
        }) +
        glowArch(1180, 260, 380, 270, 820, "#ffd7a8", "#8a2a3a") +
        strands +
        toran(820, 1540, 20, 30, 14) +
        o.body +
        diya(960, 860) +
        diya(1400, 860) +
        vignette,
    };
  },
  // Traditional Elegance: a Pink City facade of jharokha windows, a doorway, everyday grace.
  () => {
    const r = room("#b55d52", "#c96f60", "#9c4a40", 830, "#7a3a32");
    const o = outfit(14, 1180, 842, 1.5);
    const win = el("path", {
      d: archPath(60, 70, 30, 34, 130, 3),
      fill: "#f0b9a6",
      stroke: "#fff3ea",
      "stroke-width": 3,
    });
    return {
      defs:
        r.defs +
        o.defs +
        el(
          "pattern",
          { id: "Fw", width: 120, height: 150, patternUnits: "userSpaceOnUse" },
          win + el("path", { d: "M20 130h80", stroke: "#fff3ea", "stroke-width": 6 }),
        ) +
        lin(
          "Ff",
          [
            [0, "#c96f60"],
            [0.55, "#c96f60", 0.85],
            [1, "#c96f60", 0],
          ],
          [0, 0, 1, 0],
          { gradientUnits: "userSpaceOnUse", x2: 1000 },
        ),
      body:
        r.body +
        el("rect", { width: W, height: 830, fill: url("Fw"), opacity: 0.55 }) +
        el("rect", { width: 1000, height: 830, fill: url("Ff") }) +
        glowArch(1180, 230, 420, 240, 830, "#ffe2c8", "#d98870") +
        o.body +
        vignette,
    };
  },
];
