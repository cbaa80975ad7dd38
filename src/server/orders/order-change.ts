import type { Insertable, Kysely, Transaction } from "kysely";
import type { OrderEventDetail } from "../../shared/order-events";
import { ORDER_REFUSALS } from "../../shared/order-refusals";
import type { Database, Engine, OrderEventsTable, OrderRow } from "../db/schema";
import { queueOrderEventMessage } from "../notifications/order-messages";

/** Who changes an order, and when. */
export interface Change {
  /** The owner's username. */
  by: string;
  now: Date;
}

/** Who did it: an owner's username, or null for her (a quote she accepted on her link). */
export interface Actor {
  by: string | null;
  now: Date;
}

/** A change to an order: its messages' links start with the site's address (PUBLIC_URL). */
export interface OrderChange extends Change {
  site: string;
}

export type Trx = Transaction<Database>;

/**
 * Runs `change` on one order, all or nothing, with the order locked so two owners (on two
 * instances too) changing it at once each work from the other's committed change: the order
 * row is locked (PostgreSQL FOR UPDATE; SQLite takes its single write lock by writing first).
 * Every stored change is told in the order's timeline with `record`; once anything was
 * recorded, the order's revision goes up by one and its updated_at is set, in the same
 * transaction. An entry the customer is to hear about queues her message in the outbox, in
 * that transaction too (notifications/order-messages.ts).
 */
export async function changeOrder<T>(
  db: Kysely<Database>,
  engine: Engine,
  orderId: string,
  who: OrderChange,
  change: (ctx: OrderChangeContext) => Promise<T>,
): Promise<T | "order-not-found"> {
  return db.transaction().execute(async (trx) => {
    if (engine === "sqlite") {
      // SQLite has no FOR UPDATE. Writing first takes its write lock before anything is read,
      // so another instance's transaction waits (busy_timeout) rather than failing later on a
      // stale snapshot.
      await trx
        .updateTable("orders")
        .set((eb) => ({ updated_at: eb.ref("updated_at") }))
        .where("order_id", "=", orderId)
        .execute();
    }
    const order = await trx
      .selectFrom("orders")
      .selectAll()
      .where("order_id", "=", orderId)
      .$if(engine === "postgres", (q) => q.forUpdate())
      .executeTakeFirst();
    if (!order) return "order-not-found";
    let recorded = false;
    const result = await change({
      trx,
      order,
      record: async (detail) => {
        recorded = true;
        await recordEvent(trx, orderId, who, detail);
        await queueOrderEventMessage(trx, order, detail, who);
      },
    });
    if (recorded) {
      await trx
        .updateTable("orders")
        .set((eb) => ({ revision: eb("revision", "+", 1), updated_at: who.now.toISOString() }))
        .where("order_id", "=", orderId)
        .execute();
    }
    return result;
  });
}

export interface OrderChangeContext {
  trx: Trx;
  /** The order's row as locked, before this change. */
  order: OrderRow;
  /** Tells the change in the order's timeline (and so raises its revision). */
  record(detail: OrderEventDetail): Promise<void>;
}

/** Appends one entry to the order's timeline (shared/order-events.ts). */
export async function recordEvent(
  trx: Trx | Kysely<Database>,
  orderId: string,
  change: { by: string | null; now: Date },
  detail: OrderEventDetail,
): Promise<void> {
  await trx
    .insertInto("order_events")
    .values(orderEventRow(orderId, change.now.toISOString(), change.by, detail))
    .execute();
}

/** A timeline entry's row: its kind, and its own fields as JSON. */
export function orderEventRow(
  orderId: string,
  at: string,
  by: string | null,
  detail: OrderEventDetail,
): Insertable<OrderEventsTable> {
  const { kind, ...rest } = detail;
  return { order_id: orderId, at, by, kind, detail: JSON.stringify(rest) };
}

/** The refusal for a change to a cancelled order's details or steps. */
export const ORDER_CANCELLED = { error: ORDER_REFUSALS.cancelled } as const;
