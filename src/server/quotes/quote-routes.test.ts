/**
 * Her quote (issue 22 §3–4) on both engines: begun from her enquiry, priced in paise (parts or
 * one price, discount, rush fee, delivery, taxes by the billing's GST rules or said), versions
 * (a change after sending is the next version, with what changed; an issued one never written
 * again), her link (this version only, superseded and expired said, wrong codes 404 and
 * limited, noindex) and her acceptance making the order at once; the owners' acceptance on her
 * behalf; two acceptances at once make one order.
 */
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminOrderDetail } from "../../shared/admin";
import type { QuoteContent } from "../../shared/quotes/quote";
import type { QuoteDetail, QuotePage } from "../../shared/quotes/quote-view";
import { saveBusiness } from "../billing/business-store";
import { DEMO_BUSINESS } from "../billing/demo-business";
import { addRule } from "../billing/tax-rule-store";
import { createAdminTestApp, sessionTokenFor, withToken } from "../test-support/admin-app";
import { fromIp, jsonPost } from "../test-support/api-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { validEnquiry } from "../test-support/enquiry-bodies";

const NOW = new Date("2026-03-02T04:30:00.000Z");

const partsLine = {
  designId: null,
  name: "Rani Gulabi Poshak",
  note: "Pink, gota patti",
  quantity: 2,
  // 2.5 m × ₹400 = ₹1,000; + ₹3,500 + ₹1,200 + ₹300 + ₹0 = ₹6,000 a piece.
  price: {
    kind: "parts",
    fabricCm: 250,
    fabricRatePaise: 40_000,
    embroideryPaise: 350_000,
    stitchingPaise: 120_000,
    liningPaise: 30_000,
    extrasPaise: 0,
  },
  discountPaise: 50_000,
} as const;

const content = (over: Partial<QuoteContent> = {}): QuoteContent => ({
  lines: [partsLine],
  rushPaise: 100_000,
  deliveryPaise: 20_000,
  taxMode: "extra",
  validUntil: "2026-03-17",
  promisedDelivery: "2026-04-17",
  advance: { kind: "percent", bp: 5000 },
  terms: "Half in advance; alterations free for a month.",
  ...over,
});

