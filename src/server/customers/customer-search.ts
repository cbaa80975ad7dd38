import { sql, type RawBuilder } from "kysely";
import { searchKey } from "../../shared/customers";
import { phoneSearchDigits } from "../../shared/phone";
import type { Engine } from "../db/schema";
import { contains, ftsPhrase, trigramable } from "../db/text-search";

/**
 * Customers (the table as `c`) whose name contains the search, ignoring case and spaces, or,
 * for a phone search, whose phone key contains its digits however they were typed
 * (phoneSearchDigits); null for an empty search. Read through a trigram index (migration
 * 0019): SQLite's FTS5 table customers_search, PostgreSQL's pg_trgm indexes on these very
 * expressions. A name of one or two letters has no trigram: it is compared row by row, which the
 * list's LIMIT ends early, as such short searches match many names.
 */
export function customerSearch(engine: Engine, query: string): RawBuilder<boolean> | null {
  const name = searchKey(query);
  if (name === "") return null;
  const digits = phoneSearchDigits(query);
  if (engine === "sqlite" && trigramable(name)) {
    const match = [
      `name_key : ${ftsPhrase(name)}`,
      ...(digits ? [`phone_key : ${ftsPhrase(digits)}`] : []),
    ].join(" OR ");
    return sql<boolean>`c.id in (select rowid from customers_search where customers_search match ${match})`;
  }
  const byName = contains(sql`replace(lower(c.name), ' ', '')`, name);
  return digits ? sql<boolean>`(${byName} or ${contains(sql`c.phone_key`, digits)})` : byName;
}
