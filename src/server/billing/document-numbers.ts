import { sql } from "kysely";
import type { Trx } from "../orders/order-change";

/**
 * The next number of a series in a financial year, taken in the issuing transaction: the
 * sequence row is created if missing and raised by one. The raise locks the row (PostgreSQL's
 * row lock; SQLite's one writer), so two owners issuing at once on two instances wait for each
 * other and get consecutive numbers; a transaction that fails gives its number back with its
 * rollback, so no number is skipped either.
 */
export async function nextSequence(
  trx: Trx,
  series: string,
  financialYear: string,
): Promise<number> {
  await trx
    .insertInto("billing_sequences")
    .values({ series, financial_year: financialYear, last: 0 })
    .onConflict((oc) => oc.columns(["series", "financial_year"]).doNothing())
    .execute();
  const row = await trx
    .updateTable("billing_sequences")
    .set({ last: sql`last + 1` })
    .where("series", "=", series)
    .where("financial_year", "=", financialYear)
    .returning("last")
    .executeTakeFirstOrThrow();
  return Number(row.last);
}
