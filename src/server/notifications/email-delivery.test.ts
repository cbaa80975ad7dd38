/**
 * A customer's status moves → her message is in the outbox in the same transaction → the
 * worker e-mails it, in her language, to a real SMTP server on loopback → the owners see it
 * sent. Without her consent nothing is queued.
 */
import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import { STATUS_WORDS } from "../../shared/message-render";
import { STATUS_MESSAGE_HOLD_MS } from "../../shared/notifications";
import { allowTimeForScrypt, createAdminTestApp, sessionTokenFor } from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { newOrder, ownerCalls, testClock, testWorker } from "../test-support/notify-fixture";
import { useSmtpSink } from "../test-support/smtp-sink";
import { TEST_PUBLIC_URL } from "../api";
import { changeOrder } from "../orders/order-change";

allowTimeForScrypt();

describeEachEngine("messages by e-mail", (engine) => {
  const t = useTestDatabase(engine);
  const clock = testClock();
  const sink = useSmtpSink("smtp-Pass-4-tests");
  let app: Hono;
  let owner: ReturnType<typeof ownerCalls>;

  beforeAll(async () => {
    app = await createAdminTestApp(t.db, clock.now);
    owner = ownerCalls(app, await sessionTokenFor(t.db, "sunita", clock.now()));
  });

  it("e-mails a status change in her language and shows it sent", async () => {
    const order = newOrder({ language: "hi", email: true, whatsapp: false });
    const { order: taken } = await owner.takeOrder(order);
    const { worker } = testWorker(t.db, [sink.sender()], { now: clock.now });
    const before = sink.smtp.received.length;
    expect(await worker.runOnce()).toBe(1); // the new order's message
    for (const step of [0, 1, 2]) await owner.setStep(taken.orderId, step, "completed");

    // Queued with the change, before any worker ran: the status message waits in the outbox.
    const queued = await owner.messages(taken.orderId);
    expect(queued.messaging).toMatchObject({ language: "hi", whatsappConsentAt: null });
    expect(queued.messaging?.emailConsentAt).toBe(clock.now().toISOString());
    const status = queued.messages.find((m) => m.kind === "order-status")!;
    expect(status).toMatchObject({
      state: "queued",
      channel: "email",
      recipient: order.customer.email,
      language: "hi",
    });

    clock.advance(STATUS_MESSAGE_HOLD_MS); // a status message waits for a later status
    expect(await worker.runOnce()).toBe(1);
    const mails = await sink.smtp.waitFor(before + 2);
    const [created, moved] = mails.slice(before);
    expect(created!.subject).toContain(taken.orderId);
    expect(created!.text).toContain("नमस्ते Meera जी");
    expect(created!.text).toContain("21 मार्च 2026");
    expect(moved!.subject).toBe(`आपका ऑर्डर ${taken.orderId}: ${STATUS_WORDS.hi["in-work"]}`);
    expect(moved!.text).toContain(taken.orderId);
    expect(moved!.to).toMatchObject({ text: order.customer.email });
    expect(moved!.from?.value[0]).toMatchObject({
      name: "Rajwadi Rang",
      address: "orders@rajwadirang.example",
    });

    const after = await owner.messages(taken.orderId);
    const sent = after.messages.find((m) => m.id === status.id)!;
    expect(sent).toMatchObject({ state: "sent", attempts: 1, lastError: null });
    expect(sent.sentAt).toBe(clock.now().toISOString());
    expect(await worker.runOnce()).toBe(0); // sent once
  });

  it("writes the message in the change's transaction: a change that fails leaves none", async () => {
    const { order } = await owner.takeOrder(
      newOrder({ language: "en", email: true, whatsapp: true }),
    );
    const count = async () => (await owner.messages(order.orderId)).messages.length;
    const before = await count();
    const failing = changeOrder(
      t.db.db,
      engine,
      order.orderId,
      { by: "sunita", now: clock.now(), site: TEST_PUBLIC_URL },
      async ({ record }) => {
        await record({ kind: "note", audience: "customer", text: "Your fitting is on Monday" });
        throw new Error("the change fails after its message was queued");
      },
    );
    await expect(failing).rejects.toThrow(/fails after/);
    expect(await count()).toBe(before);
    // The same change that succeeds queues one message per channel she agreed to.
    await owner.send(`/orders/${order.orderId}/notes`, {
      audience: "customer",
      text: "Your fitting is on Monday",
    });
    const notes = (await owner.messages(order.orderId)).messages.filter(
      (m) => m.kind === "order-note",
    );
    expect(notes.map((m) => m.channel).sort()).toEqual(["email", "whatsapp"]);
    expect(notes[0]!.body).toContain("Your fitting is on Monday");
  });

  it("queues nothing for a customer who has not agreed to messages", async () => {
    const { order } = await owner.takeOrder(newOrder(undefined));
    await owner.send(`/orders/${order.orderId}/notes`, { audience: "customer", text: "Hello" });
    for (const step of [0, 1, 2]) await owner.setStep(order.orderId, step, "completed");
    await owner.send(`/orders/${order.orderId}/cancellation`, { reason: "Duplicate" });
    expect(await owner.messages(order.orderId)).toEqual({
      messaging: { language: "en", whatsappConsentAt: null, emailConsentAt: null },
      messages: [],
      configured: [],
    });
  });
});
