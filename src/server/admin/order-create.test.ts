import { expect, it } from "vitest";
import type { CustomerSummary } from "../../shared/customers";
import { NO_MESSAGING } from "../../shared/notifications";
import type { AdminOrderDetail } from "../../shared/admin";
import { PRODUCTION_STEP_TEMPLATE, STATUS_HISTORY_NOTES } from "../../shared/orders";
import { storedChanges } from "../test-support/admin-endpoints";
import { describeEachEngine } from "../test-support/databases";
import { newOrderBody } from "../test-support/order-bodies";
import { START, useOrderFixture } from "../test-support/order-fixture";

describeEachEngine("POST /api/admin/orders: taking an order", (engine) => {
  const { f, send, createOrder, listRow, codeOf, trackByCode } = useOrderFixture(engine);
  const at = new Date(START).toISOString();

  it("starts the order at Order Received: nine steps, the first in progress, one history entry", async () => {
    const body = newOrderBody({ notes: "Sister of the bride; the sangeet is on the 20th" });
    const res = await send<AdminOrderDetail>("/orders", body);
    expect(res.status).toBe(201);
    const { order, payments, timeline } = res.json;
    expect(order.orderId).toBe("RR2026001");
    expect(order.productionSteps).toEqual(
      PRODUCTION_STEP_TEMPLATE.map((t, i) => ({
        ...t,
        status: i === 0 ? "in-progress" : "pending",
        completedDate: null,
      })),
    );
    expect(order).toMatchObject({
      customerName: body.customer.name,
      customerPhone: body.customer.phone,
      customerEmail: body.customer.email,
      address: body.customer.address,
      items: body.items,
      orderType: body.orderType,
      priority: body.priority,
      orderDate: body.orderDate,
      expectedDelivery: body.expectedDelivery,
      amountRupees: 24000,
      totalAmount: "₹24,000",
      currentStep: 0,
      totalSteps: 9,
      currentStatus: "received",
      isSample: false,
      cancellation: null,
      revision: 0,
      paidRupees: 0,
      balanceRupees: 24000,
    });
    expect(order.statusHistory).toEqual([
      { status: "received", date: body.orderDate, description: STATUS_HISTORY_NOTES.received },
    ]);
    expect(payments).toEqual([]);
    expect(timeline.map(({ id: _, ...entry }) => entry)).toEqual([
      { kind: "note", audience: "internal", text: body.notes, by: "Sunita Rathore", at },
      { kind: "created", by: "Sunita Rathore", at },
    ]);

    expect(await listRow("RR2026001")).toMatchObject({
      currentStepName: "Customer Requirements Analysis",
      currentStatus: "received",
      balanceDue: "₹24,000",
      cancelled: false,
    });
    const tracked = await trackByCode(await codeOf("RR2026001"));
    expect(tracked.json.order).toMatchObject({ currentStatus: "received", details: null });
    expect(tracked.json.order.statusHistory).toEqual([
      { kind: "status", ...order.statusHistory[0] },
    ]);
    expect(JSON.stringify(tracked.json)).not.toContain("sangeet");
    expect((await createOrder()).order.orderId).toBe("RR2026002");
  });

  it("records a new customer once, and takes her next order when she is picked", async () => {
    const first = await createOrder();
    const customer = asDetails(first);
    const found = await send<{ customers: CustomerSummary[] }>(
      `/customers?q=${encodeURIComponent(customer.phone.slice(-5))}`,
    );
    expect(found.json.customers).toEqual([
      {
        id: first.order.customerId,
        ...customer,
        type: "custom",
        orderCount: 1,
        lastOrderDate: first.order.orderDate,
        balanceRupees: first.order.amountRupees,
        overdueOrders: 0,
        messaging: NO_MESSAGING,
      },
    ]);

    const again = await createOrder({ customerId: first.order.customerId, customer });
    expect(again.order.customerId).toBe(first.order.customerId);

    // The same phone typed again for a "new" customer: she is offered back, nothing is stored.
    const before = await storedChanges(f.db);
    const typedAgain = newOrderBody({
      customer: { ...customer, name: "K. Rathore", phone: `0${customer.phone.slice(4)}` },
    });
    const res = await send<Record<string, unknown>>("/orders", typedAgain);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      field: "customer.phone",
      error: expect.stringContaining(customer.name),
      customer: { id: first.order.customerId, ...customer },
    });
    const unknown = await send("/orders", newOrderBody({ customerId: 2 ** 31 - 1 }));
    expect([unknown.status, unknown.json]).toEqual([
      404,
      { error: "Customer not found", field: "customerId" },
    ]);
    expect(await storedChanges(f.db)).toEqual(before);
  });
});

/** The customer details of an order, as the new-order form sends them. */
const asDetails = ({ order }: AdminOrderDetail) => ({
  name: order.customerName,
  phone: order.customerPhone,
  email: order.customerEmail,
  address: order.address,
});
