import type { Kysely } from "kysely";
import { primaryPhone } from "../../shared/business";
import { localizedPath } from "../../shared/locale";
import {
  NOTIFIED_STATUSES,
  STATUS_NOTES,
  STATUS_WORDS,
  longDate,
} from "../../shared/message-render";
import type { TemplateValues } from "../../shared/message-templates";
import {
  STATUS_MESSAGE_HOLD_MS,
  type Channel,
  type Language,
  type MessageKind,
} from "../../shared/notifications";
import type { OrderEventDetail } from "../../shared/order-events";
import { formatRupees } from "../../shared/order-format";
import { PATHS } from "../../shared/paths";
import { paidRupees } from "../../shared/payments";
import { trackingHash } from "../../shared/tracking";
import { readMessaging } from "../customers/customer-messaging";
import type { Database, OrderRow } from "../db/schema";
import { loadPayments } from "../orders/payment-rows";
import { queueMessage, supersedeStatusMessages } from "./outbox";

/** When a message is queued, and the site's public address (PUBLIC_URL) its links start with. */
export interface MessageMoment {
  now: Date;
  site: string;
}

/** Her tracking link: the page in her language, opening her order by its code. */
export const trackingLink = (site: string, language: Language, code: string): string =>
  `${site}${localizedPath(PATHS.tracking, language)}${trackingHash(code)}`;

/** What is left to pay, said in the "ready" and "delivered" messages. */
const BALANCE_NOTES: Record<Language, { due: (amount: string) => string; none: string }> = {
  en: { due: (amount) => `Balance due: ${amount}.`, none: "Nothing is left to pay." },
  hi: { due: (amount) => `बाक़ी रक़म: ${amount}।`, none: "कोई रक़म बाक़ी नहीं है।" },
};

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
  sendAt?: Date,
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
        ...(sendAt ? { sendAt } : {}),
      },
      now,
    );
  }
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
  await queueForCustomer(
    db,
    order,
    "order-created",
    (language) => ({
      name: firstName(order.customer_name),
      orderId,
      trackingUrl: trackingLink(site, language, order.tracking_code),
      delivery: longDate(order.expected_delivery, language),
    }),
    now,
    "created",
  );
}

/**
 * The message an order's timeline entry calls for, if any: her status moving on (each status
 * told once; held STATUS_MESSAGE_HOLD_MS, and replaced by a later status meanwhile; none when
 * the owner chose not to tell her), a note for her, the order's cancellation.
 */
export async function queueOrderEventMessage(
  db: Kysely<Database>,
  order: OrderRow,
  event: OrderEventDetail,
  { now, site }: MessageMoment,
): Promise<void> {
  const name = firstName(order.customer_name);
  const orderId = order.order_id;
  const trackingUrl = (language: Language) => trackingLink(site, language, order.tracking_code);
  if (event.kind === "status") await supersedeStatusMessages(db, orderId, now);
  if (event.kind === "status" && !event.untold && NOTIFIED_STATUSES.includes(event.status)) {
    const status = event.status;
    const balance =
      status === "ready" || status === "delivered"
        ? Number(order.amount_rupees) - paidRupees(await loadPayments(db, orderId))
        : undefined;
    const balanceNote = (language: Language) =>
      balance === undefined
        ? ""
        : ` ${balance > 0 ? BALANCE_NOTES[language].due(formatRupees(balance)) : BALANCE_NOTES[language].none}`;
    await queueForCustomer(
      db,
      order,
      "order-status",
      (language) => ({
        name,
        orderId,
        status: STATUS_WORDS[language][status],
        statusNote: STATUS_NOTES[language][status] + balanceNote(language),
        trackingUrl: trackingUrl(language),
      }),
      now,
      `status:${status}`,
      new Date(now.getTime() + STATUS_MESSAGE_HOLD_MS),
    );
  } else if (event.kind === "note" && event.audience === "customer") {
    const note = event.text;
    await queueForCustomer(
      db,
      order,
      "order-note",
      (language) => ({ name, orderId, note, trackingUrl: trackingUrl(language) }),
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
