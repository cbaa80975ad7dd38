import { sql, type Kysely } from "kysely";

/**
 * The orders list sorts on the server (admin-order-queries.ts, SORT_KEYS): an index leading with
 * each column it sorts by, the order ID after it for the ties, so reading a page in that order
 * walks the index rather than sorting every order ever taken. The order date already has one
 * (0001), the order ID is the key; the balance is computed and has none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index orders_customer_name_sort_idx on orders (lower(customer_name), order_id)`.execute(
    db,
  );
  await db.schema
    .createIndex("orders_expected_delivery_sort_idx")
    .on("orders")
    .columns(["expected_delivery", "order_id"])
    .execute();
  await db.schema
    .createIndex("orders_current_step_sort_idx")
    .on("orders")
    .columns(["current_step", "order_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    "orders_current_step_sort_idx",
    "orders_expected_delivery_sort_idx",
    "orders_customer_name_sort_idx",
  ])
    await db.schema.dropIndex(name).execute();
}
