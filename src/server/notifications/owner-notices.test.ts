/**
 * What the owners hear: a new contact message (queued with the message itself), the daily
 * digest from the configured hour (India time, once a day across instances); and the owners'
 * actions on messages: send again, mark sent by hand, a test message from Settings.
 */
import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import type { NotificationSettings, OutboxMessage } from "../../shared/notifications";
import { removeSampleOrders } from "../db/remove-samples";
import { createAdminTestApp, sessionTokenFor, withToken } from "../test-support/admin-app";
import { jsonPost } from "../test-support/api-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { editBody } from "../test-support/order-bodies";
import { newOrder, ownerCalls, testClock, testWorker } from "../test-support/notify-fixture";
import { createDigestJob } from "./daily-digest";
import { NO_NOTIFICATIONS, type ApiNotifications } from "./notify-setup";
import type { OwnerAudience } from "./owner-messages";

const OWNERS: OwnerAudience = {
  recipients: [
    { channel: "whatsapp", address: "+91 98290 41736" },
    { channel: "email", address: "sunita@rajwadirang.example" },
  ],
  language: "en",
};

describeEachEngine("the owners' messages", (engine) => {
  const t = useTestDatabase(engine);
  // 07:30 in Jaipur on 2 March 2026.
  const clock = testClock("2026-03-02T02:00:00.000Z");
  let app: Hono;
  let token: string;
  let owner: ReturnType<typeof ownerCalls>;
  let woken = 0;
  const notifications: ApiNotifications = {
    ...NO_NOTIFICATIONS,
    owners: OWNERS,
    wake: () => void woken++,
  };
  const ownerRows = () =>
    t.db.db
      .selectFrom("outbox_messages")
      .selectAll()
      .where("audience", "=", "owner")
      .orderBy("id")
      .execute();

  beforeAll(async () => {
    app = await createAdminTestApp(t.db, clock.now, undefined, { notifications });
    token = await sessionTokenFor(t.db, "rekha", clock.now());
    owner = ownerCalls(app, token);
  });

  it("tells every owner address of a new contact message, and wakes the worker", async () => {
    const before = woken;
    const res = await app.request(
      "/api/contact",
      jsonPost(
        {
          name: "Anita Joshi",
          phone: "+91 94140 11111",
          email: "",
          subject: "",
          message: "Do you make lehengas?",
        },
        "10.9.0.1",
      ),
    );
    expect(res.status).toBe(201);
    expect(woken).toBeGreaterThan(before);
    const rows = await ownerRows();
    expect(rows.map((r) => [r.kind, r.channel, r.recipient, r.state])).toEqual([
      ["contact-message", "whatsapp", "+91 98290 41736", "queued"],
      ["contact-message", "email", "sunita@rajwadirang.example", "queued"],
    ]);
    expect(rows[0]!.subject).toBe("New message from Anita Joshi");
    expect(rows[0]!.body).toBe(
      "New message on the website from Anita Joshi (+91 94140 11111). Subject: no subject. Message: Do you make lehengas?",
    );
    await t.db.db.deleteFrom("outbox_messages").execute();
  });

  it("queues the digest once a day from the configured hour, India time", async () => {
    // Overdue, due today, due in 2 days, due in 3 days (not yet), delivered, cancelled.
    const due = [
      "2026-02-27",
      "2026-03-02",
      "2026-03-04",
      "2026-03-05",
      "2026-02-20",
      "2026-02-21",
    ];
    await removeSampleOrders(t.db.db); // the spec's samples are long overdue
    const ids: string[] = [];
    for (const expectedDelivery of due) {
      // Taken for today (a new order's date is never past), then dated as the case needs.
      const { order } = await owner.takeOrder({
        ...newOrder(undefined),
        orderDate: "2026-02-01",
        expectedDelivery: "2026-03-02",
      });
      await t.db.db
        .updateTable("orders")
        .set({ expected_delivery: expectedDelivery })
        .where("order_id", "=", order.orderId)
        .execute();
      ids.push(order.orderId);
    }
    await t.db.db
      .updateTable("orders")
      .set({ customer_status: "delivered" })
      .where("order_id", "=", ids[4]!)
      .execute();
    await owner.send(`/orders/${ids[5]}/cancellation`, { reason: "Duplicate" });
    await t.db.db.deleteFrom("outbox_messages").where("audience", "=", "owner").execute();

    const digest = createDigestJob(t.db.db, { ...OWNERS, hour: 8 });
    const morning = (hhmm: string, day = "02") => new Date(`2026-03-${day}T${hhmm}:00+05:30`);
    await digest(morning("07:59"));
    expect(await ownerRows()).toEqual([]);
    await digest(morning("08:01"));
    await createDigestJob(t.db.db, { ...OWNERS, hour: 8 })(morning("09:30")); // another instance
    await digest(morning("10:00"));
    const rows = await ownerRows();
    expect(rows.map((r) => [r.kind, r.channel])).toEqual([
      ["daily-digest", "whatsapp"],
      ["daily-digest", "email"],
    ]);
    expect(rows[0]!.subject).toBe("Orders to watch, 2 March 2026");
    expect(rows[0]!.body).toBe(
      `Good morning! Overdue: ${ids[0]} Meera Sharma (27 Feb). Due in the next 2 days: ${ids[1]} Meera Sharma (2 Mar); ${ids[2]} Meera Sharma (4 Mar). Have a lovely day.`,
    );
    await digest(morning("08:00", "03")); // the next morning: a new digest
    expect(await ownerRows()).toHaveLength(4);
  });

  it("sends a message again as a new one, and marks one sent by hand", async () => {
    const { order } = await owner.takeOrder(
      newOrder({ language: "en", email: false, whatsapp: true }),
    );
    await testWorker(t.db, [], { now: clock.now }).worker.runOnce(); // no channel: not sent
    const [notSent] = (await owner.messages(order.orderId)).messages;
    expect(notSent).toMatchObject({ state: "not-sent", kind: "order-created" });
    expect(notSent!.handLink).toBe(
      `https://wa.me/${order.customerPhone.replace(/\D/g, "")}?text=${encodeURIComponent(notSent!.body)}`,
    );

    const resend = await owner.send(`/outbox/${notSent!.id}/resend`, {});
    expect(resend.status).toBe(201);
    const copy = (await resend.json()) as OutboxMessage;
    expect(copy).toMatchObject({ state: "queued", resendOf: notSent!.id, body: notSent!.body });
    expect((await owner.send(`/outbox/${copy.id}/resend`, {})).status).toBe(409); // still queued
    expect((await owner.send(`/outbox/${copy.id}/sent-by-hand`, {})).status).toBe(409);

    const marked = await owner.send(`/outbox/${notSent!.id}/sent-by-hand`, {});
    expect(marked.status).toBe(200);
    expect(await marked.json()).toMatchObject({
      state: "sent-by-hand",
      sentBy: "Rekha Shekhawat",
      sentAt: clock.now().toISOString(),
    });
    expect((await owner.send(`/outbox/${notSent!.id}/sent-by-hand`, {})).status).toBe(409);
    expect((await owner.send("/outbox/999999/resend", {})).status).toBe(404);
    expect((await owner.send("/outbox/abc/sent-by-hand", {})).status).toBe(404);

    // She withdraws her consent: nothing may be sent to her again.
    const edit = await owner.send(
      `/orders/${order.orderId}`,
      { ...editBody(order), messaging: { language: "hi", whatsapp: false, email: false } },
      "PATCH",
    );
    expect(edit.status).toBe(200);
    const { timeline } = (await edit.json()) as { timeline: { kind: string; changes?: unknown }[] };
    expect(timeline[0]).toMatchObject({
      kind: "edited",
      changes: [
        { field: "Message language", from: "English", to: "हिंदी (Hindi)" },
        { field: "WhatsApp messages", from: "Yes", to: "No" },
      ],
    });
    expect((await owner.messages(order.orderId)).messaging).toEqual({
      language: "hi",
      whatsappConsentAt: null,
      emailConsentAt: null,
    });
    expect((await owner.send(`/outbox/${notSent!.id}/resend`, {})).status).toBe(409);
  });

  it("keeps a consent's first date, and gives the picker her choices", async () => {
    const first = newOrder({ language: "en", email: true, whatsapp: false });
    const { order } = await owner.takeOrder(first);
    const since = clock.now().toISOString();
    clock.advance(3600_000);
    const again = await owner.takeOrder({
      ...newOrder({ language: "hi", email: true, whatsapp: true }),
      customerId: order.customerId,
      customer: first.customer,
    });
    const found = await app.request(
      `/api/admin/customers?q=${encodeURIComponent(first.customer.phone)}`,
      withToken(token),
    );
    const { customers } = (await found.json()) as { customers: { messaging: unknown }[] };
    expect(customers[0]!.messaging).toEqual({
      language: "hi",
      emailConsentAt: since,
      whatsappConsentAt: clock.now().toISOString(),
    });
    expect(
      (await owner.messages(again.order.orderId)).messages.map((m) => [m.channel, m.language]),
    ).toEqual([
      ["email", "hi"],
      ["whatsapp", "hi"],
    ]);
  });

  it("shows the channels and sends a test only to an owner's own address", async () => {
    const wrong = await owner.send("/notifications/test", {
      channel: "email",
      to: "someone@else.example",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ field: "to" });
    const bad = await owner.send("/notifications/test", { channel: "sms", to: "x" });
    expect(await bad.json()).toMatchObject({ field: "channel" });

    const sent = await owner.send("/notifications/test", {
      channel: "email",
      to: "sunita@rajwadirang.example",
    });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({
      kind: "test",
      state: "queued",
      body: "This is a test message from the Rajwadi Rang back office, sent by Rekha Shekhawat. If you can read it, E-mail messages are working.",
    });
    const res = await app.request("/api/admin/notifications", withToken(token));
    const settings = (await res.json()) as NotificationSettings;
    expect(settings.channels).toEqual([
      {
        channel: "whatsapp",
        configured: false,
        detail: "Not configured",
        lastSuccessAt: null,
        lastFailureAt: null,
        lastFailureReason: null,
      },
      {
        channel: "email",
        configured: false,
        detail: "Not configured",
        lastSuccessAt: null,
        lastFailureAt: null,
        lastFailureReason: null,
      },
    ]);
    expect(settings.owners).toEqual(OWNERS.recipients);
    expect(settings.recent[0]).toMatchObject({ kind: "test" });
    expect((await app.request("/api/admin/notifications")).status).toBe(401);
  });
});
