/**
 * Issue 25, slip 10: catching up an order's steps sent a status e-mail per step. A status
 * message now waits STATUS_MESSAGE_HOLD_MS; a later status of the same order meanwhile
 * replaces it (marked superseded, which the owners see), so she hears the latest status once.
 * An owner may choose "don't tell the customer" for a change: its status sends nothing.
 */
import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import type { AdminOrderDetail } from "../../shared/admin";
import { STATUS_WORDS } from "../../shared/message-render";
import { STATUS_MESSAGE_HOLD_MS } from "../../shared/notifications";
import { allowTimeForScrypt, createAdminTestApp, sessionTokenFor } from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { newOrder, ownerCalls, testClock, testWorker } from "../test-support/notify-fixture";
import { useSmtpSink } from "../test-support/smtp-sink";

allowTimeForScrypt();

describeEachEngine("status messages wait, and only the latest goes", (engine) => {
  const t = useTestDatabase(engine);
  const clock = testClock();
  const sink = useSmtpSink("smtp-Hold-4-tests");
  let app: Hono;
  let owner: ReturnType<typeof ownerCalls>;

  beforeAll(async () => {
    app = await createAdminTestApp(t.db, clock.now);
    owner = ownerCalls(app, await sessionTokenFor(t.db, "sunita", clock.now()));
  });

  const statusMessages = async (orderId: string) =>
    (await owner.messages(orderId)).messages.filter((m) => m.kind === "order-status");

  it("catching up the steps sends one e-mail, with the latest status, after the wait", async () => {
    const { order } = await owner.takeOrder(
      newOrder({ language: "en", email: true, whatsapp: false }),
    );
    const { worker } = testWorker(t.db, [sink.sender()], { now: clock.now });
    expect(await worker.runOnce()).toBe(1); // the new order's message
    const before = sink.smtp.received.length;

    // Eight steps done within seconds: In Progress, then Ready.
    for (const step of [0, 1, 2, 3, 4, 5, 6]) {
      await owner.setStep(order.orderId, step, "completed");
      clock.advance(1_000);
    }
    expect(await worker.runOnce()).toBe(0); // nothing goes during the wait
    const waiting = await statusMessages(order.orderId);
    expect(waiting.map((m) => m.state)).toEqual(["queued", "superseded"]); // newest first
    expect(waiting[0]!.subject).toContain(STATUS_WORDS.en.ready);
    expect(waiting[1]!.subject).toContain(STATUS_WORDS.en["in-work"]);
    expect(Date.parse(waiting[0]!.sendAfter) - Date.parse(waiting[0]!.createdAt)).toBe(
      STATUS_MESSAGE_HOLD_MS,
    );

    clock.advance(STATUS_MESSAGE_HOLD_MS);
    expect(await worker.runOnce()).toBe(1);
    const mails = (await sink.smtp.waitFor(before + 1)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your order ${order.orderId}: ${STATUS_WORDS.en.ready}`);
    const after = await statusMessages(order.orderId);
    expect(after.map((m) => m.state)).toEqual(["sent", "superseded"]);
    expect(await worker.runOnce()).toBe(0);
    expect(sink.smtp.received.length).toBe(before + 1);
  });

  it("a status undone within the wait sends nothing it no longer means", async () => {
    const { order } = await owner.takeOrder(
      newOrder({ language: "en", email: true, whatsapp: false }),
    );
    const { worker } = testWorker(t.db, [sink.sender()], { now: clock.now });
    await worker.runOnce();
    for (const step of [0, 1, 2]) await owner.setStep(order.orderId, step, "completed");
    // A slip of the hand: back to Received; then In Progress again.
    await owner.setStep(order.orderId, 2, "pending");
    expect((await statusMessages(order.orderId)).map((m) => m.state)).toEqual(["superseded"]);
    await owner.setStep(order.orderId, 2, "completed");
    const states = (await statusMessages(order.orderId)).map((m) => m.state);
    expect(states).toEqual(["queued", "superseded"]);
    clock.advance(STATUS_MESSAGE_HOLD_MS);
    const before = sink.smtp.received.length;
    expect(await worker.runOnce()).toBe(1);
    const [mail] = (await sink.smtp.waitFor(before + 1)).slice(before);
    expect(mail!.subject).toBe(`Your order ${order.orderId}: ${STATUS_WORDS.en["in-work"]}`);
  });

  it("'don't tell the customer' moves her status and queues no message", async () => {
    const { order } = await owner.takeOrder(
      newOrder({ language: "en", email: true, whatsapp: true }),
    );
    for (const step of [0, 1]) await owner.setStep(order.orderId, step, "completed");
    const res = await owner.send(
      `/orders/${order.orderId}/steps/step-2`,
      { status: "completed", tell: false },
      "PATCH",
    );
    expect(res.status).toBe(200);
    const detail = (await res.json()) as AdminOrderDetail;
    expect(detail.order.currentStatus).toBe("in-work");
    expect(detail.timeline.find((e) => e.kind === "status")).toMatchObject({
      status: "in-work",
      untold: true,
    });
    expect(await statusMessages(order.orderId)).toEqual([]);

    // The default is to tell her.
    for (const step of [3, 4, 5, 6]) await owner.setStep(order.orderId, step, "completed");
    const told = await statusMessages(order.orderId);
    expect(told.map((m) => [m.channel, m.state]).sort()).toEqual([
      ["email", "queued"],
      ["whatsapp", "queued"],
    ]);

    const refused = await owner.send(
      `/orders/${order.orderId}/steps/step-7`,
      { status: "completed", tell: "no" },
      "PATCH",
    );
    expect(refused.status).toBe(400);
  });
});
