import type { Kysely } from "kysely";
import { madeOnce } from "../../shared/made-once";
import { renderMessage } from "../../shared/message-render";
import { OWNER_NOTICES_PER_HOUR, type TemplateValues } from "../../shared/message-templates";
import type { Language, MessageKind, OwnerRecipient } from "../../shared/notifications";
import type { Database } from "../db/schema";
import type { RateLimiter } from "../rate-limit";
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

type ContactFields = {
  name: string;
  phone: string;
  email: string;
  subject: string;
  message: string;
};

/** What the owners' notice of a contact message says. */
export function contactNoticeValues(
  language: Language,
  message: ContactFields,
): TemplateValues<"contact-message"> {
  const none = language === "hi" ? "कोई विषय नहीं" : "no subject";
  return {
    name: message.name,
    contact: [message.phone, message.email].filter((v) => v !== "").join(", "),
    subject: message.subject || none,
    message: message.message,
  };
}

/** A new message from the contact form, told to the owners; an e-mail's reply goes to her. */
export async function queueContactNotice(
  db: Kysely<Database>,
  owners: OwnerAudience,
  message: ContactFields,
  now: Date,
): Promise<void> {
  await queueForOwners(
    db,
    owners,
    "contact-message",
    contactNoticeValues(owners.language, message),
    now,
    undefined,
    message.email || undefined,
  );
}

const HOUR_MS = 3_600_000;
/** India is 5 h 30 min ahead of UTC: the owners' hours start at UTC's half hours. */
const INDIA_OFFSET_MS = 5.5 * HOUR_MS;
/** The start of the clock hour in India that `now` is in (epoch ms). */
const hourOf = (now: Date) =>
  Math.floor((now.getTime() + INDIA_OFFSET_MS) / HOUR_MS) * HOUR_MS - INDIA_OFFSET_MS;

/**
 * Whether this contact message may be told to the owners one by one: the first
 * OWNER_NOTICES_PER_HOUR of each clock hour (India time) are, across every sender and instance (a counter in
 * the database). Taken before the message's transaction, on the limiter's own connection.
 */
export async function contactNoticeAllowed(limiter: RateLimiter, now: Date): Promise<boolean> {
  const hour = hourOf(now);
  const key = `owner-notices:contact:${hour}`;
  return (await limiter.hit(key, OWNER_NOTICES_PER_HOUR, HOUR_MS)).allowed;
}

const tagOf = (language: Language) => (language === "hi" ? "hi-IN" : "en-IN");
const clockTimes = madeOnce(
  (language: Language) =>
    new Intl.DateTimeFormat(tagOf(language), {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "Asia/Kolkata",
    }),
);
const days = madeOnce(
  (language: Language) =>
    new Intl.DateTimeFormat(tagOf(language), {
      day: "numeric",
      month: "long",
      timeZone: "Asia/Kolkata",
    }),
);

/** "10:00 and 11:00 (2 March)" / "2 मार्च, 10:00 और 11:00": a clock hour in India. */
function hourWords(start: number, language: Language): string {
  const time = clockTimes(language);
  const day = days(language).format(start);
  const [from, to] = [time.format(start), time.format(start + HOUR_MS)];
  return language === "hi" ? `${day}, ${from} और ${to}` : `${from} and ${to} (${day})`;
}

/**
 * A contact message beyond the hour's notices: counted in the hour's summary to every owner
 * address, sent when the hour ends (one outbox row per address and hour, its count raised).
 */
export async function countInContactSummary(
  db: Kysely<Database>,
  owners: OwnerAudience,
  now: Date,
): Promise<void> {
  const start = hourOf(now);
  const hour = hourWords(start, owners.language);
  for (const { channel, address } of owners.recipients) {
    const dedupeKey = `contact-summary:${new Date(start).toISOString()}:${channel}:${address}`;
    const queued = await queueMessage(
      db,
      {
        kind: "contact-summary",
        channel,
        audience: "owner",
        recipient: address,
        language: owners.language,
        orderId: null,
        values: { count: "1", hour },
        dedupeKey,
        sendAt: new Date(start + HOUR_MS),
      },
      now,
    );
    if (queued !== undefined) continue;
    const row = await db
      .selectFrom("outbox_messages")
      .select(["id", "params"])
      .where("dedupe_key", "=", dedupeKey)
      .where("state", "=", "queued")
      .executeTakeFirst();
    if (!row) continue;
    const count = String(Number((JSON.parse(row.params) as string[])[0] ?? 0) + 1);
    const text = renderMessage("contact-summary", owners.language, { count, hour });
    await db
      .updateTable("outbox_messages")
      .set({ subject: text.subject, body: text.body, params: JSON.stringify(text.params) })
      .where("id", "=", row.id)
      .execute();
  }
}
