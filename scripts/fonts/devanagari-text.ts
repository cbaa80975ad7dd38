/** The Devanagari block, and the joiners that choose a conjunct's form. */
const DEVANAGARI = /[\u0900-\u097f\u200c\u200d]/u;

/** Every Devanagari character of the texts, each once, in code point order. */
export function devanagariIn(texts: Iterable<string>): string {
  const chars = new Set<string>();
  for (const text of texts) for (const ch of text) if (DEVANAGARI.test(ch)) chars.add(ch);
  return [...chars].sort().join("");
}

/** The Devanagari words of the texts (what the shaping of a face's glyphs reads). */
export function devanagariWords(texts: Iterable<string>): string[] {
  const words = new Set<string>();
  for (const text of texts)
    for (const word of text.split(/[^\u0900-\u097f\u200c\u200d]+/u)) if (word) words.add(word);
  return [...words];
}

const isConsonant = (c: number) => (c >= 0x915 && c <= 0x939) || (c >= 0x958 && c <= 0x95f);
/** Vowel signs, candrabindu and anusvara: what joins a consonant in a syllable. */
const isSign = (c: number) => (c >= 0x93e && c <= 0x94c) || c === 0x901 || c === 0x902;

/**
 * Every syllable the letters can make two at a time: each consonant with each other one through
 * a virama (the half forms, conjuncts, reph and the ra's sign), with each vowel sign, with a
 * nukta, and alone with a virama. Shaped with the texts, they keep a body face able to draw any
 * word of these letters (an owner's own text), not only the words the messages hold.
 */
export function letterPairs(letters: string): string[] {
  const codes = [...letters].map((c) => c.codePointAt(0)!);
  const consonants = codes.filter(isConsonant).map((c) => String.fromCodePoint(c));
  const signs = codes.filter(isSign).map((c) => String.fromCodePoint(c));
  return consonants.flatMap((a) => [
    `${a}\u094d`,
    `${a}\u093c`,
    ...consonants.map((b) => `${a}\u094d${b}`),
    ...signs.map((s) => `${a}${s}`),
  ]);
}
