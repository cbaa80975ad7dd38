import type { Kysely } from "kysely";
import { handLinkFor } from "../../shared/hand-links";
import type { Channel, OutboxMessage } from "../../shared/notifications";
import { displayNameOf } from "../auth/owners";
import type { Database } from "../db/schema";
import type { OutboxRow } from "./outbox-claims";

/** A message as the owners see it: its text, state and the link to send it by hand. */
export function toOutboxMessage(row: OutboxRow): OutboxMessage {
  const message = {
    id: Number(row.id),
    kind: row.kind,
    channel: row.channel,
    audience: row.audience,
    recipient: row.recipient,
    language: row.language,
    orderId: row.order_id,
    subject: row.subject,
    body: row.body,
    state: row.state,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    sendAfter: row.next_attempt_at,
    sentAt: row.sent_at,
    sentBy: row.sent_by === null ? null : displayNameOf(row.sent_by),
    resendOf: row.resend_of === null ? null : Number(row.resend_of),
  };
  return { ...message, handLink: handLinkFor(message) };
}

/** The messages about an order, newest first. */
export async function messagesOfOrder(
  db: Kysely<Database>,
  orderId: string,
): Promise<OutboxMessage[]> {
  const rows = await db
    .selectFrom("outbox_messages")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("id", "desc")
    .execute();
  return rows.map(toOutboxMessage);
}

/** The latest messages to the owners (and test messages), newest first. */
export async function recentOwnerMessages(
  db: Kysely<Database>,
  limit = 20,
): Promise<OutboxMessage[]> {
  const rows = await db
    .selectFrom("outbox_messages")
    .selectAll()
    .where("audience", "=", "owner")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toOutboxMessage);
}

export async function findMessage(
  db: Kysely<Database>,
  id: number,
): Promise<OutboxRow | undefined> {
  return db.selectFrom("outbox_messages").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Messages waiting since before their channel was set up (not sent), oldest first. */
export async function waitingMessages(
  db: Kysely<Database>,
  channels: readonly Channel[],
  limit = 50,
): Promise<OutboxMessage[]> {
  if (channels.length === 0) return [];
  const rows = await db
    .selectFrom("outbox_messages")
    .selectAll()
    .where("state", "=", "not-sent")
    .where("channel", "in", channels)
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map(toOutboxMessage);
}
