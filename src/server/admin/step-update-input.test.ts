import { expect, it } from "vitest";
import type { AdminOrderDetail } from "../../shared/admin";
import type { StepStatus } from "../../shared/orders";
import { ORDER_NOT_FOUND } from "../orders/order-routes";
import { createAdminTestApp, withToken } from "../test-support/admin-app";
import { describeEachEngine } from "../test-support/databases";
import { useStepUpdateFixture } from "../test-support/step-update-fixture";
import { orderProblems } from "../test-support/stored-data-rules";
import { STEP_NOT_FOUND } from "./order-admin-routes";

describeEachEngine("PATCH .../steps/:stepId: no-ops, bad input, concurrency", (engine) => {
  const { f, patch, countRows, countChanges } = useStepUpdateFixture(engine);

  it("treats setting a step to its current status as a no-op", async () => {
    const res = await patch("RR2024001", "step-4", { status: "in-progress" });
    expect(res.status).toBe(200);
    const { order, timeline } = (await res.json()) as AdminOrderDetail;
    expect([order.revision, timeline.map((e) => e.kind)]).toEqual([0, ["created"]]);
    expect(await countChanges()).toBe(0);
  });

  it.each<[string, unknown]>([
    ["an unknown status", { status: "done" }],
    ["a missing status", {}],
    ["a number", { status: 2 }],
    ["a JSON array", [{ status: "completed" }]],
    ["invalid JSON", "{status:"],
  ])("refuses %s with 400 JSON and writes nothing", async (_case, body) => {
    const history = await countRows("status_history");
    const res = await patch("RR2024001", "step-4", body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: string; field?: string };
    expect(json.error).toMatch(/\w+/);
    if (typeof body === "object" && !Array.isArray(body)) {
      expect(json).toEqual({
        error: "status must be one of: pending, in-progress, completed, on-hold",
        field: "status",
      });
    }
    expect([await countChanges(), await countRows("status_history")]).toEqual([0, history]);
  });

  it("answers an unknown order or step with 404 JSON", async () => {
    const unknownOrder = await patch("RR2099001", "step-0", { status: "completed" });
    expect([unknownOrder.status, await unknownOrder.json()]).toEqual([404, ORDER_NOT_FOUND]);
    for (const step of ["step-9", "step-x", "1"]) {
      const res = await patch("RR2024001", step, { status: "completed" });
      expect([res.status, await res.json()]).toEqual([404, STEP_NOT_FOUND]);
    }
    expect(await countChanges()).toBe(0);
  });

  it("loses neither of two owners' concurrent changes to one order", async () => {
    // Two instances on PostgreSQL. SQLite is one instance: better-sqlite3 is synchronous, so
    // two connections in one process would block each other, and Kysely serialises one's work.
    const second = engine === "postgres" ? await f.location.open() : f.db;
    try {
      const other =
        second === f.db ? f.app : await createAdminTestApp(second, () => new Date(f.clock));
      const rounds: [StepStatus, StepStatus, number, string][] = [
        ["completed", "completed", 9, "delivered"],
        ["in-progress", "pending", 7, "ready"],
        ["completed", "completed", 9, "delivered"],
      ];
      for (const [step7, step8, currentStep, status] of rounds) {
        const [a, b] = await Promise.all([
          patch("RR2024002", "step-7", { status: step7 }, f.sunita, f.app),
          patch("RR2024002", "step-8", { status: step8 }, f.rekha, other),
        ]);
        expect([a.status, b.status]).toEqual([200, 200]);
        const res = await f.app.request("/api/admin/orders/RR2024002", withToken(f.sunita));
        const { order } = (await res.json()) as AdminOrderDetail;
        expect(order.productionSteps.slice(7).map((s) => s.status)).toEqual([step7, step8]);
        expect([order.currentStep, order.currentStatus]).toEqual([currentStep, status]);
        expect(order.statusHistory.at(-1)?.status).toBe(status);
      }
      const { timeline } = (await (
        await f.app.request("/api/admin/orders/RR2024002", withToken(f.sunita))
      ).json()) as AdminOrderDetail;
      expect(timeline.filter((e) => e.kind === "step")).toHaveLength(6);
      expect(await orderProblems(f.db.db)).toEqual([]);
    } finally {
      if (second !== f.db) await second.close();
    }
  });
});
