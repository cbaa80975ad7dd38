import type { Kysely } from "kysely";
import { deleteOrdersPhotos } from "../order-photos/order-photo-store";
import type { PhotoStore } from "../photos/photo-store";
import type { Database } from "./schema";

/**
 * Deletes the spec's sample orders (their steps, history, timeline, payments and photos go with
 * them) and the sample customers no other order refers to. For a database that began in demo
 * mode and now serves the boutique for real (README: "Turning demo mode off"). The photos'
 * files leave the store once the rows are gone (a file left by a failed delete is one no link
 * opens).
 */
export async function removeSampleOrders(
  db: Kysely<Database>,
  photos?: PhotoStore,
): Promise<string[]> {
  let photoKeys: string[] = [];
  const removed = await db.transaction().execute(async (trx) => {
    const samples = await trx
      .selectFrom("orders")
      .select("order_id")
      .where("is_sample", "=", 1)
      .execute();
    photoKeys = (
      await deleteOrdersPhotos(
        trx,
        samples.map((s) => s.order_id),
      )
    ).keys;
    const gone = await trx
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
    return gone.map((r) => r.order_id).sort();
  });
  if (photos && photoKeys.length > 0) await photos.delete(photoKeys);
  return removed;
}
