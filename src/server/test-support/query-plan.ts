import { sql, type Kysely } from "kysely";
import type { Database, Engine } from "../db/schema";

/**
 * The plan of a query, as one text. PostgreSQL is told not to scan whole tables, nor to sort
 * (unless `forbid.sort` is false), nor, if told, to read an index in order (`forbid.indexScan`).
 */
export async function explain(
  db: Kysely<Database>,
  engine: Engine,
  text: string,
  parameters: readonly unknown[],
  forbid: { sort: boolean; indexScan?: boolean } = { sort: true },
): Promise<string> {
  if (engine === "sqlite") {
    const plan = await db.executeQuery<{ detail: string }>({
      sql: `explain query plan ${text}`,
      parameters,
      query: { kind: "RawNode" } as never,
      queryId: { queryId: "plan" },
    });
    return plan.rows.map((r) => r.detail).join("\n");
  }
  // A few rows: PostgreSQL would rather read them all; forbidding that shows an index can do it.
  return db.transaction().execute(async (trx) => {
    if (forbid.sort) await sql`set local enable_sort = off`.execute(trx);
    if (forbid.indexScan) await sql`set local enable_indexscan = off`.execute(trx);
    await sql`set local enable_seqscan = off`.execute(trx);
    const plan = await trx.executeQuery<{ "QUERY PLAN": string }>({
      sql: `explain ${text}`,
      parameters,
      query: { kind: "RawNode" } as never,
      queryId: { queryId: "plan" },
    });
    return plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
  });
}
