/**
 * Two workers on one database, each with its own connection (as two instances have): every
 * message is claimed by one of them and sent exactly once, on PostgreSQL (FOR UPDATE SKIP
 * LOCKED) and on SQLite (one writing statement at a time).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "../db/schema";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { testClock, testWorker } from "../test-support/notify-fixture";
import { startSmtpTestServer, type SmtpTestServer } from "../test-support/smtp-test-server";
import { createEmailSender } from "./email-sender";
import { queueMessage } from "./outbox";
import { claimDue } from "./outbox-claims";

const LOGIN = { user: "orders", password: "two-workers-pass" };

describeEachEngine("two workers on one database", (engine) => {
  const t = useTestDatabase(engine);
  const clock = testClock();
  let second: Db;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    second = await t.location.open();
    smtp = await startSmtpTestServer(LOGIN);
  });
  afterAll(async () => {
    await second?.close();
    await smtp?.close();
  });

  const queueTests = async (count: number) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const id = await queueMessage(
        t.db.db,
        {
          kind: "test",
          channel: "email",
          audience: "owner",
          recipient: `owner${i}@rajwadirang.example`,
          language: "en",
          orderId: null,
          values: { by: "Sunita Rathore", channel: "E-mail" },
        },
        clock.now(),
      );
      ids.push(id!);
    }
    return ids;
  };

  it("never lets two workers claim the same message, claiming at the same moment", async () => {
    const ids = await queueTests(60);
    const claim = (db: Db, n: number) =>
      claimDue(db.db, db.engine, {
        me: `worker-${n}`,
        now: clock.now(),
        leaseMs: 60_000,
        limit: 3,
        channels: ["email"],
      });
    const rounds = await Promise.all(
      Array.from({ length: 30 }, (_, i) => claim(i % 2 === 0 ? t.db : second, i % 2)),
    );
    const claimed = rounds.flat().map((r) => Number(r.id));
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort((a, b) => a - b)).toEqual(ids);
    // Their claims stand: neither can take them again while they hold.
    expect(await claim(second, 1)).toEqual([]);
    await t.db.db.deleteFrom("outbox_messages").execute();
  });

  it("sends each message exactly once with two workers running side by side", async () => {
    const ids = await queueTests(24);
    const sender = createEmailSender({
      host: "127.0.0.1",
      port: smtp.port,
      tls: "none",
      ...LOGIN,
      from: "orders@rajwadirang.example",
    });
    const workers = [t.db, second].map(
      (db) => testWorker(db, [sender], { now: clock.now, batch: 2 }).worker,
    );
    const drain = async (worker: (typeof workers)[number]) => {
      let total = 0;
      for (let sent = -1; sent !== 0; total += sent) sent = await worker.runOnce();
      return total;
    };
    const before = smtp.received.length;
    const counts = await Promise.all(workers.map(drain));
    expect(counts[0]! + counts[1]!).toBe(ids.length);

    const arrived = smtp.received.slice(before).map((m) => m.messageId ?? "");
    const idOf = (messageId: string) => Number(/outbox-(\d+)-/.exec(messageId)?.[1]);
    expect(arrived.map(idOf).sort((a, b) => a - b)).toEqual(ids);
    const rows = await t.db.db.selectFrom("outbox_messages").selectAll().execute();
    expect(rows.every((r) => r.state === "sent" && r.attempts === 1)).toBe(true);
  });
});
