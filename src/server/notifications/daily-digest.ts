import type { Kysely } from "kysely";
import { addDays, hourInIndia, todayInIndia } from "../../shared/dates";
import { NONE_WORD, longDate, shortDate } from "../../shared/message-render";
import { DIGEST_DAYS_AHEAD } from "../../shared/message-templates";
import type { Language } from "../../shared/notifications";
import type { Database } from "../db/schema";
import { overdueChallans } from "../challans/challan-store";
import { OPEN_STATES } from "../quotes/enquiry-list";
import { queueForOwners, type OwnerAudience } from "./owner-messages";

export interface DigestSettings extends OwnerAudience {
  /** The hour (0–23, India time) from which the day's digest is sent. */
  hour: number;
}

const LIST_MAX = 15;
const MORE: Record<Language, (n: number) => string> = {
  en: (n) => `and ${n} more`,
  hi: (n) => `और ${n} ऑर्डर`,
};

/** The orders still to deliver whose expected delivery is past, and those due within 2 days. */
export async function ordersToWatch(db: Kysely<Database>, today: string) {
  const rows = await db
    .selectFrom("orders")
    .select(["order_id", "customer_name", "expected_delivery"])
    .where("cancelled_at", "is", null)
    .where("customer_status", "!=", "delivered")
    .where("expected_delivery", "<=", addDays(today, DIGEST_DAYS_AHEAD))
    .orderBy("expected_delivery")
    .orderBy("order_id")
    .execute();
  return {
    overdue: rows.filter((r) => r.expected_delivery < today),
    dueSoon: rows.filter((r) => r.expected_delivery >= today),
  };
}

const MORE_ENQUIRIES: Record<Language, (n: number) => string> = {
  en: (n) => `and ${n} more`,
  hi: (n) => `और ${n} पूछताछ`,
};

const MORE_CHALLANS: Record<Language, (n: number) => string> = {
  en: (n) => `and ${n} more`,
  hi: (n) => `और ${n} चालान`,
};

/** The open enquiries (new or quoted) whose follow-up date has come (issue 22 §2). */
export function enquiriesToFollowUp(db: Kysely<Database>, today: string) {
  return db
    .selectFrom("quote_enquiries")
    .select(["reference", "name", "follow_up_on"])
    .where("follow_up_on", "is not", null)
    .where("follow_up_on", "<=", today)
    .where("state", "in", OPEN_STATES)
    .orderBy("follow_up_on")
    .orderBy("id")
    .execute();
}

type Watched = Awaited<ReturnType<typeof ordersToWatch>>["overdue"];

function listOf(rows: Watched, language: Language): string {
  if (rows.length === 0) return NONE_WORD[language];
  const shown = rows
    .slice(0, LIST_MAX)
    .map((r) => `${r.order_id} ${r.customer_name} (${shortDate(r.expected_delivery, language)})`);
  if (rows.length > LIST_MAX) shown.push(MORE[language](rows.length - LIST_MAX));
  return shown.join("; ");
}

/**
 * Queues the owners' digest once a day, from the configured hour (India time) on, and beside it
 * the enquiries whose follow-up date has come and the challans whose work is not back by its date
 * (issue 24 §2). Every instance may try: the day's key lets only
 * one of each per owner address exist. A day with nothing to tell sends none.
 */
export function createDigestJob(db: Kysely<Database>, settings: DigestSettings) {
  let doneFor: string | undefined;
  return async (now: Date): Promise<void> => {
    const today = todayInIndia(now);
    if (doneFor === today || hourInIndia(now) < settings.hour) return;
    const { overdue, dueSoon } = await ordersToWatch(db, today);
    if (overdue.length + dueSoon.length > 0) {
      const language = settings.language;
      const values = {
        date: longDate(today, language),
        overdue: listOf(overdue, language),
        dueSoon: listOf(dueSoon, language),
      };
      await queueForOwners(db, settings, "daily-digest", values, now, `digest:${today}`);
    }
    const followUps = await enquiriesToFollowUp(db, today);
    if (followUps.length > 0) {
      const language = settings.language;
      const shown = followUps
        .slice(0, LIST_MAX)
        .map((e) => `${e.reference} ${e.name} (${shortDate(e.follow_up_on!, language)})`);
      if (followUps.length > LIST_MAX)
        shown.push(MORE_ENQUIRIES[language](followUps.length - LIST_MAX));
      const values = { date: longDate(today, language), enquiries: shown.join("; ") };
      await queueForOwners(
        db,
        settings,
        "enquiry-follow-ups",
        values,
        now,
        `enquiry-follow-ups:${today}`,
      );
    }
    const late = await overdueChallans(db, today);
    if (late.length > 0) {
      const language = settings.language;
      const shown = late
        .slice(0, LIST_MAX)
        .map(
          (c) =>
            `${c.number} ${c.karigar_name}, ${c.order_id} (${shortDate(c.expected_on, language)})`,
        );
      if (late.length > LIST_MAX) shown.push(MORE_CHALLANS[language](late.length - LIST_MAX));
      const values = { date: longDate(today, language), challans: shown.join("; ") };
      await queueForOwners(
        db,
        settings,
        "challans-overdue",
        values,
        now,
        `challans-overdue:${today}`,
      );
    }
    doneFor = today;
  };
}
