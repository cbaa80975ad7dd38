import regular from "./generated/devanagari-400.woff2?url";
import bold from "./generated/devanagari-600.woff2?url";

/**
 * The Hindi pages' Devanagari: Noto Sans Devanagari, subset at build time to the letters the
 * Hindi pages use (scripts/fonts/subset-devanagari.ts), two weights. Written into the head of
 * Hindi pages only, so English pages carry none of it; the browser fetches a face only for
 * Devanagari text (unicode-range), so names, digits and ₹ keep the site's own fonts.
 * Distinct from the back office's face (a family of its own) so neither changes the other.
 */
const FAMILY = "Rang Devanagari";
const RANGE = "U+0900-097F, U+200C-200D, U+25CC";

const face = (url: string, weights: string) =>
  `@font-face{font-family:"${FAMILY}";src:url(${url}) format("woff2");font-weight:${weights};font-display:swap;unicode-range:${RANGE}}`;

/**
 * Devanagari's vowel signs reach above and below the line: tight line heights would clip
 * them, and letter spacing would break the headline that joins the letters of a word.
 */
const HINDI_CSS = [
  face(regular, "100 500"),
  face(bold, "600 900"),
  `html:lang(hi) body{font-family:"${FAMILY}",var(--font-sans)}`,
  `html:lang(hi) :is(h1,h2,h3,.font-serif){font-family:"${FAMILY}",var(--font-serif)}`,
  `html:lang(hi) [class*="tracking-"]{letter-spacing:normal}`,
  `html:lang(hi) .leading-tight{line-height:1.4}`,
  `html:lang(hi) .leading-none{line-height:1.3}`,
].join("\n");

// Only the prerender and the server write it; in the browser the elements are hydrated as
// they are, so neither the CSS nor the fonts' addresses are in the JavaScript.
// No preload link: the inline CSS is read with the HTML, so the browser asks for a face as soon
// as it lays out Devanagari text, and React hoists a preload link (it must then render the same
// in the browser, which would put the fonts' addresses in every page's JavaScript).
const CSS = import.meta.env.SSR ? HINDI_CSS : "";

export function HindiType() {
  return <style dangerouslySetInnerHTML={{ __html: CSS }} suppressHydrationWarning />;
}
