import { expect, it } from "vitest";
import type { CustomerDetail } from "../../shared/customers";
import { storedChanges } from "../test-support/admin-endpoints";
import { describeEachEngine } from "../test-support/databases";
import { newOrderBody, uniquePhone } from "../test-support/order-bodies";
import { useOrderFixture } from "../test-support/order-fixture";

/**
 * Issue 25, slip 12: the new-order form keeps the address typed on her record when asked, and
 * takes her measurements (a new version on her record, which the order copies).
 */
describeEachEngine("a new order keeps her address and measurements on her record", (engine) => {
  const { f, send, createOrder } = useOrderFixture(engine);
  const address = {
    line: "9, Civil Lines",
    city: "Jaipur",
    state: "Rajasthan",
    postalCode: "302006",
  };

  /** A customer of her own, recorded (by phone, as from a call) without an address. */
  async function customerWithoutAddress() {
    const res = await send<CustomerDetail>("/customers", {
      name: "Anita Bhati",
      phone: uniquePhone(),
      email: "",
      type: "retail",
      notes: "",
      fromMessageId: null,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return res.json.customer;
  }
  const detailOf = async (id: number) => (await send<CustomerDetail>(`/customers/${id}`)).json;
  const forHer = (c: Awaited<ReturnType<typeof customerWithoutAddress>>) => ({
    customerId: c.id,
    customer: { name: c.name, phone: c.phone, email: c.email, address },
  });

  it("saves the address typed to her record when asked, told in her history", async () => {
    const her = await customerWithoutAddress();
    await createOrder({ ...forHer(her), saveAddress: true });
    const after = await detailOf(her.id);
    expect(after.customer.address).toEqual(address);
    expect(after.customer.revision).toBe(her.revision + 1);
    expect(after.history[0]).toMatchObject({
      kind: "edited",
      by: "Sunita Rathore",
      changes: [{ field: "Address", from: "", to: "9, Civil Lines, Jaipur, Rajasthan, 302006" }],
    });
  });

  it("leaves her record's address as it was when not asked", async () => {
    const her = await customerWithoutAddress();
    const order = await createOrder(forHer(her));
    expect(order.order.address).toEqual(address);
    const after = await detailOf(her.id);
    expect(after.customer.address).toEqual(her.address);
    expect(after.customer.revision).toBe(her.revision);
  });

  it("takes her measurements as a new version, which the order copies", async () => {
    const her = await customerWithoutAddress();
    const measurements = {
      unit: "in" as const,
      values: { bust: 34.5, waist: 28 },
      note: "Loose fit",
    };
    const { order, timeline } = await createOrder({ ...forHer(her), measurements });
    const after = await detailOf(her.id);
    expect(after.measurements).toHaveLength(1);
    expect(after.measurements[0]).toMatchObject({ version: 1, ...measurements });
    expect(after.history[0]).toMatchObject({ kind: "measurements", version: 1 });
    expect(order.measurements).toMatchObject({ version: 1, ...measurements });
    expect(timeline.some((e) => e.kind === "measurements")).toBe(true);
  });

  it("refuses measurements the customer page would refuse, naming the field; nothing is stored", async () => {
    const her = await customerWithoutAddress();
    const before = await storedChanges(f.db);
    const res = await send("/orders", {
      ...newOrderBody({
        ...forHer(her),
        saveAddress: true,
      }),
      measurements: { unit: "in", values: { bust: -2 }, note: "" },
    });
    expect([res.status, res.json]).toEqual([
      400,
      { error: "Bust must be more than 0", field: "measurements.values.bust" },
    ]);
    expect(await storedChanges(f.db)).toEqual(before);
  });
});
