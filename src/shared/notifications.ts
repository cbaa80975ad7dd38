/**
 * Messages from the boutique: to a customer about her order (with her consent, in her
 * language) and to the owners. The API contract shared by the back office and the server.
 */
import type { Locale } from "./locale";
import { EN, inLocale, m } from "./messages";
import { z } from "./zod";

export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

export const CHANNELS = ["whatsapp", "email"] as const;
export type Channel = (typeof CHANNELS)[number];

export const MESSAGE_KINDS = [
  "order-created",
  "order-status",
  "order-note",
  "order-cancelled",
  "order-dispatched",
  "document",
  "balance-reminder",
  "contact-message",
  "contact-summary",
  "daily-digest",
  "test",
  "enquiry-received",
  "enquiry-notice",
  "enquiry-follow-ups",
  "appointment-reminder",
  "challans-overdue",
  "quote-sent",
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export type Audience = "customer" | "owner";

/**
 * queued → sending → sent; a failed try goes back to queued until the last, then failed.
 * not-sent: no channel was configured to send it (the owners can send it by hand; once the
 * channel is set up, the worker sends those under a day old, and the owners "Send now" older
 * ones). superseded: a status message replaced, while it waited, by the order's later status.
 */
export const MESSAGE_STATES = [
  "queued",
  "sending",
  "sent",
  "failed",
  "not-sent",
  "sent-by-hand",
  "superseded",
] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/**
 * The names of the channels, languages, kinds and states in a language (messages/admin,
 * docs/decisions/0017); the English ones are what the server writes into its texts.
 */
export function notificationNames(locale: Locale) {
  const o = inLocale(locale);
  return {
    channel: {
      whatsapp: m.admin_channel_whatsapp({}, o),
      email: m.admin_channel_email({}, o),
    } satisfies Record<Channel, string>,
    language: {
      en: m.admin_language_en({}, o),
      hi: m.admin_language_hi({}, o),
    } satisfies Record<Language, string>,
    kind: {
      "order-created": m.admin_kind_order_created({}, o),
      "order-status": m.admin_kind_order_status({}, o),
      "order-note": m.admin_kind_order_note({}, o),
      "order-cancelled": m.admin_kind_order_cancelled({}, o),
      "order-dispatched": m.admin_kind_order_dispatched({}, o),
      document: m.admin_kind_document({}, o),
      "balance-reminder": m.admin_money_kind_balance_reminder({}, o),
      "contact-message": m.admin_kind_contact_message({}, o),
      "contact-summary": m.admin_kind_contact_summary({}, o),
      "daily-digest": m.admin_kind_daily_digest({}, o),
      test: m.admin_kind_test({}, o),
      "enquiry-received": m.admin_kind_enquiry_received({}, o),
      "enquiry-notice": m.admin_kind_enquiry_notice({}, o),
      "enquiry-follow-ups": m.admin_kind_enquiry_follow_ups({}, o),
      "appointment-reminder": m.calendar_kind_reminder({}, o),
      "challans-overdue": m.admin_kind_challans_overdue({}, o),
      "quote-sent": m.admin_kind_quote_sent({}, o),
    } satisfies Record<MessageKind, string>,
    state: {
      queued: m.admin_state_queued({}, o),
      sending: m.admin_state_sending({}, o),
      sent: m.admin_state_sent({}, o),
      failed: m.admin_state_failed({}, o),
      "not-sent": m.admin_state_not_sent({}, o),
      "sent-by-hand": m.admin_state_sent_by_hand({}, o),
      superseded: m.admin_state_superseded({}, o),
    } satisfies Record<MessageState, string>,
  };
}

const ENGLISH_NAMES = notificationNames("en");
export const LANGUAGE_LABELS: Record<Language, string> = ENGLISH_NAMES.language;
export const CHANNEL_LABELS: Record<Channel, string> = ENGLISH_NAMES.channel;
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = ENGLISH_NAMES.kind;
export const MESSAGE_STATE_LABELS: Record<MessageState, string> = ENGLISH_NAMES.state;
/** The states in which a message is done with (it may be sent again on request). */
export const FINAL_STATES: readonly MessageState[] = [
  "sent",
  "failed",
  "not-sent",
  "sent-by-hand",
  "superseded",
];
/**
 * How long a status message waits before it goes: a later status of the same order in that
 * time replaces it, so catching up an order's steps tells her the latest status once.
 */
export const STATUS_MESSAGE_HOLD_MS = 5 * 60_000;

/**
 * A message that waited for its channel to be set up goes by itself when it is younger than
 * this; an older one waits for an owner's "Send now" (it may no longer be true).
 */
export const WAITING_MESSAGE_MAX_AGE_MS = 24 * 60 * 60_000;

/** The states an owner may mark as sent by hand. */
export const HAND_SENDABLE: readonly MessageState[] = ["failed", "not-sent"];

/** A customer's choices: her language, and since when she agreed to each channel (or null). */
export interface CustomerMessaging {
  language: Language;
  whatsappConsentAt: string | null;
  emailConsentAt: string | null;
}

export const NO_MESSAGING: CustomerMessaging = {
  language: "en",
  whatsappConsentAt: null,
  emailConsentAt: null,
};

/** The form's answer for a customer with no choices recorded: English, no messages. */
export const NO_CONSENT: MessagingInput = { language: "en", whatsapp: false, email: false };

export const messagingInputOf = (m: CustomerMessaging): MessagingInput => ({
  language: m.language,
  whatsapp: m.whatsappConsentAt !== null,
  email: m.emailConsentAt !== null,
});

/** What the order forms send: her language and whether she agrees to each channel. */
export const MessagingSchema = z.object(
  {
    language: z.enum(LANGUAGES, { error: "Language must be English or Hindi" }),
    whatsapp: z.boolean({ error: "WhatsApp consent must be yes or no" }),
    email: z.boolean({ error: "E-mail consent must be yes or no" }),
  },
  { error: "Message preferences must be a language and a yes or no per channel" },
);
export type MessagingInput = z.output<typeof MessagingSchema>;

/** One message as the owners see it. */
export interface OutboxMessage {
  id: number;
  kind: MessageKind;
  channel: Channel;
  audience: Audience;
  /** E-mail address or phone number. */
  recipient: string;
  language: Language;
  orderId: string | null;
  subject: string;
  body: string;
  state: MessageState;
  attempts: number;
  /** Why the last try failed (nothing secret in it). */
  lastError: string | null;
  createdAt: string;
  /** Not sent before this (a status message's wait for a later status). */
  sendAfter: string;
  sentAt: string | null;
  /** The owner who sent it by hand. */
  sentBy: string | null;
  /** The message this one sends again. */
  resendOf: number | null;
  /** A wa.me or mailto: link with the text filled in, to send it by hand. */
  handLink: string;
}

/** GET /api/admin/orders/:id/messages */
export interface OrderMessages {
  /** The order's customer's choices; null for an order without a customer record. */
  messaging: CustomerMessaging | null;
  /** Newest first. */
  messages: OutboxMessage[];
  /** The channels this server sends by (a not-sent message by one of them can go now). */
  configured: Channel[];
}

export interface ChannelStatus {
  channel: Channel;
  configured: boolean;
  /** Where it sends (server, sender): never a password or token. */
  detail: string;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  lastFailureReason: string | null;
}

export interface OwnerRecipient {
  channel: Channel;
  address: string;
}

/** GET /api/admin/notifications */
export interface NotificationSettings {
  channels: ChannelStatus[];
  owners: OwnerRecipient[];
  /** The hour (0–23, India time) of the owners' daily digest; null when it is off. */
  digestHour: number | null;
  /** The latest messages to the owners, newest first. */
  recent: OutboxMessage[];
  /**
   * Messages from before their channel was set up, too old to go by themselves (older than a
   * day), oldest first: each waits for an owner's "Send now" (or to be sent by hand).
   */
  waiting: OutboxMessage[];
}

/** POST /api/admin/notifications/test: a test message to one of the owners' own addresses. */
export const TestMessageSchema = z.object({
  channel: z.enum(CHANNELS, { error: m.admin_test_channel_refused({}, EN) }),
  to: z
    .string({ error: m.admin_test_to_required({}, EN) })
    .trim()
    .min(1, m.admin_test_to_required({}, EN)),
});

/** The owners' API's refusals about messages (the back office says them in her language). */
export const MESSAGE_REFUSALS = {
  notOwnersAddress: m.admin_test_not_owner({}, EN),
  notFound: m.admin_message_not_found({}, EN),
  stillSending: m.admin_message_still_sending({}, EN),
  noConsent: m.admin_message_no_consent({}, EN),
  cannotSendNow: m.admin_message_cannot_send_now({}, EN),
  cannotMarkSent: m.admin_message_cannot_mark({}, EN),
} as const;
