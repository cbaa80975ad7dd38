import type { Kysely } from "kysely";
import { todayInIndia } from "../../shared/dates";
import {
  courierLink,
  type DispatchInput,
  type OrderDispatch,
  type PublicDispatch,
} from "../../shared/dispatch/dispatch";
import type { Database, Engine } from "../db/schema";
import { changeOrder, type OrderChange, type Trx } from "../orders/order-change";

type Reader = Kysely<Database> | Trx;

/** The order's dispatch with its courier's name and link as they are now; null before. */
export async function loadDispatch(db: Reader, orderId: string): Promise<OrderDispatch | null> {
  const row = await db
    .selectFrom("order_dispatches as d")
    .innerJoin("couriers as c", "c.id", "d.courier_id")
    .leftJoin("admin_accounts as a", "a.username", "d.recorded_by")
    .select([
      "a.display_name",
      "d.courier_id",
      "d.awb",
      "d.dispatched_on",
      "d.recorded_by",
      "c.name",
      "c.tracking_template",
    ])
    .where("d.order_id", "=", orderId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    courierId: Number(row.courier_id),
    courier: row.name,
    awb: row.awb,
    link: courierLink(row.tracking_template, row.awb),
    dispatchedOn: row.dispatched_on,
    // The owner's name as her screens say it (her username if the account is gone).
    by: row.display_name ?? row.recorded_by,
  };
}

/** What her tracking page shows of it (after her digits): no owner's name. */
export async function publicDispatch(db: Reader, orderId: string): Promise<PublicDispatch | null> {
  const d = await loadDispatch(db, orderId);
  return d && { courier: d.courier, awb: d.awb, link: d.link, dispatchedOn: d.dispatchedOn };
}

/**
 * Whether the dispatch can still be recorded or corrected: until the order is delivered (a
 * wrong number found before she has her parcel is put right, and she is told the right one);
 * after that, and once cancelled, it is the order's history and stays as it was.
 */
export const dispatchEditable = (order: { cancelled_at: string | null; customer_status: string }) =>
  order.cancelled_at === null && order.customer_status !== "delivered";

export type DispatchOutcome =
  | "recorded"
  | "unchanged"
  | "order-not-found"
  | "cancelled"
  | "delivered"
  | "courier-not-found"
  | "courier-inactive";

/**
 * Records (or corrects) the order's dispatch, all or nothing with its timeline entry, which
 * queues her dispatch message with the courier, number and link (notifications/
 * order-message-rules.ts). The same courier and number again changes nothing.
 */
export async function recordDispatch(
  db: Kysely<Database>,
  engine: Engine,
  orderId: string,
  input: DispatchInput,
  who: OrderChange,
): Promise<DispatchOutcome> {
  return changeOrder(db, engine, orderId, who, async ({ trx, order, record }) => {
    if (order.cancelled_at !== null) return "cancelled";
    if (order.customer_status === "delivered") return "delivered";
    const courier = await trx
      .selectFrom("couriers")
      .selectAll()
      .where("id", "=", input.courierId)
      .executeTakeFirst();
    if (!courier) return "courier-not-found";
    const before = await trx
      .selectFrom("order_dispatches")
      .selectAll()
      .where("order_id", "=", orderId)
      .executeTakeFirst();
    if (before && Number(before.courier_id) === input.courierId && before.awb === input.awb)
      return "unchanged";
    // A courier no longer in use takes no new parcels.
    if (Number(courier.active) !== 1) return "courier-inactive";
    const at = who.now.toISOString();
    if (before)
      await trx
        .updateTable("order_dispatches")
        .set({ courier_id: input.courierId, awb: input.awb, recorded_at: at, recorded_by: who.by })
        .where("order_id", "=", orderId)
        .execute();
    else
      await trx
        .insertInto("order_dispatches")
        .values({
          order_id: orderId,
          courier_id: input.courierId,
          awb: input.awb,
          dispatched_on: todayInIndia(who.now),
          recorded_at: at,
          recorded_by: who.by,
        })
        .execute();
    await record({
      kind: "dispatched",
      courier: courier.name,
      awb: input.awb,
      link: courierLink(courier.tracking_template, input.awb),
    });
    return "recorded";
  });
}

/** Whether the order has a dispatch recorded (its "on its way" news then carries the number). */
export async function hasDispatch(db: Reader, orderId: string): Promise<boolean> {
  const row = await db
    .selectFrom("order_dispatches")
    .select("order_id")
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  return row !== undefined;
}
