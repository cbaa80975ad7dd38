import type { Kysely, Selectable } from "kysely";
import type { ContactField, StaleOrder } from "../../shared/customers";
import { CHANGE_FIELDS } from "../../shared/order-changes";
import type { FieldChange } from "../../shared/order-events";
import { phoneKey } from "../../shared/phone";
import type { CustomersTable, Database, Engine, OrdersTable } from "../db/schema";
import { recordEvent, type Change } from "../orders/order-change";
import { takeSqliteWriteLock } from "./customer-change";

/** An order keeps a copy of her phone, e-mail and address: the copy's columns. */
type ContactCopy = Pick<
  Selectable<OrdersTable>,
  "customer_phone" | "customer_email" | "address_line" | "city" | "state" | "postal_code"
>;
type Record = Pick<
  Selectable<CustomersTable>,
  "phone" | "email" | "address_line" | "city" | "state" | "postal_code"
>;

const addressText = (a: ContactCopy | Record) =>
  [a.address_line, a.city, a.state, a.postal_code].filter((part) => part !== "").join(", ");

/** What the order's copy says otherwise than her record, as the timeline tells it. */
function differences(order: ContactCopy, record: Record): [ContactField, FieldChange][] {
  const out: [ContactField, FieldChange][] = [];
  if (phoneKey(order.customer_phone) !== phoneKey(record.phone))
    out.push([
      "phone",
      { field: CHANGE_FIELDS.phone, from: order.customer_phone, to: record.phone },
    ]);
  if (order.customer_email.trim().toLowerCase() !== record.email.trim().toLowerCase())
    out.push([
      "email",
      { field: CHANGE_FIELDS.email, from: order.customer_email, to: record.email },
    ]);
  if (addressText(order) !== addressText(record))
    out.push([
      "address",
      { field: CHANGE_FIELDS.address, from: addressText(order), to: addressText(record) },
    ]);
  return out;
}

/** Her orders still open: neither delivered nor cancelled. */
const openOrdersOf = (db: Kysely<Database>, customerId: number) =>
  db
    .selectFrom("orders")
    .selectAll()
    .where("customer_id", "=", customerId)
    .where("cancelled_at", "is", null)
    .where("customer_status", "!=", "delivered");

/** Her open orders whose copy of her phone, e-mail or address is not her record's. */
export async function staleOpenOrders(
  db: Kysely<Database>,
  customerId: number,
): Promise<StaleOrder[]> {
  const record = await db
    .selectFrom("customers")
    .selectAll()
    .where("id", "=", customerId)
    .executeTakeFirst();
  if (!record) return [];
  const orders = await openOrdersOf(db, customerId).orderBy("order_id").execute();
  return orders.flatMap((order) => {
    const fields = differences(order, record).map(([field]) => field);
    return fields.length === 0 ? [] : [{ orderId: order.order_id, fields }];
  });
}

/**
 * Copies her record's phone, e-mail and address onto those of `orderIds` that are her open
 * orders, all in one transaction: each order changed is locked, told in its timeline (an edit,
 * field by field) and its revision raised. Resolves with the orders changed;
 * "customer-not-found" when she is not there.
 */
export async function updateOrdersContact(
  db: Kysely<Database>,
  engine: Engine,
  customerId: number,
  orderIds: readonly string[],
  who: Change,
): Promise<string[] | "customer-not-found"> {
  return db.transaction().execute(async (trx) => {
    await takeSqliteWriteLock(trx, engine, customerId);
    const record = await trx
      .selectFrom("customers")
      .selectAll()
      .where("id", "=", customerId)
      .executeTakeFirst();
    if (!record) return "customer-not-found";
    const orders = await openOrdersOf(trx, customerId)
      .where("order_id", "in", [...new Set(orderIds)])
      .orderBy("order_id")
      .$if(engine === "postgres", (q) => q.forUpdate())
      .execute();
    const updated: string[] = [];
    for (const order of orders) {
      const changes = differences(order, record).map(([, change]) => change);
      if (changes.length === 0) continue;
      await trx
        .updateTable("orders")
        .set((eb) => ({
          customer_phone: record.phone,
          customer_email: record.email,
          address_line: record.address_line,
          city: record.city,
          state: record.state,
          postal_code: record.postal_code,
          revision: eb("revision", "+", 1),
          updated_at: who.now.toISOString(),
        }))
        .where("order_id", "=", order.order_id)
        .execute();
      await recordEvent(trx, order.order_id, who, { kind: "edited", changes });
      updated.push(order.order_id);
    }
    return updated;
  });
}
