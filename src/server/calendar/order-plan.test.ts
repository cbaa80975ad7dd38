/**
 * After a fitting, and before her occasion, on both engines (issue 24 §3): a trial note with
 * the alterations it calls for, each a step of the order's own after the nine, moved on to
 * completed; her occasion's date kept on the order, and whether the unfinished steps' usual
 * durations (the spec's days for the nine, the owner's for an alteration) fit before it.
 */
import { describe, expect, it } from "vitest";
import {
  CALENDAR_REFUSALS,
  type Appointment,
  type OrderCalendar,
} from "../../shared/calendar/calendar";
import { PRODUCTION_STEP_TEMPLATE } from "../../shared/production-steps";
import { storedChanges } from "../test-support/admin-endpoints";
import { describeEachEngine } from "../test-support/databases";
import { useOrderFixture } from "../test-support/order-fixture";
import { occasionFit } from "./order-plan";

describe("the fit before her occasion", () => {
  it("adds up the unfinished steps' days from today and compares with her date", () => {
    const steps = [{ estimatedDays: 7 }, { estimatedDays: 3 }, { estimatedDays: 2 }];
    expect(occasionFit("2026-03-14", steps, "2026-03-02")).toEqual({
      eventDate: "2026-03-14",
      daysNeeded: 12,
      daysLeft: 12,
      readyBy: "2026-03-14",
      fits: true,
    });
    expect(occasionFit("2026-03-13", steps, "2026-03-02")).toMatchObject({
      fits: false,
      daysLeft: 11,
      readyBy: "2026-03-14",
    });
    expect(occasionFit("2026-03-02", [], "2026-03-02").fits).toBe(true);
  });
});

