/**
 * Issue 25, slip 2: an order keeps a copy of her phone, e-mail and address, so changing her
 * record left her open orders on the old number (tracking with the new digits answered 403;
 * WhatsApp went to the old number). Her page now names the open orders that still carry an old
 * value, and one call copies her record onto them, in one transaction, told in each timeline.
 */
import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import type { AdminOrderDetail } from "../../shared/admin";
import type { CustomerDetail, OrdersContactUpdated } from "../../shared/customers";
import { lastFourDigits } from "../../shared/phone";
import { allowTimeForScrypt, createAdminTestApp, sessionTokenFor } from "../test-support/admin-app";
import { withToken } from "../test-support/admin-app";
import { jsonPost } from "../test-support/api-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { newOrder, ownerCalls, testClock } from "../test-support/notify-fixture";

allowTimeForScrypt();

describeEachEngine("her new phone reaches her open orders", (engine) => {
  const t = useTestDatabase(engine);
  const clock = testClock();
  let app: Hono;
  let owner: ReturnType<typeof ownerCalls>;
  let token: string;

  beforeAll(async () => {
    app = await createAdminTestApp(t.db, clock.now);
    token = await sessionTokenFor(t.db, "sunita", clock.now());
    owner = ownerCalls(app, token);
  });

  const customerPage = async (id: number) => {
    const res = await app.request(`/api/admin/customers/${id}`, withToken(token));
    expect(res.status).toBe(200);
    return (await res.json()) as CustomerDetail;
  };
  const orderDetail = async (orderId: string) => {
    const res = await app.request(`/api/admin/orders/${orderId}`, withToken(token));
    return (await res.json()) as AdminOrderDetail;
  };
  const trackWith = (orderId: string, phone: string) =>
    app.request(
      `/api/orders/${orderId}/details`,
      jsonPost({ phoneLast4: lastFourDigits(phone) }, "10.9.9.9"),
    );

  it("names her open orders with the old phone, and updates them in one call", async () => {
    const first = newOrder({ language: "en", whatsapp: true, email: false });
    const a = (await owner.takeOrder(first)).order;
    const customerId = a.customerId!;
    const again = { ...newOrder(undefined), customerId, customer: first.customer };
    const b = (await owner.takeOrder(again)).order;
    const c = (await owner.takeOrder(again)).order;
    const cancel = await owner.send(`/orders/${c.orderId}/cancellation`, { reason: "Duplicate" });
    expect(cancel.status).toBe(200);

    const before = await customerPage(customerId);
    expect(before.staleOrders).toEqual([]);
    const newPhone = "+91 94140 55123";
    const edit = await owner.send(
      `/customers/${customerId}`,
      {
        name: first.customer.name,
        phone: newPhone,
        email: "meera.new@example.in",
        address: first.customer.address,
        type: "retail",
        notes: "",
        revision: before.customer.revision,
      },
      "PATCH",
    );
    expect(edit.status, await edit.clone().text()).toBe(200);
    const edited = (await edit.json()) as CustomerDetail;
    // The cancelled order is left as it was; the open ones are named, with what is old.
    expect(edited.staleOrders).toEqual(
      [a.orderId, b.orderId].sort().map((orderId) => ({ orderId, fields: ["phone", "email"] })),
    );
    expect((await trackWith(a.orderId, newPhone)).status).toBe(403);

    const res = await owner.send(`/customers/${customerId}/orders/contact`, {
      orderIds: [a.orderId, b.orderId, c.orderId],
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = (await res.json()) as OrdersContactUpdated;
    expect(answer.updated).toEqual([a.orderId, b.orderId].sort());
    expect(answer.detail.staleOrders).toEqual([]);

    const moved = await orderDetail(a.orderId);
    expect(moved.order.customerPhone).toBe(newPhone);
    expect(moved.order.customerEmail).toBe("meera.new@example.in");
    expect(moved.order.revision).toBeGreaterThan(a.revision);
    expect(moved.timeline[0]).toMatchObject({
      kind: "edited",
      by: "Sunita Rathore",
      changes: [
        { field: "Phone", from: first.customer.phone, to: newPhone },
        { field: "Email", from: first.customer.email, to: "meera.new@example.in" },
      ],
    });
    expect((await orderDetail(c.orderId)).order.customerPhone).toBe(first.customer.phone);
    expect((await trackWith(a.orderId, newPhone)).status).toBe(200);

    // Her next message goes to the new number.
    await owner.send(`/orders/${a.orderId}/notes`, {
      audience: "customer",
      text: "Fitting Monday",
    });
    const note = (await owner.messages(a.orderId)).messages.find((m) => m.kind === "order-note");
    expect(note).toMatchObject({ channel: "whatsapp", recipient: newPhone });

    // Asked again, nothing is left to change.
    const twice = await owner.send(`/customers/${customerId}/orders/contact`, {
      orderIds: [a.orderId],
    });
    expect(((await twice.json()) as OrdersContactUpdated).updated).toEqual([]);
  });

  it("refuses a body that is not a list of order IDs, changing nothing", async () => {
    const { order } = await owner.takeOrder(newOrder(undefined));
    for (const body of [{}, { orderIds: [] }, { orderIds: "RR2026001" }, { orderIds: [7] }]) {
      const res = await owner.send(`/customers/${order.customerId}/orders/contact`, body);
      expect(res.status).toBe(400);
    }
    const missing = await owner.send(`/customers/999999/orders/contact`, {
      orderIds: [order.orderId],
    });
    expect(missing.status).toBe(404);
  });
});
