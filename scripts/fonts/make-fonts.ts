/**
 * Writes the public pages' faces (src/client/fonts/generated/, not committed), each cut down to
 * what the pages draw (docs/decisions/0024), from the Fontsource packages (devDependencies):
 *
 * - Latin display: Cormorant Garamond, light (300) and regular (400), the characters of the
 *   English texts (printable ASCII, the typographic punctuation, any other the messages use).
 * - Latin text: Jost's variable font, its weight axis cut to 400–600, the same characters.
 * - Devanagari text: Noto Sans Devanagari, regular, shaped (shaped-subset.ts) with every Hindi
 *   text the pages can show (the Hindi messages, the bills' titles, the seeded catalogue's Hindi
 *   names, the Hindi month names) and every pair of their letters, so an owner's word draws too.
 * - Devanagari display: Noto Serif Devanagari, regular, shaped with the same texts.
 * - The language switch's "हिन्दी" on English pages: Noto Sans Devanagari at the switch's
 *   weight, those six letters only (~1 KB, inlined into the page's CSS: font-faces.ts).
 *
 * Run by `npm run build` (and `npm run dev`) after the messages compile, so a new message's
 * letters are always in the faces.
 */
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { HINDI_VALUE_NAMES } from "../../src/shared/catalogue-hindi";
import { FACE_FILES, HINDI_LABEL_WEIGHT, TEXT_WEIGHTS } from "../../src/client/fonts/faces";
import { devanagariIn, devanagariWords, letterPairs } from "./devanagari-text";
import { shapedSubset } from "./shaped-subset";

const FILES = "node_modules/@fontsource";
const SOURCES = {
  displayLight: `${FILES}/cormorant-garamond/files/cormorant-garamond-latin-300-normal.woff2`,
  displayRegular: `${FILES}/cormorant-garamond/files/cormorant-garamond-latin-400-normal.woff2`,
  text: `${FILES}-variable/jost/files/jost-latin-wght-normal.woff2`,
  devanagariText: `${FILES}-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2`,
  devanagariDisplay: `${FILES}-variable/noto-serif-devanagari/files/noto-serif-devanagari-devanagari-wght-normal.woff2`,
} as const;
const OUT = "src/client/fonts/generated";

const read = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
const english = Object.values(read("messages/en.json"));
const hindi = Object.values(read("messages/hi.json"));
const months = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat("hi-IN", { month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, month, 15)),
  ),
);
// The bills' titles her tracking page lists (features/tracking/order-documents.tsx).
const documentTitles = Object.entries(read("messages/documents/hi.json"))
  .filter(([key]) => key.startsWith("document_title_"))
  .map(([, text]) => text);
const hindiTexts = [...hindi, ...documentTitles, ...HINDI_VALUE_NAMES.values(), ...months];

/** Printable ASCII, the dashes, quotes, bullet and ellipsis, and any other Latin the texts use. */
const latin = (() => {
  const chars = new Set<string>();
  for (let c = 0x20; c <= 0x7e; c++) chars.add(String.fromCharCode(c));
  for (let c = 0x2010; c <= 0x2027; c++) chars.add(String.fromCharCode(c));
  for (const text of [...english, ...hindi])
    for (const ch of text) if (!/[\u0900-\u097f\s]/u.test(ch)) chars.add(ch);
  return [...chars].join("");
})();

const letters = devanagariIn(hindiTexts);
const words = devanagariWords(hindiTexts);
const label = "हिन्दी";

const source = (file: string) => fs.readFileSync(file);
const faces: Record<keyof typeof FACE_FILES, Promise<Buffer>> = {
  displayLight: subsetFont(source(SOURCES.displayLight), latin, { targetFormat: "woff2" }),
  displayRegular: subsetFont(source(SOURCES.displayRegular), latin, { targetFormat: "woff2" }),
  text: subsetFont(source(SOURCES.text), latin, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: TEXT_WEIGHTS[0], max: TEXT_WEIGHTS[1] } },
  }),
  devanagariText: shapedSubset(source(SOURCES.devanagariText), {
    characters: letters,
    texts: [...words, ...letterPairs(letters)],
    weight: 400,
  }),
  devanagariDisplay: shapedSubset(source(SOURCES.devanagariDisplay), {
    characters: letters,
    texts: words,
    weight: 400,
  }),
  hindiLabel: shapedSubset(source(SOURCES.devanagariText), {
    characters: label,
    texts: [label],
    weight: HINDI_LABEL_WEIGHT,
  }),
};

fs.mkdirSync(OUT, { recursive: true });
for (const [name, face] of Object.entries(faces) as [keyof typeof FACE_FILES, Promise<Buffer>][]) {
  const bytes = await face;
  // The names src/client/fonts/faces.ts imports.
  fs.writeFileSync(path.join(OUT, FACE_FILES[name]), bytes);
  console.log(`font ${FACE_FILES[name]}: ${(bytes.length / 1024).toFixed(1)} KB`);
}
