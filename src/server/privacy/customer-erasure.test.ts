/**
 * A customer's export (everything held about her) and her erasure on request: her data gone
 * from every table, the GST invoice's minimum kept, a log without her data, others untouched.
 */
import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import type { AdminOrderDetail } from "../../shared/admin";
import {
  ERASURE_LOG_PAGE,
  type CustomerExport,
  type ErasureLogPage,
} from "../../shared/privacy-admin";
import { OWNERS } from "../auth/owners";
import { createContactRepository } from "../contact/contact-repository";
import { queueContactNotice } from "../notifications/owner-messages";
import {
  allowTimeForScrypt,
  createAdminTestApp,
  sessionTokenFor,
  withToken,
} from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { editBody, newOrderBody, noteBody, paymentBody } from "../test-support/order-bodies";
import { storedRows } from "../test-support/stored-state";

allowTimeForScrypt();

const NOW = new Date("2026-03-10T10:00:00.000Z");
// Nobody in the samples shares her name, numbers (93511…) or address.
const MEERA = {
  name: "Lalita Bhati",
  phone: "+91 93511 22345",
  newPhone: "+91 93511 66778",
  email: "lalita.b@example.in",
  line: "7, Bapu Bazaar Lane",
};

describeEachEngine("a customer's export and erasure", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let token: string;
  let meeraId: number;
  let small: string;
  let large: string;
  let otherId: number;
  const call = (path: string, body?: unknown, method = "POST") =>
    app.request(
      `/api/admin${path}`,
      withToken(
        token,
        body === undefined
          ? {}
          : { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
      ),
    );
  const json = async <T>(res: Response | Promise<Response>) => {
    const r = await res;
    expect(r.status, r.url).toBeLessThan(300);
    return (await r.json()) as T;
  };
  const order = (over: Parameters<typeof newOrderBody>[0]) =>
    json<AdminOrderDetail>(call("/orders", newOrderBody(over)));

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => NOW);
    token = await sessionTokenFor(testDb.db, "sunita", NOW);
    const address = { line: MEERA.line, city: "Jaipur", state: "Rajasthan", postalCode: "302001" };
    const customer = { name: MEERA.name, phone: MEERA.phone, email: MEERA.email, address };
    const messaging = { language: "hi" as const, whatsapp: true, email: true };
    const first = await order({ customer, messaging, amountRupees: 24_000 });
    meeraId = first.order.customerId!;
    small = first.order.orderId;
    // She gave a new number later: the order's edit keeps the old one in its timeline.
    await json(
      call(
        `/orders/${small}`,
        editBody(first.order, { customer: { ...customer, phone: MEERA.newPhone } }),
        "PATCH",
      ),
    );
    await json(
      call(`/orders/${small}/notes`, noteBody({ text: `${MEERA.name}: fitting on Friday` })),
    );
    const second = await order({ customerId: meeraId, customer, amountRupees: 60_000 });
    large = second.order.orderId;
    await json(
      call(`/orders/${large}/payments`, paymentBody({ reference: `UPI from ${MEERA.name}` })),
    );
    // Work sent out for her order, the owner's words naming her (issue 24 §2).
    const dyer = await json<{ karigar: { id: number } }>(
      call("/workshop/karigars", {
        name: "Rangrez Iqbal",
        phone: "+91 98290 22222",
        place: "outside",
      }),
    );
    const challan = await json<{ challan: { id: number; lines: { id: number }[] } }>(
      call("/workshop/challans", {
        karigarId: dyer.karigar.id,
        orderId: small,
        stepId: "step-4",
        sentOn: "2026-03-02",
        expectedOn: "2026-03-09",
        note: `Dye to match ${MEERA.name}'s swatch`,
        lines: [{ description: `Dupatta for ${MEERA.name}`, quantity: 1 }],
      }),
    );
    await json(
      call(`/workshop/challans/${challan.challan.id}/returns`, {
        returnedOn: "2026-03-02",
        note: `${MEERA.name} to see it first`,
        lines: [{ lineId: challan.challan.lines[0]!.id, quantity: 1 }],
      }),
    );
    await json(
      call(`/customers/${meeraId}/measurements`, { unit: "in", values: { bust: 34 }, note: "" }),
    );
    // Her contact message, from her old number, and the owners' notice quoting it.
    const message = {
      name: MEERA.name,
      phone: MEERA.phone,
      email: MEERA.email,
      subject: "Bridal lehenga",
      message: "Please call me after 6 <img src=x onerror=alert(1)>",
    };
    await createContactRepository(testDb.db.db).saveMessage(message, NOW);
    await queueContactNotice(
      testDb.db.db,
      { recipients: [{ channel: "email", address: "owners@rajwadirang.example" }], language: "en" },
      message,
      NOW,
    );
    await testDb.db.db
      .insertInto("rate_limits")
      .values({ key: `wrong-digits:${small}`, window_start: NOW.getTime(), count: 3 })
      .execute();
    const other = await order({ messaging: { language: "en", whatsapp: true, email: false } });
    otherId = other.order.customerId!;
  });

  it("exports everything held about her, as JSON and as a page to print", async () => {
    const res = await call(`/customers/${meeraId}/export.json`);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="customer-${meeraId}-data.json"`,
    );
    const data = await json<CustomerExport>(res);
    expect(data.customer).toMatchObject({ name: MEERA.name, phone: MEERA.phone });
    expect(data.consents.map((c) => c.purpose).sort()).toEqual([
      "email-updates",
      "whatsapp-updates",
    ]);
    expect(data.measurements).toHaveLength(1);
    expect(data.orders.map((o) => o.order.orderId).sort()).toEqual([small, large].sort());
    expect(data.orders.find((o) => o.order.orderId === large)!.payments).toHaveLength(1);
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ phone: MEERA.phone, subject: "Bridal lehenga" }),
    ]);
    expect(data.ownerNoticesAboutHer).toHaveLength(1);
    expect(data.messagesToHer.length).toBeGreaterThan(0);
    expect(
      data.messagesToHer.every((m) => [MEERA.newPhone, MEERA.phone, MEERA.email].includes(m.to)),
    ).toBe(true);

    const page = await call(`/customers/${meeraId}/export.html`);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain(`Data Rajwadi Rang Boutique holds about ${MEERA.name}`);
    // What she or an owner typed is text on the page, never markup.
    expect(html).toContain("Please call me after 6 &lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
  });

  it("refuses to erase unless her name is typed as recorded, changing nothing", async () => {
    const before = await storedRows(testDb.db);
    const res = await call(`/customers/${meeraId}/erase`, { confirmName: "Meera" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: "confirmName" });
    expect(await storedRows(testDb.db)).toEqual(before);
    expect((await call(`/customers/999999/erase`, { confirmName: MEERA.name })).status).toBe(404);
  });

  it("erases her everywhere, keeps the invoices' minimum, logs counts only, leaves others alone", async () => {
    const otherBefore = await json<unknown>(call(`/customers/${otherId}`));
    const { erased } = await json<{ erased: Record<string, number> }>(
      call(`/customers/${meeraId}/erase`, { confirmName: ` ${MEERA.name} ` }),
    );
    expect(erased).toMatchObject({
      ordersAnonymised: 2,
      ordersKeepingNameForTax: 1,
      contactMessagesDeleted: 1,
      ownerNoticesCleared: 1,
      measurementsDeleted: 1,
      consentsDeleted: 2,
      // The edit (her old and new numbers), the note for her and the payment naming her.
      timelineEntriesScrubbed: 3,
      rateLimitsDeleted: 1,
    });
    expect((await call(`/customers/${meeraId}`)).status).toBe(404);

    // Nothing anywhere holds her phone numbers, e-mail or address line; her name stays only on
    // the ₹60,000 order (an invoice of ₹50,000 or more must name her and her address).
    const rows = await storedRows(testDb.db);
    const all = JSON.stringify(rows);
    for (const value of [MEERA.phone, MEERA.newPhone, MEERA.email, "93511"])
      expect(all).not.toContain(value);
    const holding = Object.entries(rows).flatMap(([table, list]) =>
      list.filter((r) => r.includes(MEERA.name) || r.includes(MEERA.line)).map((r) => [table, r]),
    );
    expect(holding.map(([table]) => table)).toEqual(["orders"]);
    expect(holding[0]![1]).toContain(large);

    const kept = await testDb.db.db
      .selectFrom("orders")
      .selectAll()
      .where("order_id", "in", [small, large])
      .orderBy("amount_rupees")
      .execute();
    expect(kept.map((o) => [o.customer_name, o.state, o.amount_rupees, o.customer_id])).toEqual([
      ["(erased)", "Rajasthan", 24_000, null],
      [MEERA.name, "Rajasthan", 60_000, null],
    ]);
    expect(kept.map((o) => o.measurements)).toEqual([null, null]);

    const log = await testDb.db.db.selectFrom("erasures").selectAll().execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ erased_by: "sunita", erased_at: NOW.toISOString() });
    expect(JSON.parse(log[0]!.counts)).toEqual(erased);

    // The other customer is as she was.
    expect(await json<unknown>(call(`/customers/${otherId}`))).toEqual(otherBefore);

    // Settings lists the erasure: when, by whom, what; nothing of hers.
    const listed = await call("/privacy/erasures");
    const text = await listed.text();
    expect(JSON.parse(text)).toEqual({
      entries: [
        {
          id: log[0]!.id,
          erasedAt: NOW.toISOString(),
          erasedBy: OWNERS[0]!.displayName,
          counts: erased,
        },
      ],
      older: null,
    });
    for (const value of [MEERA.name, MEERA.phone.slice(-5), MEERA.email, MEERA.line])
      expect(text).not.toContain(value);
  });

  it("lists the erasures newest first, a page at a time", async () => {
    const counts = JSON.stringify({ ordersAnonymised: 0 });
    await testDb.db.db
      .insertInto("erasures")
      .values(
        Array.from({ length: ERASURE_LOG_PAGE + 4 }, (_, i) => ({
          erased_at: new Date(NOW.getTime() + (i + 1) * 60_000).toISOString(),
          erased_by: "rekha",
          counts,
        })),
      )
      .execute();
    const first = await json<ErasureLogPage>(call("/privacy/erasures"));
    expect(first.entries).toHaveLength(ERASURE_LOG_PAGE);
    const ids = first.entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.entries[0]!.erasedBy).toBe(OWNERS[1]!.displayName);
    expect(first.older).toBe(ids.at(-1));
    const rest = await json<ErasureLogPage>(call(`/privacy/erasures?before=${first.older}`));
    // The four left of the inserted ones, and the erasure of the test before.
    expect(rest.entries).toHaveLength(5);
    expect(rest.entries.at(-1)!.erasedBy).toBe(OWNERS[0]!.displayName);
    expect(rest.older).toBeNull();
    for (const bad of ["0", "-1", "x", "1e3", "99999999999"])
      expect((await call(`/privacy/erasures?before=${bad}`)).status, bad).toBe(400);
  });
});
