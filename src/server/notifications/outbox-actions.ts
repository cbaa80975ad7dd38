import type { Kysely } from "kysely";
import {
  FINAL_STATES,
  HAND_SENDABLE,
  type Channel,
  type OutboxMessage,
} from "../../shared/notifications";
import { readMessaging } from "../customers/customer-messaging";
import type { Database } from "../db/schema";
import type { OutboxRow } from "./outbox-claims";
import { findMessage, toOutboxMessage } from "./outbox-queries";

export type ResendOutcome = { resent: OutboxMessage } | "not-found" | "in-progress" | "no-consent";

/** Whether the message's customer still agrees to its channel (owners always do). */
async function stillAgrees(db: Kysely<Database>, row: OutboxRow): Promise<boolean> {
  if (row.audience === "owner" || row.order_id === null) return true;
  const order = await db
    .selectFrom("orders")
    .select("customer_id")
    .where("order_id", "=", row.order_id)
    .executeTakeFirst();
  const messaging =
    order?.customer_id == null ? undefined : await readMessaging(db, order.customer_id);
  if (!messaging) return false;
  return (
    (row.channel === "email" ? messaging.emailConsentAt : messaging.whatsappConsentAt) !== null
  );
}

/**
 * Sends a finished message again as a new message (the first keeps its own story), if its
 * customer still agrees to the channel.
 */
export async function resendMessage(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<ResendOutcome> {
  const row = await findMessage(db, id);
  if (!row) return "not-found";
  if (!FINAL_STATES.includes(row.state)) return "in-progress";
  if (!(await stillAgrees(db, row))) return "no-consent";
  const at = now.toISOString();
  const copy = await db
    .insertInto("outbox_messages")
    .values({
      kind: row.kind,
      channel: row.channel,
      audience: row.audience,
      recipient: row.recipient,
      language: row.language,
      order_id: row.order_id,
      subject: row.subject,
      body: row.body,
      params: row.params,
      state: "queued",
      next_attempt_at: at,
      created_at: at,
      resend_of: Number(row.id),
      reply_to: row.reply_to,
      document_id: row.document_id,
      quote_version_id: row.quote_version_id,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { resent: toOutboxMessage(copy) };
}

export type HandSentOutcome = { marked: OutboxMessage } | "not-found" | "not-hand-sendable";

/** The owner sent a not-sent (or failed) message herself, with the wa.me or mailto: link. */
export async function markSentByHand(
  db: Kysely<Database>,
  id: number,
  by: string,
  now: Date,
): Promise<HandSentOutcome> {
  const marked = await db
    .updateTable("outbox_messages")
    .set({ state: "sent-by-hand", sent_at: now.toISOString(), sent_by: by })
    .where("id", "=", id)
    .where("state", "in", HAND_SENDABLE)
    .returningAll()
    .executeTakeFirst();
  if (marked) return { marked: toOutboxMessage(marked) };
  return (await findMessage(db, id)) ? "not-hand-sendable" : "not-found";
}

export type SendNowOutcome = { queued: OutboxMessage } | "not-found" | "not-waiting";

/**
 * "Send now": a message that waited for its channel (not sent), now that the channel is set
 * up, goes as it is, as soon as the worker runs.
 */
export async function sendWaitingNow(
  db: Kysely<Database>,
  id: number,
  configured: readonly Channel[],
  now: Date,
): Promise<SendNowOutcome> {
  const queued =
    configured.length === 0
      ? undefined
      : await db
          .updateTable("outbox_messages")
          .set({ state: "queued", next_attempt_at: now.toISOString(), last_error: null })
          .where("id", "=", id)
          .where("state", "=", "not-sent")
          .where("channel", "in", configured)
          .returningAll()
          .executeTakeFirst();
  if (queued) return { queued: toOutboxMessage(queued) };
  return (await findMessage(db, id)) ? "not-waiting" : "not-found";
}
