import face from "./generated/devanagari.woff2?url";
import { HINDI_FACE_WEIGHT } from "./hindi-weights";

/**
 * The Hindi pages' Devanagari: Noto Sans Devanagari, subset at build time to the letters the
 * Hindi pages use (scripts/fonts/subset-devanagari.ts). Written by entry.server.tsx into the
 * HTML of Hindi pages only, so English pages and every page's JavaScript carry none of it; the
 * font applies to Devanagari text only (unicode-range), so names, digits and ₹ keep the site's
 * own fonts. A family of its own, distinct from the back office's face.
 *
 * Preloaded and `font-display: optional`, so text never redraws in another font once shown (a
 * swap moved whole sections: layout shift 0.03–0.21). Chromium holds the first paint a moment
 * for a preloaded optional font; a font that misses that moment is used from the next page
 * on, and meanwhile the phone's own Devanagari font (Noto on Android) shows the text.
 */
const FAMILY = "Rang Devanagari";
const RANGE = "U+0900-097F, U+200C-200D, U+25CC";

/**
 * Devanagari's vowel signs reach above and below the line: tight line heights would clip
 * them, and letter spacing would break the headline that joins the letters of a word.
 */
const HINDI_CSS = [
  `@font-face{font-family:"${FAMILY}";src:url(${face}) format("woff2");font-weight:${HINDI_FACE_WEIGHT};font-display:optional;unicode-range:${RANGE}}`,
  `html:lang(hi) body{font-family:"${FAMILY}",var(--font-sans)}`,
  `html:lang(hi) :is(h1,h2,h3,.font-serif){font-family:"${FAMILY}",var(--font-serif)}`,
  `html:lang(hi) [class*="tracking-"]{letter-spacing:normal}`,
  `html:lang(hi) .leading-tight{line-height:1.4}`,
  `html:lang(hi) .leading-none{line-height:1.3}`,
].join("");

const PRELOAD = `<link rel="preload" href="${face}" as="font" type="font/woff2" crossorigin=""/>`;
const STYLE = `<style>${HINDI_CSS}</style>`;

const HINDI_HTML = /^<!DOCTYPE html><html lang="hi-IN"/i;
const CHARSET = '<meta charSet="utf-8"/>';

/**
 * A Hindi page's HTML with the font's preload just after its charset (the browser starts the
 * download before it reads the page's CSS) and the face and type rules at the end of its head.
 * Other pages are returned as they are. Added to the HTML, not rendered by React: the browser's
 * JavaScript would otherwise need the font's address to hydrate the same elements, and React
 * 19 leaves head elements it did not render alone.
 */
export function withHindiType(html: string): string {
  if (!HINDI_HTML.test(html)) return html;
  return html.replace(CHARSET, CHARSET + PRELOAD).replace("</head>", `${STYLE}</head>`);
}
