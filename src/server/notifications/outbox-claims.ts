import type { ExpressionBuilder, Kysely, Selectable } from "kysely";
import { WAITING_MESSAGE_MAX_AGE_MS, type Channel } from "../../shared/notifications";
import type { Database, Engine, OutboxMessagesTable } from "../db/schema";

export type OutboxRow = Selectable<OutboxMessagesTable>;

export interface Claim {
  /** This worker's name, written on what it claims. */
  me: string;
  now: Date;
  /** How long the claim holds: past it, a crashed worker's message is claimed again. */
  leaseMs: number;
  limit: number;
  channels: readonly Channel[];
}

/** Due: queued and its time has come, or being sent by a worker whose claim has run out. */
const due = (at: string) => (eb: ExpressionBuilder<Database, "outbox_messages">) =>
  eb.or([
    eb.and([eb("state", "=", "queued"), eb("next_attempt_at", "<=", at)]),
    eb.and([eb("state", "=", "sending"), eb("claimed_until", "<", at)]),
  ]);

/**
 * Claims up to `limit` due messages for this worker in one statement, counting the try. On
 * PostgreSQL the rows are picked FOR UPDATE SKIP LOCKED, so two instances claiming at once
 * take different rows and neither waits; SQLite runs one writing statement at a time, so the
 * UPDATE … RETURNING is the claim. The outer WHERE repeats the test, so a row another worker
 * claimed first is never taken over.
 */
export async function claimDue(
  db: Kysely<Database>,
  engine: Engine,
  claim: Claim,
): Promise<OutboxRow[]> {
  if (claim.channels.length === 0) return [];
  const at = claim.now.toISOString();
  const pick = db
    .selectFrom("outbox_messages")
    .select("id")
    .where(due(at))
    .where("channel", "in", claim.channels)
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(claim.limit)
    .$if(engine === "postgres", (q) => q.forUpdate().skipLocked());
  return db
    .updateTable("outbox_messages")
    .set((eb) => ({
      state: "sending",
      claimed_by: claim.me,
      claimed_until: new Date(claim.now.getTime() + claim.leaseMs).toISOString(),
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "in", pick)
    .where(due(at))
    .returningAll()
    .execute();
}

type Outcome =
  | { state: "sent"; providerId: string }
  | { state: "queued"; nextAttemptAt: Date; error: string }
  | { state: "failed"; error: string };

/**
 * Records what became of a claimed message, if this worker still holds it (a claim that ran
 * out may have passed to another worker, whose word then counts).
 */
export async function settle(
  db: Kysely<Database>,
  row: OutboxRow,
  me: string,
  now: Date,
  outcome: Outcome,
): Promise<boolean> {
  const result = await db
    .updateTable("outbox_messages")
    .set({
      state: outcome.state,
      claimed_until: null,
      ...(outcome.state === "sent"
        ? { sent_at: now.toISOString(), provider_id: outcome.providerId, last_error: null }
        : { last_error: outcome.error }),
      ...(outcome.state === "queued"
        ? { next_attempt_at: outcome.nextAttemptAt.toISOString() }
        : {}),
    })
    .where("id", "=", row.id)
    .where("state", "=", "sending")
    .where("claimed_by", "=", me)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Queued messages for a channel no one configured: recorded as not sent, for the owners. */
export async function markUnconfigured(
  db: Kysely<Database>,
  channels: readonly Channel[],
  now: Date,
): Promise<void> {
  if (channels.length === 0) return;
  await db
    .updateTable("outbox_messages")
    .set({ state: "not-sent" })
    .where("state", "=", "queued")
    .where("channel", "in", channels)
    // An appointment's reminder waits days for its time: it is not sent for want of a channel
    // only once its time has come (the channel may be set up meanwhile), and is never sent early.
    .where((eb) =>
      eb.or([
        eb("kind", "!=", "appointment-reminder"),
        eb("next_attempt_at", "<=", now.toISOString()),
      ]),
    )
    .execute();
}

/**
 * Messages recorded as not sent while their channel was not set up, now that it is: those
 * younger than a day are queued to go now; older ones stay for an owner's "Send now"
 * (sendWaitingNow in outbox-actions.ts), as what they say may no longer hold.
 */
export async function requeueWaiting(
  db: Kysely<Database>,
  channels: readonly Channel[],
  now: Date,
): Promise<number> {
  if (channels.length === 0) return 0;
  const since = new Date(now.getTime() - WAITING_MESSAGE_MAX_AGE_MS).toISOString();
  const result = await db
    .updateTable("outbox_messages")
    .set({ state: "queued", next_attempt_at: now.toISOString() })
    .where("state", "=", "not-sent")
    .where("channel", "in", channels)
    .where("created_at", ">=", since)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
