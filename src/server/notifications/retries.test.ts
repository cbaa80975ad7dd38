/**
 * Failures: the WhatsApp API answering 429 then 200 (tried again after the backoff, sent once),
 * 500 (tried again), 400 (failed at once); the SMTP server down (tried again with growing,
 * jittered waits, then failed, the reason shown on the order and in Settings).
 */
import type { Hono } from "hono";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { NotificationSettings } from "../../shared/notifications";
import { createAdminTestApp, sessionTokenFor, withToken } from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { newOrder, ownerCalls, testClock, testWorker } from "../test-support/notify-fixture";
import { freePort } from "../test-support/postgres-cluster";
import { startWhatsAppFake, type WhatsAppFake } from "../test-support/whatsapp-fake";
import { TEST_PUBLIC_URL } from "../api";
import { createEmailSender } from "./email-sender";
import { NO_NOTIFICATIONS } from "./notify-setup";
import { BACKOFF_BASE_MS, MAX_ATTEMPTS } from "./retry-policy";
import { createWhatsAppSender } from "./whatsapp-sender";

const TOKEN = "EAAG-test-token-0042";
const MINUTE = 60_000;

describeEachEngine("trying again", (engine) => {
  const t = useTestDatabase(engine);
  const clock = testClock();
  let fake: WhatsAppFake;
  let app: Hono;
  let owner: ReturnType<typeof ownerCalls>;
  let token: string;
  const whatsapp = () =>
    createWhatsAppSender({ apiUrl: fake.url, phoneNumberId: "1098765", token: TOKEN });

  beforeAll(async () => {
    fake = await startWhatsAppFake();
    app = await createAdminTestApp(t.db, clock.now, undefined, {
      notifications: { ...NO_NOTIFICATIONS, channels: { email: "127.0.0.1 (down)" } },
    });
    token = await sessionTokenFor(t.db, "sunita", clock.now());
    owner = ownerCalls(app, token);
  });
  afterAll(async () => fake?.close());

  it("sends once when WhatsApp answers 429 and then 200", async () => {
    const order = newOrder({ language: "en", email: false, whatsapp: true });
    const { order: taken } = await owner.takeOrder(order);
    const { worker } = testWorker(t.db, [whatsapp()], { now: clock.now });
    const from = fake.requests.length;
    fake.answer(429);

    expect(await worker.runOnce()).toBe(1);
    let [message] = (await owner.messages(taken.orderId)).messages;
    expect(message).toMatchObject({ state: "queued", attempts: 1 });
    expect(message!.lastError).toBe("WhatsApp answered 429: Rate limit hit");
    expect(await worker.runOnce()).toBe(0); // not due before its wait is over

    clock.advance(BACKOFF_BASE_MS);
    expect(await worker.runOnce()).toBe(1);
    [message] = (await owner.messages(taken.orderId)).messages;
    expect(message).toMatchObject({ state: "sent", attempts: 2, lastError: null });
    clock.advance(60 * MINUTE);
    expect(await worker.runOnce()).toBe(0);

    const requests = fake.requests.slice(from);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.path).toBe("/v21.0/1098765/messages");
    expect(requests[1]!.authorization).toBe(`Bearer ${TOKEN}`);
    expect(requests[1]!.body).toMatchObject({
      to: `91${order.customer.phone.replace(/\D/g, "").slice(-10)}`,
      type: "template",
      template: { name: "order_created", language: { code: "en" } },
    });
    const params = requests[1]!.body.template.components[0]!.parameters.map((p) => p.text);
    const { tracking_code } = await t.db.db
      .selectFrom("orders")
      .select("tracking_code")
      .where("order_id", "=", taken.orderId)
      .executeTakeFirstOrThrow();
    expect(params).toEqual([
      "Meera",
      taken.orderId,
      `${TEST_PUBLIC_URL}/tracking#code=${tracking_code}`,
      "21 March 2026",
      // No advance asked: her pay note says where her bills will be.
      "Your bills and receipts will be on that page too.",
    ]);
  });

  it("tries again after a 500 and fails at once on a 400", async () => {
    const { order } = await owner.takeOrder(
      newOrder({ language: "hi", email: false, whatsapp: true }),
    );
    const { worker } = testWorker(t.db, [whatsapp()], { now: clock.now });
    fake.answer(500, 400);
    await worker.runOnce();
    expect((await owner.messages(order.orderId)).messages[0]).toMatchObject({
      state: "queued",
      lastError: "WhatsApp answered 500: Service unavailable",
    });
    clock.advance(BACKOFF_BASE_MS);
    await worker.runOnce();
    expect((await owner.messages(order.orderId)).messages[0]).toMatchObject({
      state: "failed",
      attempts: 2,
      lastError: "WhatsApp answered 400: Invalid parameter",
    });
  });

  it("tries a message for a down SMTP server again with growing waits, then fails it and says why", async () => {
    const { order } = await owner.takeOrder(
      newOrder({ language: "en", email: true, whatsapp: false }),
    );
    const down = createEmailSender({
      host: "127.0.0.1",
      port: await freePort(),
      tls: "none",
      from: "orders@rajwadirang.example",
    });
    let jitter = 0;
    const { worker, log } = testWorker(t.db, [down], {
      now: clock.now,
      random: () => [0, 0.999][jitter++ % 2]!,
    });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await worker.runOnce()).toBe(1);
      const row = await t.db.db
        .selectFrom("outbox_messages")
        .selectAll()
        .where("order_id", "=", order.orderId)
        .executeTakeFirstOrThrow();
      expect(row.attempts).toBe(attempt);
      expect(row.last_error).toMatch(/ECONNREFUSED/);
      if (attempt < MAX_ATTEMPTS) {
        expect(row.state).toBe("queued");
        waits.push(Date.parse(row.next_attempt_at) - clock.now().getTime());
        clock.advance(waits.at(-1)!);
      } else {
        expect(row.state).toBe("failed");
      }
    }
    // Each wait is half its step plus a random part of the other half; steps double.
    waits.forEach((wait, i) => {
      const step = BACKOFF_BASE_MS * 2 ** i;
      expect(wait).toBeGreaterThanOrEqual(step / 2);
      expect(wait).toBeLessThanOrEqual(step);
    });
    expect(waits[0]).toBe(BACKOFF_BASE_MS / 2); // random() = 0: the floor
    expect(waits[1]).toBeGreaterThan(BACKOFF_BASE_MS * 1.99); // random() ≈ 1: the ceiling
    const failedAt = clock.now().toISOString();
    clock.advance(60 * MINUTE);
    expect(await worker.runOnce()).toBe(0);
    expect(log.lines.filter((l) => l.includes("(failed)"))).toHaveLength(1);

    const [shown] = (await owner.messages(order.orderId)).messages;
    expect(shown).toMatchObject({ state: "failed", attempts: MAX_ATTEMPTS });
    expect(shown!.lastError).toMatch(/ECONNREFUSED/);
    const res = await app.request("/api/admin/notifications", withToken(token));
    const settings = (await res.json()) as NotificationSettings;
    const email = settings.channels.find((c) => c.channel === "email")!;
    expect(email).toMatchObject({ configured: true, lastSuccessAt: null });
    expect(email.lastFailureReason).toMatch(/ECONNREFUSED/);
    expect(email.lastFailureAt).toBe(failedAt);
  });
});
