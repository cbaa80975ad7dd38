import { sql, type Kysely } from "kysely";
import { newTrackingCode } from "../../orders/tracking-code";

/**
 * orders.tracking_code: every order's random tracking code (orders/tracking-code.ts), unique.
 * Orders taken before it get one each here, so the links in their next messages work too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("tracking_code", "text").execute();
  const { rows } = await sql<{ order_id: string }>`SELECT order_id FROM orders`.execute(db);
  for (const { order_id } of rows) {
    await sql`UPDATE orders SET tracking_code = ${newTrackingCode()} WHERE order_id = ${order_id}`.execute(
      db,
    );
  }
  await db.schema
    .createIndex("orders_tracking_code_idx")
    .unique()
    .on("orders")
    .column("tracking_code")
    .execute();
}
