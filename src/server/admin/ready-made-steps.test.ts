import { expect, it } from "vitest";
import type { AdminOrderDetail } from "../../shared/admin";
import {
  PRODUCTION_STEP_TEMPLATE,
  READY_MADE_STEP_TEMPLATE,
  STATUS_HISTORY_NOTES,
} from "../../shared/orders";
import { SAMPLE_ORDERS } from "../../shared/sample-orders";
import { describeEachEngine } from "../test-support/databases";
import { editBody } from "../test-support/order-bodies";
import { useOrderFixture } from "../test-support/order-fixture";
import { orderProblems } from "../test-support/stored-data-rules";

/** Issue 25, slip 11: a ready-made order has its own short template; older orders keep theirs. */
describeEachEngine("a ready-made order's steps", (engine) => {
  const { f, send, createOrder, change, codeOf, trackByCode } = useOrderFixture(engine);
  const stepNames = (d: AdminOrderDetail) => d.order.productionSteps.map((s) => s.name);
  const complete = (orderId: string, stepId: string) =>
    change(`/orders/${orderId}/steps/${stepId}`, { status: "completed" }, "PATCH");

  it("gets Order Received, Quality Check, Packing and Dispatch, and her status follows them", async () => {
    const created = await createOrder({ orderType: "ready-made" });
    const { orderId } = created.order;
    expect(stepNames(created)).toEqual(["Order Received", "Quality Check", "Packing", "Dispatch"]);
    expect(created.order).toMatchObject({
      totalSteps: 4,
      currentStep: 0,
      currentStatus: "received",
    });
    expect(created.order.productionSteps.map((s) => s.status)).toEqual([
      "in-progress",
      "pending",
      "pending",
      "pending",
    ]);

    const [received, checked, packed, sent] = READY_MADE_STEP_TEMPLATE.map((s) => s.id);
    expect((await complete(orderId, received!)).order.currentStatus).toBe("received");
    expect((await complete(orderId, checked!)).order.currentStatus).toBe("ready");
    expect((await complete(orderId, packed!)).order.currentStatus).toBe("dispatched");
    const delivered = await complete(orderId, sent!);
    expect(delivered.order).toMatchObject({ currentStep: 4, currentStatus: "delivered" });
    expect(delivered.order.statusHistory.map((h) => [h.status, h.description])).toEqual(
      (["received", "ready", "dispatched", "delivered"] as const).map((s) => [
        s,
        STATUS_HISTORY_NOTES[s],
      ]),
    );

    // Her tracking page follows the short template too.
    const tracked = await trackByCode(await codeOf(orderId));
    expect(tracked.json.order.currentStatus).toBe("delivered");
    expect(await orderProblems(f.db.db)).toEqual([]);
  });

  it("a made-to-order piece still gets the nine steps", async () => {
    const created = await createOrder({ orderType: "custom" });
    expect(stepNames(created)).toEqual(PRODUCTION_STEP_TEMPLATE.map((s) => s.name));
  });

  it("an order keeps the template it was taken with when its type is changed", async () => {
    const created = await createOrder({ orderType: "ready-made" });
    const edited = await change(
      `/orders/${created.order.orderId}`,
      editBody(created.order, { orderType: "custom" }),
      "PATCH",
    );
    expect(edited.order.orderType).toBe("custom");
    expect(stepNames(edited)).toEqual(stepNames(created));
    const [first] = READY_MADE_STEP_TEMPLATE.map((s) => s.id);
    expect((await complete(created.order.orderId, first!)).order.currentStatus).toBe("received");
    expect(await orderProblems(f.db.db)).toEqual([]);
  });

  it("the spec's ready-made sample orders keep their nine steps, word for word", async () => {
    const samples = SAMPLE_ORDERS.filter((o) => o.orderType === "ready-made");
    expect(samples.length).toBeGreaterThan(0);
    for (const sample of samples) {
      const { json, status } = await send(`/orders/${sample.orderId}`);
      expect(status).toBe(200);
      expect(json.order.productionSteps).toEqual(sample.productionSteps);
      expect(json.order.currentStatus).toBe(sample.currentStatus);
    }
  });
});
