/**
 * The owners' enquiry figures (issue 22 §2) on both engines: per month of her enquiry in
 * India's calendar (an enquiry at 00:30 on the 1st in Jaipur counts in that month), how many
 * came and became orders, the value quoted (the latest version sent) against the value
 * accepted, and the median hours to the first quote sent.
 */
import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import type { EnquiryFigures } from "../../shared/quotes/enquiry-figures";
import { median } from "../../shared/quotes/enquiry-figures";
import type { QuoteContent } from "../../shared/quotes/quote";
import type { QuoteDetail } from "../../shared/quotes/quote-view";
import { createAdminTestApp, sessionTokenFor, withToken } from "../test-support/admin-app";
import { jsonPost } from "../test-support/api-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { validEnquiry } from "../test-support/enquiry-bodies";

const content = (piecePaise: number): QuoteContent => ({
  lines: [
    {
      designId: null,
      name: "Rani Gulabi Poshak",
      note: "",
      quantity: 1,
      price: { kind: "one", piecePaise },
      discountPaise: 0,
    },
  ],
  rushPaise: 0,
  deliveryPaise: 0,
  taxMode: "extra",
  validUntil: "2026-04-30",
  promisedDelivery: "2026-04-30",
  advance: { kind: "percent", bp: 5000 },
  terms: "",
});

describeEachEngine("the enquiry figures", (engine) => {
  const t = useTestDatabase(engine);
  let app: Hono;
  let token: string;
  let clock = new Date("2026-02-10T05:00:00.000Z");
  let ip = 1;
  const at = (iso: string) => {
    clock = new Date(iso);
  };
  const owner = async (path: string, method: string, body?: unknown) => {
    const res = await app.request(
      `/api/admin${path}`,
      withToken(token, {
        method,
        headers: { "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
    return (await res.json()) as QuoteDetail & EnquiryFigures;
  };
  const enquiry = async (phone: string) => {
    const res = await app.request(
      "/api/quote-enquiries",
      jsonPost({ ...validEnquiry, phone }, `192.0.2.${ip++}`),
    );
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    const row = await t.db.db
      .selectFrom("quote_enquiries")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    return owner("/quotes", "POST", { enquiryId: Number(row.id) });
  };
  const send = async (q: QuoteDetail, piecePaise: number) => {
    const saved = await owner(`/quotes/${q.id}`, "PUT", {
      revision: q.revision,
      content: content(piecePaise),
    });
    return owner(`/quotes/${q.id}/send`, "POST", { revision: saved.revision });
  };

  beforeAll(async () => {
    app = await createAdminTestApp(t.db, () => clock);
    token = await sessionTokenFor(t.db, "sunita", new Date("2026-03-15T06:00:00.000Z"));
    // February: one quoted in 2 h, changed (₹12,000 → ₹10,000) and v2 accepted by phone…
    const a = await enquiry("+91 98290 50001");
    at("2026-02-10T07:00:00.000Z");
    let qa = await send(a, 1_200_000);
    at("2026-02-11T07:00:00.000Z");
    qa = await send(qa, 1_000_000);
    const accepted = await owner(`/quotes/${qa.id}/accept`, "POST", {
      version: 2,
      name: "Kavya Rathore",
      how: "phone",
    });
    expect(accepted.orderId).not.toBeNull();
    // …another quoted in 6 h (₹8,000), not accepted.
    at("2026-02-12T04:00:00.000Z");
    const b = await enquiry("+91 98290 50002");
    at("2026-02-12T10:00:00.000Z");
    await send(b, 800_000);
    // March in Jaipur (00:30 on the 1st there, still February in UTC), and one unanswered.
    at("2026-02-28T19:00:00.000Z");
    await enquiry("+91 98290 50003");
    at("2026-03-05T09:00:00.000Z");
    await enquiry("+91 98290 50004");
    at("2026-03-15T06:00:00.000Z");
  });

  it("counts each month's enquiries, orders, value quoted and accepted, and the median answer time", async () => {
    const figures = await owner("/enquiries/figures", "GET");
    expect(figures.months).toHaveLength(12);
    expect(figures.months[0]!.month).toBe("2025-04");
    const byMonth = Object.fromEntries(figures.months.map((m) => [m.month, m]));
    expect(byMonth["2026-02"]).toEqual({
      month: "2026-02",
      enquiries: 2,
      orders: 1,
      quotedPaise: 1_800_000,
      acceptedPaise: 1_000_000,
      medianAnswerHours: 4,
    });
    expect(byMonth["2026-03"]).toEqual({
      month: "2026-03",
      enquiries: 2,
      orders: 0,
      quotedPaise: 0,
      acceptedPaise: 0,
      medianAnswerHours: null,
    });
    expect(byMonth["2026-01"]).toMatchObject({ enquiries: 0, medianAnswerHours: null });
    expect(figures.total).toEqual({
      enquiries: 4,
      orders: 1,
      quotedPaise: 1_800_000,
      acceptedPaise: 1_000_000,
      medianAnswerHours: 4,
    });
  });

  it("takes the median of an even count as the mean of the middle two", () => {
    expect([median([]), median([5]), median([6, 2]), median([9, 1, 3])]).toEqual([null, 5, 4, 3]);
  });
});
