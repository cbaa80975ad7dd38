import type { Kysely } from "kysely";
import type { NoteInput } from "../../shared/order-events";
import { orderChanges, type EditableOrder } from "../../shared/order-changes";
import type { OrderEditInput } from "../../shared/order-input";
import { setMessaging } from "../customers/customer-messaging";
import type { Database, Engine, OrderRow } from "../db/schema";
import { changeOrder, type OrderChange } from "../orders/order-change";
import { rowsToOrder } from "../orders/order-rows";

export type EditOutcome =
  | "edited"
  | "unchanged"
  | "order-not-found"
  | "order-cancelled"
  | "stale"
  | "delivery-before-order";

const editable = (row: OrderRow): EditableOrder => {
  const order = rowsToOrder(row, [], []);
  return {
    customer: {
      name: order.customerName,
      phone: order.customerPhone,
      email: order.customerEmail,
      address: order.address,
    },
    items: order.items,
    orderType: order.orderType,
    priority: order.priority,
    expectedDelivery: order.expectedDelivery,
    amountRupees: order.amountRupees,
  };
};

/**
 * Changes an order's details as the owner edited them, telling the timeline each field's old
 * and new value. Refused when the other owner changed the order since this one opened it
 * (`input.revision`), so neither silently undoes the other. The customer's message choices,
 * when given, go to her record and are told in the timeline too.
 */
export async function editOrder(
  db: Kysely<Database>,
  engine: Engine,
  orderId: string,
  input: OrderEditInput,
  who: OrderChange,
): Promise<EditOutcome> {
  return changeOrder(db, engine, orderId, who, async ({ trx, order, record }) => {
    if (order.cancelled_at) return "order-cancelled";
    if (order.revision !== input.revision) return "stale";
    if (input.expectedDelivery < order.order_date) return "delivery-before-order";
    const messaging =
      input.messaging && order.customer_id !== null
        ? await setMessaging(trx, order.customer_id, input.messaging, who, "order-edit")
        : [];
    const changes = [...orderChanges(editable(order), input), ...messaging];
    if (changes.length === 0) return "unchanged";
    await trx
      .updateTable("orders")
      .set({
        customer_name: input.customer.name,
        customer_phone: input.customer.phone,
        customer_email: input.customer.email,
        address_line: input.customer.address.line,
        city: input.customer.address.city,
        state: input.customer.address.state,
        postal_code: input.customer.address.postalCode,
        items: JSON.stringify(input.items),
        order_type: input.orderType,
        priority: input.priority,
        expected_delivery: input.expectedDelivery,
        amount_rupees: input.amountRupees,
      })
      .where("order_id", "=", orderId)
      .execute();
    await record({ kind: "edited", changes });
    return "edited";
  });
}

/** Cancels the order: it leaves the active list, its steps and details freeze. */
export async function cancelOrder(
  db: Kysely<Database>,
  engine: Engine,
  orderId: string,
  reason: string,
  who: OrderChange,
): Promise<"cancelled" | "order-not-found" | "order-cancelled"> {
  return changeOrder(db, engine, orderId, who, async ({ trx, order, record }) => {
    if (order.cancelled_at) return "order-cancelled";
    await trx
      .updateTable("orders")
      .set({ cancelled_at: who.now.toISOString(), cancelled_by: who.by, cancel_reason: reason })
      .where("order_id", "=", orderId)
      .execute();
    await record({ kind: "cancelled", reason });
    return "cancelled";
  });
}

/** A note on the order: internal (owners only) or for the customer (her tracking history). */
export async function addNote(
  db: Kysely<Database>,
  engine: Engine,
  orderId: string,
  note: NoteInput,
  who: OrderChange,
): Promise<"added" | "order-not-found"> {
  return changeOrder<"added">(db, engine, orderId, who, async ({ record }) => {
    await record({ kind: "note", audience: note.audience, text: note.text });
    return "added";
  });
}
