import { expect, it } from "vitest";
import type { AdminOrderDetail } from "../../shared/admin";
import { ORDER_CANCELLED } from "../orders/order-change";
import { storedChanges } from "../test-support/admin-endpoints";
import { describeEachEngine } from "../test-support/databases";
import { editBody } from "../test-support/order-bodies";
import { START, useOrderFixture } from "../test-support/order-fixture";

describeEachEngine("PATCH /api/admin/orders/:id: editing an order", (engine) => {
  const { f, send, createOrder, change, listRow } = useOrderFixture(engine);
  const edit = (
    detail: AdminOrderDetail,
    changes: Parameters<typeof editBody>[1],
    token = f.sunita,
  ) =>
    send(`/orders/${detail.order.orderId}`, editBody(detail.order, changes), {
      method: "PATCH",
      token,
    });

  it("records who changed what and when, each field old → new, and raises the revision", async () => {
    const taken = await createOrder();
    f.clock = START + 3_600_000;
    const res = await edit(
      taken,
      {
        priority: "urgent",
        amountRupees: 26500,
        expectedDelivery: "2026-03-18",
        customer: { ...editBody(taken.order).customer, phone: "+91 98290 41736" },
        items: [{ designId: null, name: "Kurti Set", quantity: 2, note: "blue, size M" }],
      },
      f.rekha,
    );
    expect(res.status).toBe(200);
    const { order, timeline } = res.json;
    expect(order).toMatchObject({
      priority: "urgent",
      amountRupees: 26500,
      balanceRupees: 26500,
      expectedDelivery: "2026-03-18",
      customerPhone: "+91 98290 41736",
      revision: 1,
    });
    expect(timeline[0]).toEqual({
      id: expect.any(Number),
      kind: "edited",
      by: "Rekha Shekhawat",
      at: new Date(START + 3_600_000).toISOString(),
      changes: [
        { field: "Phone", from: taken.order.customerPhone, to: "+91 98290 41736" },
        {
          field: "Items",
          from: "Maroon Gota Patti Poshak (size M); 2 × Matching potli bag",
          to: "2 × Kurti Set (blue, size M)",
        },
        { field: "Priority", from: "medium", to: "urgent" },
        { field: "Expected delivery", from: "21 March 2026", to: "18 March 2026" },
        { field: "Quoted amount", from: "₹24,000", to: "₹26,500" },
      ],
    });
    expect(await listRow(order.orderId)).toMatchObject({ priority: "urgent", revision: 1 });
    // The customer record keeps her number: the edit changed this order's copy only.
    const customers = await f.db.db.selectFrom("customers").select("phone").execute();
    expect(customers.map((c) => c.phone)).toContain(taken.order.customerPhone);
  });

  it("refuses an edit made on an older revision (409) and keeps the other owner's change", async () => {
    const taken = await createOrder();
    const first = await change(
      `/orders/${taken.order.orderId}`,
      editBody(taken.order, { priority: "high" }),
      "PATCH",
    );
    const before = await storedChanges(f.db);
    const stale = await edit(taken, { amountRupees: 1 }, f.rekha);
    expect(stale.status).toBe(409);
    expect(stale.json).toEqual({ error: expect.stringMatching(/other owner changed this order/) });
    expect(await storedChanges(f.db)).toEqual(before);
    const again = await edit(first, { amountRupees: 1 }, f.rekha);
    expect(again.json.order).toMatchObject({ priority: "high", amountRupees: 1, revision: 2 });
  });

  it("stores nothing for an edit that changes nothing, or moves delivery before the order date", async () => {
    const taken = await createOrder();
    const before = await storedChanges(f.db);
    const same = await edit(taken, {});
    expect([same.status, same.json.order.revision, same.json.timeline.length]).toEqual([200, 0, 1]);
    const early = await edit(taken, { expectedDelivery: "2026-03-01" });
    expect([early.status, early.json]).toEqual([
      400,
      { error: "Expected delivery cannot be before the order date", field: "expectedDelivery" },
    ]);
    const blank = await edit(taken, { customer: { ...editBody(taken.order).customer, name: " " } });
    expect([blank.status, blank.json]).toEqual([
      400,
      { error: "Customer name is required", field: "customer.name" },
    ]);
    expect(await storedChanges(f.db)).toEqual(before);
  });

  it("refuses to edit a cancelled order", async () => {
    const taken = await createOrder();
    const cancelled = await change(`/orders/${taken.order.orderId}/cancellation`, {
      reason: "Duplicate",
    });
    const res = await edit(cancelled, { priority: "low" });
    expect([res.status, res.json]).toEqual([409, ORDER_CANCELLED]);
  });
});
