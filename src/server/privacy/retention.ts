import type { ExpressionBuilder, Kysely } from "kysely";
import { FINAL_STATES } from "../../shared/notifications";
import type {
  RetentionInput,
  RetentionSettings,
  RetirementCounts,
} from "../../shared/privacy-admin";
import { displayNameOf } from "../auth/owners";
import type { Database } from "../db/schema";
import type { Logger } from "../log/logger";
import { createPollLoop, type PollLoop } from "../notifications/poll-loop";
import type { Change } from "../orders/order-change";
import { OPEN_STATES } from "../quotes/enquiry-list";

/** How often each server retires what has aged out (idempotent: any instance may run it). */
export const RETENTION_CHECK_MS = 60 * 60_000;

export async function readRetention(db: Kysely<Database>): Promise<RetentionSettings> {
  const row = await db
    .selectFrom("retention_settings")
    .selectAll()
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return {
    enquiryMonths: row.enquiry_months,
    outboxDays: row.outbox_days,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by === null ? null : displayNameOf(row.updated_by),
  };
}

export async function saveRetention(
  db: Kysely<Database>,
  input: RetentionInput,
  who: Change,
): Promise<RetentionSettings> {
  await db
    .updateTable("retention_settings")
    .set({
      enquiry_months: input.enquiryMonths,
      outbox_days: input.outboxDays,
      updated_at: who.now.toISOString(),
      updated_by: who.by,
    })
    .where("id", "=", 1)
    .execute();
  return readRetention(db);
}

/**
 * The enquiries for a quote that never became a customer: received before the cutoff, not
 * linked to a customer record, from a number no customer has, not accepted, and not open with
 * a follow-up date (those are on the owners' "To follow up" list: the boutique still needs
 * them). What is kept is kept whole; a closed one (declined, lost, expired) retires.
 */
function unconvertedEnquiry(cutoff: string) {
  return (eb: ExpressionBuilder<Database, "quote_enquiries">) =>
    eb.and([
      eb("quote_enquiries.received_at", "<", cutoff),
      eb("quote_enquiries.customer_id", "is", null),
      eb("quote_enquiries.state", "!=", "accepted"),
      eb.not(
        eb.and([
          eb("quote_enquiries.state", "in", OPEN_STATES),
          eb("quote_enquiries.follow_up_on", "is not", null),
        ]),
      ),
      eb.not(
        eb.exists(
          eb
            .selectFrom("customers")
            .select("customers.id")
            .whereRef("customers.phone_key", "=", "quote_enquiries.phone_key"),
        ),
      ),
    ]);
}

/**
 * Retires what the owners' schedule says has aged out: contact messages and enquiries for a
 * quote older than `enquiryMonths` that never became a customer (not linked to a record, and
 * from a number no customer has; an enquiry also not accepted nor being followed up) are
 * deleted, an enquiry with its history; messages settled more than `outboxDays` ago lose their
 * text (subject, body, parameters, reply-to), keeping that they were sent, to whom and when.
 */
export async function retireOldData(db: Kysely<Database>, now: Date): Promise<RetirementCounts> {
  const { enquiryMonths, outboxDays } = await readRetention(db);
  const enquiryCutoff = new Date(now);
  enquiryCutoff.setUTCMonth(enquiryCutoff.getUTCMonth() - enquiryMonths);
  const outboxCutoff = new Date(now.getTime() - outboxDays * 24 * 60 * 60_000);

  // From a number no customer has: her key looked up in customers_phone_sort_idx, one message
  // at a time by the database, whatever the number of customers and old messages.
  const retired = await db
    .deleteFrom("contact_messages")
    .where("customer_id", "is", null)
    .where("received_at", "<", enquiryCutoff.toISOString())
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("customers")
            .select("customers.id")
            .whereRef("customers.phone_key", "=", "contact_messages.phone_key"),
        ),
      ),
    )
    .executeTakeFirst();

  // The age test reads quote_enquiries_received_idx (received_at, id; migration 0029).
  const unconverted = unconvertedEnquiry(enquiryCutoff.toISOString());
  const enquiries = await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("quote_enquiry_events")
      .where("enquiry_id", "in", (eb) =>
        eb.selectFrom("quote_enquiries").select("quote_enquiries.id").where(unconverted),
      )
      .execute();
    return trx.deleteFrom("quote_enquiries").where(unconverted).executeTakeFirst();
  });

  const cleared = await db
    .updateTable("outbox_messages")
    .set({ subject: "", body: "", params: "[]", reply_to: null, last_error: null })
    .where("state", "in", [...FINAL_STATES])
    .where("created_at", "<", outboxCutoff.toISOString())
    .where((eb) => eb.or([eb("body", "!=", ""), eb("subject", "!=", ""), eb("params", "!=", "[]")]))
    .executeTakeFirst();
  return {
    contactMessagesDeleted: Number(retired.numDeletedRows),
    quoteEnquiriesDeleted: Number(enquiries.numDeletedRows),
    outboxTextsCleared: Number(cleared.numUpdatedRows),
  };
}

/** The schedule: at start, then every RETENTION_CHECK_MS; logs counts only. */
export function scheduleRetention(db: Kysely<Database>, logger: Logger): PollLoop {
  return createPollLoop(
    async () => {
      const counts = await retireOldData(db, new Date());
      if (Object.values(counts).some((n) => n > 0))
        logger.info({ component: "retention", ...counts }, "old data retired");
    },
    RETENTION_CHECK_MS,
    (error) => logger.error({ component: "retention", err: error }, "retention run failed"),
  );
}