describeEachEngine("her quote", (engine) => {
  const t = useTestDatabase(engine);
  let app: Hono;
  let token: string;
  let clock = NOW;
  let nextIp = 1;
  const send = async <T>(path: string, method: string, body?: unknown, ip?: string) => {
    const init: RequestInit = {
      method,
      headers: { "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    };
    const res = await app.request(path, ip ? fromIp(ip, init) : withToken(token, init));
    return {
      status: res.status,
      body: (await res.json()) as T & { error?: string; field?: string },
      res,
    };
  };
  const enquiry = async (body: object = {}) => {
    const res = await app.request(
      "/api/quote-enquiries",
      jsonPost({ ...validEnquiry, ...body }, `192.0.2.${nextIp++}`),
    );
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    const row = await t.db.db
      .selectFrom("quote_enquiries")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  const start = async (enquiryId: number) => {
    const made = await send<QuoteDetail>("/api/admin/quotes", "POST", { enquiryId });
    expect(made.status).toBe(201);
    return made.body;
  };
  const save = (q: { id: number; revision: number }, c: QuoteContent) =>
    send<QuoteDetail>(`/api/admin/quotes/${q.id}`, "PUT", { revision: q.revision, content: c });
  const issue = (q: { id: number; revision: number }) =>
    send<QuoteDetail>(`/api/admin/quotes/${q.id}/send`, "POST", { revision: q.revision });
  /** Her link is /quote#CODE (/hi/quote#CODE): the code after #, never sent with the page. */
  const codeOf = (link: string | null) => {
    expect(link).toMatch(/^(\/hi)?\/quote#[a-z0-9]{26}$/);
    return link!.split("#").pop()!;
  };
  const herIp = () => `198.51.100.${nextIp++}`;
  const page = (code: string, ip = herIp()) =>
    send<QuotePage>(`/api/quote-pages/${code}`, "GET", undefined, ip);
  const accept = (code: string, body: object, ip = herIp()) =>
    send<QuotePage>(`/api/quote-pages/${code}/accept`, "POST", body, ip);
  /** A quote sent as v1 and changed and sent as v2: both codes. */
  const twoVersions = async (over: object = {}) => {
    let q = await start(await enquiry(over));
    q = (await save(q, content())).body;
    q = (await issue(q)).body;
    q = (await save(q, content({ rushPaise: 0 }))).body;
    q = (await issue(q)).body;
    return { q, v1: codeOf(q.versions[0]!.link), v2: codeOf(q.versions[1]!.link) };
  };

  beforeAll(async () => {
    app = await createAdminTestApp(t.db, () => clock);
    token = await sessionTokenFor(t.db, "sunita", NOW);
  });

  it("begins from her enquiry: her designs and quantity, delivery counted back from her date", async () => {
    const enquiryId = await enquiry();
    const q = await start(enquiryId);
    expect(q.versions).toHaveLength(1);
    const v1 = q.versions[0]!;
    expect(v1.issuedAt).toBeNull();
    expect(v1.link).toBeNull();
    expect(v1.content.lines).toMatchObject([{ name: "Rani Gulabi Poshak", quantity: 2 }]);
    // Her date 2026-04-20, three days to spare; valid 15 days from 2026-03-02.
    expect(v1.content.promisedDelivery).toBe("2026-04-17");
    expect(v1.content.validUntil).toBe("2026-03-17");
    const again = await send("/api/admin/quotes", "POST", { enquiryId });
    expect(again.status).toBe(409);
    expect(again.body.field).toBe("enquiryId");
    const found = await send<QuoteDetail>(`/api/admin/quotes?enquiryId=${enquiryId}`, "GET");
    expect(found.body.id).toBe(q.id);
  });

  it("prices parts in paise: quantity, discount, rush fee, delivery, advance", async () => {
    const q = await start(await enquiry());
    const saved = await save(q, content());
    expect(saved.status).toBe(200);
    const totals = saved.body.versions[0]!.totals!;
    expect(totals.lines).toEqual([{ piecePaise: 600_000, chargedPaise: 1_150_000, rateBp: 0 }]);
    // 2 × ₹6,000 − ₹500 + ₹1,000 rush + ₹200 delivery = ₹12,700; half in advance.
    expect(totals.totalPaise).toBe(1_270_000);
    expect(totals.advancePaise).toBe(635_000);
    expect(totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(0);
    const fixed = await save(saved.body, content({ advance: { kind: "amount", paise: 500_000 } }));
    expect(fixed.body.versions[0]!.totals!.advancePaise).toBe(500_000);
    const tooMuch = await save(
      fixed.body,
      content({ lines: [{ ...partsLine, discountPaise: 1_200_001 }] }),
    );
    expect(tooMuch.status).toBe(200);
    expect(tooMuch.body.versions[0]!.problem).toEqual({
      field: "lines.0.discountPaise",
      error: "Discount is more than the line's price",
    });
    const refused = await issue(tooMuch.body);
    expect(refused.status).toBe(409);
    expect(refused.body.field).toBe("lines.0.discountPaise");
  });

  it("taxes by the billing's GST rules, and a sent version keeps its taxes when a rule changes", async () => {
    await saveBusiness(t.db.db, DEMO_BUSINESS, { by: "sunita", now: NOW });
    let q = await start(await enquiry());
    const onePrice = {
      ...partsLine,
      quantity: 1,
      discountPaise: 0,
      price: { kind: "one" as const, piecePaise: 200_000 },
    };
    q = (
      await save(q, content({ lines: [onePrice], rushPaise: 0, deliveryPaise: 0, taxMode: "gst" }))
    ).body;
    // ₹2,000 a piece of HSN 6204: 5% inside Rajasthan, CGST and SGST ₹50 each.
    expect(q.versions[0]!.totals).toMatchObject({
      cgstPaise: 5_000,
      sgstPaise: 5_000,
      igstPaise: 0,
      totalPaise: 210_000,
    });
    q = (await issue(q)).body;
    await addRule(
      t.db.db,
      {
        codePrefix: "6204",
        effectiveFrom: "2026-03-01",
        slabs: [{ upToPaise: null, rateBp: 1200 }],
        note: "test",
      },
      { by: "sunita", now: NOW },
    );
    const read = await send<QuoteDetail>(`/api/admin/quotes/${q.id}`, "GET");
    expect(read.body.versions[0]!.totals!.totalPaise).toBe(210_000);
    // A new version is taxed by the rule in force now.
    q = (
      await save(
        read.body,
        content({ lines: [onePrice], rushPaise: 0, deliveryPaise: 0, taxMode: "gst", terms: "x" }),
      )
    ).body;
    expect(q.versions[1]!.totals!.totalPaise).toBe(224_000);
    await t.db.db.deleteFrom("tax_rates").where("note", "=", "test").execute();
    await t.db.db.deleteFrom("billing_business").execute();
  });

  it("keeps every version: a change after sending is v2 with what changed; v1 is never written again", async () => {
    const enquiryId = await enquiry();
    let q = await start(enquiryId);
    q = (await save(q, content())).body;
    const sent = await issue(q);
    expect(sent.status).toBe(200);
    q = sent.body;
    const v1 = q.versions[0]!;
    expect(v1.issuedAt).toBe(NOW.toISOString());
    expect(v1.link).toMatch(/^\/hi\/quote#[a-km-np-z2-9]{26}$/);
    const state = await t.db.db
      .selectFrom("quote_enquiries")
      .select("state")
      .where("id", "=", enquiryId)
      .executeTakeFirstOrThrow();
    expect(state.state).toBe("quoted");
    const storedV1 = await t.db.db
      .selectFrom("quote_versions")
      .selectAll()
      .where("code", "=", codeOf(v1.link))
      .executeTakeFirstOrThrow();

    q = (await save(q, content({ rushPaise: 0, terms: "Half in advance." }))).body;
    expect(q.versions.map((v) => v.version)).toEqual([1, 2]);
    q = (await save(q, content({ rushPaise: 0 }))).body;
    expect(q.versions).toHaveLength(2);
    expect((await issue(q)).status).toBe(200);
    q = (await send<QuoteDetail>(`/api/admin/quotes/${q.id}`, "GET")).body;
    expect(q.versions[1]!.changes).toEqual([
      { field: "Rush fee", from: "₹1000.00", to: "₹0.00" },
      { field: "Total", from: "₹12700.00", to: "₹11700.00" },
    ]);
    expect(q.versions[1]!.link).not.toBe(v1.link);
    const afterV1 = await t.db.db
      .selectFrom("quote_versions")
      .selectAll()
      .where("id", "=", storedV1.id)
      .executeTakeFirstOrThrow();
    expect(afterV1).toEqual(storedV1);
    const twice = await issue(q);
    expect(twice.status).toBe(409);
    const stale = await save({ id: q.id, revision: q.revision - 1 }, content());
    expect(stale.status).toBe(409);
    expect(stale.body.field).toBe("revision");
  });

  it("opens this version only by her code; v1 says superseded; wrong codes 404; noindex", async () => {
    const { v1, v2 } = await twoVersions();
    const old = await page(v1);
    expect(old.status).toBe(200);
    expect(old.body.state).toBe("superseded");
    expect(old.body.version).toBe(1);
    const latest = await page(v2);
    expect(latest.body).toMatchObject({ state: "open", version: 2, language: "hi" });
    expect(latest.body.totals.totalPaise).toBe(1_170_000);
    expect(latest.res.headers.get("x-robots-tag")).toContain("noindex");
    expect(JSON.stringify(latest.body)).not.toContain("98290");
    for (const wrong of ["a".repeat(26), v2.slice(0, 25), `${v2}a`, "Q-2026-0001"]) {
      const res = await page(wrong);
      expect(res.status).toBe(404);
      expect(res.res.headers.get("x-robots-tag")).toContain("noindex");
    }
  });

  it("says expired after the validity", async () => {
    const { v2 } = await twoVersions();
    clock = new Date("2026-03-18T04:30:00.000Z");
    try {
      expect((await page(v2)).body.state).toBe("expired");
      const late = await accept(v2, { name: "Kavya Rathore", agree: true });
      expect(late.status).toBe(409);
      expect(late.body.field).toBe("version");
    } finally {
      clock = NOW;
    }
  });

  it("accepting the latest makes the order at once, with the advance due in its timeline", async () => {
    const { q, v1, v2 } = await twoVersions();
    expect((await accept(v1, { name: "Kavya Rathore", agree: true })).status).toBe(409);
    expect((await accept(v2, { name: "Kavya Rathore", agree: false })).status).toBe(400);
    expect((await accept(v2, { name: " ", agree: true })).body.field).toBe("name");
    const yes = await accept(v2, { name: "Kavya Rathore", agree: true }, "203.0.113.7");
    expect(yes.status).toBe(201);
    expect(yes.body.state).toBe("accepted");
    const record = await t.db.db
      .selectFrom("quote_acceptances")
      .selectAll()
      .where("quote_id", "=", q.id)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      version: 2,
      name: "Kavya Rathore",
      how: "online",
      ip: "203.0.113.7",
      by: null,
      at: NOW.toISOString(),
    });
    const order = await t.db.db
      .selectFrom("orders")
      .selectAll()
      .where("order_id", "=", record.order_id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(order.items)).toEqual([
      { designId: null, name: "Rani Gulabi Poshak", quantity: 2, note: "Pink, gota patti" },
    ]);
    expect(order.expected_delivery).toBe("2026-04-17");
    expect(Number(order.amount_rupees)).toBe(11_700);
    expect(order.customer_name).toBe("Kavya Rathore");
    // The advance her quote asked is the order's own, and the owners' order page reads it.
    expect(Number(order.advance_due_paise)).toBe(585_000);
    const owners = await send<AdminOrderDetail>(`/api/admin/orders/${order.order_id}`, "GET");
    expect(owners.body.order.advanceDuePaise).toBe(585_000);
    const events = await t.db.db
      .selectFrom("order_events")
      .selectAll()
      .where("order_id", "=", order.order_id)
      .orderBy("id")
      .execute();
    const said = events.find((e) => e.kind === "quote-accepted")!;
    expect(said.by).toBeNull();
    expect(JSON.parse(said.detail)).toMatchObject({
      version: 2,
      how: "online",
      name: "Kavya Rathore",
      acceptedAt: NOW.toISOString(),
      totalPaise: 1_170_000,
      advancePaise: 585_000,
    });
    const enquiryRow = await t.db.db
      .selectFrom("quote_enquiries")
      .selectAll()
      .where("id", "=", q.enquiryId)
      .executeTakeFirstOrThrow();
    expect(enquiryRow.state).toBe("accepted");
    expect(Number(enquiryRow.customer_id)).toBe(Number(order.customer_id));
    const detail = (await send<QuoteDetail>(`/api/admin/quotes/${q.id}`, "GET")).body;
    expect(detail.orderId).toBe(order.order_id);
    expect(detail.acceptance).toMatchObject({ version: 2, how: "online", name: "Kavya Rathore" });
    // Once only; and an accepted quote changes no more.
    expect((await accept(v2, { name: "Kavya Rathore", agree: true })).status).toBe(409);
    expect((await page(v2)).body.state).toBe("accepted");
    expect((await page(v1)).body.state).toBe("superseded");
    expect((await save(detail, content())).status).toBe(409);
  });

  it("asks for the advance by UPI: her quote's message, her page once accepted, her order's message", async () => {
    await saveBusiness(
      t.db.db,
      { ...DEMO_BUSINESS, upiId: "rang.boutique@okaxis", payeeName: "Rang & Co (Jaipur)" },
      { by: "sunita", now: NOW },
    );
    const upiOf = (link: string) => {
      const url = new URL(link);
      expect(url.protocol + url.host).toBe("upi:pay");
      return Object.fromEntries(url.searchParams);
    };
    const linkIn = (body: string) => /upi:\/\/pay\?\S+/.exec(body)![0];
    let q = await start(await enquiry({ phone: "+91 98290 41999", language: "en" }));
    q = (await save(q, content())).body;
    const sent = await send<QuoteDetail>(`/api/admin/quotes/${q.id}/send`, "POST", {
      revision: q.revision,
      channels: ["whatsapp"],
    });
    expect(sent.status).toBe(200);
    const code = codeOf(sent.body.versions[0]!.link);
    // Her quote's message asks for its advance (half of ₹12,700, the GST rules saved above) by the quote's reference.
    const quoteMessage = await t.db.db
      .selectFrom("outbox_messages")
      .select("body")
      .where("kind", "=", "quote-sent")
      .where("body", "like", `%${q.reference}%`)
      .executeTakeFirstOrThrow();
    expect(quoteMessage.body).toContain("To confirm, the advance is ₹6,350.00. Pay by UPI: upi://");
    expect(upiOf(linkIn(quoteMessage.body))).toEqual({
      pa: "rang.boutique@okaxis",
      pn: "Rang & Co (Jaipur)",
      am: "6350.00",
      cu: "INR",
      tn: `Quote ${q.reference} advance`,
      tr: `${q.reference.replace(/-/g, "")}A1X635000`,
    });
    // Open, her page asks for nothing yet; accepted, it asks for the order's advance.
    expect((await page(code)).body.advance).toBeNull();
    const yes = await accept(code, { name: "Kavya Rathore", agree: true });
    expect(yes.status).toBe(201);
    const orderId = (await send<QuoteDetail>(`/api/admin/quotes/${q.id}`, "GET")).body.orderId!;
    const advance = yes.body.advance!;
    expect(advance).toMatchObject({ purpose: "advance", amountPaise: 635_000, sample: false });
    expect(upiOf(advance.link)).toEqual({
      pa: "rang.boutique@okaxis",
      pn: "Rang & Co (Jaipur)",
      am: "6350.00",
      cu: "INR",
      tn: `Order ${orderId} advance`,
      tr: `${orderId.replace(/[^A-Za-z0-9]/g, "").toUpperCase()}A0X635000`,
    });
    // Her new order's message asks for the same advance with the same link.
    const created = await t.db.db
      .selectFrom("outbox_messages")
      .select("body")
      .where("kind", "=", "order-created")
      .where("order_id", "=", orderId)
      .executeTakeFirstOrThrow();
    expect(created.body).toContain(`Advance due: ₹6,350.00. Pay by UPI: ${advance.link}`);
    // Part paid: the rest of the advance is asked (a new request); all paid: none.
    const pay = (amountRupees: number) =>
      send(`/api/admin/orders/${orderId}/payments`, "POST", {
        amountRupees,
        paidOn: "2026-03-02",
        method: "cash",
        reference: "",
      });
    expect((await pay(2_000)).status).toBe(201);
    const rest = (await page(code)).body.advance!;
    expect(upiOf(rest.link)).toMatchObject({ am: "4350.00", tn: `Order ${orderId} advance` });
    expect(rest.reference).not.toBe(advance.reference);
    expect((await pay(4_350)).status).toBe(201);
    expect((await page(code)).body.advance).toBeNull();
  });

  it("records an owner's acceptance on her behalf, as such", async () => {
    const { q } = await twoVersions({ phone: "+91 94140 11111", name: "Meera Joshi" });
    const old = await send(`/api/admin/quotes/${q.id}/accept`, "POST", {
      version: 1,
      name: "Meera Joshi",
      how: "phone",
    });
    expect(old.status).toBe(409);
    const done = await send<QuoteDetail>(`/api/admin/quotes/${q.id}/accept`, "POST", {
      version: 2,
      name: "Meera Joshi",
      how: "shop",
    });
    expect(done.status).toBe(200);
    expect(done.body.acceptance).toMatchObject({
      version: 2,
      how: "shop",
      ip: null,
      by: "Sunita Rathore",
    });
    const events = await t.db.db
      .selectFrom("order_events")
      .selectAll()
      .where("order_id", "=", done.body.orderId!)
      .where("kind", "=", "quote-accepted")
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]!.by).toBe("sunita");
    const owners = await send<AdminOrderDetail>(`/api/admin/orders/${done.body.orderId}`, "GET");
    expect(owners.body.order.advanceDuePaise).toBe(585_000);
  });

  it("takes two acceptances at once as one order", async () => {
    const { q, v2 } = await twoVersions({ phone: "+91 94140 22222" });
    const answers = await Promise.all([
      accept(v2, { name: "Kavya Rathore", agree: true }),
      accept(v2, { name: "Kavya Rathore", agree: true }),
      send(`/api/admin/quotes/${q.id}/accept`, "POST", { version: 2, name: "Kavya", how: "phone" }),
    ]);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    const orders = await t.db.db
      .selectFrom("order_events")
      .select("order_id")
      .where("kind", "=", "quote-accepted")
      .where("detail", "like", `%"version":2%`)
      .execute();
    const mine = await t.db.db
      .selectFrom("quote_acceptances")
      .selectAll()
      .where("quote_id", "=", q.id)
      .execute();
    expect(mine).toHaveLength(1);
    expect(orders.filter((o) => o.order_id === mine[0]!.order_id)).toHaveLength(1);
  });

  it("limits wrong codes per network", async () => {
    const ip = "198.18.0.9";
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await page("b".repeat(26), ip)).status);
    expect(statuses.slice(0, 6)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });
});

describe("her codes", () => {
  it("are 26 letters of 32, none alike in a thousand", async () => {
    const { newQuoteCode } = await import("./quote-code");
    const codes = new Set(Array.from({ length: 1000 }, newQuoteCode));
    expect(codes.size).toBe(1000);
    for (const c of codes) expect(c).toMatch(/^[a-km-np-z2-9]{26}$/);
  });
});
