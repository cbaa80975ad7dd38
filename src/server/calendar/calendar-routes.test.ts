/**
 * The calendar on both engines (issue 24 §3): a fitting booked with her order and the
 * measurement version used, the day and week views in Jaipur's time, her reminders 24 hours
 * and 2 hours before sent at those times by the outbox's worker on a controlled clock (once,
 * whatever runs again), in her language, only on channels she agreed to; moving re-plans them,
 * cancelling or withdrawing consent drops them; her page to ask for another time (by an
 * unguessable code, wrong codes refused and soon limited) reaches the calendar and the inbox.
 */
import { describe, expect, it } from "vitest";
import {
  CALENDAR_REFUSALS,
  instantOf,
  jaipurParts,
  type Appointment,
  type CalendarAnswer,
  type PublicAppointment,
} from "../../shared/calendar/calendar";
import type { CustomerDetail } from "../../shared/customers";
import type { OutgoingMessage, Sender } from "../notifications/sender";
import { storedChanges } from "../test-support/admin-endpoints";
import { describeEachEngine } from "../test-support/databases";
import { testWorker } from "../test-support/notify-fixture";
import { useOrderFixture } from "../test-support/order-fixture";
import { planReminders } from "./appointment-reminders";
import { TEST_PUBLIC_URL } from "../api";

describe("Jaipur's time", () => {
  it("turns a date and time typed in Jaipur into an instant and back", () => {
    expect(instantOf("2026-03-05", "11:30")).toBe("2026-03-05T06:00:00.000Z");
    expect(jaipurParts("2026-03-04T19:00:00.000Z")).toEqual({ date: "2026-03-05", time: "00:30" });
  });
});

/** A sender that keeps what it is given. */
function keepingSender(channel: Sender["channel"]) {
  const sent: OutgoingMessage[] = [];
  const sender: Sender = {
    channel,
    detail: "test",
    send: async (m) => {
      sent.push(m);
      return `id-${m.id}`;
    },
  };
  return { sender, sent };
}

