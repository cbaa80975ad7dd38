import { sql, type RawBuilder } from "kysely";
import { isPhoneSearch, phoneSearchDigits } from "../../shared/phone";
import type { Engine } from "../db/schema";
import { contains, ftsPhrase, trigramable } from "../db/text-search";

/** A message's text as the search reads it: her name, e-mail, subject and message. */
const TEXT = sql`lower(name || ' ' || email || ' ' || subject || ' ' || message)`;
/** Her phone's digits (PostgreSQL; SQLite's FTS table holds them, migration 0020). */
const PHONE_DIGITS = sql`regexp_replace(phone, '[^0-9]', '', 'g')`;

const fts = (match: string) =>
  sql<boolean>`id in (select rowid from contact_messages_search where contact_messages_search match ${match})`;

/**
 * Messages (contact_messages) that hold every word of the search in their text, ignoring case,
 * or, for a phone search, whose phone holds its digits however they were typed (and whose text
 * holds it as typed); null for an empty search. Read through a trigram index (migration 0020):
 * SQLite's FTS5 table contact_messages_search, PostgreSQL's pg_trgm indexes on TEXT and
 * PHONE_DIGITS. A word of one or two letters has no trigram: it is compared in the rows the
 * other words found, or row by row when the search has no longer word.
 */
export function messageSearch(engine: Engine, query: string): RawBuilder<boolean> | null {
  const typed = query.trim().toLowerCase();
  if (typed === "") return null;
  const words = wordsOf(typed);
  const digits = phoneSearchDigits(typed);

  let text: RawBuilder<boolean>;
  if (engine === "sqlite" && words.some(trigramable)) {
    const long = words.filter(trigramable);
    const short = words.filter((w) => !trigramable(w));
    text = and([fts(`body : (${long.map(ftsPhrase).join(" AND ")})`), ...short.map(inText)]);
  } else {
    text = and(words.map(inText));
  }
  if (!digits) return text;
  const phone =
    engine === "sqlite"
      ? fts(`phone_digits : ${ftsPhrase(digits)}`)
      : contains(PHONE_DIGITS, digits);
  return sql<boolean>`(${text} or ${phone})`;
}

/** The words a search looks for: a phone search is one (its digits are found however typed). */
const wordsOf = (typed: string) => (isPhoneSearch(typed) ? [typed] : typed.split(/\s+/));

/**
 * A search no index can look up (no word of three letters or more): both engines compare it row
 * by row, so its count is bounded (SHORT_SEARCH_COUNT_MAX).
 */
export function isShortSearch(query: string): boolean {
  const typed = query.trim().toLowerCase();
  return typed !== "" && !wordsOf(typed).some(trigramable);
}

const inText = (word: string) => contains(TEXT, word);
const and = (parts: RawBuilder<boolean>[]) =>
  parts.length === 1 ? parts[0]! : sql<boolean>`(${sql.join(parts, sql` and `)})`;
