/**
 * Which message an order's news calls for, in her language, and where it goes: pure rules, so
 * the outbox (order-messages.ts) and the sample data loader (scripts/sample-data) queue the
 * same messages.
 */
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
  type CustomerMessaging,
  type Language,
  type MessageKind,
} from "../../shared/notifications";
import type { OrderEventDetail } from "../../shared/order-events";
import { formatRupees } from "../../shared/order-format";
import { PATHS } from "../../shared/paths";
import { trackingHash } from "../../shared/tracking";
import { formatPaise } from "../../shared/billing/money";
import type { UpiRequest } from "../../shared/billing/upi-link";
import type { OrderRow } from "../db/schema";
import type { NewMessage } from "./outbox";

/** What of an order its messages say. */
export type MessageOrder = Pick<
  OrderRow,
  | "order_id"
  | "customer_id"
  | "customer_name"
  | "customer_phone"
  | "customer_email"
  | "tracking_code"
  | "expected_delivery"
  | "amount_rupees"
>;

/** A message for her, before her consent says on which channels it goes. */
export type OrderMessage = {
  [K in MessageKind]: {
    kind: K;
    valuesIn: (language: Language) => TemplateValues<K>;
    /** Told at most once per channel (the dedupe key's tail). */
    dedupe?: string;
    sendAt?: Date;
  };
}[MessageKind];

/** Her tracking link: the page in her language, opening her order by its code. */
export const trackingLink = (site: string, language: Language, code: string): string =>
  `${site}${localizedPath(PATHS.tracking, language)}${trackingHash(code)}`;

/** What is left to pay, said in the "ready" and "delivered" messages. */
const BALANCE_NOTES: Record<Language, { due: (amount: string) => string; none: string }> = {
  en: { due: (amount) => `Balance due: ${amount}.`, none: "Nothing is left to pay." },
  hi: { due: (amount) => `बाक़ी रक़म: ${amount}।`, none: "कोई रक़म बाक़ी नहीं है।" },
};

/**
 * How she can pay what is due: the UPI link when the business has a UPI ID (said to be a sample
 * in demo mode), else at the boutique or by a call. The link asks; it never tells us she paid.
 */
const HOW_TO_PAY: Record<
  Language,
  {
    upi: (link: string) => string;
    sample: (link: string) => string;
    shop: (phone: string) => string;
  }
> = {
  en: {
    upi: (link) => `Pay by UPI: ${link}`,
    sample: (link) => `Pay by UPI (a sample UPI ID for trying the site: it pays no one): ${link}`,
    shop: (phone) => `You can pay at the boutique, or call us on ${phone}.`,
  },
  hi: {
    upi: (link) => `UPI से भुगतान करें: ${link}`,
    sample: (link) =>
      `UPI से भुगतान करें (साइट आज़माने के लिए नमूने का UPI ID: इससे किसी को पैसा नहीं जाता): ${link}`,
    shop: (phone) => `आप बुटीक पर भुगतान कर सकते हैं, या हमें ${phone} पर फ़ोन करें।`,
  },
};

export function howToPay(language: Language, upi: UpiRequest | null | undefined): string {
  const say = HOW_TO_PAY[language];
  if (!upi) return say.shop(primaryPhone().display);
  return upi.sample ? say.sample(upi.link) : say.upi(upi.link);
}

/**
 * The advance her accepted quote asked, said in her new order's message with how to pay it;
 * with none asked, where her bills will be (a WhatsApp template's value is never empty).
 */
const ADVANCE_NOTES: Record<Language, { due: (amount: string) => string; none: string }> = {
  en: {
    due: (amount) => `Advance due: ${amount}.`,
    none: "Your bills and receipts will be on that page too.",
  },
  hi: {
    due: (amount) => `अग्रिम राशि बाक़ी: ${amount}।`,
    none: "आपके बिल और रसीदें भी उसी पन्ने पर मिलेंगी।",
  },
};

/** "Advance due: ₹7,375.00. Pay by UPI: upi://pay?…", or where her bills will be. */
export function advanceNote(language: Language, upi: UpiRequest | null | undefined): string {
  const say = ADVANCE_NOTES[language];
  if (!upi) return say.none;
  return `${say.due(formatPaise(upi.amountPaise, language))} ${howToPay(language, upi)}`;
}

/** She is greeted by her first name: "Namaste Meera!", "नमस्ते Meera जी!" */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * The new order's message: its ID, how to track it, when it should arrive, and the advance her
 * accepted quote asked with its UPI link (`advance`: billing/upi-requests.ts advanceRequest).
 */
export function orderCreatedMessage(
  order: MessageOrder,
  site: string,
  advance?: UpiRequest | null,
): OrderMessage {
  return {
    kind: "order-created",
    valuesIn: (language) => ({
      name: firstName(order.customer_name),
      orderId: order.order_id,
      trackingUrl: trackingLink(site, language, order.tracking_code),
      delivery: longDate(order.expected_delivery, language),
      payNote: advanceNote(language, advance),
    }),
    dedupe: "created",
  };
}

