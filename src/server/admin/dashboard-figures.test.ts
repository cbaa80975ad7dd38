import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import type { AdminOrderDetail } from "../../shared/admin";
import type { DashboardAnswer } from "../../shared/dashboard";
import { DESIGNS } from "../../shared/catalogue";
import {
  allowTimeForScrypt,
  createAdminTestApp,
  jsonPatch,
  sessionTokenFor,
  withToken,
} from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";

allowTimeForScrypt();

/** 2026-03-02 in India; last month is February. */
const NOW = new Date("2026-03-02T06:00:00Z");

describeEachEngine("the dashboard outside demo mode", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let token: string;
  let now = NOW;
  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => now, {
      demoMode: false,
      passwords: { sunita: "a-long-password-1", rekha: "a-long-password-2" },
    });
    token = await sessionTokenFor(testDb.db, "sunita", NOW);
  });
  const post = async (path: string, body: unknown) => {
    const res = await app.request(
      `/api/admin${path}`,
      withToken(token, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    );
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return (await res.json()) as AdminOrderDetail;
  };
  const order = (phone: string, orderDate: string, amountRupees: number) =>
    post("/orders", {
      customerId: null,
      customer: {
        name: `Customer ${phone}`,
        phone,
        email: "",
        address: { line: "1, MI Road", city: "Jaipur", state: "Rajasthan", postalCode: "" },
      },
      items: [{ designId: null, name: "Poshak", quantity: 1, note: "" }],
      orderType: "custom",
      priority: "medium",
      orderDate,
      expectedDelivery: "2026-03-30",
      amountRupees,
      notes: "",
    });

  it("counts the boutique's own orders, customers, revenue and designs", async () => {
    // A real deployment has no sample orders; the test database was opened in demo mode.
    await testDb.db.db.deleteFrom("orders").where("is_sample", "=", 1).execute();
    await testDb.db.db.deleteFrom("customers").where("is_sample", "=", 1).execute();
    const a = await order("+91 90010 00001", "2026-02-10", 20000);
    const b = await order("+91 90010 00002", "2026-02-20", 30000);
    const c = await order("+91 90010 00003", "2026-03-01", 40000);
    await post(`/orders/${a.order.orderId}/payments`, {
      amountRupees: 5000,
      paidOn: "2026-02-10",
      method: "cash",
    });
    await post(`/orders/${c.order.orderId}/payments`, {
      amountRupees: 10000,
      paidOn: "2026-03-01",
      method: "upi",
      reference: "412345678901",
    });
    const mistaken = await post(`/orders/${c.order.orderId}/payments`, {
      amountRupees: 777,
      paidOn: "2026-03-02",
      method: "card",
    });
    const wrong = mistaken.payments.find((p) => p.amountRupees === 777)!;
    await post(`/orders/${c.order.orderId}/payments/${wrong.id}/reversal`, { reason: "Typo" });
    for (let i = 0; i < 9; i++)
      await app.request(
        `/api/admin/orders/${b.order.orderId}/steps/step-${i}`,
        jsonPatch(token, { status: "completed" }),
      );

    const res = await app.request("/api/admin/dashboard", withToken(token));
    const { tiles } = (await res.json()) as DashboardAnswer;
    expect(tiles.map(({ explains: _, ...t }) => t)).toEqual([
      { label: "Total Orders", value: "3", trend: "-50%" },
      // a and c wait for their orders; b was delivered. Three customers joined this month.
      { label: "Active Customers", value: "2", trend: "+3" },
      { label: "Revenue (Month)", value: "₹10,000", trend: "+100%" },
      { label: "Products", value: String(DESIGNS.length), trend: "+0" },
    ]);
    // Each says what it counts.
    for (const tile of tiles) expect(tile.explains?.length).toBeGreaterThan(40);

    // The Products tile follows the catalogue: a design added, one hidden.
    await post("/designs", {
      name: "Saffron Kota Doria Poshak",
      category: "Poshak Set",
      fabric: "Georgette",
      work: "Gota Patti",
      color: "Maroon",
      description: "Light Kota Doria for summer weddings.",
    });
    const withNew = (await (
      await app.request("/api/admin/dashboard", withToken(token))
    ).json()) as DashboardAnswer;
    expect(withNew.tiles[3]).toMatchObject({
      value: String(DESIGNS.length + 1),
      trend: "+1",
    });
    now = new Date("2026-04-05T06:00:00Z");
    const aprilToken = await sessionTokenFor(testDb.db, "sunita", now);
    const april = (await (
      await app.request("/api/admin/dashboard", withToken(aprilToken))
    ).json()) as DashboardAnswer;
    expect(april.tiles[0]).toMatchObject({ label: "Total Orders", value: "3", trend: "-100%" });
    expect(april.tiles[2]).toMatchObject({ label: "Revenue (Month)", value: "₹0", trend: "-100%" });
  });
});
