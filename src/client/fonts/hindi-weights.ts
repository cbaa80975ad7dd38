/**
 * The weights the Hindi pages' Devanagari face covers: regular text and semibold; bold text
 * (700) is drawn at 600. The build cuts the variable font's weight axis to this range
 * (scripts/fonts/subset-devanagari.ts) and the @font-face rule declares it (hindi-head.ts).
 */
export const HINDI_WEIGHTS = { min: 400, max: 600 } as const;
