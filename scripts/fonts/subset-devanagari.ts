/**
 * Writes the Hindi pages' Devanagari faces (src/client/fonts/generated/, not committed): Noto
 * Sans Devanagari 400 and 600 from @fontsource, subset to the Devanagari letters the Hindi pages
 * can show: every Hindi message, the seeded catalogue's Hindi names and the Hindi month names
 * of dates. Run by `npm run build` (and `npm run dev`) after the messages compile, so a new
 * message's letters are always in the font. HarfBuzz keeps the conjuncts and vowel-sign forms
 * those letters make (its closure over the font's shaping rules).
 */
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { HINDI_VALUE_NAMES } from "../../src/shared/catalogue-hindi";
import { devanagariIn } from "./devanagari-text";

const SOURCE = "node_modules/@fontsource/noto-sans-devanagari/files";
const OUT = "src/client/fonts/generated";
const WEIGHTS = [400, 600] as const;

const messages = JSON.parse(fs.readFileSync("messages/hi.json", "utf8")) as Record<string, string>;
const months = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat("hi-IN", { month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, month, 15)),
  ),
);
const text = devanagariIn([...Object.values(messages), ...HINDI_VALUE_NAMES.values(), ...months]);

fs.mkdirSync(OUT, { recursive: true });
for (const weight of WEIGHTS) {
  const source = fs.readFileSync(
    path.join(SOURCE, `noto-sans-devanagari-devanagari-${weight}-normal.woff2`),
  );
  const subset = await subsetFont(source, text, { targetFormat: "woff2" });
  fs.writeFileSync(path.join(OUT, `devanagari-${weight}.woff2`), subset);
  console.log(
    `Devanagari ${weight}: ${[...text].length} letters, ${(subset.length / 1024).toFixed(1)} KB (from ${(source.length / 1024).toFixed(1)} KB)`,
  );
}
