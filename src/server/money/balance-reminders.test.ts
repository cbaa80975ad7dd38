/**
 * Issue 26 §3: when a delivered order still owes money, its customer is reminded at the rhythm
 * the owners set (Settings → Balance reminders), with her consent, in her language, with the UPI
 * link; once per order however many instances run; through the outbox worker's daily run.
 */
import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import { upiRequest } from "../../shared/billing/upi-link";
import type { ReminderSettings } from "../../shared/money";
import { allowTimeForScrypt, createAdminTestApp, sessionTokenFor } from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { newOrder, ownerCalls, testClock, testWorker } from "../test-support/notify-fixture";
import { DEMO_BUSINESS } from "../billing/demo-business";
import { sendDueReminders } from "./balance-reminders";

allowTimeForScrypt();
const SITE = "https://shop.rajwadirang.in";

describeEachEngine("balance reminders", (engine) => {
  const t = useTestDatabase(engine);
  const clock = testClock();
  let app: Hono;
  let owner: ReturnType<typeof ownerCalls>;
  beforeAll(async () => {
    app = await createAdminTestApp(t.db, clock.now, undefined, { publicUrl: SITE });
    owner = ownerCalls(app, await sessionTokenFor(t.db, "sunita", clock.now()));
  });
  const reminders = async (orderId: string) =>
    (
      await t.db.db
        .selectFrom("outbox_messages")
        .select(["channel", "language", "recipient", "body", "subject"])
        .where("order_id", "=", orderId)
        .where("kind", "=", "balance-reminder")
        .orderBy("id")
        .execute()
    ).map((r) => ({ ...r }));
  const deliver = async (orderId: string) => {
    for (const step of [0, 1, 2, 3, 4, 5, 6, 7, 8]) await owner.setStep(orderId, step, "completed");
  };
  const pay = async (orderId: string, amountRupees: number) =>
    expect(
      (
        await owner.send(`/orders/${orderId}/payments`, {
          amountRupees,
          paidOn: "2026-03-02",
          method: "cash",
          reference: "",
        })
      ).status,
    ).toBe(201);
  const setRhythm = (everyDays: number | null) =>
    owner.send("/money/reminders", { everyDays }, "PUT");
  /** `days` after START, at half past `hour` in India (UTC+5:30). */
  const at = (days: number, hour = 10) => new Date(Date.UTC(2026, 2, 2 + days, hour - 5, 0));

  it("are set in Settings: every N days or never, the field named when refused", async () => {
    const none = await app.request("/api/admin/money/reminders", {
      headers: { Authorization: `Bearer ${await sessionTokenFor(t.db, "rekha", clock.now())}` },
    });
    expect(((await none.json()) as ReminderSettings).everyDays).toBeNull();
    for (const everyDays of [0, 91, 2.5, "7"]) {
      const res = await setRhythm(everyDays as number);
      expect([res.status, await res.json()]).toEqual([
        400,
        { error: "Reminders must be every 1 to 90 days, or never", field: "everyDays" },
      ]);
    }
    const saved = await setRhythm(7);
    expect(await saved.json()).toEqual({
      everyDays: 7,
      updatedAt: clock.now().toISOString(),
      updatedBy: "Sunita Rathore",
    });
  });

  it("remind her every N days after delivery, with her consent, in her language, with the UPI link", async () => {
    await setRhythm(7);
    const meera = (await owner.takeOrder(newOrder({ language: "en", email: true, whatsapp: true })))
      .order;
    const sita = (
      await owner.takeOrder(
        newOrder({ language: "hi", email: false, whatsapp: true }, { name: "Sita Devi" }),
      )
    ).order;
    const quiet = (await owner.takeOrder(newOrder(undefined))).order;
    const paid = (await owner.takeOrder(newOrder({ language: "en", email: true, whatsapp: true })))
      .order;
    const cancelled = (
      await owner.takeOrder(newOrder({ language: "en", email: true, whatsapp: true }))
    ).order;
    const inWork = (
      await owner.takeOrder(newOrder({ language: "en", email: true, whatsapp: true }))
    ).order;
    await pay(meera.orderId, 5000);
    await pay(paid.orderId, paid.amountRupees);
    for (const o of [meera, sita, quiet, paid, cancelled]) await deliver(o.orderId);
    await owner.send(`/orders/${cancelled.orderId}/cancellation`, { reason: "Returned" });
    await owner.setStep(inWork.orderId, 0, "completed");

    // Six days after delivery: not yet. Seven: Meera on both channels, Sita in Hindi on WhatsApp.
    const mine = [meera, sita, quiet, paid, cancelled, inWork];
    const counts = async () =>
      Promise.all(mine.map(async (o) => (await reminders(o.orderId)).length));
    await sendDueReminders(t.db.db, { now: at(6), site: SITE });
    expect(await counts()).toEqual([0, 0, 0, 0, 0, 0]);
    await sendDueReminders(t.db.db, { now: at(7), site: SITE });
    expect(await counts()).toEqual([2, 1, 0, 0, 0, 0]);
    const link = upiRequest(
      { upiId: "rajwadirang@sample", payeeName: DEMO_BUSINESS.payeeName, sample: true },
      { orderId: meera.orderId, purpose: "balance", amountPaise: 1_900_000, entries: 1 },
    ).link;
    const toMeera = await reminders(meera.orderId);
    expect(toMeera.map((r) => [r.channel, r.language, r.recipient])).toEqual([
      ["whatsapp", "en", meera.customerPhone],
      ["email", "en", meera.customerEmail],
    ]);
    expect(toMeera[0]!.subject).toBe(`Balance due for your order ${meera.orderId}`);
    expect(toMeera[0]!.body).toMatch(
      new RegExp(
        `^Namaste Meera! A gentle reminder from Rajwadi Rang: ₹19,000 is still due for your order ${meera.orderId}, delivered on 2 March 2026\\. Pay by UPI \\(a sample UPI ID for trying the site: it pays no one\\): ${link.replace(/[.?]/g, "\\$&")} Your order: ${SITE}/tracking#code=`,
      ),
    );
    const toSita = await reminders(sita.orderId);
    expect(toSita[0]).toMatchObject({ channel: "whatsapp", language: "hi" });
    expect(toSita[0]!.body).toContain("नमस्ते Sita जी!");
    expect(toSita[0]!.body).toContain("₹24,000 अभी बाक़ी हैं (ऑर्डर 2 मार्च 2026 को पहुँचा था)।");
    expect(toSita[0]!.body).toContain(`${SITE}/hi/tracking#code=`);
    // The order without her consent was reminded of nobody, but counts as done for the week.
    const claimed = await t.db.db
      .selectFrom("balance_reminders")
      .select(["order_id", "last_sent_on", "count"])
      .where(
        "order_id",
        "in",
        mine.map((o) => o.orderId),
      )
      .orderBy("order_id")
      .execute();
    expect(claimed.map((r) => [r.order_id, r.last_sent_on, Number(r.count)])).toEqual(
      [meera, sita, quiet].map((o) => [o.orderId, "2026-03-09", 1]).sort(),
    );

    // The same day again, six days on, or two instances at once a week later: one each time.
    await sendDueReminders(t.db.db, { now: at(7, 18), site: SITE });
    await sendDueReminders(t.db.db, { now: at(13), site: SITE });
    expect(await counts()).toEqual([2, 1, 0, 0, 0, 0]);
    await Promise.all([
      sendDueReminders(t.db.db, { now: at(14), site: SITE }),
      sendDueReminders(t.db.db, { now: at(14), site: SITE }),
    ]);
    expect(await counts()).toEqual([4, 2, 0, 0, 0, 0]);

    // Paid up: no more for her. Reminders off: none for anyone.
    await pay(meera.orderId, 19000);
    await sendDueReminders(t.db.db, { now: at(21), site: SITE });
    expect(await counts()).toEqual([4, 3, 0, 0, 0, 0]);
    await setRhythm(null);
    expect(await sendDueReminders(t.db.db, { now: at(60), site: SITE })).toBe(0);
    expect(await counts()).toEqual([4, 3, 0, 0, 0, 0]);
  });

  it("go out with the outbox worker's run, from the hour set, once a day", async () => {
    await setRhythm(3);
    const order = (
      await owner.takeOrder(newOrder({ language: "en", email: true, whatsapp: false }))
    ).order;
    await deliver(order.orderId);
    let now = at(3, 7);
    const { worker } = testWorker(t.db, [], { now: () => now, reminders: { site: SITE, hour: 8 } });
    await worker.runOnce();
    expect(await reminders(order.orderId)).toEqual([]);
    now = at(3, 9);
    await worker.runOnce();
    await worker.runOnce();
    expect(await reminders(order.orderId)).toHaveLength(1);
  });
});
