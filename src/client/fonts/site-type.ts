import displayLight from "./generated/display-300.woff2?url";
import displayRegular from "./generated/display-400.woff2?url";
import devanagariDisplay from "./generated/devanagari-display.woff2?url";
import devanagariText from "./generated/devanagari-text.woff2?url";
import hindiLabel from "./generated/hindi-label.woff2?inline";
import text from "./generated/text.woff2?url";
import { TEXT_WEIGHTS } from "./faces";

/**
 * The public pages' type (docs/decisions/0024): Cormorant Garamond for headings, light for page
 * titles and regular for the rest, and Jost for text; on Hindi pages Noto Serif Devanagari for
 * headings and Noto Sans Devanagari for text, their Latin in the English pages' faces. Each face
 * is cut down to what the pages draw (scripts/fonts/make-fonts.ts). Written by entry.server.tsx
 * into each public page's HTML (the back office keeps its system fonts), so no page's
 * JavaScript carries any of it.
 *
 * Preloaded and `font-display: optional`: text never redraws in another face once shown (a
 * swap moved whole sections: layout shift 0.03–0.21). Chromium holds the first paint a moment
 * for a preloaded optional font; one that misses it is used from the next page on.
 *
 * The language switch's "हिन्दी" on English pages is drawn in a face of its six letters inlined
 * into the CSS (~1 KB), blocking: it is there before the first paint, on a device without any
 * Devanagari font too.
 */
const DEVANAGARI = "U+0900-097F, U+200C-200D, U+25CC";
const woff2 = (url: string) => `url(${url}) format("woff2")`;
const face = (family: string, src: string, weight: string, more = "") =>
  `@font-face{font-family:"${family}";src:${woff2(src)};font-weight:${weight};font-display:optional${more}}`;

/**
 * Cormorant's letters are small for their size: drawn a little larger, headings keep the sizes
 * the layout was made for.
 */
const DISPLAY_SIZE = ";size-adjust:112%";

const SYSTEM_SANS = 'system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif';
const SYSTEM_SERIF = 'Georgia,"Times New Roman",serif';

const LATIN_FACES = [
  face("Rang Display", displayLight, "300", DISPLAY_SIZE),
  face("Rang Display", displayRegular, "400", DISPLAY_SIZE),
  face("Rang Text", text, TEXT_WEIGHTS.join(" ")),
].join("");

/**
 * The display face has light and regular only: headings in it are never drawn bolder (a small
 * heading set in the text face, `font-sans`, keeps its weight).
 */
const HEADING_WEIGHTS = `:is(h1,h2,h3):not(.font-sans),.font-serif{font-weight:400}`;

const ENGLISH = [
  LATIN_FACES,
  `@font-face{font-family:"Rang Text";src:${woff2(hindiLabel)};font-weight:${TEXT_WEIGHTS.join(" ")};font-display:block;unicode-range:${DEVANAGARI}}`,
  `:root{--font-sans:"Rang Text",${SYSTEM_SANS};--font-serif:"Rang Display",${SYSTEM_SERIF}}`,
  HEADING_WEIGHTS,
  `h1:not(.font-sans){font-weight:300}`,
].join("");

/**
 * Devanagari first in both stacks (its faces cover Devanagari only, so Latin letters, digits
 * and ₹ fall to the Latin faces). Devanagari's vowel signs reach above and below the line:
 * tight line heights would clip them, and letter spacing would break the headline that joins
 * the letters of a word. Page titles are regular: the Devanagari display face has no light,
 * and a light Latin title would fetch a face for a few letters.
 */
const HINDI = [
  LATIN_FACES,
  face("Rang Devanagari", devanagariText, "400", `;unicode-range:${DEVANAGARI}`),
  face("Rang Devanagari Display", devanagariDisplay, "300 400", `;unicode-range:${DEVANAGARI}`),
  `:root{--font-sans:"Rang Devanagari","Rang Text",${SYSTEM_SANS};--font-serif:"Rang Devanagari Display","Rang Display",${SYSTEM_SERIF}}`,
  HEADING_WEIGHTS,
  `[class*="tracking-"]{letter-spacing:normal}`,
  `.leading-tight{line-height:1.4}`,
  `.leading-none{line-height:1.3}`,
  `.leading-snug{line-height:1.5}`,
].join("");

const preload = (url: string) =>
  `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin=""/>`;

/** What each language's pages get: the faces their first screen draws, preloaded, and the CSS. */
const TYPE = {
  en: {
    preloads: [displayLight, displayRegular, text].map(preload).join(""),
    style: `<style>${ENGLISH}</style>`,
  },
  hi: {
    preloads: [devanagariText, devanagariDisplay, text].map(preload).join(""),
    style: `<style>${HINDI}</style>`,
  },
} as const;

const PAGE_LANGUAGE = /^<!DOCTYPE html><html lang="(en|hi)-IN"/i;
const CHARSET = '<meta charSet="utf-8"/>';

/**
 * A public page's HTML with its faces' preloads just after its charset (the browser starts the
 * downloads before it reads the page's CSS) and the faces and type rules at the end of its head,
 * after the site's stylesheet. Added to the HTML, not rendered by React: the browser's
 * JavaScript would otherwise need the faces' addresses to hydrate the same elements, and React
 * 19 leaves head elements it did not render alone. The back office's pages are returned as
 * they are.
 */
export function withSiteType(html: string, backOffice: boolean): string {
  const language = PAGE_LANGUAGE.exec(html)?.[1]?.toLowerCase() as "en" | "hi" | undefined;
  if (backOffice || !language) return html;
  const { preloads, style } = TYPE[language];
  return html.replace(CHARSET, CHARSET + preloads).replace("</head>", `${style}</head>`);
}
