/**
 * The built server killed (SIGKILL) while it sends a message: the SMTP server has the message
 * but the server never heard back, so it never marked it sent. Started again, the server sends
 * it once more once the dead instance's claim runs out: the customer gets it at most twice and
 * it is never lost.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "../db/schema";
import { sessionTokenFor } from "../test-support/admin-app";
import {
  createTestDatabase,
  describeEachEngine,
  type TestDatabase,
} from "../test-support/databases";
import { newOrder } from "../test-support/notify-fixture";
import { takenToday } from "../test-support/order-bodies";
import { httpClient, startServer, stopAllServers } from "../test-support/server-process";
import { startSmtpTestServer, type SmtpTestServer } from "../test-support/smtp-test-server";

const LOGIN = { user: "orders@rajwadirang.example", password: "crash-test-pass" };
const LEASE_MS = 3_000;

/** Waits until `check` holds (a hang guard, not a timing assertion). */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describeEachEngine("a server killed while sending", (engine) => {
  let location: TestDatabase;
  let db: Db;
  let smtp: SmtpTestServer;
  let env: Record<string, string>;

  beforeAll(async () => {
    location = await createTestDatabase(engine);
    db = await location.open();
    smtp = await startSmtpTestServer(LOGIN);
    env = {
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp.port),
      SMTP_TLS: "none",
      SMTP_USER: LOGIN.user,
      SMTP_PASSWORD: LOGIN.password,
      SMTP_FROM: "Rajwadi Rang <orders@rajwadirang.example>",
      OUTBOX_POLL_MS: "100",
      DIGEST_HOUR: "off",
      OUTBOX_LEASE_MS: String(LEASE_MS),
    };
  }, 60_000);

  afterAll(async () => {
    await stopAllServers();
    await smtp?.close();
    await db?.close();
    await location?.remove();
  });

  const messageRow = () =>
    db.db
      .selectFrom("outbox_messages")
      .selectAll()
      .where("kind", "=", "order-created")
      .executeTakeFirst();

  it(
    "sends the message again after the restart: at most twice, never lost",
    { timeout: 120_000 },
    async () => {
      smtp.hold(); // the message arrives, but the server's answer waits
      const first = await startServer(location.config, env);
      const token = await sessionTokenFor(db, "sunita", new Date());
      const taken = await httpClient(first.url).post(
        "/api/admin/orders",
        takenToday(newOrder({ language: "en", email: true, whatsapp: false })),
        { token },
      );
      expect(taken.status).toBe(201);

      await smtp.waitFor(1, 60_000);
      await first.kill();
      expect(await messageRow()).toMatchObject({ state: "sending", attempts: 1 });
      smtp.release();

      const second = await startServer(location.config, env);
      await eventually(async () => (await messageRow())?.state === "sent", "the message sent");
      expect(smtp.received).toHaveLength(2);
      const [once, again] = smtp.received;
      expect(again!.messageId).toBe(once!.messageId);
      expect(again!.subject).toBe(once!.subject);
      expect(await messageRow()).toMatchObject({ state: "sent", attempts: 2 });

      // Nothing more: a claim's lease and several polls later it is still twice.
      await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 1_000));
      expect(smtp.received).toHaveLength(2);
      expect(second.output()).not.toContain(LOGIN.password);
    },
  );
});
