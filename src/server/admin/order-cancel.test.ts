import { expect, it } from "vitest";
import type { AdminOrderSummary } from "../../shared/admin";
import { lastFourDigits } from "../../shared/phone";
import { ORDER_CANCELLED } from "../orders/order-change";
import { storedChanges } from "../test-support/admin-endpoints";
import { describeEachEngine } from "../test-support/databases";
import { START, TODAY_IN_INDIA, useOrderFixture } from "../test-support/order-fixture";

describeEachEngine("POST /api/admin/orders/:id/cancellation", (engine) => {
  const { f, send, createOrder, change, track, trackWithDigits } = useOrderFixture(engine);

  it("cancels with a reason: who and when, in the timeline, out of the active list", async () => {
    const active = await createOrder();
    const taken = await createOrder();
    const id = taken.order.orderId;
    await change(`/orders/${id}/steps/step-0`, { status: "completed" }, "PATCH");
    f.clock = START + 60_000;
    const { order, timeline } = await change(
      `/orders/${id}/cancellation`,
      { reason: "  Wedding postponed  " },
      "POST",
      f.rekha,
    );
    const at = new Date(START + 60_000).toISOString();
    expect(order.cancellation).toEqual({ at, by: "Rekha Shekhawat", reason: "Wedding postponed" });
    expect(order.revision).toBe(2);
    expect(timeline[0]).toEqual({
      id: expect.any(Number),
      kind: "cancelled",
      reason: "Wedding postponed",
      by: "Rekha Shekhawat",
      at,
    });

    // The server filters: the list holds the active orders unless asked for others.
    const ids = async (state?: "active" | "cancelled" | "all") =>
      (
        await send<{ orders: AdminOrderSummary[] }>(`/orders${state ? `?state=${state}` : ""}`)
      ).json.orders.map((o) => o.orderId);
    expect(await ids()).toEqual(await ids("active"));
    expect(await ids("active")).toContain(active.order.orderId);
    expect(await ids("active")).not.toContain(id);
    expect(await ids("cancelled")).toEqual([id]);
    expect(await ids("all")).toEqual(expect.arrayContaining([id, active.order.orderId]));
  });

  it("freezes the steps and the details: every change to them is refused and stores nothing", async () => {
    const taken = await createOrder();
    const id = taken.order.orderId;
    await change(`/orders/${id}/cancellation`, { reason: "Duplicate entry" });
    const before = await storedChanges(f.db);
    for (const status of ["completed", "on-hold", "pending"]) {
      const res = await send(`/orders/${id}/steps/step-0`, { status }, { method: "PATCH" });
      expect([res.status, res.json]).toEqual([409, ORDER_CANCELLED]);
    }
    const again = await send(`/orders/${id}/cancellation`, { reason: "Twice" });
    expect([again.status, again.json]).toEqual([
      409,
      { error: "This order is already cancelled." },
    ]);
    expect(await storedChanges(f.db)).toEqual(before);
  });

  it("needs a reason, named in the refusal", async () => {
    const { order } = await createOrder();
    const before = await storedChanges(f.db);
    for (const body of [{}, { reason: "   " }, { reason: 42 }]) {
      const res = await send(`/orders/${order.orderId}/cancellation`, body);
      expect([res.status, res.json]).toEqual([
        400,
        { error: "Reason is required", field: "reason" },
      ]);
    }
    const long = await send(`/orders/${order.orderId}/cancellation`, { reason: "x".repeat(301) });
    expect([long.status, long.json]).toEqual([
      400,
      { error: "Reason must be at most 300 characters", field: "reason" },
    ]);
    expect(await storedChanges(f.db)).toEqual(before);
  });

  it("tells the customer on the tracking page that the order was cancelled, not why", async () => {
    const { order } = await createOrder();
    await change(`/orders/${order.orderId}/cancellation`, { reason: "Unpaid advance" });
    for (const res of [
      await track(order.orderId),
      await trackWithDigits(order.orderId, lastFourDigits(order.customerPhone)),
    ]) {
      expect(res.status).toBe(200);
      expect(res.json.order).toMatchObject({
        cancelledOn: TODAY_IN_INDIA,
        currentStatus: "received",
      });
      expect(JSON.stringify(res.json)).not.toContain("Unpaid");
    }
  });
});
