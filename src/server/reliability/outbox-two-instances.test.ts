/**
 * Two built servers on one PostgreSQL, each with its own worker polling the one outbox: orders
 * taken on either queue their customers' messages, and each message reaches the SMTP server
 * exactly once.
 */
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/schema";
import { sessionTokenFor } from "../test-support/admin-app";
import { createTestDatabase, type TestDatabase } from "../test-support/databases";
import { newOrder } from "../test-support/notify-fixture";
import { takenToday } from "../test-support/order-bodies";
import { httpClient, startServer, stopAllServers } from "../test-support/server-process";
import { startSmtpTestServer, type SmtpTestServer } from "../test-support/smtp-test-server";

const LOGIN = { user: "orders", password: "two-instances-pass" };
const ORDERS = 20;

describe("two server instances sending from one PostgreSQL outbox", () => {
  let location: TestDatabase;
  let db: Db;
  let smtp: SmtpTestServer;
  let servers: ReturnType<typeof httpClient>[];

  beforeAll(async () => {
    if (!process.env.TEST_DATABASE_URL) {
      throw new Error(
        "TEST_DATABASE_URL is not set: run with bash scripts/with-postgres.sh npx vitest run",
      );
    }
    location = await createTestDatabase("postgres");
    smtp = await startSmtpTestServer(LOGIN);
    const env = {
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp.port),
      SMTP_TLS: "none",
      SMTP_USER: LOGIN.user,
      SMTP_PASSWORD: LOGIN.password,
      SMTP_FROM: "orders@rajwadirang.example",
      OUTBOX_POLL_MS: "50",
      DIGEST_HOUR: "off",
    };
    const config = { dataDir: os.tmpdir(), databaseUrl: location.config.databaseUrl };
    const started = await Promise.all([startServer(config, env), startServer(config, env)]);
    servers = started.map((s) => httpClient(s.url));
    db = await location.open();
  }, 120_000);

  afterAll(async () => {
    await stopAllServers();
    await smtp?.close();
    await db?.close();
    await location?.remove();
  });

  it("sends each message exactly once", { timeout: 120_000 }, async () => {
    const token = await sessionTokenFor(db, "sunita", new Date());
    const taken = await Promise.all(
      Array.from({ length: ORDERS }, (_, i) =>
        servers[i % 2]!.post(
          "/api/admin/orders",
          takenToday(
            newOrder({ language: i % 3 === 0 ? "hi" : "en", email: true, whatsapp: false }),
          ),
          { token },
        ),
      ),
    );
    expect(taken.map((r) => r.status)).toEqual(Array(ORDERS).fill(201));
    await smtp.waitFor(ORDERS, 60_000);
    // Both workers keep polling for a while: a second sending would show up now.
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const rows = await db.db
      .selectFrom("outbox_messages")
      .select(["id", "state", "claimed_by"])
      .execute();
    expect(rows).toHaveLength(ORDERS);
    expect(rows.every((r) => r.state === "sent")).toBe(true);
    const arrived = smtp.received.map((m) => Number(/outbox-(\d+)-/.exec(m.messageId ?? "")?.[1]));
    expect(arrived.sort((a, b) => a - b)).toEqual(
      rows.map((r) => Number(r.id)).sort((a, b) => a - b),
    );
  });
});
