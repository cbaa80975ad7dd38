/**
 * Writes the Hindi pages' Devanagari face (src/client/fonts/generated/, not committed): Noto
 * Sans Devanagari's variable font from @fontsource-variable, its weight axis pinned to the
 * regular weight (hindi-weights.ts says why one) and subset to the Devanagari letters the
 * Hindi pages can show: every Hindi message, the seeded catalogue's Hindi names and the Hindi
 * month names of dates: one file of ~29 KB (docs/decisions/0013). Run by `npm run build` (and `npm run dev`) after the messages compile,
 * so a new message's letters are always in the font. HarfBuzz keeps the conjuncts and
 * vowel-sign forms those letters make (its closure over the font's shaping rules).
 */
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { HINDI_VALUE_NAMES } from "../../src/shared/catalogue-hindi";
import { HINDI_FACE_WEIGHT } from "../../src/client/fonts/hindi-weights";
import { devanagariIn } from "./devanagari-text";

const SOURCE =
  "node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2";
const OUT = "src/client/fonts/generated";

const messages = JSON.parse(fs.readFileSync("messages/hi.json", "utf8")) as Record<string, string>;
// The bills' titles her tracking page lists (features/tracking/order-documents.tsx).
const documents = JSON.parse(fs.readFileSync("messages/documents/hi.json", "utf8")) as Record<
  string,
  string
>;
const documentTitles = Object.entries(documents)
  .filter(([key]) => key.startsWith("document_title_"))
  .map(([, text]) => text);
const months = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat("hi-IN", { month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, month, 15)),
  ),
);
const text = devanagariIn([
  ...Object.values(messages),
  ...documentTitles,
  ...HINDI_VALUE_NAMES.values(),
  ...months,
]);

const source = fs.readFileSync(SOURCE);
const subset = await subsetFont(source, text, {
  targetFormat: "woff2",
  variationAxes: { wght: HINDI_FACE_WEIGHT },
});
fs.mkdirSync(OUT, { recursive: true });
// The name src/client/fonts/hindi-head.ts imports.
fs.writeFileSync(path.join(OUT, "devanagari.woff2"), subset);
console.log(
  `Devanagari ${HINDI_FACE_WEIGHT}: ${[...text].length} letters, ${(subset.length / 1024).toFixed(1)} KB (from ${(source.length / 1024).toFixed(1)} KB)`,
);
