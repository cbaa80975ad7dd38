/**
 * Work sent out on both engines (issue 24 §2): a challan numbered in its financial year (never
 * twice, even sent at once), its lines in whole pieces and centimetres, returns in part and in
 * full with what came back, its state, overdue past its date, refusals naming the field, and the
 * owners' morning message of the overdue ones with a controlled clock.
 */
import { expect, it } from "vitest";
import type { Challan, ChallanList } from "../../shared/workshop/challans";
import type { KarigarPage } from "../../shared/workshop/workshop";
import { createDigestJob } from "../notifications/daily-digest";
import { sessionTokenFor } from "../test-support/admin-app";
import { describeEachEngine } from "../test-support/databases";
import { START, useOrderFixture } from "../test-support/order-fixture";

const morning = (day: string) => new Date(`${day}T08:30:00+05:30`);

describeEachEngine("challans: work sent out and what came back", (engine) => {
  const { f, send, createOrder } = useOrderFixture(engine);

  const newKarigar = async (name = "Rangrez Iqbal", active = true) => {
    const res = await send<KarigarPage>("/workshop/karigars", {
      name,
      phone: "+91 98290 22222",
      place: "outside",
      skills: ["step-4"],
      active,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return res.json.karigar.id;
  };
  const body = (karigarId: number, orderId: string, over: object = {}) => ({
    karigarId,
    orderId,
    stepId: "step-4",
    sentOn: "2026-03-02",
    expectedOn: "2026-03-06",
    note: "Dye to the swatch",
    lines: [
      { description: "Georgette for dyeing", quantity: 0, centimetres: 550 },
      { description: "Dupatta", quantity: 2, centimetres: 0 },
    ],
    ...over,
  });
  const sendOut = (b: object) => send<{ challan: Challan }>("/workshop/challans", b);
  const list = async (query = "") => (await send<ChallanList>(`/workshop/challans${query}`)).json;

  it("numbers challans in the financial year, returns them in part and in full, overdue past their date", async () => {
    const karigarId = await newKarigar();
    const { order } = await createOrder();
    const sent = await sendOut(body(karigarId, order.orderId));
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    const challan = sent.json.challan;
    expect(challan).toMatchObject({
      number: "DC2526/0001",
      karigarName: "Rangrez Iqbal",
      orderId: order.orderId,
      stepId: "step-4",
      stepName: "Embroidery Work",
      state: "open",
      overdue: false,
      createdBy: "sunita",
    });
    expect(challan.lines.map((l) => [l.description, l.quantity, l.centimetres])).toEqual([
      ["Georgette for dyeing", 0, 550],
      ["Dupatta", 2, 0],
    ]);
    const [fabric, dupatta] = challan.lines;

    // Back in part: 3 m of the fabric and one dupatta.
    const part = await send<{ challan: Challan }>(`/workshop/challans/${challan.id}/returns`, {
      returnedOn: "2026-03-05",
      note: "Rest on Monday",
      lines: [
        { lineId: fabric!.id, centimetres: 300 },
        { lineId: dupatta!.id, quantity: 1 },
      ],
    });
    expect(part.status, JSON.stringify(part.json)).toBe(201);
    expect(part.json.challan.state).toBe("partly-returned");
    expect(part.json.challan.lines.map((l) => [l.returnedQuantity, l.returnedCentimetres])).toEqual(
      [
        [0, 300],
        [1, 0],
      ],
    );
    expect(part.json.challan.returns).toEqual([
      {
        id: expect.any(Number),
        returnedOn: "2026-03-05",
        note: "Rest on Monday",
        by: "sunita",
        lines: [
          {
            lineId: fabric!.id,
            description: "Georgette for dyeing",
            quantity: 0,
            centimetres: 300,
          },
          { lineId: dupatta!.id, description: "Dupatta", quantity: 1, centimetres: 0 },
        ],
      },
    ]);

    // More than is still out is refused, naming the lines; nothing is stored.
    const tooMuch = await send(`/workshop/challans/${challan.id}/returns`, {
      returnedOn: "2026-03-07",
      lines: [{ lineId: fabric!.id, centimetres: 251 }],
    });
    expect(tooMuch).toEqual({
      status: 409,
      json: { error: "More came back than is still out on this line", field: "lines" },
    });
    const before = await send(`/workshop/challans/${challan.id}/returns`, {
      returnedOn: "2026-03-01",
      lines: [{ lineId: fabric!.id, centimetres: 1 }],
    });
    expect(before.json).toEqual({
      error: "Returned on must be on or after the day it was sent",
      field: "returnedOn",
    });

    // Past its date and not all back: overdue, first in its list and counted.
    f.clock = Date.parse("2026-03-07T05:00:00Z");
    f.sunita = await sessionTokenFor(f.db, "sunita", new Date(f.clock));
    expect((await list("?show=overdue")).challans.map((c) => c.number)).toEqual(["DC2526/0001"]);
    expect((await list()).overdue).toBe(1);
    expect(
      (await send<{ challan: Challan }>(`/workshop/challans/${challan.id}`)).json.challan,
    ).toMatchObject({ overdue: true, state: "partly-returned" });

    const rest = await send<{ challan: Challan }>(`/workshop/challans/${challan.id}/returns`, {
      returnedOn: "2026-03-07",
      lines: [
        { lineId: fabric!.id, centimetres: 250 },
        { lineId: dupatta!.id, quantity: 1 },
      ],
    });
    expect(rest.json.challan).toMatchObject({ state: "returned", overdue: false });
    expect((await list("?show=overdue")).challans).toEqual([]);
    expect((await list("?show=returned")).challans.map((c) => c.number)).toEqual(["DC2526/0001"]);
    const again = await send(`/workshop/challans/${challan.id}/returns`, {
      returnedOn: "2026-03-07",
      lines: [{ lineId: dupatta!.id, quantity: 1 }],
    });
    expect(again.status).toBe(409);

    // The order's challans, for its step row.
    const ofOrder = await list(`?order=${order.orderId}`);
    expect(ofOrder.challans.map((c) => [c.number, c.stepId])).toEqual([["DC2526/0001", "step-4"]]);

    // A new financial year starts its numbers again.
    const april = await sendOut(
      body(karigarId, order.orderId, { sentOn: "2026-04-01", expectedOn: "2026-04-03" }),
    );
    expect(april.json.challan.number).toBe("DC2627/0001");
    f.clock = START;
    f.sunita = await sessionTokenFor(f.db, "sunita", new Date(START));
  });

  it("gives challans sent at the same moment numbers of their own, one after another", async () => {
    const karigarId = await newKarigar("Gota family");
    const { order } = await createOrder();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        sendOut(body(karigarId, order.orderId, { sentOn: "2024-06-10", expectedOn: "2024-06-20" })),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(answers.map((a) => a.json.challan.number).sort()).toEqual([
      "DC2425/0001",
      "DC2425/0002",
      "DC2425/0003",
      "DC2425/0004",
      "DC2425/0005",
      "DC2425/0006",
    ]);
  });

  it("refuses a challan naming the field, and stores nothing", async () => {
    const karigarId = await newKarigar("Block printer");
    const away = await newKarigar("Gone away", false);
    const { order } = await createOrder();
    const count = async () => (await list()).challans.length;
    const n = await count();
    for (const [over, field, error] of [
      [
        { expectedOn: "2026-03-01" },
        "expectedOn",
        "Expected back must be on or after the day it was sent",
      ],
      [{ lines: [] }, "lines", "A challan lists 1 to 20 lines"],
      [
        { lines: [{ description: "Silk", quantity: 0 }] },
        "lines.0.quantity",
        "Each line needs pieces or metres",
      ],
      [
        { lines: [{ description: "Silk", centimetres: 2.5 }] },
        "lines.0.centimetres",
        "Metres must be in whole centimetres, at most 10000 m",
      ],
      [
        { lines: [{ description: "Silk", quantity: -1 }] },
        "lines.0.quantity",
        "Pieces must be a whole number from 0 to 10000",
      ],
      [{ stepId: "step-99" }, "stepId", "Step must be one of the production steps"],
      [{ orderId: "RR0000000" }, "orderId", "Order not found"],
      [{ karigarId: 99_999 }, "karigarId", "Karigar not found"],
      [{ karigarId: away }, "karigarId", "This karigar is not active"],
      [{ sentOn: "2026-02-30" }, "sentOn", "Sent on must be a real date"],
    ] as const) {
      const res = await sendOut(body(karigarId, order.orderId, over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.json, JSON.stringify(over)).toEqual({ error, field });
    }
    expect(await count()).toBe(n);
    expect((await send("/workshop/challans/999999")).status).toBe(404);
    expect((await send("/workshop/challans?show=late")).json).toEqual({
      error: "Show must be one of: all, open, partly-returned, returned, overdue",
      field: "show",
    });
  });

  it("tells the owners each morning of the challans not back by their date", async () => {
    await f.db.db.deleteFrom("challans").execute();
    const karigarId = await newKarigar("Dyer Salim");
    const { order } = await createOrder();
    const sent = await sendOut(body(karigarId, order.orderId));
    const other = await sendOut(
      body(karigarId, order.orderId, {
        expectedOn: "2026-03-09",
        lines: [{ description: "Lining", quantity: 1 }],
      }),
    );
    expect(other.status).toBe(201);
    const owners = {
      recipients: [{ channel: "email" as const, address: "sunita@rajwadirang.example" }],
    };
    const messages = () =>
      f.db.db
        .selectFrom("outbox_messages")
        .select(["subject", "body"])
        .where("kind", "=", "challans-overdue")
        .orderBy("id")
        .execute();
    const digest = createDigestJob(f.db.db, { ...owners, language: "en", hour: 8 });
    await digest(morning("2026-03-06"));
    expect(await messages()).toEqual([]);
    await digest(morning("2026-03-07"));
    await createDigestJob(f.db.db, { ...owners, language: "en", hour: 8 })(morning("2026-03-07"));
    expect(await messages()).toEqual([
      {
        subject: "Work sent out and not back, 7 March 2026",
        body: `Good morning! Challans past their return date: ${sent.json.challan.number} Dyer Salim, ${order.orderId} (6 Mar). See them in the back office's Workshop.`,
      },
    ]);
    await createDigestJob(f.db.db, { ...owners, language: "hi", hour: 8 })(morning("2026-03-10"));
    const [, hindi] = await messages();
    expect(hindi!.subject).toBe("बाहर भेजा काम जो नहीं लौटा, 10 मार्च 2026");
    expect(hindi!.body).toContain(`${other.json.challan.number} Dyer Salim`);
  });
});
