import type { Kysely } from "kysely";
import { BUSINESS, primaryPhone } from "../../shared/business";
import {
  NOTIFIED_STATUSES,
  STATUS_NOTES,
  STATUS_WORDS,
  longDate,
} from "../../shared/message-render";
import type { TemplateValues } from "../../shared/message-templates";
import type { Channel, Language, MessageKind } from "../../shared/notifications";
import type { OrderEventDetail } from "../../shared/order-events";
import { PATHS } from "../../shared/paths";
import { readMessaging } from "../customers/customer-messaging";
import type { Database, OrderRow } from "../db/schema";
import { queueMessage } from "./outbox";

const TRACKING_URL = `${BUSINESS.siteUrl}${PATHS.tracking}`;

/** She is greeted by her first name: "Namaste Meera!", "नमस्ते Meera जी!" */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * Queues `kind` to the order's customer on every channel she agreed to (and has an address
 * for), in her language. Without her consent nothing is queued at all.
 */
async function queueForCustomer<K extends MessageKind>(
  db: Kysely<Database>,
  order: OrderRow,
  kind: K,
  valuesIn: (language: Language) => TemplateValues<K>,
  now: Date,
  dedupe?: string,
): Promise<void> {
  if (order.customer_id === null) return;
  const messaging = await readMessaging(db, order.customer_id);
  if (!messaging) return;
  const to: [Channel, string][] = [];
  if (messaging.whatsappConsentAt && order.customer_phone)
    to.push(["whatsapp", order.customer_phone]);
  if (messaging.emailConsentAt && order.customer_email) to.push(["email", order.customer_email]);
  for (const [channel, recipient] of to) {
    await queueMessage(
      db,
      {
        kind,
        channel,
        audience: "customer",
        recipient,
        language: messaging.language,
        orderId: order.order_id,
        values: valuesIn(messaging.language),
        ...(dedupe ? { dedupeKey: `order:${order.order_id}:${dedupe}:${channel}` } : {}),
      },
      now,
    );
  }
}

/** The new order's message: its ID, how to track it, when it should arrive. */
export async function queueOrderCreated(
  db: Kysely<Database>,
  orderId: string,
  now: Date,
): Promise<void> {
  const order = await db
    .selectFrom("orders")
    .selectAll()
    .where("order_id", "=", orderId)
    .executeTakeFirstOrThrow();
  await queueForCustomer(
    db,
    order,
    "order-created",
    (language) => ({
      name: firstName(order.customer_name),
      orderId,
      trackingUrl: TRACKING_URL,
      delivery: longDate(order.expected_delivery, language),
    }),
    now,
    "created",
  );
}

/**
 * The message an order's timeline entry calls for, if any: her status moving on (each status
 * told once), a note for her, the order's cancellation.
 */
export async function queueOrderEventMessage(
  db: Kysely<Database>,
  order: OrderRow,
  event: OrderEventDetail,
  now: Date,
): Promise<void> {
  const name = firstName(order.customer_name);
  const orderId = order.order_id;
  if (event.kind === "status" && NOTIFIED_STATUSES.includes(event.status)) {
    const status = event.status;
    await queueForCustomer(
      db,
      order,
      "order-status",
      (language) => ({
        name,
        orderId,
        status: STATUS_WORDS[language][status],
        statusNote: STATUS_NOTES[language][status],
        trackingUrl: TRACKING_URL,
      }),
      now,
      `status:${status}`,
    );
  } else if (event.kind === "note" && event.audience === "customer") {
    const note = event.text;
    await queueForCustomer(
      db,
      order,
      "order-note",
      () => ({ name, orderId, note, trackingUrl: TRACKING_URL }),
      now,
    );
  } else if (event.kind === "cancelled") {
    const phone = primaryPhone().display;
    await queueForCustomer(
      db,
      order,
      "order-cancelled",
      () => ({ name, orderId, phone }),
      now,
      "cancelled",
    );
  }
}
