import type { Kysely } from "kysely";
import type { Channel } from "../../shared/notifications";
import type { Database } from "../db/schema";

/** Remembers a channel's last success or failure (shared by every instance), for Settings. */
export async function noteChannelOutcome(
  db: Kysely<Database>,
  channel: Channel,
  at: Date,
  failure?: string,
): Promise<void> {
  const values =
    failure === undefined
      ? { last_success_at: at.toISOString() }
      : { last_failure_at: at.toISOString(), last_failure_reason: failure };
  await db
    .insertInto("notification_channels")
    .values({ channel, ...values })
    .onConflict((oc) => oc.column("channel").doUpdateSet(values))
    .execute();
}

export async function readChannelOutcomes(db: Kysely<Database>) {
  const rows = await db.selectFrom("notification_channels").selectAll().execute();
  return new Map(rows.map((r) => [r.channel, r]));
}
