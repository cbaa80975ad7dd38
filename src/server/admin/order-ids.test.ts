import { expect, it } from "vitest";
import { lastFourDigits } from "../../shared/phone";
import { ORDER_NOT_FOUND } from "../orders/order-routes";
import { createAdminTestApp, withToken } from "../test-support/admin-app";
import { jsonPost } from "../test-support/api-app";
import { describeEachEngine } from "../test-support/databases";
import { editBody, newOrderBody, noteBody, paymentBody } from "../test-support/order-bodies";
import { TODAY_IN_INDIA, useOrderFixture } from "../test-support/order-fixture";
import { orderProblems } from "../test-support/stored-data-rules";

describeEachEngine("order IDs: prefix, year, sequence", (engine) => {
  const { f, send, createOrder, change, track, trackWithDigits } = useOrderFixture(engine);
  // The order date sets the ID's year; a new order's delivery is never before today.
  const idOf = async (orderDate: string) =>
    (
      await createOrder({
        orderDate,
        expectedDelivery: orderDate > TODAY_IN_INDIA ? orderDate : TODAY_IN_INDIA,
      })
    ).order.orderId;

  it("numbers each year's orders from 001, by the order date's year", async () => {
    expect(await idOf("2027-01-05")).toBe("RR2027001");
    expect(await idOf("2026-12-31")).toBe("RR2026001");
    expect(await idOf("2027-06-30")).toBe("RR2027002");
  });

  it("skips an ID already taken (the samples hold RR2024001 to RR2024008)", async () => {
    expect(await idOf("2024-05-01")).toBe("RR2024009");
    expect(await idOf("2024-05-02")).toBe("RR2024010");
  });

  it("goes on with more digits after 999, and every lookup takes the longer ID", async () => {
    await f.db.db.insertInto("order_sequences").values({ year: 2025, last: 998 }).execute();
    expect(await idOf("2025-11-01")).toBe("RR2025999");
    const { order } = await createOrder({
      orderDate: "2025-11-02",
      expectedDelivery: TODAY_IN_INDIA,
    });
    const id = order.orderId;
    expect(id).toBe("RR20251000");

    expect((await track(id.toLowerCase())).json.order.orderId).toBe(id);
    const digits = lastFourDigits(order.customerPhone);
    expect((await trackWithDigits(id, digits)).json.order.details?.customerName).toBe(
      order.customerName,
    );
    expect((await send(`/orders/${id}`)).status).toBe(200);
    await change(
      `/orders/${id}`,
      editBody({ ...order, revision: 0 }, { priority: "urgent" }),
      "PATCH",
    );
    await change(`/orders/${id}/steps/step-0`, { status: "completed" }, "PATCH");
    await change(`/orders/${id}/payments`, paymentBody({ paidOn: "2025-11-02" }));
    await change(`/orders/${id}/notes`, noteBody());
    const cancelled = await change(`/orders/${id}/cancellation`, { reason: "Customer moved" });
    expect(cancelled.order).toMatchObject({ orderId: id, priority: "urgent", revision: 5 });
    expect(cancelled.timeline.map((e) => e.kind)).toEqual([
      "cancelled",
      "note",
      "payment",
      "document",
      "step",
      "edited",
      "created",
    ]);
  });

  it("gives orders taken at the same moment distinct IDs, on two instances of the app", async () => {
    // Two instances on PostgreSQL, as behind a load balancer. SQLite is one instance: one file
    // serves one server, and its one connection takes the transactions in turn.
    const second = engine === "postgres" ? await f.location.open() : f.db;
    try {
      const other =
        second === f.db ? f.app : await createAdminTestApp(second, () => new Date(f.clock));
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          (i % 2 ? other : f.app).request(
            "/api/admin/orders",
            withToken(
              i % 2 ? f.rekha : f.sunita,
              jsonPost(newOrderBody({ orderDate: "2028-04-01", expectedDelivery: "2028-04-20" })),
            ),
          ),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual(answers.map(() => 201));
      const ids = await Promise.all(
        answers.map(
          async (r) => ((await r.json()) as { order: { orderId: string } }).order.orderId,
        ),
      );
      expect(ids.sort()).toEqual(
        Array.from({ length: 16 }, (_, i) => `RR2028${String(i + 1).padStart(3, "0")}`),
      );
      expect(await orderProblems(f.db.db)).toEqual([]);
    } finally {
      if (second !== f.db) await second.close();
    }
  });

  it("answers an ID that cannot be an order's with the one 404, on every route", async () => {
    for (const id of ["RR20260001", "RR2026123456789", "RR26001"]) {
      const answers = [
        await send(`/orders/${id}`),
        await send(`/orders/${id}/steps/step-0`, { status: "completed" }, { method: "PATCH" }),
        await send(`/orders/${id}/notes`, noteBody()),
        await send(`/orders/${id}/payments`, paymentBody()),
        await send(`/orders/${id}/cancellation`, { reason: "No such order" }),
        await track(id),
        await trackWithDigits(id, "4001"),
      ];
      expect(answers).toEqual(answers.map(() => ({ status: 404, json: ORDER_NOT_FOUND })));
    }
  });
});