describeEachEngine("the calendar: appointments, reminders, her request to move", (engine) => {
  const { f, send, createOrder, ip } = useOrderFixture(engine);
  let phones = 0;
  const herOrder = (messaging: { language: "en" | "hi"; whatsapp: boolean; email: boolean }) =>
    createOrder({
      customer: {
        name: "Meera Sharma",
        phone: `+91 98290 777${String(++phones).padStart(2, "0")}`,
        email: `meera.calendar${phones}@example.in`,
        address: { line: "5, Civil Lines", city: "Jaipur", state: "Rajasthan", postalCode: "" },
      },
      messaging,
    });
  const book = (body: object) =>
    send<{ appointment: Appointment; error?: string; field?: string }>(
      "/calendar/appointments",
      body,
    );
  const reminders = () =>
    f.db.db
      .selectFrom("outbox_messages")
      .selectAll()
      .where("kind", "=", "appointment-reminder")
      .orderBy("id")
      .execute();
  const herReminders = async (recipients: string[]) =>
    (await reminders()).filter((r) => recipients.includes(r.recipient));

  it("books a fitting and sends its reminders 24 and 2 hours before, once, in her language", async () => {
    const { order } = await herOrder({ language: "hi", whatsapp: true, email: true });
    const customerId = order.customerId!;
    const measured = await send(`/customers/${customerId}/measurements`, {
      unit: "in",
      values: { bust: 34 },
    });
    expect(measured.status, JSON.stringify(measured.json)).toBe(201);
    const res = await book({
      kind: "fitting",
      customerId,
      orderId: order.orderId,
      measurementVersion: 1,
      date: "2026-03-05",
      time: "11:30",
      note: "Bring the blouse",
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const a = res.json.appointment;
    expect(a).toMatchObject({
      kind: "fitting",
      orderId: order.orderId,
      measurementVersion: 1,
      startsAt: "2026-03-05T06:00:00.000Z",
      date: "2026-03-05",
      time: "11:30",
      state: "booked",
      customerName: "Meera Sharma",
    });

    // The day's view and the week's: in Jaipur's days.
    const day = await send<CalendarAnswer>("/calendar?from=2026-03-05");
    expect(day.json.appointments.map((x) => x.id)).toContain(a.id);
    expect((await send<CalendarAnswer>("/calendar?from=2026-03-06")).json.appointments).toEqual([]);
    const week = await send<CalendarAnswer>("/calendar?from=2026-03-02&days=7");
    expect(week.json.appointments.map((x) => x.id)).toContain(a.id);
    const forOrder = await send<{ appointments: Appointment[] }>(
      `/calendar/orders/${order.orderId}`,
    );
    expect(forOrder.json.appointments.map((x) => x.id)).toEqual([a.id]);

    const to = [order.customerPhone, order.customerEmail];
    const planned = await herReminders(to);
    expect(planned.map((r) => [r.channel, r.next_attempt_at, r.language])).toEqual([
      ["whatsapp", "2026-03-04T06:00:00.000Z", "hi"],
      ["email", "2026-03-04T06:00:00.000Z", "hi"],
      ["whatsapp", "2026-03-05T04:00:00.000Z", "hi"],
      ["email", "2026-03-05T04:00:00.000Z", "hi"],
    ]);
    expect(planned[0]!.body).toContain("ट्रायल फ़िटिंग");
    expect(planned[0]!.body).toContain(`${TEST_PUBLIC_URL}/hi/appointment#`);

    // The worker on a controlled clock: nothing before each reminder's time, each once at it.
    const whatsapp = keepingSender("whatsapp");
    const email = keepingSender("email");
    let now = new Date("2026-03-04T05:59:00.000Z");
    const { worker } = testWorker(f.db, [whatsapp.sender, email.sender], { now: () => now });
    const mine = () =>
      [...whatsapp.sent, ...email.sent].filter((m) => m.kind === "appointment-reminder");
    await worker.runOnce();
    expect(mine()).toHaveLength(0);
    now = new Date("2026-03-04T06:00:00.000Z");
    await worker.runOnce();
    expect(
      mine()
        .map((m) => m.recipient)
        .sort(),
    ).toEqual([...to].sort());
    // Again, and as a restarted server plans them again: nothing more.
    expect(await planReminders(f.db.db, a.id, { now, site: TEST_PUBLIC_URL })).toBe(0);
    await worker.runOnce();
    now = new Date("2026-03-05T03:59:00.000Z");
    await worker.runOnce();
    expect(mine()).toHaveLength(2);
    now = new Date("2026-03-05T04:00:00.000Z");
    await worker.runOnce();
    await worker.runOnce();
    expect(mine()).toHaveLength(4);
    expect(mine()[0]!.language).toBe("hi");
  });

  it("keeps a reminder waiting for its time on a channel not set up yet, never sending it early", async () => {
    const { order } = await herOrder({ language: "en", whatsapp: true, email: false });
    f.clock = new Date("2026-03-02T12:00:00.000Z").getTime();
    await book({
      kind: "delivery",
      customerId: order.customerId,
      date: "2026-03-08",
      time: "10:00",
    });
    let now = new Date(f.clock);
    // WhatsApp is not set up: the worker sends by e-mail only.
    const email = keepingSender("email");
    const { worker } = testWorker(f.db, [email.sender], { now: () => now });
    await worker.runOnce();
    const states = async () =>
      (await herReminders([order.customerPhone])).map((r) => [r.next_attempt_at, r.state]);
    expect(await states()).toEqual([
      ["2026-03-07T04:30:00.000Z", "queued"],
      ["2026-03-08T02:30:00.000Z", "queued"],
    ]);
    now = new Date("2026-03-07T04:30:00.000Z");
    await worker.runOnce();
    expect(await states()).toEqual([
      ["2026-03-07T04:30:00.000Z", "not-sent"],
      ["2026-03-08T02:30:00.000Z", "queued"],
    ]);
  });

  it("plans no reminder for a customer who did not agree to messages", async () => {
    const { order } = await herOrder({ language: "en", whatsapp: false, email: false });
    const res = await book({
      kind: "fitting",
      customerId: order.customerId,
      orderId: order.orderId,
      date: "2026-03-06",
      time: "16:00",
    });
    expect(res.status).toBe(201);
    expect(await herReminders([order.customerPhone, order.customerEmail])).toEqual([]);
    const whatsapp = keepingSender("whatsapp");
    const { worker } = testWorker(f.db, [whatsapp.sender], {
      now: () => new Date("2026-03-06T10:00:00.000Z"),
    });
    await worker.runOnce();
    expect(whatsapp.sent.filter((m) => m.recipient === order.customerPhone)).toEqual([]);
  });

  it("books a reminder only when its time is still to come (booked for tomorrow morning: the 2 hours' one)", async () => {
    const { order } = await herOrder({ language: "en", whatsapp: true, email: false });
    f.clock = new Date("2026-03-02T12:00:00.000Z").getTime();
    await book({ kind: "pickup", customerId: order.customerId, date: "2026-03-03", time: "10:00" });
    const planned = await herReminders([order.customerPhone]);
    expect(planned.map((r) => r.next_attempt_at)).toEqual(["2026-03-03T02:30:00.000Z"]);
    expect(planned[0]!.body).toContain("pickup from the boutique");
  });

  it("moving re-plans her reminders; cancelling or withdrawing consent drops them", async () => {
    const { order } = await herOrder({ language: "en", whatsapp: true, email: true });
    const to = [order.customerPhone, order.customerEmail];
    const booked = (
      await book({
        kind: "measurement",
        customerId: order.customerId,
        date: "2026-03-10",
        time: "12:00",
      })
    ).json.appointment;
    const moved = await send<{ appointment: Appointment }>(
      `/calendar/appointments/${booked.id}`,
      {
        kind: "measurement",
        customerId: order.customerId,
        date: "2026-03-11",
        time: "17:15",
        revision: 0,
      },
      { method: "PUT" },
    );
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect(moved.json.appointment).toMatchObject({
      date: "2026-03-11",
      time: "17:15",
      revision: 1,
    });
    let rows = await herReminders(to);
    expect(rows.filter((r) => r.state === "superseded")).toHaveLength(4);
    expect(rows.filter((r) => r.state === "queued").map((r) => r.next_attempt_at)).toEqual([
      "2026-03-10T11:45:00.000Z",
      "2026-03-10T11:45:00.000Z",
      "2026-03-11T09:45:00.000Z",
      "2026-03-11T09:45:00.000Z",
    ]);
    // A change made from an older read is refused.
    const stale = await send<{ error: string }>(
      `/calendar/appointments/${booked.id}`,
      {
        kind: "measurement",
        customerId: order.customerId,
        date: "2026-03-12",
        time: "10:00",
        revision: 0,
      },
      { method: "PUT" },
    );
    expect(stale).toMatchObject({ status: 409, json: { error: CALENDAR_REFUSALS.revision } });

    // She withdraws her e-mail consent: its reminders are not sent.
    const customer = await send<{ customer: { revision: number } }>(
      `/customers/${order.customerId}`,
    );
    expect(customer.status).toBe(200);
    await f.db.db.transaction().execute(async (trx) => {
      const { setMessaging } = await import("../customers/customer-messaging");
      await setMessaging(
        trx,
        order.customerId!,
        { language: "en", whatsapp: true, email: false },
        { by: "sunita", now: new Date(f.clock), site: TEST_PUBLIC_URL },
        "customer-form",
      );
    });
    rows = await herReminders(to);
    expect(rows.filter((r) => r.state === "queued").map((r) => r.channel)).toEqual([
      "whatsapp",
      "whatsapp",
    ]);

    const cancelled = await send<{ appointment: Appointment }>(
      `/calendar/appointments/${booked.id}/cancellation`,
      {},
    );
    expect(cancelled.json.appointment.state).toBe("cancelled");
    rows = await herReminders(to);
    expect(rows.filter((r) => r.state === "queued")).toEqual([]);
    const again = await send<{ error: string }>(
      `/calendar/appointments/${booked.id}`,
      { kind: "measurement", customerId: order.customerId, date: "2026-03-12", time: "10:00" },
      { method: "PUT" },
    );
    expect(again).toMatchObject({ status: 409, json: { error: CALENDAR_REFUSALS.cancelled } });
  });

  it("consent given after the booking plans her reminders, sent at their times; withdrawn, none is sent", async () => {
    const { order } = await herOrder({ language: "en", whatsapp: false, email: false });
    const customerId = order.customerId!;
    f.clock = new Date("2026-03-02T12:00:00.000Z").getTime();
    const booked = await book({
      kind: "fitting",
      customerId,
      orderId: order.orderId,
      date: "2026-03-09",
      time: "11:00",
    });
    expect(booked.status).toBe(201);
    const to = [order.customerPhone, order.customerEmail];
    expect(await herReminders(to)).toEqual([]);
    // The owner records, on her customer page, that she agrees to WhatsApp, in Hindi.
    const token = f.sunita;
    const edit = async (messaging: object, changes: object = {}) => {
      const { json, status } = await send<CustomerDetail>(`/customers/${customerId}`, undefined, {
        token,
      });
      expect(status, JSON.stringify(json)).toBe(200);
      const c = json.customer;
      const res = await send(
        `/customers/${customerId}`,
        {
          name: c.name,
          phone: c.phone,
          email: c.email,
          address: c.address,
          type: c.type,
          notes: c.notes,
          revision: c.revision,
          messaging,
          ...changes,
        },
        { method: "PATCH", token },
      );
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    };
    await edit({ language: "hi", whatsapp: true, email: false });
    const waiting = async () =>
      (await herReminders([...to, "+91 98290 55501"]))
        .filter((r) => r.state === "queued")
        .map((r) => [r.channel, r.recipient, r.next_attempt_at, r.language]);
    expect(await waiting()).toEqual([
      ["whatsapp", order.customerPhone, "2026-03-08T05:30:00.000Z", "hi"],
      ["whatsapp", order.customerPhone, "2026-03-09T03:30:00.000Z", "hi"],
    ]);
    // Saved again, nothing changed: still one of each.
    await edit({ language: "hi", whatsapp: true, email: false });
    expect(await waiting()).toHaveLength(2);
    // A new phone: they go to it.
    await edit({ language: "hi", whatsapp: true, email: false }, { phone: "+91 98290 55501" });
    expect((await waiting()).map((r) => r[1])).toEqual(["+91 98290 55501", "+91 98290 55501"]);

    // The worker on a controlled clock sends the 24 hours' one at its time, not before.
    const whatsapp = keepingSender("whatsapp");
    let now = new Date("2026-03-08T05:29:00.000Z");
    const { worker } = testWorker(f.db, [whatsapp.sender], { now: () => now });
    const mine = () => whatsapp.sent.filter((m) => m.recipient === "+91 98290 55501");
    await worker.runOnce();
    expect(mine()).toEqual([]);
    now = new Date("2026-03-08T05:30:00.000Z");
    await worker.runOnce();
    expect(mine().map((m) => [m.kind, m.language])).toEqual([["appointment-reminder", "hi"]]);

    // She withdraws: the 2 hours' one is not sent, at its time or after.
    // (The owners' clock stays where it was: their test session would not last till then.)
    await edit({ language: "hi", whatsapp: false, email: false });
    expect(await waiting()).toEqual([]);
    now = new Date("2026-03-09T03:30:00.000Z");
    await worker.runOnce();
    now = new Date("2026-03-09T05:00:00.000Z");
    await worker.runOnce();
    expect(mine()).toHaveLength(1);
  });

  it("refuses what cannot be booked, by field, and stores nothing", async () => {
    const { order } = await herOrder({ language: "en", whatsapp: false, email: false });
    const other = await herOrder({ language: "en", whatsapp: false, email: false });
    const base = {
      kind: "fitting",
      customerId: order.customerId,
      date: "2026-03-09",
      time: "11:00",
    };
    const before = await storedChanges(f.db);
    const cases: [object, number, string, string | undefined][] = [
      [{ ...base, kind: "party" }, 400, CALENDAR_REFUSALS.kind, "kind"],
      [{ ...base, time: "25:00" }, 400, CALENDAR_REFUSALS.time, "time"],
      [{ ...base, date: "2026-02-30" }, 400, "Date must be a real date", "date"],
      [{ ...base, date: "2026-03-01" }, 400, CALENDAR_REFUSALS.past, "time"],
      [{ ...base, customerId: 999999 }, 400, CALENDAR_REFUSALS.customerNotFound, "customerId"],
      [{ ...base, orderId: other.order.orderId }, 400, CALENDAR_REFUSALS.orderNotHers, "orderId"],
      [{ ...base, orderId: "RR2099999" }, 400, CALENDAR_REFUSALS.orderNotFound, "orderId"],
      [
        { ...base, measurementVersion: 7 },
        400,
        CALENDAR_REFUSALS.measurementNotFound,
        "measurementVersion",
      ],
      [
        { ...base, kind: "pickup", measurementVersion: 1 },
        400,
        CALENDAR_REFUSALS.measurementOnlyFitting,
        "measurementVersion",
      ],
      [{ ...base, durationMinutes: 0 }, 400, CALENDAR_REFUSALS.duration, "durationMinutes"],
      [{ ...base, note: "x".repeat(501) }, 400, "Note must be at most 500 characters", "note"],
    ];
    for (const [body, status, error, field] of cases) {
      const res = await book(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.json.error, JSON.stringify(body)).toContain(error);
      if (field) expect(res.json.field, JSON.stringify(body)).toBe(field);
    }
    expect((await send<CalendarAnswer & { error: string }>("/calendar?from=2026-3-1")).status).toBe(
      400,
    );
    expect((await send<CalendarAnswer>("/calendar?from=2026-03-01&days=8")).status).toBe(400);
    expect(await storedChanges(f.db)).toEqual(before);
    expect((await send("/calendar/appointments/999999")).status).toBe(404);
  });

  it("her link's page shows the appointment and takes her request to move it; wrong codes get 404, then 429", async () => {
    const { order } = await herOrder({ language: "en", whatsapp: true, email: false });
    const booked = (
      await book({
        kind: "fitting",
        customerId: order.customerId,
        orderId: order.orderId,
        date: "2026-03-07",
        time: "15:00",
      })
    ).json.appointment;
    const { code } = await f.db.db
      .selectFrom("appointments")
      .select("code")
      .where("id", "=", booked.id)
      .executeTakeFirstOrThrow();
    const from = ip();
    const headers = { "x-forwarded-for": from, "content-type": "application/json" };
    const get = async (c: string) => f.app.request(`/api/appointments/${c}`, { headers });
    const shown = await get(code);
    expect(shown.status).toBe(200);
    expect(((await shown.json()) as { appointment: PublicAppointment }).appointment).toEqual({
      kind: "fitting",
      date: "2026-03-07",
      time: "15:00",
      cancelled: false,
      asked: false,
    });
    const asked = await f.app.request(`/api/appointments/${code}/requests`, {
      method: "POST",
      headers,
      body: JSON.stringify({ message: "Can we make it Sunday morning?" }),
    });
    expect(asked.status).toBe(201);
    const empty = await f.app.request(`/api/appointments/${code}/requests`, {
      method: "POST",
      headers,
      body: JSON.stringify({ message: "   " }),
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ field: "message" });

    // The owners see it in the calendar and in the inbox.
    const day = await send<CalendarAnswer>("/calendar?from=2026-03-07");
    const seen = day.json.appointments.find((x) => x.id === booked.id)!;
    expect(seen.requests.map((r) => [r.message, r.handled])).toEqual([
      ["Can we make it Sunday morning?", false],
    ]);
    const inbox = await f.db.db
      .selectFrom("contact_messages")
      .selectAll()
      .where("customer_id", "=", order.customerId)
      .execute();
    expect(inbox.map((m) => [m.message, m.subject])).toEqual([
      ["Can we make it Sunday morning?", "Another time for her fitting on 2026-03-07 at 15:00"],
    ]);
    const handled = await send<{ appointment: Appointment }>(
      `/calendar/appointments/${booked.id}/requests/${seen.requests[0]!.id}/handled`,
      {},
    );
    expect(handled.json.appointment.requests[0]!.handled).toBe(true);

    // Wrong codes: the same 404 for unknown and malformed; soon refused altogether.
    const guess = await get("abcdefghijkmnpqr");
    expect(guess.status).toBe(404);
    expect((await get("not-a-code")).status).toBe(404);
    let last = 404;
    for (let i = 0; i < 10 && last !== 429; i++) last = (await get("abcdefghijkmnpq2")).status;
    expect(last).toBe(429);
    expect((await get(code)).status).toBe(429);
  });
});
