import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import { orderSummaryOf, type AdminOrderDetail, type AdminOrderSummary } from "../../shared/admin";
import { formatRupees } from "../../shared/orders";
import { SAMPLE_ORDERS } from "../../shared/sample-orders";
import { ORDER_NOT_FOUND } from "../orders/order-routes";
import {
  allowTimeForScrypt,
  createAdminTestApp,
  loginAs,
  withToken,
} from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";

allowTimeForScrypt();

describeEachEngine("admin orders", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let token: string;
  /** When the database was opened (and the samples seeded). */
  let seededAt: string;
  const get = (url: string) => app.request(url, withToken(token));

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => new Date("2024-02-01T10:00:00Z"));
    seededAt = (
      await testDb.db.db.selectFrom("order_events").select("at").executeTakeFirstOrThrow()
    ).at;
    token = (await loginAs(app)).token;
  });

  it("lists every order, newest order date first, with its current step", async () => {
    const res = await get("/api/admin/orders");
    expect(res.status).toBe(200);
    const { orders } = (await res.json()) as { orders: AdminOrderSummary[] };
    expect(orders).toHaveLength(SAMPLE_ORDERS.length);
    const expectedOrder = [...SAMPLE_ORDERS]
      .sort((a, b) => b.orderDate.localeCompare(a.orderDate) || a.orderId.localeCompare(b.orderId))
      .map((o) => o.orderId);
    expect(orders.map((o) => o.orderId)).toEqual(expectedOrder);
    for (const sample of SAMPLE_ORDERS) {
      const row = orders.find((o) => o.orderId === sample.orderId)!;
      expect(row).toEqual({
        orderId: sample.orderId,
        customerName: sample.customerName,
        customerPhone: sample.customerPhone,
        orderDate: sample.orderDate,
        expectedDelivery: sample.expectedDelivery,
        orderType: sample.orderType,
        priority: sample.priority,
        amountRupees: sample.amountRupees,
        totalAmount: formatRupees(sample.amountRupees),
        currentStep: sample.currentStep,
        totalSteps: 9,
        currentStepName:
          sample.currentStep === 9 ? "Completed" : sample.productionSteps[sample.currentStep]!.name,
        currentStatus: sample.currentStatus,
        revision: 0,
        balanceRupees: sample.amountRupees,
        balanceDue: formatRupees(sample.amountRupees),
        cancelled: false,
      });
    }
    expect(orders.find((o) => o.orderId === "RR2024007")?.currentStepName).toBe("Completed");
    expect(orders.find((o) => o.orderId === "RR2024001")?.currentStepName).toBe("Embroidery Work");
  });

  it("gives one order with its 9 steps, history, amounts, (no) payments and its timeline", async () => {
    for (const sample of SAMPLE_ORDERS) {
      const res = await get(`/api/admin/orders/${sample.orderId}`);
      expect(res.status).toBe(200);
      const detail = (await res.json()) as AdminOrderDetail;
      expect(detail).toEqual({
        order: {
          ...sample,
          customerId: expect.any(Number),
          totalAmount: formatRupees(sample.amountRupees),
          revision: 0,
          paidRupees: 0,
          balanceRupees: sample.amountRupees,
          advanceDuePaise: null,
          measurements: null,
        },
        payments: [],
        timeline: [{ id: expect.any(Number), kind: "created", at: seededAt, by: null }],
      });
      expect(detail.order.productionSteps.map((s) => s.id)).toEqual(
        Array.from({ length: 9 }, (_, i) => `step-${i}`),
      );
    }
  });

  it("builds each list row from the order exactly as the browser builds it from an answer", async () => {
    const { orders } = (await (await get("/api/admin/orders")).json()) as {
      orders: AdminOrderSummary[];
    };
    for (const row of orders) {
      const detail = (await (
        await get(`/api/admin/orders/${row.orderId}`)
      ).json()) as AdminOrderDetail;
      expect(orderSummaryOf(detail.order)).toEqual(row);
    }
  });

  it("answers an unknown or malformed order ID with 404 JSON", async () => {
    for (const id of ["RR2099001", "nothing", "RR2024001x", "%27%20OR%201%3D1", "%ZZ"]) {
      const res = await get(`/api/admin/orders/${id}`);
      expect([res.status, await res.json()]).toEqual([404, ORDER_NOT_FOUND]);
    }
  });
});
