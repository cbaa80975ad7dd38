import type { Insertable } from "kysely";
import type { OutboxMessagesTable } from "../../src/server/db/schema";

/**
 * A queued message as it stands at `now`: sent by the worker at `sendsAt` once that time has
 * come (one try, the provider's id), else still queued. Other states stay as they are.
 */
export function settled(
  row: Insertable<OutboxMessagesTable>,
  sendsAt: number,
  now: number,
): Insertable<OutboxMessagesTable> {
  if (row.state !== "queued" || sendsAt > now) return row;
  return {
    ...row,
    state: "sent",
    attempts: 1,
    sent_at: new Date(sendsAt).toISOString(),
    provider_id: `sample-${row.channel}-${sendsAt.toString(36)}`,
  };
}
