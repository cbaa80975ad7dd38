import { sql, type Kysely } from "kysely";
import { addDays, hourInIndia, todayInIndia } from "../../shared/dates";
import type { ReminderSettings } from "../../shared/money";
import { loadUpiPayee, balanceRequest } from "../billing/upi-requests";
import { displayNameOf } from "../auth/owners";
import { readMessaging } from "../customers/customer-messaging";
import { engineOf } from "../db/engine-of";
import type { Database } from "../db/schema";
import { ATTENTION_INDEX, attentionSql } from "../admin/order-filter-sql";
import { balanceReminderMessage, toCustomer } from "../notifications/order-message-rules";
import { queueMessage } from "../notifications/outbox";

/** Without the owners' digest (DIGEST_HOUR=off), reminders go from 10 in the morning. */
export const REMINDER_HOUR = 10;

/** Settings → Balance reminders (one row, money_settings). */
export async function loadReminderSettings(db: Kysely<Database>): Promise<ReminderSettings> {
  const row = await db
    .selectFrom("money_settings")
    .selectAll()
    .where("id", "=", 1)
    .executeTakeFirst();
  return {
    everyDays: row?.reminder_days ?? null,
    updatedAt: row?.updated_at ?? null,
    updatedBy: row?.updated_by ? displayNameOf(row.updated_by) : null,
  };
}

export async function saveReminderSettings(
  db: Kysely<Database>,
  everyDays: number | null,
  who: { by: string; now: Date },
): Promise<void> {
  const values = {
    reminder_days: everyDays,
    updated_at: who.now.toISOString(),
    updated_by: who.by,
  };
  await db
    .insertInto("money_settings")
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column("id").doUpdateSet(values))
    .execute();
}

/** A delivered order still owing money, the day it was delivered and its last reminder. */
export async function unpaidDelivered(db: Kysely<Database>) {
  const orders =
    engineOf(db) === "sqlite"
      ? sql`orders as o indexed by ${sql.raw(ATTENTION_INDEX["unpaid-delivered"])}`
      : sql`orders as o`;
  const rows = await sql<{
    order_id: string;
    balance_rupees: number | string;
    delivered_on: string | null;
    last_sent_on: string | null;
  }>`
    select o.order_id, o.balance_rupees,
      (select max(h.date) from status_history h
        where h.order_id = o.order_id and h.status = 'delivered') as delivered_on,
      r.last_sent_on
    from ${orders}
    left join balance_reminders r on r.order_id = o.order_id
    where ${attentionSql("unpaid-delivered", "")}
    order by o.order_id`.execute(db);
  return rows.rows;
}

/**
 * Queues today's balance reminders: every delivered order that still owes money and was last
 * asked (by its delivery's message, or a reminder) `everyDays` or more days ago gets one, to
 * the customer's channels she agreed to, in her language, with the UPI link when the business
 * has a UPI ID. Each order is claimed in balance_reminders first (a conditional upsert), so two
 * instances at once send it once; the outbox's dedupe key holds it to one a day per channel.
 * Resolves with the number of orders reminded.
 */
export async function sendDueReminders(
  db: Kysely<Database>,
  { now, site }: { now: Date; site: string },
): Promise<number> {
  const { everyDays } = await loadReminderSettings(db);
  if (!everyDays) return 0;
  const today = todayInIndia(now);
  const cutoff = addDays(today, -everyDays);
  const payee = await loadUpiPayee(db);
  let reminded = 0;
  for (const row of await unpaidDelivered(db)) {
    const since = row.last_sent_on ?? row.delivered_on;
    if (since === null || since > cutoff) continue;
    const sent = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto("balance_reminders")
        .values({ order_id: row.order_id, last_sent_on: today, count: 1 })
        .onConflict((oc) =>
          oc
            .column("order_id")
            .doUpdateSet((eb) => ({
              last_sent_on: today,
              count: eb("balance_reminders.count", "+", 1),
            }))
            .where("balance_reminders.last_sent_on", "<=", cutoff),
        )
        .returning("order_id")
        .executeTakeFirst();
      if (!claimed) return false;
      const order = await trx
        .selectFrom("orders")
        .selectAll()
        .where("order_id", "=", row.order_id)
        .executeTakeFirstOrThrow();
      // Read again in the claim: a payment since the list was read may have settled it.
      if (order.cancelled_at !== null || Number(order.balance_rupees) <= 0) return false;
      const messaging =
        order.customer_id === null ? undefined : await readMessaging(trx, order.customer_id);
      if (!messaging) return true;
      const message = balanceReminderMessage(
        order,
        {
          balanceRupees: Number(order.balance_rupees),
          deliveredOn: row.delivered_on!,
          upi: await balanceRequest(trx, order.order_id, payee),
        },
        { site, today },
      );
      for (const each of toCustomer(order, messaging, message)) await queueMessage(trx, each, now);
      return true;
    });
    if (sent) reminded++;
  }
  return reminded;
}

/**
 * The reminders' daily run, from `hour` (India time) on, as the owners' digest is sent: every
 * instance may try; the claims keep each order's reminder single.
 */
export function createReminderJob(db: Kysely<Database>, settings: { site: string; hour: number }) {
  let doneFor: string | undefined;
  return async (now: Date): Promise<void> => {
    const today = todayInIndia(now);
    if (doneFor === today || hourInIndia(now) < settings.hour) return;
    await sendDueReminders(db, { now, site: settings.site });
    doneFor = today;
  };
}
