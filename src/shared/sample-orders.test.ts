import { describe, expect, it } from "vitest";
import {
  CUSTOMER_STATUSES,
  ORDER_ID_PATTERN,
  PRIORITIES,
  ORDER_TYPES,
  currentStepOf,
  customerStatusFor,
} from "./orders";
import { SAMPLE_ORDERS, TRACKING_DEMO_ORDER_IDS } from "./sample-orders";
import { DEMO_ORDER_IDS } from "./tracking";

const byId = (id: string) => SAMPLE_ORDERS.find((o) => o.orderId === id)!;

describe("sample orders", () => {
  it("has the three tracked orders 001-003 of 2024 at in-work, ready and dispatched", () => {
    expect(TRACKING_DEMO_ORDER_IDS).toEqual(["RR2024001", "RR2024002", "RR2024003"]);
    expect(DEMO_ORDER_IDS).toEqual(TRACKING_DEMO_ORDER_IDS);
    expect(TRACKING_DEMO_ORDER_IDS.map((id) => byId(id).currentStatus)).toEqual([
      "in-work",
      "ready",
      "dispatched",
    ]);
  });

  it("has unique, well-formed ids and varied admin data", () => {
    const ids = SAMPLE_ORDERS.map((o) => o.orderId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => ORDER_ID_PATTERN.test(id))).toBe(true);
    expect(SAMPLE_ORDERS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(SAMPLE_ORDERS.map((o) => o.priority))).toEqual(new Set(PRIORITIES));
    expect(new Set(SAMPLE_ORDERS.map((o) => o.orderType))).toEqual(new Set(ORDER_TYPES));
  });

  it.each(SAMPLE_ORDERS.map((o) => [o.orderId, o] as const))("%s is consistent", (_id, order) => {
    expect(order.totalSteps).toBe(9);
    expect(order.productionSteps).toHaveLength(9);
    expect(order.currentStep).toBe(currentStepOf(order.productionSteps));
    expect(order.currentStatus).toBe(customerStatusFor(order.currentStep));
    expect(Number.isInteger(order.amountRupees) && order.amountRupees > 0).toBe(true);
    expect(order.expectedDelivery > order.orderDate).toBe(true);
    for (const step of order.productionSteps) {
      expect(step.completedDate !== null).toBe(step.status === "completed");
    }
    const current = order.productionSteps[order.currentStep];
    if (current) expect(current.status).toBe("in-progress");
    order.productionSteps
      .slice(order.currentStep + 1)
      .forEach((s) => expect(s.status).toBe("pending"));
  });

  it.each(SAMPLE_ORDERS.map((o) => [o.orderId, o] as const))(
    "%s has a dated history of every status reached",
    (_id, order) => {
      const reached = CUSTOMER_STATUSES.slice(
        0,
        CUSTOMER_STATUSES.indexOf(order.currentStatus) + 1,
      );
      expect(order.statusHistory.map((h) => h.status)).toEqual(reached);
      expect(order.statusHistory[0]?.date).toBe(order.orderDate);
      const dates = order.statusHistory.map((h) => h.date);
      expect([...dates].sort()).toEqual(dates);
      expect(
        order.statusHistory.every((h) => /^\d{4}-\d{2}-\d{2}$/.test(h.date) && h.description),
      ).toBe(true);
    },
  );

  it("includes an on-hold step and a delivered order for the admin view", () => {
    expect(SAMPLE_ORDERS.some((o) => o.productionSteps.some((s) => s.status === "on-hold"))).toBe(
      true,
    );
    expect(SAMPLE_ORDERS.some((o) => o.currentStep === 9 && o.currentStatus === "delivered")).toBe(
      true,
    );
  });
});
