import type { Kysely } from "kysely";
import {
  LANGUAGE_LABELS,
  type CustomerMessaging,
  type MessagingInput,
} from "../../shared/notifications";
import { CHANGE_FIELDS, yesNoName } from "../../shared/order-changes";
import type { FieldChange } from "../../shared/order-events";
import type { ConsentForm, ConsentPurpose } from "../../shared/privacy-rules";
import type { Database } from "../db/schema";
import type { Actor } from "../orders/order-change";
import { recordConsent } from "./consent-records";
import { dropWithdrawnReminders, replanCustomerReminders } from "../calendar/appointment-reminders";

/** A customer's language and consents; undefined when there is no such customer. */
export async function readMessaging(
  db: Kysely<Database>,
  customerId: number,
): Promise<CustomerMessaging | undefined> {
  const row = await db
    .selectFrom("customers")
    .select(["language", "whatsapp_consent_at", "email_consent_at"])
    .where("id", "=", customerId)
    .executeTakeFirst();
  return (
    row && {
      language: row.language,
      whatsappConsentAt: row.whatsapp_consent_at,
      emailConsentAt: row.email_consent_at,
    }
  );
}

/** In English, as the timeline stores it (the back office shows it in the owner's language). */
const yesNo = (consentAt: string | null) => yesNoName(consentAt !== null, "en");

const CHANNELS = [
  [CHANGE_FIELDS.whatsapp, "whatsappConsentAt", "whatsapp-updates"],
  [CHANGE_FIELDS.emailMessages, "emailConsentAt", "email-updates"],
] as const satisfies readonly (readonly [string, keyof CustomerMessaging, ConsentPurpose])[];

/**
 * Records the owner's answer for the customer: her language, and per channel whether she
 * agrees to messages. A consent keeps the time it was first given; withdrawing clears it. Each
 * consent given or withdrawn is also a record (consent-records.ts): what, when, through which
 * form, by whom. The customer's columns keep only the current answer, which the sender reads.
 * Returns what changed, for the order's timeline.
 */
export async function setMessaging(
  db: Kysely<Database>,
  customerId: number,
  input: MessagingInput,
  who: Actor & { site: string },
  through: ConsentForm,
): Promise<FieldChange[]> {
  const now = who.now;
  const before = await readMessaging(db, customerId);
  if (!before) return [];
  const consent = (agrees: boolean, since: string | null) =>
    agrees ? (since ?? now.toISOString()) : null;
  const after: CustomerMessaging = {
    language: input.language,
    whatsappConsentAt: consent(input.whatsapp, before.whatsappConsentAt),
    emailConsentAt: consent(input.email, before.emailConsentAt),
  };
  const changes: FieldChange[] = [];
  if (before.language !== after.language) {
    const [from, to] = [LANGUAGE_LABELS[before.language], LANGUAGE_LABELS[after.language]];
    changes.push({ field: CHANGE_FIELDS.messageLanguage, from, to });
  }
  for (const [field, key, purpose] of CHANNELS) {
    const [from, to] = [yesNo(before[key]), yesNo(after[key])];
    if (from === to) continue;
    changes.push({ field, from, to });
    await recordConsent(db, customerId, purpose, after[key] !== null, who, through);
  }
  if (changes.length > 0) {
    await db
      .updateTable("customers")
      .set({
        language: after.language,
        whatsapp_consent_at: after.whatsappConsentAt,
        email_consent_at: after.emailConsentAt,
        updated_at: now.toISOString(),
      })
      .where("id", "=", customerId)
      .execute();
  }
  // Her appointments' reminders wait for days in the outbox: a channel she has withdrawn from
  // sends none of them.
  if (before.whatsappConsentAt && !after.whatsappConsentAt)
    await dropWithdrawnReminders(db, customerId, "whatsapp");
  if (before.emailConsentAt && !after.emailConsentAt)
    await dropWithdrawnReminders(db, customerId, "email");
  // A consent given after her appointment was booked, or another language: her reminders are
  // planned (again) on what she agreed to now, in her language.
  const given =
    (!before.whatsappConsentAt && after.whatsappConsentAt) ||
    (!before.emailConsentAt && after.emailConsentAt);
  if (given || before.language !== after.language)
    await replanCustomerReminders(db, customerId, who);
  return changes;
}