describeEachEngine("trial notes, alterations and her occasion", (engine) => {
  const { f, send, createOrder, change, track, trackWithDigits } = useOrderFixture(engine);
  const plan = (orderId: string) => send<OrderCalendar>(`/calendar/orders/${orderId}`);
  const spec = PRODUCTION_STEP_TEMPLATE.reduce((sum, s) => sum + s.estimatedDays, 0);

  it("a fitting's note becomes alteration steps of the order, which count towards her date", async () => {
    const { order } = await createOrder();
    // Her wedding in 25 days: the nine steps' 19 days fit.
    let answer = await send<OrderCalendar>(
      `/calendar/orders/${order.orderId}/occasion`,
      { eventDate: "2026-03-27" },
      { method: "PUT" },
    );
    expect(answer.status).toBe(200);
    expect(answer.json.fit).toEqual({
      eventDate: "2026-03-27",
      daysNeeded: spec,
      daysLeft: 25,
      readyBy: "2026-03-21",
      fits: true,
    });

    const fitting = await send<{ appointment: Appointment }>("/calendar/appointments", {
      kind: "fitting",
      customerId: order.customerId,
      orderId: order.orderId,
      date: "2026-03-03",
      time: "12:00",
    });
    expect(fitting.status).toBe(201);
    answer = await send<OrderCalendar>(`/calendar/orders/${order.orderId}/trial-notes`, {
      appointmentId: fitting.json.appointment.id,
      note: "Blouse loose at the waist; sleeves 1 inch long",
      alterations: [
        { name: "Take in the waist", estimatedDays: 2 },
        { name: "Shorten the sleeves", estimatedDays: 5 },
      ],
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    expect(answer.json.trialNotes).toMatchObject([
      {
        appointmentId: fitting.json.appointment.id,
        note: "Blouse loose at the waist; sleeves 1 inch long",
        createdBy: "Sunita Rathore",
      },
    ]);
    expect(answer.json.alterations.map((a) => [a.name, a.estimatedDays, a.status])).toEqual([
      ["Take in the waist", 2, "pending"],
      ["Shorten the sleeves", 5, "pending"],
    ]);
    // 19 + 7 days no longer fit before the 27th: a warning.
    expect(answer.json.fit).toMatchObject({ daysNeeded: spec + 7, fits: false });

    // Steps done: the nine's first five (13 days) and one alteration.
    for (let i = 0; i <= 4; i++)
      await change(`/orders/${order.orderId}/steps/step-${i}`, { status: "completed" }, "PATCH");
    const waist = answer.json.alterations[0]!.id;
    answer = await send<OrderCalendar>(
      `/calendar/orders/${order.orderId}/alterations/${waist}`,
      { status: "completed" },
      { method: "PATCH" },
    );
    expect(answer.status).toBe(200);
    expect(answer.json.alterations[0]).toMatchObject({
      status: "completed",
      completedDate: "2026-03-02",
    });
    expect(answer.json.fit).toMatchObject({ daysNeeded: spec - 13 + 5, fits: true });

    // Her tracking page: the alterations with where each stands, only after her digits.
    const byId = await track(order.orderId);
    expect(byId.status).toBe(200);
    expect(JSON.stringify(byId.json)).not.toContain("Take in the waist");
    const wrong = await trackWithDigits(order.orderId, "0000");
    expect(wrong.status).toBe(403);
    expect(JSON.stringify(wrong.json)).not.toContain("Take in the waist");
    const hers = await trackWithDigits(
      order.orderId,
      order.customerPhone.replace(/\D/g, "").slice(-4),
    );
    expect(hers.status).toBe(200);
    expect((hers.json as { alterations?: unknown }).alterations).toEqual([
      { name: "Take in the waist", status: "completed", completedDate: "2026-03-02" },
      { name: "Shorten the sleeves", status: "pending", completedDate: null },
    ]);

    // Cleared: no date, no fit.
    answer = await send<OrderCalendar>(
      `/calendar/orders/${order.orderId}/occasion`,
      { eventDate: null },
      { method: "PUT" },
    );
    expect(answer.json.fit).toBeNull();
    expect((await plan(order.orderId)).json.alterations).toHaveLength(2);
  });

  it("refuses what is not there, by field, and stores nothing", async () => {
    const { order } = await createOrder();
    const other = await createOrder();
    const elsewhere = await send<{ appointment: Appointment }>("/calendar/appointments", {
      kind: "fitting",
      customerId: other.order.customerId,
      orderId: other.order.orderId,
      date: "2026-03-04",
      time: "12:00",
    });
    const before = await storedChanges(f.db);
    const refusals: [string, unknown, string, number, string, string?][] = [
      [
        `/calendar/orders/${order.orderId}/trial-notes`,
        { note: "" },
        "POST",
        400,
        "Trial note is required",
        "note",
      ],
      [
        `/calendar/orders/${order.orderId}/trial-notes`,
        { note: "x", alterations: [{ name: "Hem", estimatedDays: 0 }] },
        "POST",
        400,
        CALENDAR_REFUSALS.days,
        "alterations.0.estimatedDays",
      ],
      [
        `/calendar/orders/${order.orderId}/trial-notes`,
        { note: "x", appointmentId: elsewhere.json.appointment.id },
        "POST",
        400,
        CALENDAR_REFUSALS.notFound,
        "appointmentId",
      ],
      [
        `/calendar/orders/RR2099999/trial-notes`,
        { note: "x" },
        "POST",
        404,
        CALENDAR_REFUSALS.orderNotFound,
      ],
      [
        `/calendar/orders/${order.orderId}/alterations/999999`,
        { status: "completed" },
        "PATCH",
        404,
        CALENDAR_REFUSALS.alterationNotFound,
      ],
      [
        `/calendar/orders/${order.orderId}/alterations/1`,
        { status: "done" },
        "PATCH",
        400,
        CALENDAR_REFUSALS.status,
        "status",
      ],
      [
        `/calendar/orders/${order.orderId}/occasion`,
        { eventDate: "2026-02-30" },
        "PUT",
        400,
        "Event date must be a real date",
        "eventDate",
      ],
    ];
    for (const [path, body, method, status, error, field] of refusals) {
      const res = await send<{ error: string; field?: string }>(path, body, { method });
      expect(res.status, path).toBe(status);
      expect(res.json.error, path).toBe(error);
      if (field) expect(res.json.field, path).toBe(field);
    }
    expect(await storedChanges(f.db)).toEqual(before);
    expect((await plan("RR2099999")).status).toBe(404);
  });
});
