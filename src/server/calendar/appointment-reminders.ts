import type { Kysely } from "kysely";
import { REMINDER_LEADS, type AppointmentKind } from "../../shared/calendar/calendar";
import { localizedPath } from "../../shared/locale";
import type { Channel, Language } from "../../shared/notifications";
import { PATHS } from "../../shared/paths";
import { readMessaging } from "../customers/customer-messaging";
import type { Database } from "../db/schema";
import { queueMessage } from "../notifications/outbox";

/** What her reminder calls the appointment, in her language. */
const WHAT: Record<Language, Record<AppointmentKind, string>> = {
  en: {
    measurement: "measurement at the boutique",
    fitting: "trial fitting at the boutique",
    pickup: "pickup from the boutique",
    delivery: "delivery",
  },
  hi: {
    measurement: "बुटीक में नाप",
    fitting: "बुटीक में ट्रायल फ़िटिंग",
    pickup: "बुटीक से पिकअप",
    delivery: "डिलीवरी",
  },
};

const WHEN: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "numeric",
    minute: "2-digit",
  }),
  hi: new Intl.DateTimeFormat("hi-IN", {
    timeZone: "Asia/Kolkata",
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "numeric",
    minute: "2-digit",
  }),
};

/** Her page to ask for another time: the code after #, so it is in no server's log. */
export const movePageLink = (site: string, language: Language, code: string): string =>
  `${site}${localizedPath(PATHS.appointment, language)}#${code}`;

/** The reminders' dedupe keys start with this: one appointment's, all its times and channels. */
const keyStart = (appointmentId: number) => `appointment:${appointmentId}:`;

/**
 * Drops the appointment's reminders still waiting (moved or cancelled: they tell the wrong
 * time, or a visit that is off), giving up their dedupe keys so a return to the same time
 * plans them again. A reminder already being sent is left to go. `channel`: only that one's.
 */
export async function dropReminders(
  db: Kysely<Database>,
  appointmentIds: readonly number[],
  channel?: Channel,
): Promise<void> {
  for (const id of appointmentIds)
    await db
      .updateTable("outbox_messages")
      .set({ state: "superseded", dedupe_key: null })
      .where("kind", "=", "appointment-reminder")
      .where("dedupe_key", "like", `${keyStart(id)}%`)
      .$if(channel !== undefined, (q) => q.where("channel", "=", channel!))
      .where((eb) => eb.or([eb("state", "=", "queued"), eb("state", "=", "not-sent")]))
      .execute();
}

/**
 * Plans the appointment's reminders in the outbox, in the caller's transaction: 24 hours and
 * 2 hours before, each not sent before its time, on every channel she agreed to (and has an
 * address for), in her language. A reminder whose time has already come when it is booked is
 * not planned (she has just been told). The dedupe key (appointment, time, lead, channel) keeps
 * each to one however often this runs: a restart or a repeated save plans nothing twice.
 */
export async function planReminders(
  db: Kysely<Database>,
  appointmentId: number,
  { now, site }: { now: Date; site: string },
): Promise<number> {
  const a = await db
    .selectFrom("appointments as a")
    .innerJoin("customers as c", "c.id", "a.customer_id")
    .select(["a.id", "a.kind", "a.starts_at", "a.state", "a.code", "a.order_id", "a.customer_id"])
    .select(["c.name", "c.phone", "c.email"])
    .where("a.id", "=", appointmentId)
    .executeTakeFirst();
  if (!a || a.state !== "booked") return 0;
  const messaging = await readMessaging(db, a.customer_id);
  if (!messaging) return 0;
  const to: [Channel, string][] = [];
  if (messaging.whatsappConsentAt && a.phone) to.push(["whatsapp", a.phone]);
  if (messaging.emailConsentAt && a.email) to.push(["email", a.email]);
  const language = messaging.language;
  const starts = new Date(a.starts_at);
  let planned = 0;
  for (const lead of REMINDER_LEADS) {
    const at = new Date(starts.getTime() - lead.ms);
    if (at <= now) continue;
    for (const [channel, recipient] of to) {
      const id = await queueMessage(
        db,
        {
          kind: "appointment-reminder",
          channel,
          audience: "customer",
          recipient,
          language,
          orderId: a.order_id,
          values: {
            name: a.name.trim().split(/\s+/)[0] ?? a.name,
            what: WHAT[language][a.kind],
            when: WHEN[language].format(starts),
            changeUrl: movePageLink(site, language, a.code),
          },
          dedupeKey: `${keyStart(a.id)}${a.starts_at}:${lead.id}:${channel}`,
          sendAt: at,
        },
        now,
      );
      if (id !== undefined) planned++;
    }
  }
  return planned;
}

/**
 * Her reminders planned again for every appointment of hers still to come: after she agrees to
 * a channel (an appointment booked before her consent gets its reminders then), or when her
 * language, phone or e-mail changed (a reminder waiting in the old one would go wrong). Those
 * still waiting are dropped first, so each is planned once, in what she has now.
 */
export async function replanCustomerReminders(
  db: Kysely<Database>,
  customerId: number,
  when: { now: Date; site: string },
): Promise<number> {
  const rows = await db
    .selectFrom("appointments")
    .select("id")
    .where("customer_id", "=", customerId)
    .where("state", "=", "booked")
    .where("starts_at", ">", when.now.toISOString())
    .execute();
  const ids = rows.map((r) => Number(r.id));
  await dropReminders(db, ids);
  let planned = 0;
  for (const id of ids) planned += await planReminders(db, id, when);
  return planned;
}

/**
 * Her consent to a channel withdrawn: the reminders still waiting on it are not sent (the
 * sender reads consent only when a message is queued, and a reminder waits for days).
 */
export async function dropWithdrawnReminders(
  db: Kysely<Database>,
  customerId: number,
  channel: Channel,
): Promise<void> {
  const ids = await db
    .selectFrom("appointments")
    .select("id")
    .where("customer_id", "=", customerId)
    .execute();
  await dropReminders(
    db,
    ids.map((r) => Number(r.id)),
    channel,
  );
}
