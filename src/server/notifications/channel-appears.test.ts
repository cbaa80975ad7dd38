/**
 * Issue 25, slip 6: a message queued while its channel was not set up was recorded as not
 * sent and stayed so after the channel was configured. Now, once the channel is there (the
 * server started with it), those under a day old are sent; older ones wait in Settings (and the
 * order's messages) for an owner's "Send now".
 */
import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import {
  WAITING_MESSAGE_MAX_AGE_MS,
  type NotificationSettings,
  type OutboxMessage,
} from "../../shared/notifications";
import { allowTimeForScrypt, createAdminTestApp, sessionTokenFor } from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { newOrder, ownerCalls, testClock, testWorker } from "../test-support/notify-fixture";
import { useSmtpSink } from "../test-support/smtp-sink";
import { withToken } from "../test-support/admin-app";
import { NO_NOTIFICATIONS } from "./notify-setup";

allowTimeForScrypt();

describeEachEngine("a channel set up later sends what waited for it", (engine) => {
  const t = useTestDatabase(engine);
  const clock = testClock();
  const sink = useSmtpSink("smtp-Appears-4-tests");
  /** The server before SMTP was configured, and after. */
  let before: Hono;
  let after: Hono;
  let token: string;

  beforeAll(async () => {
    before = await createAdminTestApp(t.db, clock.now);
    after = await createAdminTestApp(
      t.db,
      clock.now,
      { demoMode: true },
      { notifications: { ...NO_NOTIFICATIONS, channels: { email: "127.0.0.1 as orders" } } },
    );
    token = await sessionTokenFor(t.db, "sunita", clock.now());
  });

  const createdMessage = async (app: Hono, orderId: string): Promise<OutboxMessage> => {
    const { messages } = await ownerCalls(app, token).messages(orderId);
    return messages.find((m) => m.kind === "order-created")!;
  };

  it("sends those under a day old at once, and offers the older ones to send now", async () => {
    const unconfigured = testWorker(t.db, [], { now: clock.now }).worker;
    const old = await ownerCalls(before, token).takeOrder(
      newOrder({ language: "en", email: true, whatsapp: false }),
    );
    await unconfigured.runOnce();
    clock.advance(WAITING_MESSAGE_MAX_AGE_MS + 60 * 60_000);
    token = await sessionTokenFor(t.db, "sunita", clock.now()); // a day later, a new session
    const recent = await ownerCalls(before, token).takeOrder(
      newOrder({ language: "en", email: true, whatsapp: false }),
    );
    await unconfigured.runOnce();
    expect((await createdMessage(before, old.order.orderId)).state).toBe("not-sent");
    expect((await createdMessage(before, recent.order.orderId)).state).toBe("not-sent");

    // The server starts again with SMTP set up.
    clock.advance(60_000);
    const configured = testWorker(t.db, [sink.sender()], { now: clock.now }).worker;
    const mailsBefore = sink.smtp.received.length;
    expect(await configured.runOnce()).toBe(1);
    const [mail] = (await sink.smtp.waitFor(mailsBefore + 1)).slice(mailsBefore);
    expect(mail!.subject).toContain(recent.order.orderId);
    expect((await createdMessage(after, recent.order.orderId)).state).toBe("sent");

    // The older one waits for an owner: Settings lists it, and the order's messages say so.
    const waiting = await createdMessage(after, old.order.orderId);
    expect(waiting.state).toBe("not-sent");
    expect((await ownerCalls(after, token).messages(old.order.orderId)).configured).toEqual([
      "email",
    ]);
    const settingsRes = await after.request("/api/admin/notifications", withToken(token));
    const settings = (await settingsRes.json()) as NotificationSettings;
    expect(settings.waiting.map((m) => m.id)).toContain(waiting.id);

    // Without the channel, "Send now" has nothing to send by.
    const refused = await ownerCalls(before, token).send(`/outbox/${waiting.id}/send-now`, {});
    expect(refused.status).toBe(409);
    const res = await ownerCalls(after, token).send(`/outbox/${waiting.id}/send-now`, {});
    expect(res.status).toBe(200);
    expect(((await res.json()) as OutboxMessage).state).toBe("queued");
    expect(await configured.runOnce()).toBe(1);
    const [late] = (await sink.smtp.waitFor(mailsBefore + 2)).slice(mailsBefore + 1);
    expect(late!.subject).toContain(old.order.orderId);
    expect((await createdMessage(after, old.order.orderId)).state).toBe("sent");
    const again = await ownerCalls(after, token).send(`/outbox/${waiting.id}/send-now`, {});
    expect(again.status).toBe(409);
    const settingsAfter = (await (
      await after.request("/api/admin/notifications", withToken(token))
    ).json()) as NotificationSettings;
    expect(settingsAfter.waiting.map((m) => m.id)).not.toContain(waiting.id);
  });
});
