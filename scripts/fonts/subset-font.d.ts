/** subset-font ships no types: the calls the build makes. */
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    /** The characters to keep; none with `keepAllGlyphs` (a conversion of format only). */
    text: string | undefined,
    options?: {
      targetFormat?: "woff2" | "woff" | "truetype" | "sfnt";
      /** Pins an axis to a value or cuts it to a range (HarfBuzz's instancer). */
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      keepAllGlyphs?: boolean;
    },
  ): Promise<Buffer>;
}