/** Whether the event's message says what is left to pay (then pass `balance`). */
export const saysBalance = (event: OrderEventDetail): boolean =>
  event.kind === "status" && (event.status === "ready" || event.status === "delivered");

/**
 * The message an order's timeline entry calls for, if any: her status moving on (each status
 * told once; held STATUS_MESSAGE_HOLD_MS, and replaced by a later status meanwhile; none when
 * the owner chose not to tell her), a note for her, the order's cancellation.
 */
export function orderEventMessage(
  order: MessageOrder,
  event: OrderEventDetail,
  { now, site }: { now: Date; site: string },
  /** Quoted less paid, when saysBalance(event). */
  balance?: number,
  /** That balance as a UPI request, when the business has a UPI ID. */
  upi?: UpiRequest | null,
): OrderMessage | undefined {
  const name = firstName(order.customer_name);
  const orderId = order.order_id;
  const trackingUrl = (language: Language) => trackingLink(site, language, order.tracking_code);
  if (event.kind === "status" && !event.untold && NOTIFIED_STATUSES.includes(event.status)) {
    const status = event.status;
    const balanceNote = (language: Language) =>
      balance === undefined
        ? ""
        : balance > 0
          ? ` ${BALANCE_NOTES[language].due(formatRupees(balance))}${upi ? ` ${howToPay(language, upi)}` : ""}`
          : ` ${BALANCE_NOTES[language].none}`;
    return {
      kind: "order-status",
      valuesIn: (language) => ({
        name,
        orderId,
        status: STATUS_WORDS[language][status],
        statusNote: STATUS_NOTES[language][status] + balanceNote(language),
        trackingUrl: trackingUrl(language),
      }),
      dedupe: `status:${status}`,
      sendAt: new Date(now.getTime() + STATUS_MESSAGE_HOLD_MS),
    };
  }
  if (event.kind === "note" && event.audience === "customer") {
    const note = event.text;
    return {
      kind: "order-note",
      valuesIn: (language) => ({ name, orderId, note, trackingUrl: trackingUrl(language) }),
    };
  }
  if (event.kind === "dispatched") {
    const { courier, awb, link } = event;
    return {
      kind: "order-dispatched",
      valuesIn: (language) => ({
        name,
        orderId,
        courier,
        awb,
        courierUrl: link,
        trackingUrl: trackingUrl(language),
      }),
      // A corrected number is told again; the same one once.
      dedupe: `dispatched:${awb}`,
    };
  }
  if (event.kind === "cancelled") {
    const phone = primaryPhone().display;
    return {
      kind: "order-cancelled",
      valuesIn: () => ({ name, orderId, phone }),
      dedupe: "cancelled",
    };
  }
  return undefined;
}

/** What is still due on a delivered order, when it was delivered, and how to pay it. */
export interface BalanceDue {
  balanceRupees: number;
  /** yyyy-mm-dd */
  deliveredOn: string;
  upi: UpiRequest | null;
}

/**
 * A reminder of a delivered order's balance (reminders.ts sends them at the owners' rhythm):
 * one a day at most per order and channel.
 */
export function balanceReminderMessage(
  order: MessageOrder,
  due: BalanceDue,
  { site, today }: { site: string; today: string },
): OrderMessage {
  return {
    kind: "balance-reminder",
    valuesIn: (language) => ({
      name: firstName(order.customer_name),
      orderId: order.order_id,
      balance: formatRupees(due.balanceRupees),
      delivered: longDate(due.deliveredOn, language),
      howToPay: howToPay(language, due.upi),
      trackingUrl: trackingLink(site, language, order.tracking_code),
    }),
    dedupe: `balance-reminder:${today}`,
  };
}

/**
 * The message on every channel she agreed to (and has an address for), in her language;
 * without her consent, none.
 */
export function toCustomer(
  order: MessageOrder,
  messaging: CustomerMessaging,
  message: OrderMessage,
): NewMessage<MessageKind>[] {
  const to: [Channel, string][] = [];
  if (messaging.whatsappConsentAt && order.customer_phone)
    to.push(["whatsapp", order.customer_phone]);
  if (messaging.emailConsentAt && order.customer_email) to.push(["email", order.customer_email]);
  return to.map(([channel, recipient]) => ({
    kind: message.kind,
    channel,
    audience: "customer",
    recipient,
    language: messaging.language,
    orderId: order.order_id,
    values: message.valuesIn(messaging.language) as TemplateValues<MessageKind>,
    ...(message.dedupe
      ? { dedupeKey: `order:${order.order_id}:${message.dedupe}:${channel}` }
      : {}),
    ...(message.sendAt ? { sendAt: message.sendAt } : {}),
  }));
}
