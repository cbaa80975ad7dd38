import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import type { AdminOrderDetail, AdminOrderSummary, ContactMessageRecord } from "../../shared/admin";
import { formatRupees } from "../../shared/orders";
import { SAMPLE_ORDERS } from "../../shared/sample-orders";
import { createContactRepository } from "../contact/contact-repository";
import { ORDER_NOT_FOUND } from "../orders/order-routes";
import {
  allowTimeForScrypt,
  createAdminTestApp,
  loginAs,
  withToken,
} from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";

allowTimeForScrypt();

describeEachEngine("admin orders and messages", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let token: string;
  const get = (url: string) => app.request(url, withToken(token));

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => new Date("2024-02-01T10:00:00Z"));
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
        orderDate: sample.orderDate,
        expectedDelivery: sample.expectedDelivery,
        orderType: sample.orderType,
        priority: sample.priority,
        totalAmount: formatRupees(sample.amountRupees),
        currentStep: sample.currentStep,
        totalSteps: 9,
        currentStepName:
          sample.currentStep === 9 ? "Completed" : sample.productionSteps[sample.currentStep]!.name,
        currentStatus: sample.currentStatus,
      });
    }
    expect(orders.find((o) => o.orderId === "RR2024007")?.currentStepName).toBe("Completed");
    expect(orders.find((o) => o.orderId === "RR2024001")?.currentStepName).toBe("Embroidery Work");
  });

  it("gives one order with its 9 steps, history, formatted amount and (no) changes", async () => {
    for (const sample of SAMPLE_ORDERS) {
      const res = await get(`/api/admin/orders/${sample.orderId}`);
      expect(res.status).toBe(200);
      const detail = (await res.json()) as AdminOrderDetail;
      expect(detail).toEqual({
        order: { ...sample, totalAmount: formatRupees(sample.amountRupees) },
        changes: [],
      });
      expect(detail.order.productionSteps.map((s) => s.id)).toEqual(
        Array.from({ length: 9 }, (_, i) => `step-${i}`),
      );
    }
  });

  it("answers an unknown or malformed order ID with 404 JSON", async () => {
    for (const id of ["RR2099001", "nothing", "RR2024001x", "%27%20OR%201%3D1", "%ZZ"]) {
      const res = await get(`/api/admin/orders/${id}`);
      expect([res.status, await res.json()]).toEqual([404, ORDER_NOT_FOUND]);
    }
  });

  it("lists contact messages newest first", async () => {
    const repo = createContactRepository(testDb.db.db);
    const base = { phone: "98290 41736", email: "", subject: "", message: "Hello" };
    const first = await repo.saveMessage(
      { ...base, name: "Kavya" },
      new Date("2024-03-01T10:00:00Z"),
    );
    const second = await repo.saveMessage(
      { ...base, name: "Isha" },
      new Date("2024-03-02T10:00:00Z"),
    );
    const res = await get("/api/admin/messages");
    expect(res.status).toBe(200);
    const { messages } = (await res.json()) as { messages: ContactMessageRecord[] };
    expect(messages.map((m) => [m.id, m.name, m.receivedAt])).toEqual([
      [second, "Isha", "2024-03-02T10:00:00.000Z"],
      [first, "Kavya", "2024-03-01T10:00:00.000Z"],
    ]);
    expect(messages[0]).toEqual({
      ...base,
      id: second,
      name: "Isha",
      receivedAt: "2024-03-02T10:00:00.000Z",
    });
  });
});
