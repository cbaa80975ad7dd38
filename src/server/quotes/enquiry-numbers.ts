import { sql } from "kysely";
import type { Trx } from "../orders/order-change";

/**
 * The year's next enquiry number, taken in the storing transaction (as billing's document
 * numbers: billing/document-numbers.ts): the year's row is created if missing and raised by
 * one. The raise locks the row (PostgreSQL's row lock; SQLite's one writer), so two enquiries
 * stored at once on two instances wait for each other and get consecutive numbers; one whose
 * transaction fails gives its number back.
 */
export async function nextEnquiryNumber(trx: Trx, year: number): Promise<number> {
  await trx
    .insertInto("quote_sequences")
    .values({ year, last: 0 })
    .onConflict((oc) => oc.column("year").doNothing())
    .execute();
  const row = await trx
    .updateTable("quote_sequences")
    .set({ last: sql`last + 1` })
    .where("year", "=", year)
    .returning("last")
    .executeTakeFirstOrThrow();
  return Number(row.last);
}
