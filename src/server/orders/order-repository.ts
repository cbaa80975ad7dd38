import type { Kysely } from "kysely";
import { toPublicOrder, type Order, type PublicOrder } from "../../shared/orders";
import type { Database } from "../db/schema";
import { rowsToOrder } from "./order-rows";

export interface OrderRepository {
  /** The full order, for the owners. `orderId` must already be normalised. */
  findOrder(orderId: string): Promise<Order | undefined>;
  /** The tracking view: personal data masked. */
  findPublicOrder(orderId: string): Promise<PublicOrder | undefined>;
}

export function createOrderRepository(db: Kysely<Database>): OrderRepository {
  async function findOrder(orderId: string): Promise<Order | undefined> {
    const row = await db
      .selectFrom("orders")
      .selectAll()
      .where("order_id", "=", orderId)
      .executeTakeFirst();
    if (!row) return undefined;
    const [steps, history] = await Promise.all([
      db
        .selectFrom("production_steps")
        .selectAll()
        .where("order_id", "=", orderId)
        .orderBy("step_index")
        .execute(),
      db
        .selectFrom("status_history")
        .selectAll()
        .where("order_id", "=", orderId)
        .orderBy("seq")
        .execute(),
    ]);
    return rowsToOrder(row, steps, history);
  }

  return {
    findOrder,
    findPublicOrder: async (orderId) => {
      const order = await findOrder(orderId);
      return order && toPublicOrder(order);
    },
  };
}
