import { expect, it } from "vitest";
import type { NotePreview } from "../../shared/order-events";
import { lastFourDigits } from "../../shared/phone";
import { storedChanges } from "../test-support/admin-endpoints";
import { describeEachEngine } from "../test-support/databases";
import { noteBody } from "../test-support/order-bodies";
import { START, useOrderFixture } from "../test-support/order-fixture";

describeEachEngine("POST /api/admin/orders/:id/notes", (engine) => {
  const { f, send, createOrder, change, trackByCode, codeOf, trackWithDigits } =
    useOrderFixture(engine);

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
      await trackByCode(await codeOf(id)),
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

  it("previews a note for the customer word for word as it will be sent, storing nothing", async () => {
    const { order } = await createOrder({
      customer: {
        name: "Meera Sharma",
        phone: "+91 98290 55501",
        email: "meera.preview@example.in",
        address: { line: "5, Civil Lines", city: "Jaipur", state: "Rajasthan", postalCode: "" },
      },
      messaging: { language: "hi", whatsapp: true, email: true },
    });
    const id = order.orderId;
    const note = { audience: "customer", text: "Fitting on Friday at 11." } as const;
    const outbox = () => f.db.db.selectFrom("outbox_messages").selectAll().orderBy("id").execute();
    const before = [await storedChanges(f.db), await outbox()];

    const preview = await send<NotePreview>(`/orders/${id}/notes/preview`, note);
    expect(preview.status).toBe(200);
    expect(preview.json.tracking).toEqual({
      label: "बुटीक की ओर से संदेश",
      date: "2 मार्च 2026",
      text: note.text,
      language: "hi",
    });
    expect([await storedChanges(f.db), await outbox()]).toEqual(before);

    // Added for real: exactly the messages the preview showed.
    await change(`/orders/${id}/notes`, note);
    const queued = (await outbox()).filter((m) => m.kind === "order-note");
    expect(preview.json.messages).toEqual(
      queued.map((m) => ({
        channel: m.channel,
        recipient: m.recipient,
        language: m.language,
        body: m.body,
      })),
    );
    expect(preview.json.messages.map((m) => m.channel)).toEqual(["whatsapp", "email"]);
    expect(preview.json.messages[0]!.body).toContain(note.text);
  });

  it("previews no message for a customer who has not agreed to messages", async () => {
    const { order } = await createOrder();
    const preview = await send<NotePreview>(`/orders/${order.orderId}/notes/preview`, {
      audience: "customer",
      text: "Your fabric is here.",
    });
    expect(preview.status).toBe(200);
    expect(preview.json.messages).toEqual([]);
    expect(preview.json.tracking.language).toBe("en");
    expect(preview.json.tracking.label).toBe("Note from the boutique");
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
