/**
 * The public pages' faces (docs/decisions/0024): the file each is written to by
 * scripts/fonts/make-fonts.ts, and the weights the build pins them to. The back office keeps its
 * own system fonts and Devanagari face (features/admin/hindi-font.ts).
 */
export const FACE_FILES = {
  /** Cormorant Garamond light: page titles (h1). */
  displayLight: "display-300.woff2",
  /** Cormorant Garamond regular: the other headings, the name, figures. */
  displayRegular: "display-400.woff2",
  /** Jost, its weight axis from regular to semibold: every other text. */
  text: "text.woff2",
  /** Noto Sans Devanagari regular: Hindi text. */
  devanagariText: "devanagari-text.woff2",
  /** Noto Serif Devanagari regular: Hindi headings. */
  devanagariDisplay: "devanagari-display.woff2",
  /** "हिन्दी" alone: the language switch on English pages. */
  hindiLabel: "hindi-label.woff2",
} as const;

/** The text face's weight axis: body text to semibold (labels, buttons). */
export const TEXT_WEIGHTS = [400, 600] as const;

/** The language switch is medium (font-medium). */
export const HINDI_LABEL_WEIGHT = 500;
