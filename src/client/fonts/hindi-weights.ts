/**
 * The Hindi pages' Devanagari face is one static weight, regular; the browser draws semibold
 * and bold text from it. The build pins the variable font's weight axis to it
 * (scripts/fonts/subset-devanagari.ts) and the @font-face rule declares it (hindi-head.ts).
 * One weight is ~27 KB; the variable face covering 400–600 was 46 KB and its download put the
 * Hindi pages' simulated LCP over the 1.5 s goal (1.51 s against 1.21–1.36 s; docs/decisions/0013).
 */
export const HINDI_FACE_WEIGHT = 400;
