import type { Insertable, Kysely } from "kysely";
import { renderMessage } from "../../shared/message-render";
import type { TemplateValues } from "../../shared/message-templates";
import {
  STATUS_MESSAGE_HOLD_MS,
  type Audience,
  type Channel,
  type Language,
  type MessageKind,
} from "../../shared/notifications";
import type { CustomerStatus } from "../../shared/orders";
import type { Database, OutboxMessagesTable } from "../db/schema";

export interface NewMessage<K extends MessageKind> {
  kind: K;
  channel: Channel;
  audience: Audience;
  recipient: string;
  language: Language;
  orderId: string | null;
  values: TemplateValues<K>;
  /** A message that must exist at most once (a status told, a day's digest). */
  dedupeKey?: string;
  /** Where an e-mail's reply goes, when not to the boutique (a contact message's sender). */
  replyTo?: string;
  /** Not sent before this (the owners' hourly summary); default: at once. */
  sendAt?: Date;
  /** A bill or receipt it sends (an e-mail attaches its PDF). */
  documentId?: number;
  /** A quote version sent to her (quote_versions.id): an e-mail attaches its PDF. */
  quoteVersionId?: number;
}

/**
 * Puts a message in the outbox, in the caller's transaction: it exists exactly when the change
 * it tells of was stored. The worker sends it; nothing is sent here. Its text is filled in now,
 * so the owners see what is (or was) sent, whatever changes later. Resolves with its id;
 * undefined when a message with its dedupe key exists already.
 */
export async function queueMessage<K extends MessageKind>(
  db: Kysely<Database>,
  message: NewMessage<K>,
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .insertInto("outbox_messages")
    .values(outboxRow(message, now))
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row && Number(row.id);
}

/** A message's outbox row as queued: its text filled in now, in its language. */
export function outboxRow<K extends MessageKind>(
  message: NewMessage<K>,
  now: Date,
): Insertable<OutboxMessagesTable> {
  const text = renderMessage(message.kind, message.language, message.values);
  const at = now.toISOString();
  return {
    kind: message.kind,
    channel: message.channel,
    audience: message.audience,
    recipient: message.recipient,
    language: message.language,
    order_id: message.orderId,
    subject: text.subject,
    body: text.body,
    params: JSON.stringify(text.params),
    state: "queued",
    next_attempt_at: message.sendAt?.toISOString() ?? at,
    created_at: at,
    dedupe_key: message.dedupeKey ?? null,
    reply_to: message.replyTo ?? null,
    document_id: message.documentId ?? null,
    quote_version_id: message.quoteVersionId ?? null,
  };
}

/**
 * The order's status messages that have not gone yet are out of date once her status moves
 * again: each still waiting (queued, or not sent for want of a channel within the hold) is
 * marked superseded, in the caller's transaction, and gives up its dedupe key, so that status
 * can be told again should the order come back to it. One being sent is left to go. With
 * `status`, only the messages telling that status.
 */
export async function supersedeStatusMessages(
  db: Kysely<Database>,
  orderId: string,
  now: Date,
  status?: CustomerStatus,
): Promise<void> {
  const holdStart = new Date(now.getTime() - STATUS_MESSAGE_HOLD_MS).toISOString();
  await db
    .updateTable("outbox_messages")
    .set({ state: "superseded", dedupe_key: null })
    .where("order_id", "=", orderId)
    .where("kind", "=", "order-status")
    .$if(status !== undefined, (q) =>
      q.where("dedupe_key", "like", `order:${orderId}:status:${status}:%`),
    )
    .where((eb) =>
      eb.or([
        eb("state", "=", "queued"),
        eb.and([eb("state", "=", "not-sent"), eb("created_at", ">", holdStart)]),
      ]),
    )
    .execute();
}
