import { expect, it } from "vitest";
import { lastFourDigits } from "../../shared/phone";
import { storedChanges } from "../test-support/admin-endpoints";
import { describeEachEngine } from "../test-support/databases";
import { noteBody } from "../test-support/order-bodies";
import { START, useOrderFixture } from "../test-support/order-fixture";

describeEachEngine("POST /api/admin/orders/:id/notes", (engine) => {
  const { f, send, createOrder, change, track, trackWithDigits } = useOrderFixture(engine);

  it("keeps internal notes for the owners and shows customer notes in her order history", async () => {
    const { order } = await createOrder({ notes: "Pays in cash only" });
    const id = order.orderId;
    const internal = await change(`/orders/${id}/notes`, {
      audience: "internal",
      text: "Ask the dyer about the maroon lot",
    });
    expect(internal.order.revision).toBe(1);
    f.clock = START + 2 * 3_600_000;
    const { timeline } = await change(
      `/orders/${id}/notes`,
      { audience: "customer", text: "  Your fabric has arrived; fitting on Friday.  " },
      "POST",
      f.rekha,
    );
    expect(timeline.slice(0, 2).map(({ id: _, ...e }) => e)).toEqual([
      {
        kind: "note",
        audience: "customer",
        text: "Your fabric has arrived; fitting on Friday.",
        by: "Rekha Shekhawat",
        at: new Date(f.clock).toISOString(),
      },
      {
        kind: "note",
        audience: "internal",
        text: "Ask the dyer about the maroon lot",
        by: "Sunita Rathore",
        at: new Date(START).toISOString(),
      },
    ]);

    for (const res of [
      await track(id),
      await trackWithDigits(id, lastFourDigits(order.customerPhone)),
    ]) {
      expect(res.json.order.statusHistory).toEqual([
        expect.objectContaining({ kind: "status", status: "received", date: "2026-03-02" }),
        {
          kind: "note",
          date: "2026-03-02",
          description: "Your fabric has arrived; fitting on Friday.",
        },
      ]);
      const text = JSON.stringify(res.json);
      for (const secret of ["dyer", "cash only"]) expect(text).not.toContain(secret);
    }
  });

  it("names the field it refuses, and stores nothing", async () => {
    const { order } = await createOrder();
    const before = await storedChanges(f.db);
    const cases: [unknown, string, string][] = [
      [{ text: "Hello" }, "audience", "Audience must be internal or customer"],
      [
        noteBody({ audience: "public" as "customer" }),
        "audience",
        "Audience must be internal or customer",
      ],
      [noteBody({ text: "  " }), "text", "Note is required"],
      [noteBody({ text: "n".repeat(1001) }), "text", "Note must be at most 1000 characters"],
      [noteBody({ text: "Hi\u0000" }), "text", "Note contains a character that is not allowed"],
    ];
    for (const [body, field, error] of cases) {
      const res = await send(`/orders/${order.orderId}/notes`, body);
      expect([res.status, res.json]).toEqual([400, { error, field }]);
    }
    expect(await storedChanges(f.db)).toEqual(before);
  });
});
