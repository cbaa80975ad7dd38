/** Hero scenes 1-2: the royal hall and the saree gallery. */
import { bandhej, leheriya } from "./fabric";
import { glowArch, outfit, room, sideArch, vignette, type Scene } from "./heroKit";
import { metalDefs } from "./motifs";
import { GOLD } from "./palette";
import { saree, sareeDefs, swag } from "./sarees";
import { diya, diyaDefs, lantern, lanternDefs, toran } from "./scenery";
import { el } from "./svg";

export const HALL_SCENES: readonly Scene[] = [
  // Royal Rajputi Poshak: a peacock-teal palace hall, a lit arch, brass lanterns.
  () => {
    const r = room("#0b2a2e", "#16464a", "#0a2022", 820, "#0c1f20");
    const o = outfit(2, 1150, 832, 1.5);
    return {
      defs: r.defs + o.defs + lanternDefs() + diyaDefs(),
      body:
        r.body +
        sideArch(800, 820, "#06181a") +
        sideArch(1500, 820, "#06181a") +
        glowArch(1150, 240, 400, 260, 820, "#f7d59a", "#a3582c") +
        lantern(800, 250) +
        lantern(1500, 250) +
        toran(870, 1430, 40, 40, 14) +
        o.body +
        diya(900, 850) +
        diya(1410, 850) +
        vignette,
    };
  },
  // Designer Saree Collection: sarees on a carved rod, a swag across the front.
  () => {
    const r = room("#4a0d26", "#6e1d2e", "#3a0c18", 840, "#2c0a12");
    return {
      defs:
        r.defs +
        bandhej("#fff1d0") +
        leheriya("#ffd23a", "#d4145a") +
        sareeDefs() +
        lanternDefs() +
        diyaDefs() +
        metalDefs(),
      body:
        r.body +
        el("path", {
          d: "M780 150H1520",
          stroke: "#5a3218",
          "stroke-width": 14,
          "stroke-linecap": "round",
        }) +
        saree("S1", 800, 160, 150, 560, "#b3122e", "bd", -8) +
        saree("S2", 975, 160, 150, 620, "#e0561b", "lh", 6) +
        saree("S3", 1150, 160, 150, 580, "#4c1d78", "", -6) +
        saree("S4", 1325, 160, 150, 640, "#0d6b6a", "", 8) +
        el("path", { d: "M780 150H1520", stroke: GOLD, "stroke-width": 4 }) +
        el("path", {
          d: "M766 150h-10M1534 150h10",
          stroke: GOLD,
          "stroke-width": 26,
          "stroke-linecap": "round",
        }) +
        swag(790, 1510, 150, 70, "#c2185b") +
        lantern(720, 240) +
        diya(1180, 868, 1.2) +
        vignette,
    };
  },
];
