import type { Kysely } from "kysely";
import type { Database } from "./schema";

/**
 * Deletes the spec's sample orders (their steps, history, timeline and payments go with them)
 * and the sample customers no other order refers to. For a database that began in demo mode
 * and now serves the boutique for real (README: "Turning demo mode off").
 */
export async function removeSampleOrders(db: Kysely<Database>): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("orders")
      .where("is_sample", "=", 1)
      .returning("order_id")
      .execute();
    await trx
      .deleteFrom("customers")
      .where("is_sample", "=", 1)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("orders")
              .select("order_id")
              .whereRef("orders.customer_id", "=", "customers.id"),
          ),
        ),
      )
      .execute();
    return removed.map((r) => r.order_id).sort();
  });
}
