/** The Devanagari block, and the joiners that choose a conjunct's form. */
const DEVANAGARI = /[\u0900-\u097f\u200c\u200d]/u;

/** Every Devanagari character of the texts, each once, in code point order. */
export function devanagariIn(texts: Iterable<string>): string {
  const chars = new Set<string>();
  for (const text of texts) for (const ch of text) if (DEVANAGARI.test(ch)) chars.add(ch);
  return [...chars].sort().join("");
}
