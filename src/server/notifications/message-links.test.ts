/**
 * The links in her messages: they start with PUBLIC_URL, lead to the tracking page in her
 * language, and open her order by its code; "ready" and "delivered" say what is left to pay.
 */
import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import { formatRupees } from "../../shared/order-format";
import { allowTimeForScrypt, createAdminTestApp, sessionTokenFor } from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { newOrder, ownerCalls, testClock } from "../test-support/notify-fixture";

allowTimeForScrypt();

const PUBLIC_URL = "https://shop.rajwadirang.in";

describeEachEngine("links and balances in her messages", (engine) => {
  const t = useTestDatabase(engine);
  const clock = testClock();
  let app: Hono;
  let owner: ReturnType<typeof ownerCalls>;

  beforeAll(async () => {
    app = await createAdminTestApp(t.db, clock.now, undefined, { publicUrl: PUBLIC_URL });
    owner = ownerCalls(app, await sessionTokenFor(t.db, "sunita", clock.now()));
  });

  const codeOf = async (orderId: string) =>
    (
      await t.db.db
        .selectFrom("orders")
        .select("tracking_code")
        .where("order_id", "=", orderId)
        .executeTakeFirstOrThrow()
    ).tracking_code;

  const bodies = async (orderId: string, kind: string) =>
    (await owner.messages(orderId)).messages.filter((m) => m.kind === kind).map((m) => m.body);

  it.each([
    ["en", "/tracking"],
    ["hi", "/hi/tracking"],
  ] as const)(
    "links a customer writing in %s to %s at PUBLIC_URL, opening her order by its code",
    async (language, page) => {
      const { order } = await owner.takeOrder(newOrder({ language, email: true, whatsapp: true }));
      const link = `${PUBLIC_URL}${page}#code=${await codeOf(order.orderId)}`;
      await owner.send(`/orders/${order.orderId}/notes`, {
        text: "Fitting on Monday",
        audience: "customer",
      });
      for (const step of [0, 1, 2]) await owner.setStep(order.orderId, step, "completed");
      for (const kind of ["order-created", "order-note", "order-status"]) {
        const sent = await bodies(order.orderId, kind);
        expect(sent, kind).toHaveLength(2); // e-mail and WhatsApp
        for (const body of sent) expect(body, kind).toContain(link);
      }
      const all = JSON.stringify(await owner.messages(order.orderId));
      expect(all).not.toContain("rajwadirang.example");
    },
  );

  it("says the balance due when the order is ready and when it is delivered", async () => {
    const { order } = await owner.takeOrder(
      newOrder({ language: "en", email: true, whatsapp: false }),
    );
    const pay = async (amountRupees: number) => {
      const res = await owner.send(`/orders/${order.orderId}/payments`, {
        amountRupees,
        paidOn: "2026-03-02",
        method: "cash",
        reference: "",
      });
      expect(res.status).toBe(201);
    };
    await pay(5000);
    for (const step of [0, 1, 2, 3, 4, 5, 6]) await owner.setStep(order.orderId, step, "completed");
    const ready = (await bodies(order.orderId, "order-status")).find((b) => b.includes("Ready"))!;
    expect(ready).toContain(`Balance due: ${formatRupees(order.amountRupees - 5000)}.`);
    const inWork = (await bodies(order.orderId, "order-status")).find((b) =>
      b.includes("In Progress"),
    )!;
    expect(inWork).not.toContain("Balance");

    await pay(order.amountRupees - 5000);
    for (const step of [7, 8]) await owner.setStep(order.orderId, step, "completed");
    const delivered = (await bodies(order.orderId, "order-status")).find((b) =>
      b.includes("Delivered"),
    )!;
    expect(delivered).toContain("Nothing is left to pay.");
  });

  it("says the balance in Hindi to a customer writing in Hindi", async () => {
    const { order } = await owner.takeOrder(
      newOrder({ language: "hi", email: true, whatsapp: false }),
    );
    for (const step of [0, 1, 2, 3, 4, 5, 6]) await owner.setStep(order.orderId, step, "completed");
    const ready = (await bodies(order.orderId, "order-status"))[0]!;
    expect(ready).toContain(`बाक़ी रक़म: ${formatRupees(order.amountRupees)}।`);
  });
});
