import type { Kysely } from "kysely";
import { paidRupees } from "../../shared/payments";
import type { OrderEventDetail } from "../../shared/order-events";
import { advanceRequest, balanceRequest } from "../billing/upi-requests";
import { readMessaging } from "../customers/customer-messaging";
import type { Database, OrderRow } from "../db/schema";
import { hasDispatch } from "../dispatch/order-dispatch";
import { loadPayments } from "../orders/payment-rows";
import {
  orderCreatedMessage,
  orderEventMessage,
  saysBalance,
  toCustomer,
  type OrderMessage,
} from "./order-message-rules";
import { queueMessage, supersedeStatusMessages } from "./outbox";

export { trackingLink } from "./order-message-rules";

/** When a message is queued, and the site's public address (PUBLIC_URL) its links start with. */
export interface MessageMoment {
  now: Date;
  site: string;
}

/**
 * Queues the message to the order's customer on every channel she agreed to (and has an
 * address for), in her language. Without her consent nothing is queued at all.
 */
async function queueForCustomer(
  db: Kysely<Database>,
  order: OrderRow,
  message: OrderMessage,
  now: Date,
): Promise<void> {
  if (order.customer_id === null) return;
  const messaging = await readMessaging(db, order.customer_id);
  if (!messaging) return;
  for (const each of toCustomer(order, messaging, message)) await queueMessage(db, each, now);
}

/** The new order's message: its ID, how to track it, when it should arrive. */
export async function queueOrderCreated(
  db: Kysely<Database>,
  orderId: string,
  { now, site }: MessageMoment,
): Promise<void> {
  const order = await db
    .selectFrom("orders")
    .selectAll()
    .where("order_id", "=", orderId)
    .executeTakeFirstOrThrow();
  // The advance her accepted quote asked (none for an order taken in the shop), by UPI.
  const advance = await advanceRequest(db, orderId);
  await queueForCustomer(db, order, orderCreatedMessage(order, site, advance), now);
}

/**
 * The message an order's timeline entry calls for, if any (order-message-rules.ts); a status
 * moving on first supersedes the order's status messages still waiting.
 */
export async function queueOrderEventMessage(
  db: Kysely<Database>,
  order: OrderRow,
  event: OrderEventDetail,
  moment: MessageMoment,
): Promise<void> {
  if (event.kind === "status") await supersedeStatusMessages(db, order.order_id, moment.now);
  // Her dispatch message says it is on its way, with the courier and number: the plain "on
  // its way" news still waiting is replaced by it, and not sent at all once she has it.
  if (event.kind === "dispatched")
    await supersedeStatusMessages(db, order.order_id, moment.now, "dispatched");
  if (
    event.kind === "status" &&
    event.status === "dispatched" &&
    (await hasDispatch(db, order.order_id))
  )
    return;
  const balance = saysBalance(event)
    ? Number(order.amount_rupees) - paidRupees(await loadPayments(db, order.order_id))
    : undefined;
  // The balance's UPI link, when there is one to ask for (billing/upi-requests.ts).
  const upi =
    balance !== undefined && balance > 0 ? await balanceRequest(db, order.order_id) : null;
  const message = orderEventMessage(order, event, moment, balance, upi);
  if (message) await queueForCustomer(db, order, message, moment.now);
}
