import { describe, expect, it } from "vitest";
import {
  CUSTOMER_STATUSES,
  CUSTOMER_STATUS_INFO,
  ORDER_ID_PATTERN,
  PRODUCTION_STEP_TEMPLATE,
  currentStepOf,
  customerStatusFor,
  newProductionSteps,
  isOrderId,
  normaliseOrderId,
  orderIdFor,
  setStepStatus,
  type StepStatus,
} from "./orders";

const stepsWith = (...statuses: StepStatus[]) =>
  newProductionSteps().map((s, i) => ({ ...s, status: statuses[i] ?? "pending" }));

describe("constants", () => {
  it("lists the five customer statuses in order, with the spec's labels", () => {
    expect(CUSTOMER_STATUSES).toEqual(["received", "in-work", "ready", "dispatched", "delivered"]);
    expect(CUSTOMER_STATUSES.map((s) => CUSTOMER_STATUS_INFO[s].label)).toEqual([
      "Order Received",
      "In Progress",
      "Ready for Dispatch",
      "Dispatched",
      "Delivered",
    ]);
  });

  it("explains each status with the spec's meaning", () => {
    const meanings = [
      "confirmed and in queue",
      "artisans are crafting",
      "completed and ready to ship",
      "on its way",
      "delivered",
    ];
    CUSTOMER_STATUSES.forEach((s, i) => {
      expect(CUSTOMER_STATUS_INFO[s].explanation).toContain(meanings[i]);
      expect(CUSTOMER_STATUS_INFO[s].explanation).toMatch(/^[A-Z].*[.!]$/);
    });
  });

  it("has the nine production steps of spec §3, 19 days in all", () => {
    expect(PRODUCTION_STEP_TEMPLATE.map((s) => s.id)).toEqual(
      Array.from({ length: 9 }, (_, i) => `step-${i}`),
    );
    expect(PRODUCTION_STEP_TEMPLATE.map((s) => s.name)).toEqual([
      "Customer Requirements Analysis",
      "Fabric Sourcing",
      "Design Finalization",
      "Fabric Cutting",
      "Embroidery Work",
      "Stitching & Tailoring",
      "Finishing",
      "Packaging",
      "Distribution",
    ]);
    expect(PRODUCTION_STEP_TEMPLATE.map((s) => s.estimatedDays)).toEqual([
      1, 2, 2, 1, 7, 3, 1, 1, 1,
    ]);
    expect(PRODUCTION_STEP_TEMPLATE.every((s) => s.description.length > 10)).toBe(true);
  });

  it("starts new orders with every step pending", () => {
    expect(
      newProductionSteps().every((s) => s.status === "pending" && s.completedDate === null),
    ).toBe(true);
  });
});

describe("currentStepOf", () => {
  it("is the first in-progress or pending step", () => {
    expect(currentStepOf(stepsWith())).toBe(0);
    expect(currentStepOf(stepsWith("completed", "completed", "in-progress"))).toBe(2);
    expect(currentStepOf(stepsWith("completed", "pending", "completed"))).toBe(1);
  });

  it("skips on-hold steps", () => {
    expect(currentStepOf(stepsWith("completed", "on-hold", "on-hold", "pending"))).toBe(3);
  });

  it("is the step count when none is left to do", () => {
    expect(currentStepOf(stepsWith(...Array<StepStatus>(9).fill("completed")))).toBe(9);
    expect(currentStepOf(stepsWith(...Array<StepStatus>(9).fill("on-hold")))).toBe(9);
  });
});

describe("customerStatusFor", () => {
  it("maps current steps as in product-decisions.md", () => {
    const expected = [
      "received",
      "received",
      "received",
      "in-work",
      "in-work",
      "in-work",
      "in-work",
      "ready",
      "dispatched",
      "delivered",
    ];
    expect(Array.from({ length: 10 }, (_, i) => customerStatusFor(i))).toEqual(expected);
  });
});

describe("setStepStatus", () => {
  const steps = stepsWith("completed", "in-progress");
  steps[0] = { ...steps[0]!, completedDate: "2024-01-10" };

  it("stamps today when completed and returns a new array", () => {
    const next = setStepStatus(steps, "step-1", "completed", "2024-01-12");
    expect(next[1]).toMatchObject({ status: "completed", completedDate: "2024-01-12" });
    expect(next).not.toBe(steps);
    expect(steps[1]).toMatchObject({ status: "in-progress", completedDate: null });
  });

  it.each(["pending", "in-progress", "on-hold"] as const)(
    "clears the date when set to %s",
    (status) => {
      const next = setStepStatus(steps, "step-0", status, "2024-01-12");
      expect(next[0]).toMatchObject({ status, completedDate: null });
    },
  );

  it("allows any order of changes and leaves other steps alone", () => {
    const next = setStepStatus(steps, "step-8", "completed", "2024-01-12");
    expect(next[8]?.status).toBe("completed");
    expect(next.slice(0, 8)).toEqual(steps.slice(0, 8));
    expect(currentStepOf(next)).toBe(1);
  });

  it("ignores an unknown step id", () => {
    expect(setStepStatus(steps, "step-99", "completed", "2024-01-12")).toEqual(steps);
  });
});

describe("order ids", () => {
  it("normalises by trimming and upper-casing", () => {
    expect(normaliseOrderId("  rr2024001 \t")).toBe("RR2024001");
  });

  it("gives each sequence number one ID, three digits wide or as wide as it needs", () => {
    expect([1, 42, 999, 1000, 12345].map((n) => orderIdFor(2026, n))).toEqual([
      "RR2026001",
      "RR2026042",
      "RR2026999",
      "RR20261000",
      "RR202612345",
    ]);
    for (const n of [1, 999, 1000, 99_999_999]) expect(isOrderId(orderIdFor(2026, n))).toBe(true);
  });

  it("accepts prefix, year and a sequence of three digits, or more once past 999", () => {
    for (const good of ["RR2024001", "RR2026999", "RR20261000", "RR202612345678"])
      expect(ORDER_ID_PATTERN.test(good)).toBe(true);
    for (const bad of [
      "RR202401",
      "RR20240001",
      "RR20260999",
      "RR2026123456789",
      "XX2024001",
      "rr2024001",
      "RR2024001 ",
      "",
      "RR-2024-001",
    ]) {
      expect(ORDER_ID_PATTERN.test(bad)).toBe(false);
    }
  });
});
