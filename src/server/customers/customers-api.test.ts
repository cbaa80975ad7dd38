import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminOrderDetail } from "../../shared/admin";
import type { CustomerPage } from "../../shared/customer-list";
import type { CustomerDetail } from "../../shared/customers";
import { SAMPLE_ORDERS } from "../../shared/sample-orders";
import {
  allowTimeForScrypt,
  createAdminTestApp,
  jsonPatch,
  sessionTokenFor,
  withToken,
} from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";

allowTimeForScrypt();

const NOW = new Date("2026-03-10T10:00:00Z");
/** The file as sent, byte-order mark included (Response.text() would drop it). */
const csvText = (bytes: ArrayBuffer) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
const priya = SAMPLE_ORDERS.find((o) => o.orderId === "RR2024001")!;

describeEachEngine("the owners' customers", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let token: string;
  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => NOW);
    token = await sessionTokenFor(testDb.db, "sunita", NOW);
  });
  const get = async <T>(path: string) => {
    const res = await app.request(`/api/admin${path}`, withToken(token));
    return {
      status: res.status,
      body: (await res.json()) as T & { error?: string; field?: string },
    };
  };
  const send = async <T>(path: string, body: unknown, method = "POST") => {
    const res = await app.request(
      `/api/admin${path}`,
      method === "PATCH"
        ? jsonPatch(token, body)
        : withToken(token, {
            method,
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          }),
    );
    return {
      status: res.status,
      body: (await res.json()) as T & { error?: string; field?: string; customer?: { id: number } },
    };
  };
  const count = async (table: "customers" | "measurements" | "customer_events") =>
    Number(
      (
        await testDb.db.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const record = (over: Record<string, unknown> = {}) => ({
    name: "Bhawna Kanwar",
    phone: "+91 99280 11223",
    email: "",
    type: "wholesale",
    notes: "",
    ...over,
  });

  it("lists the sample orders' customers, searched by name or phone ignoring case and spaces", async () => {
    for (const q of [
      "PRIYA  sharma",
      "priyasharma",
      priya.customerPhone.replace(/\D/g, "").slice(-10),
    ]) {
      const { status, body } = await get<CustomerPage>(`/customers?q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      expect(body.customers.map((c) => c.name)).toEqual([priya.customerName]);
      expect(body.customers[0]).toMatchObject({
        orderCount: 1,
        lastOrderDate: priya.orderDate,
        balanceRupees: priya.amountRupees,
      });
    }
    const all = await get<CustomerPage>("/customers");
    expect(all.body.total).toBe(new Set(SAMPLE_ORDERS.map((o) => o.customerPhone)).size);
  });

  it("reads a search with letters as a name, not as the digits in it", async () => {
    // Priya's phone ends 43210: "priya 432" is no name, and the digits alone are no phone search.
    expect((await get<CustomerPage>("/customers?q=priya%20432")).body.customers).toEqual([]);
    const byDigits = await get<CustomerPage>("/customers?q=43210");
    expect(byDigits.body.customers.map((c) => c.name)).toContain(priya.customerName);
  });

  it("refuses a bad list query naming the parameter", async () => {
    expect((await get("/customers?type=vip")).body.field).toBe("type");
    expect((await get("/customers?cursor=x")).body.field).toBe("cursor");
    expect((await get(`/customers?q=${"x".repeat(101)}`)).body.field).toBe("q");
  });

  it("creates a customer, refuses a second one with her phone and offers her; bad input stores nothing", async () => {
    const before = await count("customers");
    for (const [body, field] of [
      [record({ name: "" }), "name"],
      [record({ phone: "call me" }), "phone"],
      [record({ type: "vip" }), "type"],
      [record({ address: { postalCode: "12" } }), "address.postalCode"],
      [record({ email: "not-an-email" }), "email"],
    ] as const) {
      const r = await send("/customers", body);
      expect(r.status).toBe(400);
      expect(r.body.field).toBe(field);
    }
    expect(await count("customers")).toBe(before);

    const created = await send<CustomerDetail>("/customers", record());
    expect(created.status).toBe(201);
    expect(created.body.customer).toMatchObject({ name: "Bhawna Kanwar", type: "wholesale" });
    expect(created.body.history.map((h) => [h.kind, h.by])).toEqual([
      ["created", "Sunita Rathore"],
    ]);

    const again = await send("/customers", record({ name: "Another", phone: "09928011223" }));
    expect(again.status).toBe(409);
    expect(again.body.field).toBe("phone");
    expect(again.body.customer?.id).toBe(created.body.customer.id);
    expect(await count("customers")).toBe(before + 1);
  });

  it("edits from the revision shown, telling old → new; a stale edit or a taken phone is refused", async () => {
    const { body: c } = await send<CustomerDetail>(
      "/customers",
      record({ phone: "+91 99280 22334", name: "Tara" }),
    );
    const edit = (over: Record<string, unknown>, revision = c.customer.revision) =>
      send<CustomerDetail>(
        `/customers/${c.customer.id}`,
        { ...record({ phone: "+91 99280 22334", name: "Tara" }), revision, ...over },
        "PATCH",
      );
    const edited = await edit({ notes: "Likes pastel shades", type: "custom" });
    expect(edited.status).toBe(200);
    expect(edited.body.customer.revision).toBe(c.customer.revision + 1);
    const [last] = edited.body.history;
    expect(last).toMatchObject({ kind: "edited", by: "Sunita Rathore", at: NOW.toISOString() });
    expect(last!.kind === "edited" && last!.changes).toEqual([
      { field: "Type", from: "Wholesale", to: "Custom" },
      { field: "Notes", from: "", to: "Likes pastel shades" },
    ]);
    expect((await edit({ notes: "Something else" })).status).toBe(409);
    const taken = await edit(
      { phone: priya.customerPhone, notes: "Likes pastel shades", type: "custom" },
      edited.body.customer.revision,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.field).toBe("phone");
    expect((await send(`/customers/999999`, { ...record(), revision: 0 }, "PATCH")).status).toBe(
      404,
    );
  });

  it("keeps every version of her measurements; an order keeps its copy until told to take the latest", async () => {
    const { body: c } = await send<CustomerDetail>(
      "/customers",
      record({ phone: "+91 99280 33445", name: "Meenu" }),
    );
    const measure = (values: Record<string, unknown>, unit = "in") =>
      send<CustomerDetail>(`/customers/${c.customer.id}/measurements`, { unit, values, note: "" });
    const before = await count("measurements");
    for (const [values, field] of [
      [{}, "values"],
      [{ bust: -1 }, "values.bust"],
      [{ bust: 34.1 }, "values.bust"],
      [{ waist: 130 }, "values.waist"],
      [{ hip: "36" }, "values.hip"],
    ] as const) {
      const r = await measure(values);
      expect(r.status, JSON.stringify(values)).toBe(400);
      expect(r.body.field).toBe(field);
    }
    expect(await count("measurements")).toBe(before);

    expect((await measure({ bust: 34, waist: 28.25 })).body.measurements[0]!.version).toBe(1);
    const order = await send<AdminOrderDetail>("/orders", {
      customerId: c.customer.id,
      customer: {
        name: "Meenu",
        phone: "+91 99280 33445",
        email: "",
        address: { line: "2, C-Scheme", city: "Jaipur", state: "Rajasthan", postalCode: "" },
      },
      items: [{ designId: null, name: "Lehenga", quantity: 1, note: "" }],
      orderType: "custom",
      priority: "high",
      orderDate: "2026-03-10",
      expectedDelivery: "2026-03-29",
      amountRupees: 40000,
      notes: "",
    });
    expect(order.status).toBe(201);
    expect(order.body.order.measurements).toMatchObject({
      version: 1,
      values: { bust: 34, waist: 28.25 },
    });

    const second = await measure({ bust: 88 }, "cm");
    expect(second.body.measurements.map((m) => m.version)).toEqual([2, 1]);
    expect(second.body.measurements[1]!.values).toEqual({ bust: 34, waist: 28.25 });
    const orderId = order.body.order.orderId;
    expect(
      (await get<AdminOrderDetail>(`/orders/${orderId}`)).body.order.measurements?.version,
    ).toBe(1);

    const taken = await send<AdminOrderDetail>(`/orders/${orderId}/measurements`, {});
    expect(taken.status).toBe(201);
    expect(taken.body.order.measurements).toMatchObject({ version: 2, unit: "cm" });
    expect(taken.body.timeline[0]).toMatchObject({ kind: "measurements", version: 2 });
    // A sample order has no customer record's measurements to take.
    expect((await send(`/orders/RR2024002/measurements`, {})).status).toBe(409);
  });

  it("marks a message handled (who, when), filters by it, and makes a customer of its sender", async () => {
    const received = await app.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.77.0.1" },
      body: JSON.stringify({ name: "Kusum", phone: "+91 98870 12121", message: "Bridal set?" }),
    });
    expect(received.status).toBe(201);
    const list = (handled: string) =>
      get<{ messages: { id: number; name: string }[]; total: number }>(
        `/messages?handled=${handled}`,
      );
    const id = (await list("no")).body.messages.find((m) => m.name === "Kusum")!.id;

    expect((await send(`/messages/${id}`, { handled: "yes" }, "PATCH")).body.field).toBe("handled");
    expect((await send(`/messages/999999`, { handled: true }, "PATCH")).status).toBe(404);
    const marked = await send<{ message: { handledBy: string; handledAt: string } }>(
      `/messages/${id}`,
      { handled: true },
      "PATCH",
    );
    expect(marked.body.message).toMatchObject({
      handledBy: "Sunita Rathore",
      handledAt: NOW.toISOString(),
    });
    expect((await list("no")).body.messages.map((m) => m.id)).not.toContain(id);
    expect((await list("yes")).body.messages.map((m) => m.id)).toContain(id);

    const before = await count("customers");
    expect(
      (await send("/customers", record({ phone: "+91 98870 99999", fromMessageId: 999999 })))
        .status,
    ).toBe(404);
    expect(await count("customers")).toBe(before);
    const made = await send<CustomerDetail>(
      "/customers",
      record({ name: "Kusum", phone: "+91 98870 12121", fromMessageId: id }),
    );
    expect(made.status).toBe(201);
    const after = await get<{ messages: { id: number; customerId: number | null }[] }>("/messages");
    expect(after.body.messages.find((m) => m.id === id)?.customerId).toBe(made.body.customer.id);
  });

  describe("CSV exports", () => {
    it("orders: BOM, quoted fields, the filter applied, formula cells neutralised", async () => {
      const res = await app.request(
        "/api/admin/orders/export.csv?search=priya&state=all",
        withToken(token),
      );
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("content-disposition")).toBe(
        'attachment; filename="orders-2026-03-10.csv"',
      );
      const text = csvText(await res.arrayBuffer());
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const lines = text.slice(1).trimEnd().split("\r\n");
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('"RR2024001","Priya Sharma","\'+91 98765 43210"');
      expect(
        (await app.request("/api/admin/orders/export.csv?priority=vip", withToken(token))).status,
      ).toBe(400);
    });

    it("customers: the list's search and type", async () => {
      const res = await app.request(
        "/api/admin/customers/export.csv?type=wholesale",
        withToken(token),
      );
      const lines = csvText(await res.arrayBuffer())
        .slice(1)
        .trimEnd()
        .split("\r\n");
      expect(lines[0]).toBe(
        '"Name","Phone","Email","Address","City","State","PIN code","Type","Orders","Last order","Balance due (₹)"',
      );
      expect(lines.length).toBeGreaterThan(1);
      for (const line of lines.slice(1)) expect(line).toContain('"Wholesale"');
    });
  });

  it("answers the dashboard with the spec's fixed tiles in demo mode", async () => {
    const { body } = await get<{ tiles: { label: string; value: string }[] }>("/dashboard");
    expect(body.tiles.map((t) => t.value)).toEqual(["247", "1,250", "₹4,75,000", "156"]);
  });

  it("refuses every new endpoint without an owner's session", async () => {
    for (const [method, path] of [
      ["GET", "/customers"],
      ["GET", "/customers/export.csv"],
      ["POST", "/customers"],
      ["GET", "/customers/1"],
      ["PATCH", "/customers/1"],
      ["POST", "/customers/1/measurements"],
      ["GET", "/orders/export.csv"],
      ["POST", "/orders/RR2024001/measurements"],
      ["PATCH", "/messages/1"],
      ["GET", "/dashboard"],
    ] as const) {
      const res = await app.request(`/api/admin${path}`, {
        method,
        headers: { "content-type": "application/json" },
        ...(method === "GET" ? {} : { body: "{}" }),
      });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});
