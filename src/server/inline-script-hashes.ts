import { createHash } from "node:crypto";

/** CSP hash sources ('sha256-…' without the quotes) of what a page runs or styles inline. */
export interface InlineHashes {
  /** Inline <script> elements (React Router's context, route modules and hydration scripts). */
  scripts: string[];
  /** Inline <style> elements. */
  styles: string[];
  /** style="…" attributes in the markup (allowed with 'unsafe-hashes'). */
  styleAttributes: string[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const TAG = /<[a-zA-Z][^\s/>]*(\s[^>]*)>/g;
const STYLE_ATTRIBUTE = /\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/i;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;

/**
 * Hashes of every inline script, style element and style attribute of a prerendered page,
 * computed as the browser does: over the element's text (raw, not entity-decoded) or the
 * attribute's decoded value, in UTF-8, after the parser's newline normalisation.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = [...html.matchAll(SCRIPT)]
    .filter(([, attributes]) => !SRC_ATTRIBUTE.test(` ${attributes}`))
    .map(([, , text]) => text ?? "");
  const styles = [...html.matchAll(STYLE)].map(([, text]) => text ?? "");
  // Script and style texts are not markup: drop them before looking for attributes.
  const markup = html.replace(SCRIPT, "").replace(STYLE, "");
  const styleAttributes = [...markup.matchAll(TAG)]
    .map(([, attributes]) => STYLE_ATTRIBUTE.exec(attributes ?? ""))
    .filter((match) => match !== null)
    .map((match) => decodeEntities(match[1] ?? match[2] ?? ""));
  return {
    scripts: uniqueHashes(scripts),
    styles: uniqueHashes(styles),
    styleAttributes: uniqueHashes(styleAttributes),
  };
}

/** The CSP hash source of one inline text: sha256 of its UTF-8 bytes, base64. */
export function cspHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, "\n");
  return `sha256-${createHash("sha256").update(normalised, "utf8").digest("base64")}`;
}

function uniqueHashes(texts: string[]): string[] {
  return [...new Set(texts.map(cspHash))];
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
  nbsp: "\u00a0",
};

/** Enough of HTML's character references for attribute values React writes. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (!ref.startsWith("#")) return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
    const hex = ref[1] === "x" || ref[1] === "X";
    const code = parseInt(ref.slice(hex ? 2 : 1), hex ? 16 : 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
  });
}
