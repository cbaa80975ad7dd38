import type { Kysely } from "kysely";
import type { TemplateValues } from "../../shared/message-templates";
import type { Language, MessageKind, OwnerRecipient } from "../../shared/notifications";
import type { Database } from "../db/schema";
import { queueMessage } from "./outbox";

/** Who hears of new contact messages and gets the daily digest, and in which language. */
export interface OwnerAudience {
  recipients: readonly OwnerRecipient[];
  language: Language;
}

/** Queues `kind` to every owner address (one message each, so each succeeds or fails alone). */
export async function queueForOwners<K extends MessageKind>(
  db: Kysely<Database>,
  owners: OwnerAudience,
  kind: K,
  values: TemplateValues<K>,
  now: Date,
  dedupe?: string,
  replyTo?: string,
): Promise<void> {
  for (const { channel, address } of owners.recipients) {
    await queueMessage(
      db,
      {
        kind,
        channel,
        audience: "owner",
        recipient: address,
        language: owners.language,
        orderId: null,
        values,
        ...(dedupe ? { dedupeKey: `${dedupe}:${channel}:${address}` } : {}),
        ...(replyTo && channel === "email" ? { replyTo } : {}),
      },
      now,
    );
  }
}

/** A new message from the contact form, told to the owners; an e-mail's reply goes to her. */
export async function queueContactNotice(
  db: Kysely<Database>,
  owners: OwnerAudience,
  message: { name: string; phone: string; email: string; subject: string; message: string },
  now: Date,
): Promise<void> {
  const none = owners.language === "hi" ? "कोई विषय नहीं" : "no subject";
  await queueForOwners(
    db,
    owners,
    "contact-message",
    {
      name: message.name,
      contact: [message.phone, message.email].filter((v) => v !== "").join(", "),
      subject: message.subject || none,
      message: message.message,
    },
    now,
    undefined,
    message.email || undefined,
  );
}
