import { sql, type RawBuilder } from "kysely";

/** Shortest text a trigram index can look up: fewer characters hold no trigram. */
export const TRIGRAM_MIN = 3;

/** Characters, not UTF-16 units: a Devanagari letter outside the BMP is one. */
export const trigramable = (text: string): boolean => [...text].length >= TRIGRAM_MIN;

/** `%text%` for LIKE, its own %, _ and \ matched as themselves (ESCAPE '\'). */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** `expression` contains `text` (both engines; the caller lower-cases both sides). */
export const contains = (expression: RawBuilder<unknown>, text: string): RawBuilder<boolean> =>
  sql<boolean>`${expression} like ${containsPattern(text)} escape '\\'`;

/** An FTS5 phrase: the text between double quotes, its own quotes doubled. */
export const ftsPhrase = (text: string): string => `"${text.replace(/"/g, '""')}"`;
