/**
 * A font cut down to the glyphs some texts are drawn with. A subset by characters keeps every
 * conjunct those characters can form (HarfBuzz's closure over the shaping rules): for the Hindi
 * pages' 58 Devanagari letters that is ~480 glyphs, of which the pages draw ~120, and a face of
 * ~30 KB; shaped, ~12 KB. The texts are shaped with HarfBuzz (harfbuzzjs), the glyphs they use
 * are kept with the shaping rules among them, and nothing else: a text shaped here draws exactly
 * as it did in the whole font. A word of other conjuncts would show its letters unjoined, so the
 * texts given must be every text the pages can show (make-fonts.ts adds every pair of
 * letters for the body face, which shows the owners' words).
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import * as hb from "harfbuzzjs";
import subsetFont from "subset-font";

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

interface SubsetWasm {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(bytes: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_set_invert(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

let loaded: Promise<SubsetWasm> | undefined;
const subsetWasm = (): Promise<SubsetWasm> =>
  (loaded ??= (async () => {
    const file = createRequire(import.meta.url).resolve("harfbuzzjs/dist/harfbuzz-subset.wasm");
    const { instance } = await WebAssembly.instantiate(fs.readFileSync(file));
    const wasm = instance.exports as unknown as SubsetWasm;
    wasm._initialize();
    return wasm;
  })());

/** The glyphs HarfBuzz draws the texts with (each text shaped as one run). */
function glyphsOf(font: Uint8Array, texts: Iterable<string>): Set<number> {
  // A copy of its own: a Buffer's .buffer may be a larger pool.
  const face = new hb.Face(new hb.Blob(new Uint8Array(font).buffer));
  const shaper = new hb.Font(face);
  const used = new Set([0]); // .notdef
  for (const text of texts) {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(shaper, buffer);
    for (const glyph of buffer.getGlyphInfos()) used.add(glyph.codepoint);
  }
  return used;
}

/** A TrueType font keeping only `glyphs`, and `unicodes` in its character map. */
async function keepGlyphs(
  font: Uint8Array,
  glyphs: Set<number>,
  unicodes: Set<number>,
): Promise<Uint8Array> {
  const wasm = await subsetWasm();
  const heap = () => new Uint8Array(wasm.memory.buffer);
  const data = wasm.malloc(font.byteLength);
  heap().set(font, data);
  const blob = wasm.hb_blob_create(data, font.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = wasm.hb_face_create(blob, 0);
  wasm.hb_blob_destroy(blob);
  const input = wasm.hb_subset_input_create_or_fail();
  // Every layout feature (the shaping rules), as subset-font keeps them.
  const features = wasm.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
  wasm.hb_set_clear(features);
  wasm.hb_set_invert(features);
  for (const glyph of glyphs) wasm.hb_set_add(wasm.hb_subset_input_glyph_set(input), glyph);
  for (const u of unicodes) wasm.hb_set_add(wasm.hb_subset_input_unicode_set(input), u);
  wasm.hb_subset_input_set_flags(
    input,
    wasm.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE,
  );
  const subset = wasm.hb_subset_or_fail(face, input);
  wasm.hb_subset_input_destroy(input);
  wasm.hb_face_destroy(face);
  if (subset === 0) throw new Error("HarfBuzz could not subset the font");
  const result = wasm.hb_face_reference_blob(subset);
  const at = wasm.hb_blob_get_data(result, 0);
  const out = heap().slice(at, at + wasm.hb_blob_get_length(result));
  wasm.hb_blob_destroy(result);
  wasm.hb_face_destroy(subset);
  wasm.free(data);
  return out;
}

/**
 * A WOFF2 of `source` (a variable font, its weight pinned to `weight`) that draws `texts`:
 * `characters` in its character map, the glyphs the texts are shaped with.
 */
export async function shapedSubset(
  source: Buffer,
  options: { characters: string; texts: Iterable<string>; weight: number },
): Promise<Buffer> {
  // First the usual subset by characters, pinned to the weight: a static TrueType font whose
  // glyph ids the shaping below reads.
  const pinned = await subsetFont(source, options.characters, {
    targetFormat: "truetype",
    variationAxes: { wght: options.weight },
  });
  const glyphs = glyphsOf(pinned, options.texts);
  const unicodes = new Set([...options.characters].map((c) => c.codePointAt(0)!));
  const kept = await keepGlyphs(pinned, glyphs, unicodes);
  return subsetFont(Buffer.from(kept), undefined, { targetFormat: "woff2", keepAllGlyphs: true });
}
