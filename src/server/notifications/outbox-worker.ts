import { randomBytes } from "node:crypto";
import os from "node:os";
import type { Kysely } from "kysely";
import { CHANNELS, type Channel } from "../../shared/notifications";
import type { Database, Engine } from "../db/schema";
import { noteChannelOutcome } from "./channel-state";
import { createReminderJob } from "../money/balance-reminders";
import { createDigestJob, type DigestSettings } from "./daily-digest";
import {
  claimDue,
  markUnconfigured,
  requeueWaiting,
  settle,
  type OutboxRow,
} from "./outbox-claims";
import { reasonOf, type NotifyLog, type Redact } from "./redact";
import { createPollLoop, type PollLoop } from "./poll-loop";
import { MAX_ATTEMPTS, retryDelayMs } from "./retry-policy";
import { SendFailure, type OutgoingMessage, type Sender } from "./sender";

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  engine: Engine;
  /** The configured channels; messages for any other are recorded as not sent. */
  senders: readonly Sender[];
  pollMs: number;
  leaseMs: number;
  redact: Redact;
  log: NotifyLog;
  digest?: DigestSettings;
  /** The owners' balance reminders (money/balance-reminders.ts), sent once a day from `hour`. */
  reminders?: { site: string; hour: number };
  now?: () => Date;
  random?: () => number;
  /** The first retry's wait (tests shorten it). */
  backoffBaseMs?: number;
  batch?: number;
  /** The files a message's e-mail carries (a bill's PDF: billing/document-files.ts). */
  attachmentsOf?: (row: OutboxRow) => Promise<OutgoingMessage["attachments"]>;
}

/** runOnce every pollMs, and when woken (a request has just queued a message). */
export interface OutboxWorker extends PollLoop {
  /** This worker's name on the messages it claims. */
  readonly me: string;
  /** Sends every message due now; resolves with how many it tried. */
  runOnce(): Promise<number>;
}

/** The longest a send may take: well inside the claim, so no one else takes it meanwhile. */
const SEND_TIMEOUT_MAX_MS = 30_000;

/**
 * The server's sender of the outbox (docs/decisions/0012). A message is claimed (its try
 * counted) before it is sent and settled after, so a crash in between leaves it claimed until
 * the claim runs out, when a worker sends it again: at most once more, never lost.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, engine, redact, log } = options;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const batch = options.batch ?? 10;
  const senders = new Map<Channel, Sender>(options.senders.map((s) => [s.channel, s]));
  const configured = CHANNELS.filter((c) => senders.has(c));
  const unconfigured = CHANNELS.filter((c) => !senders.has(c));
  const timeoutMs = Math.min(SEND_TIMEOUT_MAX_MS, Math.floor(options.leaseMs / 2));
  const me = `${os.hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  const digest = options.digest && createDigestJob(db, options.digest);
  const reminders = options.reminders && createReminderJob(db, options.reminders);

  const outgoing = (row: OutboxRow) => ({
    id: Number(row.id),
    kind: row.kind,
    recipient: row.recipient,
    language: row.language,
    subject: row.subject,
    body: row.body,
    params: JSON.parse(row.params) as string[],
    createdAt: row.created_at,
    ...(row.reply_to ? { replyTo: row.reply_to } : {}),
  });

  async function deliver(row: OutboxRow): Promise<void> {
    let providerId: string;
    try {
      const attachments =
        row.channel === "email" && options.attachmentsOf
          ? await options.attachmentsOf(row)
          : undefined;
      providerId = await senders
        .get(row.channel)!
        .send({ ...outgoing(row), ...(attachments ? { attachments } : {}) }, timeoutMs);
    } catch (error) {
      return failed(row, error);
    }
    await settle(db, row, me, now(), { state: "sent", providerId });
    await noteChannelOutcome(db, row.channel, now());
    log.info(`sent message ${row.id} (${row.kind}) by ${row.channel}`);
  }

  /** A failed try: again later (backoff with jitter), or failed for good. */
  async function failed(row: OutboxRow, error: unknown): Promise<void> {
    const failure = error instanceof SendFailure ? error : undefined;
    const reason = reasonOf(error, redact);
    const last = (failure?.permanent ?? false) || row.attempts >= MAX_ATTEMPTS;
    const at = now();
    const wait = retryDelayMs(row.attempts, random, failure?.retryAfterMs, options.backoffBaseMs);
    await settle(
      db,
      row,
      me,
      at,
      last
        ? { state: "failed", error: reason }
        : { state: "queued", error: reason, nextAttemptAt: new Date(at.getTime() + wait) },
    );
    await noteChannelOutcome(db, row.channel, at, reason);
    const end = last ? " (failed)" : "";
    log.error(
      `message ${row.id} (${row.kind}) by ${row.channel}, try ${row.attempts}: ${reason}${end}`,
    );
  }

  async function runOnce(): Promise<number> {
    await markUnconfigured(db, unconfigured, now());
    await requeueWaiting(db, configured, now());
    await digest?.(now());
    await reminders?.(now());
    let tried = 0;
    for (;;) {
      const rows = await claimDue(db, engine, {
        me,
        now: now(),
        leaseMs: options.leaseMs,
        limit: batch,
        channels: configured,
      });
      for (const row of rows) await deliver(row);
      tried += rows.length;
      if (rows.length < batch) return tried;
    }
  }

  const loop = createPollLoop(runOnce, options.pollMs, (error) =>
    log.error(`run failed: ${reasonOf(error, redact)}`),
  );
  return { me, runOnce, ...loop };
}
