/**
 * Issue 26 §4: the money views. The day book (payments in, refunds out, by day and mode, with
 * totals, a page of days at a time), outstanding balances by customer and age, the month's GST
 * summary read from the documents issued; each as a CSV with the exports' formula guard.
 */
import { expect, it } from "vitest";
import type { AdminOrderDetail } from "../../shared/admin";
import type { IssuedDocument } from "../../shared/billing/documents";
import { addDays } from "../../shared/dates";
import type { DayBookPage, GstMonth, OutstandingPage } from "../../shared/money";
import { DEMO_BUSINESS } from "../billing/demo-business";
import { sessionTokenFor, withToken } from "../test-support/admin-app";
import { describeEachEngine } from "../test-support/databases";
import { paymentBody } from "../test-support/order-bodies";
import { START, TODAY_IN_INDIA, useOrderFixture } from "../test-support/order-fixture";
import { orderProblems } from "../test-support/stored-data-rules";

const DAY = 86_400_000;
const csvLines = async (res: Response) =>
  new TextDecoder("utf-8", { ignoreBOM: true })
    .decode(await res.arrayBuffer())
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");

describeEachEngine("the money views", (engine) => {
  const { f, send, createOrder, change } = useOrderFixture(engine, { sampleOrders: false });
  const csv = async (path: string) => {
    const res = await f.app.request(`/api/admin${path}`, withToken(f.sunita));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    return csvLines(res);
  };
  /** Back at START: a session made later ended the fixture's (expired by then), so new ones. */
  const backToStart = async () => {
    f.clock = START;
    f.sunita = await sessionTokenFor(f.db, "sunita", new Date(START));
    f.rekha = await sessionTokenFor(f.db, "rekha", new Date(START));
  };
  /** A ready-made order (four steps), delivered `daysAgo` days before START. */
  const deliveredOrder = async (daysAgo: number, over: Parameters<typeof createOrder>[0] = {}) => {
    f.clock = START - daysAgo * DAY;
    const day = addDays(TODAY_IN_INDIA, -daysAgo);
    const { order } = await createOrder({
      orderType: "ready-made",
      orderDate: day,
      expectedDelivery: addDays(day, 5),
      ...over,
    });
    let detail: AdminOrderDetail | undefined;
    for (const step of order.productionSteps)
      detail = await change(
        `/orders/${order.orderId}/steps/${step.id}`,
        { status: "completed" },
        "PATCH",
      );
    f.clock = START;
    expect(detail!.order.currentStatus).toBe("delivered");
    return detail!.order;
  };

  it("day book: each day's money in and out by mode, the range's totals, a page of days at a time", async () => {
    const { order } = await createOrder({ amountRupees: 90000 });
    const id = order.orderId;
    // 33 days with payments, the last 33 days before START; cash, and UPI on even days.
    for (let back = 0; back < 33; back++) {
      const paidOn = addDays(TODAY_IN_INDIA, -back);
      await change(
        `/orders/${id}/payments`,
        paymentBody({ amountRupees: 100, paidOn, method: "cash", reference: "" }),
      );
      if (back % 2 === 0)
        await change(`/orders/${id}/payments`, paymentBody({ amountRupees: 200, paidOn }));
    }
    // Today: a card payment reversed (in, then taken back), and ₹50 refunded by UPI.
    const card = await change(
      `/orders/${id}/payments`,
      paymentBody({ amountRupees: 999, method: "card", reference: "" }),
    );
    const cardId = card.payments.at(-1)!.id;
    await change(`/orders/${id}/payments/${cardId}/reversal`, {
      reason: "Typed on the wrong order",
    });
    await change(`/orders/${id}/refunds`, {
      amountRupees: 50,
      refundedOn: TODAY_IN_INDIA,
      method: "upi",
      reference: "UTR OUT 5501",
      reason: "Button missing",
    });

    const from = addDays(TODAY_IN_INDIA, -40);
    const { status, json } = await send<DayBookPage>(
      `/money/day-book?from=${from}&to=${TODAY_IN_INDIA}`,
    );
    expect(status).toBe(200);
    expect(json.totals).toEqual([
      { method: "cash", inRupees: 3300, outRupees: 0, entries: 33 },
      { method: "upi", inRupees: 3400, outRupees: 50, entries: 18 },
      { method: "bank-transfer", inRupees: 0, outRupees: 0, entries: 0 },
      { method: "card", inRupees: 0, outRupees: 0, entries: 2 },
      { method: "cheque", inRupees: 0, outRupees: 0, entries: 0 },
    ]);
    expect(json.total).toEqual({ inRupees: 6700, outRupees: 50, entries: 53 });
    expect(json.days).toHaveLength(31);
    expect(json.days[0]).toEqual({
      date: TODAY_IN_INDIA,
      modes: [
        { method: "cash", inRupees: 100, outRupees: 0, entries: 1 },
        { method: "upi", inRupees: 200, outRupees: 50, entries: 2 },
        { method: "card", inRupees: 0, outRupees: 0, entries: 2 },
      ],
      inRupees: 300,
      outRupees: 50,
    });
    expect(json.days[1]).toEqual({
      date: addDays(TODAY_IN_INDIA, -1),
      modes: [{ method: "cash", inRupees: 100, outRupees: 0, entries: 1 }],
      inRupees: 100,
      outRupees: 0,
    });
    expect(json.nextCursor).toBe(addDays(TODAY_IN_INDIA, -30));
    const next = await send<DayBookPage>(
      `/money/day-book?from=${from}&to=${TODAY_IN_INDIA}&cursor=${json.nextCursor}`,
    );
    expect(next.json.days.map((d) => d.date)).toEqual([
      addDays(TODAY_IN_INDIA, -31),
      addDays(TODAY_IN_INDIA, -32),
    ]);
    expect(next.json.nextCursor).toBeNull();
    expect(next.json.totals).toEqual(json.totals);

    // A range of one day, and a range with nothing in it.
    const today = await send<DayBookPage>(
      `/money/day-book?from=${TODAY_IN_INDIA}&to=${TODAY_IN_INDIA}`,
    );
    expect(today.json.total).toEqual({ inRupees: 300, outRupees: 50, entries: 5 });
    const empty = await send<DayBookPage>("/money/day-book?from=2024-01-01&to=2024-01-31");
    expect([empty.json.days, empty.json.nextCursor, empty.json.total]).toEqual([
      [],
      null,
      { inRupees: 0, outRupees: 0, entries: 0 },
    ]);

    // The CSV: one line per day and mode, newest first, every page of days.
    const lines = await csv(`/money/day-book.csv?from=${from}&to=${TODAY_IN_INDIA}`);
    expect(lines[0]).toBe('"Date","Mode","In (₹)","Out (₹)","Net (₹)","Entries"');
    expect(lines.slice(1, 4)).toEqual([
      `"${TODAY_IN_INDIA}","Cash",100,0,100,1`,
      `"${TODAY_IN_INDIA}","UPI",200,50,150,2`,
      `"${TODAY_IN_INDIA}","Card",0,0,0,2`,
    ]);
    expect(lines).toHaveLength(1 + 33 + 17 + 1);
    expect(lines.at(-1)).toBe(`"${addDays(TODAY_IN_INDIA, -32)}","UPI",200,0,200,1`);
    expect(await orderProblems(f.db.db)).toEqual([]);
  });

  it("day book: a range backwards or longer than a year is refused, naming the field", async () => {
    for (const [query, error] of [
      ["from=2026-03-02&to=2026-03-01", "To must be on or after From"],
      ["from=2025-03-01&to=2026-03-02", "Choose at most 366 days"],
    ])
      expect(await send(`/money/day-book?${query}`)).toEqual({
        status: 400,
        json: { error, field: "to" },
      });
    expect((await send("/money/day-book?from=2026-02-30&to=2026-03-02")).json).toEqual({
      error: "From must be a real date",
      field: "from",
    });
    expect((await send("/money/day-book.csv?from=2026-03-02&to=2025-03-02")).status).toBe(400);
    // A leap year's 366 days are one range.
    expect((await send("/money/day-book?from=2024-01-01&to=2024-12-31")).status).toBe(200);
  });

  it("outstanding: delivered orders still owing, by customer and age, the most owed first", async () => {
    // Meera: delivered 10 and 45 days ago; Sita (=formula in her name): 100 days ago; Asha: paid up.
    const meera = await deliveredOrder(10, { amountRupees: 12000 });
    await deliveredOrder(45, {
      amountRupees: 5000,
      customerId: meera.customerId,
      customer: {
        name: meera.customerName,
        phone: meera.customerPhone,
        email: meera.customerEmail,
        address: meera.address,
      },
    });
    const sita = await deliveredOrder(100, {
      amountRupees: 30000,
      customer: {
        name: "=SUM(A1:A9) Sita",
        phone: "+91 98765 00100",
        email: "",
        address: {
          line: "4, Bapu Bazar",
          city: "Jaipur",
          state: "Rajasthan",
          postalCode: "302003",
        },
      },
    });
    await change(`/orders/${sita.orderId}/payments`, paymentBody({ amountRupees: 10000 }));
    const asha = await deliveredOrder(70, { amountRupees: 8000 });
    await change(`/orders/${asha.orderId}/payments`, paymentBody({ amountRupees: 8000 }));
    // Not delivered, or cancelled: not outstanding.
    await createOrder({ amountRupees: 7000 });
    const cancelled = await deliveredOrder(20, { amountRupees: 6000 });
    await change(`/orders/${cancelled.orderId}/cancellation`, { reason: "Returned" });

    const { json } = await send<OutstandingPage>("/money/outstanding");
    expect(json.asOf).toBe(TODAY_IN_INDIA);
    expect(json.totals).toEqual({
      buckets: { "0-30": 12000, "31-60": 5000, "61-90": 0, "90+": 20000 },
      totalRupees: 37000,
      customers: 2,
      orders: 3,
    });
    expect(json.rows).toEqual([
      {
        customerId: sita.customerId,
        name: "=SUM(A1:A9) Sita",
        phone: "+91 98765 00100",
        orders: 1,
        buckets: { "0-30": 0, "31-60": 0, "61-90": 0, "90+": 20000 },
        totalRupees: 20000,
        oldestDays: 100,
      },
      {
        customerId: meera.customerId,
        name: meera.customerName,
        phone: meera.customerPhone,
        orders: 2,
        buckets: { "0-30": 12000, "31-60": 5000, "61-90": 0, "90+": 0 },
        totalRupees: 17000,
        oldestDays: 45,
      },
    ]);
    expect(json.nextCursor).toBeNull();

    // A page of one, then the next after its cursor.
    const first = await send<OutstandingPage>("/money/outstanding?limit=1");
    expect(first.json.rows.map((r) => r.totalRupees)).toEqual([20000]);
    const second = await send<OutstandingPage>(
      `/money/outstanding?limit=1&cursor=${encodeURIComponent(first.json.nextCursor!)}`,
    );
    expect(second.json.rows.map((r) => r.totalRupees)).toEqual([17000]);
    expect(second.json.nextCursor).toBeNull();
    expect((await send("/money/outstanding?cursor=nonsense")).json).toEqual({
      error: "cursor must be the nextCursor of an earlier page",
      field: "cursor",
    });

    // The ages move with the days: 21 days on, Meera's first order is 31 days old.
    f.clock = START + 21 * DAY;
    const token = await sessionTokenFor(f.db, "sunita", new Date(f.clock));
    const later = await send<OutstandingPage>("/money/outstanding", undefined, { token });
    expect(later.json.rows[1]!.buckets).toEqual({
      "0-30": 0,
      "31-60": 12000,
      "61-90": 5000,
      "90+": 0,
    });
    await backToStart();

    const lines = await csv("/money/outstanding.csv");
    expect(lines).toEqual([
      '"Customer","Phone","Orders","0–30 days (₹)","31–60 days (₹)","61–90 days (₹)","Over 90 days (₹)","Total (₹)","Oldest (days)"',
      // The formula guard: her name and the phone's + start with an apostrophe.
      `"'=SUM(A1:A9) Sita","'+91 98765 00100",1,0,0,0,20000,20000,100`,
      `"${meera.customerName}","'${meera.customerPhone}",2,12000,5000,0,0,17000,45`,
    ]);
  });

  it("GST summary: the month's invoices less credit notes, by rate and HSN, B2B with GSTINs, B2C by place", async () => {
    const issue = (orderId: string, kind: string, body: unknown) =>
      send<{ issued: IssuedDocument }>(`/orders/${orderId}/documents/${kind}`, body);
    const line = (code: string, unitPaise: number, quantity = 1) => ({
      description: `Piece ${code}`,
      code,
      unit: "PCS",
      quantity,
      unitPaise,
      discountPaise: 0,
    });
    const supply = (over: object) => ({
      handover: "at-boutique",
      recipient: {
        name: "Meera Joshi",
        address: "14 Civil Lines, Jaipur",
        state: "Rajasthan",
        gstin: "",
      },
      pricesIncludeTax: false,
      lines: [line("6204", 200_000, 2), line("6204", 300_000)],
      ...over,
    });
    // The boutique's business, as Settings → Business keeps it (this database has no samples).
    expect((await send("/billing/business", DEMO_BUSINESS, { method: "PUT" })).status).toBe(200);
    const a = await createOrder();
    // B2C in Rajasthan: 2 × ₹2,000 at 5%, ₹3,000 at 18%.
    const b2c = await issue(a.order.orderId, "supply", supply({}));
    expect(b2c.status).toBe(201);
    // B2B to a buyer in Maharashtra, sent: IGST.
    const b = await createOrder();
    const b2b = await issue(
      b.order.orderId,
      "supply",
      supply({
        handover: "sent",
        recipient: {
          name: "Shree Textiles",
          address: "Kalbadevi, Mumbai",
          state: "Maharashtra",
          gstin: "27AAPFU0939F1ZV",
        },
        lines: [line("5407", 1_000_000, 3)],
      }),
    );
    expect(b2b.status).toBe(201);
    // B2C sent to Delhi, then a credit note of ₹1,000 on it; and an invoice cancelled.
    const c = await createOrder();
    const delhi = await issue(
      c.order.orderId,
      "supply",
      supply({
        handover: "sent",
        recipient: { name: "Anita", address: "5 Hauz Khas", state: "Delhi", gstin: "" },
        lines: [line("6211", 150_000)],
      }),
    );
    const note = await issue(c.order.orderId, "credit-note", {
      invoiceId: delhi.json.issued.id,
      reason: "Discount after delivery",
      lines: [{ line: 0, taxablePaise: 100_000 }],
    });
    expect(note.status).toBe(201);
    const d = await createOrder();
    const wrong = await issue(
      d.order.orderId,
      "supply",
      supply({ lines: [line("6204", 999_900)] }),
    );
    await issue(d.order.orderId, `${wrong.json.issued.id}/cancel`, { reason: "Wrong lines" });
    // Another month's invoice is not this month's.
    f.clock = START + 31 * DAY;
    const token = await sessionTokenFor(f.db, "sunita", new Date(f.clock));
    const april = await createOrder(
      { orderDate: "2026-04-02", expectedDelivery: "2026-04-20" },
      token,
    );
    const inApril = await send<{ issued: IssuedDocument }>(
      `/orders/${april.order.orderId}/documents/supply`,
      supply({}),
      { token },
    );
    expect(inApril.json.issued.date).toBe("2026-04-02");
    await backToStart();

    const { status, json } = await send<GstMonth>("/money/gst?month=2026-03");
    expect(status).toBe(200);
    const taxes = (taxable: number, cgst: number, sgst: number, igst: number) => ({
      taxablePaise: taxable,
      cgstPaise: cgst,
      sgstPaise: sgst,
      igstPaise: igst,
    });
    expect(json).toMatchObject({ month: "2026-03", invoices: 3, creditNotes: 1, cancelled: 1 });
    // Rajasthan B2C: ₹4,000 at 5% (₹100 + ₹100), ₹3,000 at 18% (₹270 + ₹270). Maharashtra B2B:
    // ₹30,000 of saree fabric at 5% IGST (₹1,500). Delhi B2C: ₹1,500 at 5% IGST (₹75), less the
    // credit of ₹1,000 (₹50).
    expect(json.byRate).toEqual([
      {
        rateBp: 500,
        ...taxes(400_000 + 3_000_000 + 150_000 - 100_000, 10_000, 10_000, 150_000 + 7_500 - 5_000),
      },
      { rateBp: 1800, ...taxes(300_000, 27_000, 27_000, 0) },
    ]);
    expect(json.totals).toEqual({
      ...taxes(3_750_000, 37_000, 37_000, 152_500),
      totalPaise: 3_750_000 + 37_000 + 37_000 + 152_500,
    });
    expect(json.byHsn).toEqual([
      { code: "5407", unit: "PCS", quantity: 3, rateBp: 500, ...taxes(3_000_000, 0, 0, 150_000) },
      { code: "6204", unit: "PCS", quantity: 2, rateBp: 500, ...taxes(400_000, 10_000, 10_000, 0) },
      {
        code: "6204",
        unit: "PCS",
        quantity: 1,
        rateBp: 1800,
        ...taxes(300_000, 27_000, 27_000, 0),
      },
      { code: "6211", unit: "PCS", quantity: 1, rateBp: 500, ...taxes(50_000, 0, 0, 2_500) },
    ]);
    expect(json.b2b).toEqual([
      {
        kind: "tax-invoice",
        number: b2b.json.issued.number,
        date: TODAY_IN_INDIA,
        buyer: "Shree Textiles",
        gstin: "27AAPFU0939F1ZV",
        placeOfSupply: "27-Maharashtra",
        ...taxes(3_000_000, 0, 0, 150_000),
        totalPaise: 3_150_000,
      },
    ]);
    expect(json.b2c).toEqual([
      { stateCode: "07", stateName: "Delhi", rateBp: 500, ...taxes(50_000, 0, 0, 2_500) },
      {
        stateCode: "08",
        stateName: "Rajasthan",
        rateBp: 500,
        ...taxes(400_000, 10_000, 10_000, 0),
      },
      {
        stateCode: "08",
        stateName: "Rajasthan",
        rateBp: 1800,
        ...taxes(300_000, 27_000, 27_000, 0),
      },
    ]);
    // What each document says is what the summary adds: the invoices' own totals.
    expect(json.totals.totalPaise).toBe(
      b2c.json.issued.content.totals.totalPaise +
        b2b.json.issued.content.totals.totalPaise +
        delhi.json.issued.content.totals.totalPaise -
        note.json.issued.content.totals.totalPaise,
    );

    expect(await csv("/money/gst.csv?month=2026-03&part=rates")).toEqual([
      '"Rate (%)","Taxable value (₹)","CGST (₹)","SGST (₹)","IGST (₹)"',
      "5,34500,100,100,1525",
      "18,3000,270,270,0",
    ]);
    expect(await csv("/money/gst.csv?month=2026-03&part=b2b")).toEqual([
      '"Document","Number","Date","Buyer","GSTIN","Place of supply","Taxable value (₹)","CGST (₹)","SGST (₹)","IGST (₹)","Total (₹)"',
      `"Tax invoice","${b2b.json.issued.number}","${TODAY_IN_INDIA}","Shree Textiles","27AAPFU0939F1ZV","27-Maharashtra",30000,0,0,1500,31500`,
    ]);
    expect((await csv("/money/gst.csv?month=2026-03&part=hsn"))[1]).toBe(
      '"5407","PCS",3,5,30000,0,0,1500',
    );
    expect((await csv("/money/gst.csv?month=2026-03&part=b2c"))[1]).toBe('"07-Delhi",5,500,0,0,25');
    expect((await send<GstMonth>("/money/gst?month=2026-04")).json.invoices).toBe(1);
    expect((await send<GstMonth>("/money/gst?month=2025-12")).json).toMatchObject({
      invoices: 0,
      byRate: [],
      b2b: [],
    });
    for (const bad of ["2026-13", "2026-3", "march"])
      expect(await send(`/money/gst?month=${bad}`)).toEqual({
        status: 400,
        json: { error: "Month must be a month such as 2026-03", field: "month" },
      });
    expect((await send("/money/gst.csv?month=2026-03&part=all")).json).toEqual({
      error: "part must be rates, hsn, b2b or b2c",
      field: "part",
    });
  });

  it("every view needs an owner's session", async () => {
    for (const path of [
      "/money/day-book?from=2026-03-01&to=2026-03-02",
      "/money/day-book.csv?from=2026-03-01&to=2026-03-02",
      "/money/outstanding",
      "/money/outstanding.csv",
      "/money/gst?month=2026-03",
      "/money/gst.csv?month=2026-03&part=rates",
      "/money/reminders",
    ])
      expect((await f.app.request(`/api/admin${path}`)).status, path).toBe(401);
  });
});
