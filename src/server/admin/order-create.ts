import type { Kysely } from "kysely";
import type { CustomerSummary } from "../../shared/customers";
import type { NewOrderInput } from "../../shared/order-input";
import {
  STATUS_HISTORY_NOTES,
  STEP_TEMPLATES,
  customerStatusFor,
  firstProductionSteps,
  orderIdFor,
  type Order,
} from "../../shared/orders";
import {
  findCustomer,
  findCustomerByPhone,
  insertCustomer,
} from "../customers/customer-repository";
import { setMessaging } from "../customers/customer-messaging";
import type { Database } from "../db/schema";
import { queueOrderCreated } from "../notifications/order-messages";
import { recordEvent, type OrderChange, type Trx } from "../orders/order-change";
import { keepOnCustomerRecord } from "../orders/order-customer-record";
import { orderToRows } from "../orders/order-rows";
import { copyMeasurements } from "./order-measurements";

export type CreateOrderOutcome =
  { created: string } | { customerNotFound: true } | { phoneTaken: CustomerSummary };

/**
 * Takes a new order, all or nothing: its customer (the one picked, or a new record), an Order
 * ID from the year's sequence, its type's steps (the first in progress; production-steps.ts), the customer status
 * Order Received with its first history entry, the timeline's first entries, the customer's
 * message choices when the owner gave them, the address and measurements she asked to keep on
 * her record (order-customer-record.ts), and her message about the new order.
 */
export async function createOrder(
  db: Kysely<Database>,
  input: NewOrderInput,
  who: OrderChange,
): Promise<CreateOrderOutcome> {
  return db.transaction().execute((trx) => createOrderIn(trx, input, who));
}

/**
 * createOrderIn inside a transaction already open: a quote she accepts makes its order in the
 * acceptance's transaction (quotes/quote-acceptance.ts); `by` null: she did, on her link. The
 * advance her quote asked is the order's own from its first moment, so her message about the
 * new order asks for it (with its UPI link).
 */
export async function createOrderIn(
  trx: Trx,
  input: NewOrderInput,
  who: Omit<OrderChange, "by"> & { by: string | null },
  advanceDuePaise: number | null = null,
): Promise<CreateOrderOutcome> {
  const at = who.now.toISOString();
  let customerId = input.customerId;
  if (customerId !== null) {
    if (!(await findCustomer(trx, customerId))) return { customerNotFound: true };
  } else {
    const created = await insertCustomer(trx, input.customer, at, {
      type: input.orderType === "custom" ? "custom" : "retail",
    });
    if (created === undefined) {
      return { phoneTaken: (await findCustomerByPhone(trx, input.customer.phone))! };
    }
    customerId = created;
  }
  if (input.messaging) await setMessaging(trx, customerId, input.messaging, who, "new-order");
  // Her own acceptance (by null) brings neither an address nor measurements to keep.
  if (who.by !== null) await keepOnCustomerRecord(trx, customerId, input, { ...who, by: who.by });

  const steps = firstProductionSteps(input.orderType);
  const currentStep = 0;
  const draft = (orderId: string): Order => ({
    orderId,
    customerId,
    customerName: input.customer.name,
    customerPhone: input.customer.phone,
    customerEmail: input.customer.email,
    address: input.customer.address,
    orderDate: input.orderDate,
    expectedDelivery: input.expectedDelivery,
    items: input.items,
    priority: input.priority,
    orderType: input.orderType,
    amountRupees: input.amountRupees,
    productionSteps: steps,
    currentStep,
    totalSteps: steps.length,
    currentStatus: customerStatusFor(currentStep, STEP_TEMPLATES[input.orderType]),
    statusHistory: [
      { status: "received", date: input.orderDate, description: STATUS_HISTORY_NOTES.received },
    ],
    isSample: false,
    cancellation: null,
  });

  const orderId = await insertWithNextId(trx, Number(input.orderDate.slice(0, 4)), (id) =>
    orderToRows(draft(id), at, who.by),
  );
  if (advanceDuePaise !== null)
    await trx
      .updateTable("orders")
      .set({ advance_due_paise: advanceDuePaise })
      .where("order_id", "=", orderId)
      .execute();
  await recordEvent(trx, orderId, who, { kind: "created" });
  const version = await copyMeasurements(trx, orderId, customerId);
  if (version !== undefined)
    await recordEvent(trx, orderId, who, { kind: "measurements", version });
  if (input.notes) {
    await recordEvent(trx, orderId, who, {
      kind: "note",
      audience: "internal",
      text: input.notes,
    });
  }
  await queueOrderCreated(trx, orderId, who);
  return { created: orderId };
}

/**
 * Inserts the order under the year's next Order ID. The sequence row is upserted (both engines
 * increment it atomically; on PostgreSQL a second owner's transaction waits on the row until
 * this one commits), and an ID already taken (an order entered before the sequence existed) is
 * skipped.
 */
async function insertWithNextId(
  trx: Trx,
  year: number,
  rowsFor: (orderId: string) => ReturnType<typeof orderToRows>,
): Promise<string> {
  for (;;) {
    const { last } = await trx
      .insertInto("order_sequences")
      .values({ year, last: 1 })
      .onConflict((oc) =>
        oc.column("year").doUpdateSet((eb) => ({ last: eb("order_sequences.last", "+", 1) })),
      )
      .returning("last")
      .executeTakeFirstOrThrow();
    const rows = rowsFor(orderIdFor(year, Number(last)));
    const inserted = await trx
      .insertInto("orders")
      .values(rows.order)
      .onConflict((oc) => oc.column("order_id").doNothing())
      .returning("order_id")
      .executeTakeFirst();
    if (!inserted) continue;
    await trx.insertInto("production_steps").values(rows.steps).execute();
    await trx.insertInto("status_history").values(rows.history).execute();
    return inserted.order_id;
  }
}
