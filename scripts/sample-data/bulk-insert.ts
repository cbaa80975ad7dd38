import { sql, type Insertable, type Kysely } from "kysely";
import type { Database, Engine } from "../../src/server/db/schema";

/**
 * A statement's parameters stay well under both engines' limits (SQLite 32,766, PostgreSQL
 * 65,535), whatever the number of rows: many rows per statement, as many statements as needed.
 */
const MAX_PARAMETERS = 16_000;

/**
 * Inserts the rows in their order, many to a statement. Rows of one statement have the same
 * columns (SQLite has no DEFAULT in a VALUES list), so a change of shape starts another one.
 */
export async function insertAll<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  let batch: Insertable<Database[T]>[] = [];
  let shape = "";
  const flush = async () => {
    if (batch.length > 0)
      await db
        .insertInto(table)
        .values(batch as never)
        .execute();
    batch = [];
  };
  for (const row of rows) {
    const keys = Object.keys(row);
    const rowShape = keys.join();
    if (rowShape !== shape || (batch.length + 1) * keys.length > MAX_PARAMETERS) {
      await flush();
      shape = rowShape;
    }
    batch.push(row);
  }
  await flush();
}

/** After rows inserted with their own ids, PostgreSQL's identity goes on after the largest. */
export async function continueIds(
  db: Kysely<Database>,
  engine: Engine,
  tables: readonly (keyof Database & string)[],
): Promise<void> {
  if (engine !== "postgres") return; // SQLite's AUTOINCREMENT follows the largest id itself
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 1))`.execute(
      db,
    );
  }
}
