import { expect, it } from "vitest";
import { orderSummaryOf, type AdminOrderSummary } from "../../shared/admin";
import { STATUS_HISTORY_NOTES, type PublicOrder } from "../../shared/orders";
import { SAMPLE_ORDERS } from "../../shared/sample-orders";
import { withToken } from "../test-support/admin-app";
import { describeEachEngine } from "../test-support/databases";
import { START, TODAY_IN_INDIA, useStepUpdateFixture } from "../test-support/step-update-fixture";

const sample = (id: string) => SAMPLE_ORDERS.find((o) => o.orderId === id)!;

describeEachEngine("PATCH /api/admin/orders/:orderId/steps/:stepId", (engine) => {
  const { f, setStep } = useStepUpdateFixture(engine);

  it("stamps a completed step with today's date in India and moves currentStep on", async () => {
    const { order, timeline } = await setStep("RR2024001", "step-4", "completed");
    expect(order.productionSteps[4]).toMatchObject({
      status: "completed",
      completedDate: TODAY_IN_INDIA,
    });
    expect(order.currentStep).toBe(5);
    expect(order.currentStatus).toBe("in-work");
    expect(order.statusHistory).toEqual(sample("RR2024001").statusHistory);
    expect(timeline.map(({ id: _id, ...entry }) => entry)).toEqual([
      {
        kind: "step",
        stepId: "step-4",
        stepName: "Embroidery Work",
        from: "in-progress",
        to: "completed",
        by: "Sunita Rathore",
        at: new Date(START).toISOString(),
      },
      { kind: "created", by: null, at: new Date(START).toISOString() },
    ]);
    const row = await f.db.db
      .selectFrom("production_steps")
      .select(["updated_by", "updated_at"])
      .where("order_id", "=", "RR2024001")
      .where("step_id", "=", "step-4")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ updated_by: "sunita", updated_at: new Date(START).toISOString() });
  });

  it("clears completedDate for any other status and recomputes the customer status", async () => {
    for (const status of ["in-progress", "on-hold", "pending"] as const) {
      const { order } = await setStep("RR2024001", "step-1", status);
      expect(order.productionSteps[1]).toMatchObject({ status, completedDate: null });
    }
    const { order } = await setStep("RR2024001", "step-0", "pending");
    expect([order.currentStep, order.currentStatus]).toEqual([0, "received"]);
    expect(order.statusHistory.at(-1)).toEqual({
      status: "received",
      date: TODAY_IN_INDIA,
      description: STATUS_HISTORY_NOTES.received,
    });
  });

  it("skips on-hold steps when finding the current step, in any order of updates", async () => {
    await setStep("RR2024008", "step-8", "completed");
    await setStep("RR2024008", "step-0", "completed");
    const { order } = await setStep("RR2024008", "step-1", "on-hold");
    expect(order.currentStep).toBe(2);
    expect(order.productionSteps[8]?.completedDate).toBe(TODAY_IN_INDIA);
  });

  it("delivers RR2024003 when its last step completes, visible on the public tracking page", async () => {
    const before = sample("RR2024003");
    const { order } = await setStep("RR2024003", "step-8", "completed");
    expect([order.currentStep, order.currentStatus]).toEqual([9, "delivered"]);
    const delivered = {
      status: "delivered",
      date: TODAY_IN_INDIA,
      description: STATUS_HISTORY_NOTES.delivered,
    };
    expect(order.statusHistory).toEqual([...before.statusHistory, delivered]);

    const pub = await f.app.request("/api/orders/RR2024003");
    const tracked = ((await pub.json()) as { order: PublicOrder }).order;
    expect(tracked.currentStatus).toBe("delivered");
    expect(tracked.statusHistory.at(-1)).toEqual({ kind: "status", ...delivered });

    const list = (await (await f.app.request("/api/admin/orders", withToken(f.rekha))).json()) as {
      orders: AdminOrderSummary[];
    };
    expect(list.orders.find((o) => o.orderId === "RR2024003")).toMatchObject({
      currentStep: 9,
      currentStepName: "Completed",
      currentStatus: "delivered",
    });
  });

  it("records who changed what and when, newest first, with the status it moved to", async () => {
    await setStep("RR2024002", "step-7", "completed", f.sunita);
    f.clock += 60_000;
    const { timeline } = await setStep("RR2024002", "step-7", "on-hold", f.rekha);
    const told = timeline.map((e) =>
      e.kind === "step" ? [e.by, e.from, e.to, e.at] : [e.by, e.kind, e.at],
    );
    expect(told).toEqual([
      ["Rekha Shekhawat", "completed", "on-hold", new Date(START + 60_000).toISOString()],
      ["Sunita Rathore", "status", new Date(START).toISOString()],
      ["Sunita Rathore", "in-progress", "completed", new Date(START).toISOString()],
      [null, "created", new Date(START).toISOString()],
    ]);
    expect(timeline[1]).toMatchObject({ kind: "status", status: "dispatched" });
  });

  it("raises the order's revision with each stored change; the list row matches the answer", async () => {
    const first = await setStep("RR2024001", "step-4", "completed");
    const second = await setStep("RR2024001", "step-5", "completed", f.rekha);
    const again = await setStep("RR2024001", "step-5", "completed");
    expect([first, second, again].map((d) => d.order.revision)).toEqual([1, 2, 2]);
    expect(again.timeline.filter((e) => e.kind === "step")).toHaveLength(2);

    const list = (await (await f.app.request("/api/admin/orders", withToken(f.sunita))).json()) as {
      orders: AdminOrderSummary[];
    };
    const row = list.orders.find((o) => o.orderId === "RR2024001");
    expect(row).toEqual(orderSummaryOf(second.order));
    expect(row).toMatchObject({ currentStep: 6, currentStepName: "Finishing", revision: 2 });
    expect(list.orders.find((o) => o.orderId === "RR2024002")?.revision).toBe(0);
  });
});
