import { useEffect } from "react";
import regular from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url";
import semibold from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2?url";
import hindiLabel from "../../fonts/generated/hindi-label.woff2?url";

export const HINDI_FONT = "Noto Sans Devanagari";
/** The six letters of "हिन्दी" alone (scripts/fonts/make-fonts.ts), 1.5 KB: the switch's label. */
const HINDI_LABEL_FONT = "Rang Hindi Label";

/**
 * Devanagari without the rupee sign that the font's own range includes: the back office shows
 * ₹ everywhere, and the font should load only where Hindi text is shown.
 */
const DEVANAGARI = "U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+25CC, U+A830-A839, U+A8E0-A8FF";

/**
 * The owners read Hindi screens, messages and templates whatever fonts their device has. The
 * faces are added from script, so the public pages' inline CSS stays as it is; the browser
 * fetches a face only when Devanagari text is drawn in it (an owner who chose Hindi, a Hindi
 * message or template on screen), never for an English screen.
 */
export function useHindiFont(): void {
  useEffect(() => {
    if (!("fonts" in document) || typeof FontFace === "undefined") return;
    const faces = [
      new FontFace(HINDI_FONT, `url(${regular}) format("woff2")`, {
        weight: "400",
        unicodeRange: DEVANAGARI,
        display: "swap",
      }),
      new FontFace(HINDI_FONT, `url(${semibold}) format("woff2")`, {
        weight: "600 700",
        unicodeRange: DEVANAGARI,
        display: "swap",
      }),
      // Its one weight serves every weight the label is set in (no synthesized bold).
      new FontFace(HINDI_LABEL_FONT, `url(${hindiLabel}) format("woff2")`, {
        weight: "100 900",
        unicodeRange: DEVANAGARI,
        display: "swap",
      }),
    ];
    for (const face of faces) document.fonts.add(face);
    return () => {
      for (const face of faces) document.fonts.delete(face);
    };
  }, []);
}

/** The back office's text font with the Hindi face first (it covers only Devanagari). */
export const HINDI_FONT_FAMILY = `"${HINDI_FONT}", var(--font-sans)`;
export const WITH_HINDI_FONT = { fontFamily: HINDI_FONT_FAMILY } as const;

/**
 * The site's own font without the Hindi face: for the one Devanagari word on an English screen
 * (the switch's "हिन्दी"), drawn in a face of its six letters, so an owner who reads English
 * never downloads the Hindi face and a device without any Devanagari font still shows the word,
 * not empty boxes (as the public pages' switch, site-type.ts).
 */
export const WITHOUT_HINDI_FONT = {
  fontFamily: `"${HINDI_LABEL_FONT}", var(--font-sans)`,
} as const;
