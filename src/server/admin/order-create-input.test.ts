import { beforeEach, expect, it } from "vitest";
import { storedChanges } from "../test-support/admin-endpoints";
import { jsonPost } from "../test-support/api-app";
import { describeEachEngine } from "../test-support/databases";
import { newOrderBody } from "../test-support/order-bodies";
import { useOrderFixture } from "../test-support/order-fixture";

/** A copy of `body` without the field at `path` ("customer.address.city", "items.0.name"). */
function without(body: object, path: string): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split(".");
  const last = keys.pop()!;
  const parent = keys.reduce((o, k) => o[k] as Record<string, unknown>, copy);
  delete parent[last];
  return copy;
}

const REQUIRED: [path: string, error: string][] = [
  ["customer", "Customer details are required"],
  ["customer.name", "Customer name is required"],
  ["customer.phone", "Phone is required"],
  ["customer.address", "Address is required"],
  ["customer.address.line", "Address is required"],
  ["customer.address.city", "City is required"],
  ["customer.address.state", "State is required"],
  ["items", "Add at least one item"],
  ["items.0.name", "Item name is required"],
  ["items.0.quantity", "Quantity must be a whole number"],
  ["orderType", "Order type must be custom or ready-made"],
  ["priority", "Priority must be one of: urgent, high, medium, low"],
  ["orderDate", "Order date is required"],
  ["expectedDelivery", "Expected delivery is required"],
  ["amountRupees", "Quoted amount must be a whole number of rupees"],
];

describeEachEngine("POST /api/admin/orders: what it refuses", (engine) => {
  const { f, ip, send } = useOrderFixture(engine);
  let before: Record<string, unknown>;
  beforeEach(async () => {
    before = await storedChanges(f.db);
  });
  const refused = async (body: unknown, field: string, error: string | RegExp) => {
    const res = await send("/orders", body);
    expect([res.status, res.json]).toEqual([400, { field, error: expect.stringMatching(error) }]);
    expect(await storedChanges(f.db)).toEqual(before);
  };

  it.each(REQUIRED)("names %s when it is missing, and stores nothing", async (path, error) => {
    await refused(without(newOrderBody(), path), path, `^${error}$`);
  });

  it.each(["customer.name", "customer.address.city", "items.0.name"])(
    "refuses %s made of spaces only",
    async (path) => {
      const body = structuredClone(newOrderBody()) as unknown as Record<string, unknown>;
      const keys = path.split(".");
      const last = keys.pop()!;
      keys.reduce((o, k) => o[k] as Record<string, unknown>, body)[last] = "  \t ";
      await refused(body, path, / is required$/);
    },
  );

  it("takes amounts in whole rupees from ₹0, and nothing else", async () => {
    for (const amountRupees of [24000.5, -1, "24000", null, 1e9, Number.MAX_SAFE_INTEGER + 2])
      await refused({ ...newOrderBody(), amountRupees }, "amountRupees", /^Quoted amount must be/);
    const free = await send("/orders", newOrderBody({ amountRupees: 0 }));
    expect([free.status, free.json.order.amountRupees, free.json.order.balanceRupees]).toEqual([
      201, 0, 0,
    ]);
  });

  it("takes exactly the phone numbers the contact form takes, with its message", async () => {
    const phones = [
      "98290 41736",
      "+91 98291-41736",
      "(0141) 2345678",
      "+91 (0141) 234-5679",
      "98290",
      "phone",
      "98290 4173x",
      "+ 98292 41736",
      "+91 98293 41736 ext 4",
      "9".repeat(21),
    ];
    const verdicts: number[] = [];
    for (const phone of phones) {
      const contact = await f.app.request(
        "/api/contact",
        jsonPost({ name: "Kavya", phone, message: "Hello" }, ip()),
      );
      const contactJson = (await contact.json()) as Record<string, unknown>;
      const order = await send("/orders", newOrderBody({ customer: { ...customer(), phone } }));
      expect([phone, order.status]).toEqual([phone, contact.status === 201 ? 201 : 400]);
      if (order.status === 400)
        expect(order.json).toEqual({ error: contactJson.error, field: "customer.phone" });
      verdicts.push(order.status);
    }
    // Both rules were exercised: the form's own examples pass, the rest fail on both.
    expect(phones.filter((_, i) => verdicts[i] === 201)).toEqual([
      "98290 41736",
      "+91 98291-41736",
      "+91 (0141) 234-5679",
    ]);
  });

  it("refuses dates that do not exist and a delivery before the order date", async () => {
    await refused(
      { ...newOrderBody(), orderDate: "2026-02-30" },
      "orderDate",
      "^Order date must be a real date$",
    );
    await refused(
      { ...newOrderBody(), expectedDelivery: "21/03/2026" },
      "expectedDelivery",
      /^Expected delivery must be a date \(yyyy-mm-dd\)$/,
    );
    await refused(
      newOrderBody({ orderDate: "2026-03-02", expectedDelivery: "2026-03-01" }),
      "expectedDelivery",
      "^Expected delivery cannot be before the order date$",
    );
    const sameDay = newOrderBody({ orderDate: "2026-03-02", expectedDelivery: "2026-03-02" });
    expect((await send("/orders", sameDay)).status).toBe(201);
  });

  it("refuses an item that is not one of the catalogue's designs or has no quantity", async () => {
    const item = newOrderBody().items[0]!;
    await refused(
      { ...newOrderBody(), items: [{ ...item, designId: 999 }] },
      "items.0.designId",
      /catalogue/,
    );
    await refused(
      { ...newOrderBody(), items: [{ ...item, quantity: 0 }] },
      "items.0.quantity",
      /at least 1/,
    );
    await refused({ ...newOrderBody(), items: [] }, "items", "^Add at least one item$");
  });
});

const customer = () => newOrderBody().customer;
