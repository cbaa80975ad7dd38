/**
 * The SMTP password and the WhatsApp token never appear in a log line, a stored or shown
 * error, an API answer or a configuration error, even when a server echoes them back.
 */
import type { Hono } from "hono";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { readEnv } from "../env";
import { createAdminTestApp, sessionTokenFor, withToken } from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { newOrder, ownerCalls, testClock } from "../test-support/notify-fixture";
import { startSmtpTestServer, type SmtpTestServer } from "../test-support/smtp-test-server";
import { startWhatsAppFake, type WhatsAppFake } from "../test-support/whatsapp-fake";
import { apiNotificationsOf, describeChannels, notificationSetup } from "./notify-setup";
import { createOutboxWorker } from "./outbox-worker";
import { consoleLog } from "./redact";

const SMTP_PASSWORD = "Sm7p-Pa55word-wrong";
const WHATSAPP_TOKEN = "EAAGsecretTOKEN9f8e7d6c5b4a";
const SECRETS = [SMTP_PASSWORD, WHATSAPP_TOKEN, Buffer.from(SMTP_PASSWORD).toString("base64")];

const expectNoSecret = (text: string) => {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
};

it("keeps secrets out of configuration errors and the start-up line", () => {
  const problems = [
    { SMTP_PASSWORD },
    { SMTP_USER: "orders", SMTP_PASSWORD, SMTP_HOST: "mail.example.in", SMTP_PORT: SMTP_PASSWORD },
    { WHATSAPP_TOKEN },
    { WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_TOKEN },
    { WHATSAPP_API_URL: `ftp://${WHATSAPP_TOKEN}` },
  ];
  for (const env of problems) {
    expect(() => readEnv(env)).toThrow(/Invalid configuration/);
    try {
      readEnv(env);
    } catch (error) {
      expectNoSecret((error as Error).message);
    }
  }
  const setup = notificationSetup(
    readEnv({
      SMTP_HOST: "mail.example.in",
      SMTP_USER: "orders",
      SMTP_PASSWORD,
      SMTP_FROM: "orders@example.in",
      WHATSAPP_TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: "1098765",
    }),
  );
  expectNoSecret(describeChannels(setup));
  expect(describeChannels(setup)).toBe(
    "Messages: WhatsApp via graph.facebook.com, phone number ID 1098765; E-mail via mail.example.in:587 (STARTTLS), from orders@example.in",
  );
});

describeEachEngine("secrets of the message channels", (engine) => {
  const t = useTestDatabase(engine);
  const clock = testClock();
  let smtp: SmtpTestServer;
  let fake: WhatsAppFake;
  let app: Hono;
  let token: string;
  const logged: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpTestServer({ user: "orders", password: "the-right-password" });
    fake = await startWhatsAppFake();
    const setup = notificationSetup(
      readEnv({
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(smtp.port),
        SMTP_TLS: "none",
        SMTP_USER: "orders",
        SMTP_PASSWORD,
        SMTP_FROM: "orders@rajwadirang.example",
        WHATSAPP_TOKEN,
        WHATSAPP_PHONE_NUMBER_ID: "1098765",
        WHATSAPP_API_URL: fake.url,
      }),
    );
    const worker = createOutboxWorker({
      db: t.db.db,
      engine,
      senders: setup.senders,
      pollMs: 60_000,
      leaseMs: 60_000,
      redact: setup.redact,
      log: consoleLog(setup.redact),
      now: clock.now,
    });
    app = await createAdminTestApp(t.db, clock.now, undefined, {
      notifications: apiNotificationsOf(setup, () => undefined),
    });
    token = await sessionTokenFor(t.db, "sunita", clock.now());
    const owner = ownerCalls(app, token);
    const { order } = await owner.takeOrder(
      newOrder({ language: "en", email: true, whatsapp: true }),
    );
    fake.answer(401);
    const capture = (line: unknown) => void logged.push(String(line));
    const log = vi.spyOn(console, "log").mockImplementation(capture);
    const error = vi.spyOn(console, "error").mockImplementation(capture);
    try {
      expect(await worker.runOnce()).toBe(2);
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
    const messages = await owner.messages(order.orderId);
    expect(messages.messages.map((m) => m.state)).toEqual(["failed", "failed"]);
  });
  afterAll(async () => {
    await smtp?.close();
    await fake?.close();
  });

  it("redacts them from stored errors, the log and every answer", async () => {
    const rows = await t.db.db.selectFrom("outbox_messages").selectAll().execute();
    const errors = rows.map((r) => r.last_error ?? "");
    expect(errors.join("\n")).toMatch(/Invalid OAuth access token: Bearer \[redacted\]/);
    expect(errors.join("\n")).toMatch(/535|Invalid login/);
    for (const text of errors) expectNoSecret(text);

    expect(logged.join("\n")).toMatch(/\[redacted\]/);
    expectNoSecret(logged.join("\n"));
    expect(fake.requests.at(-1)!.authorization).toBe(`Bearer ${WHATSAPP_TOKEN}`); // it was used

    const channels = await t.db.db.selectFrom("notification_channels").selectAll().execute();
    expectNoSecret(JSON.stringify(channels));
    for (const path of [
      "/api/admin/notifications",
      `/api/admin/orders/${rows[0]!.order_id}/messages`,
    ]) {
      const res = await app.request(path, withToken(token));
      expect(res.status).toBe(200);
      expectNoSecret(await res.text());
    }
  });
});
