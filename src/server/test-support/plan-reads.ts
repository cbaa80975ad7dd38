/**
 * What a query plan reads whole: for the 70,000-order tests and the timings script, the lines of
 * an EXPLAIN QUERY PLAN (SQLite) or EXPLAIN (PostgreSQL) that read a whole table of orders,
 * steps, payments or search keys, or a whole index of every order. A partial index (orders in
 * hand, an attention group, the cancelled, money due) may be read whole: it holds few orders;
 * so may the sort's index of a page that walks it (`walks`: the page's LIMIT ends the read).
 */
import { CompiledQuery, type Kysely } from "kysely";
import type { Database, Engine } from "../db/schema";

const PARTIAL = /^orders_(open|ready|unpaid_delivered|cancelled|money_due)_idx$/;
const TABLES = /\bSCAN (o|orders|r|s|k|payments|order_search_keys|production_steps)\b(?! USING)/;
const SEQ_SCAN = /Seq Scan on (orders|production_steps|payments|order_search_keys)/;

/** The plan of a compiled query, one line per step. */
export async function planOf(
  db: Kysely<Database>,
  engine: Engine,
  query: CompiledQuery,
): Promise<string[]> {
  const explain = engine === "sqlite" ? "explain query plan " : "explain ";
  const { rows } = await db.executeQuery<Record<string, string>>(
    CompiledQuery.raw(explain + query.sql, [...query.parameters]),
  );
  return rows.map((r) => Object.values(r).at(-1)!);
}

/** The plan's lines that read a whole table, or a whole index of every order. */
export function wholeReads(
  lines: readonly string[],
  engine: Engine,
  walks: readonly string[] = [],
): string[] {
  const fine = (index: string) => PARTIAL.test(index) || walks.includes(index);
  if (engine === "sqlite")
    return lines.filter((line) => {
      if (TABLES.test(line)) return true;
      const scan = /\bSCAN \w+ USING (?:COVERING )?INDEX (\w+)/.exec(line);
      return scan !== null && !fine(scan[1]!);
    });
  // A node reading an index of every order with no condition on it reads all of it.
  return lines.filter((line, i) => {
    if (SEQ_SCAN.test(line)) return true;
    const scan = /Index (?:Only )?Scan(?: Backward)? using (\w+) on orders/.exec(line);
    if (!scan || fine(scan[1]!)) return false;
    const depth = line.search(/\S/);
    for (let j = i + 1; j < lines.length && lines[j]!.search(/\S/) > depth; j++)
      if (/Index Cond/.test(lines[j]!)) return false;
    return true;
  });
}
