/**
 * Hostile requests to the quote endpoints (issue 22 §3–4), in process on both engines: the
 * owners' save stores exactly what the shared schema accepts (a refusal changes nothing); her
 * page answers any code with 404 unless it is a real one; her acceptance and her request for
 * changes take only what their schemas accept, and she accepts once whatever is sent; the
 * owners' sending issues and queues only what its schema and her consent allow.
 */
import fc from "fast-check";
import type { Hono } from "hono";
import { beforeAll, beforeEach, expect, it } from "vitest";
import {
  QuoteAcceptSchema,
  QuoteChangeRequestSchema,
  QuoteSaveSchema,
  QuoteSendSchema,
} from "../../shared/quotes/quote";
import type { QuoteDetail } from "../../shared/quotes/quote-view";
import { createAdminTestApp, sessionTokenFor } from "../test-support/admin-app";
import { jsonPost } from "../test-support/api-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { validEnquiry } from "../test-support/enquiry-bodies";
import {
  bodyVerdict,
  expectVerdict,
  fieldValue,
  hostileClient,
  hostileJson,
  hostilePathSegment,
  hostileText,
  mostlyJsonRequest,
  objectBody,
  requestInit,
  runs,
} from "../test-support/hostile-input";

const NOW = new Date("2026-03-02T04:30:00.000Z");

const paise = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 2_000_000 }) },
  { weight: 1, arbitrary: fc.constantFrom(-1, 0.5, 10_000_000_001, 2 ** 53, Number.NaN) },
  { weight: 1, arbitrary: hostileJson },
);
const price = fc.oneof(
  fc.record({ kind: fc.constant("one"), piecePaise: paise }),
  fc.record({
    kind: fc.constant("parts"),
    fabricCm: fc.oneof(fc.integer({ min: -1, max: 100_001 }), hostileJson),
    fabricRatePaise: paise,
    embroideryPaise: paise,
    stitchingPaise: paise,
    liningPaise: paise,
    extrasPaise: paise,
  }),
  hostileJson,
);
const line = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      designId: fc.oneof(fc.constant(null), fc.integer({ min: -1, max: 5 })),
      name: fc.oneof(hostileText(0, 130), fieldValue(fc.constant("Rani Poshak"))),
      note: hostileText(0, 210),
      quantity: fc.oneof(fc.integer({ min: -1, max: 10_001 }), hostileJson),
      price,
      discountPaise: paise,
    }),
  },
  { weight: 1, arbitrary: hostileJson },
);
const content = objectBody({
  lines: fc.oneof(fc.array(line, { minLength: 0, maxLength: 3 }), hostileJson),
  rushPaise: paise,
  deliveryPaise: paise,
  taxMode: fieldValue(fc.constantFrom("extra", "inclusive", "gst")),
  validUntil: fieldValue(fc.constantFrom("2026-03-17", "2026-02-30", "2026-03-01")),
  promisedDelivery: fieldValue(fc.constantFrom("2026-04-17", "2026-4-17")),
  advance: fc.oneof(
    fc.record({
      kind: fc.constant("percent"),
      bp: fc.oneof(fc.integer({ min: -1, max: 10_001 }), hostileJson),
    }),
    fc.record({ kind: fc.constant("amount"), paise }),
    hostileJson,
  ),
  terms: fc.oneof(hostileText(0, 100), fieldValue(fc.constant(""))),
});

describeEachEngine("hostile input to the quote endpoints", (engine) => {
  const t = useTestDatabase(engine);
  let app: Hono;
  let auth: Record<string, string>;
  let client: ReturnType<typeof hostileClient>;
  let quote: QuoteDetail;
  const stored = () => t.db.db.selectFrom("quote_versions").selectAll().orderBy("id").execute();

  beforeAll(async () => {
    app = await createAdminTestApp(t.db, () => NOW);
    auth = { authorization: `Bearer ${await sessionTokenFor(t.db, "sunita", NOW)}` };
    expect(
      (await app.request("/api/quote-enquiries", jsonPost(validEnquiry, "10.98.0.1"))).status,
    ).toBe(201);
    const made = await app.request("/api/admin/quotes", {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ enquiryId: 1 }),
    });
    expect(made.status).toBe(201);
    quote = (await made.json()) as QuoteDetail;
  });
  beforeEach(() => {
    client = hostileClient(app);
  });

  it("saves a quote exactly when the shared schema accepts it, and a refusal stores nothing", async () => {
    const fitting = fc.integer({ min: 0, max: 500_000 });
    const wellFormed = fc.record({
      revision: fc.constant(0),
      content: fc.record({
        lines: fc.array(
          fc.record({
            designId: fc.constant(null),
            name: hostileText(1, 120),
            note: hostileText(0, 200),
            quantity: fc.integer({ min: 1, max: 20 }),
            price: fc.record({ kind: fc.constant("one"), piecePaise: fitting }),
            discountPaise: fc.integer({ min: 0, max: 1000 }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        rushPaise: fitting,
        deliveryPaise: fitting,
        taxMode: fc.constantFrom("extra", "inclusive"),
        validUntil: fc.constant("2026-03-17"),
        promisedDelivery: fc.constant("2026-04-17"),
        advance: fc.record({
          kind: fc.constant("percent"),
          bp: fc.integer({ min: 0, max: 10_000 }),
        }),
        terms: hostileText(0, 300),
      }),
    });
    const body = fc.oneof(
      wellFormed,
      objectBody({
        revision: fc.oneof(fc.constant(0), fc.integer({ min: -1, max: 3 }), hostileJson),
        content,
      }),
    );
    let saved = 0;
    await fc.assert(
      fc.asyncProperty(mostlyJsonRequest(body), async (req) => {
        const before = await stored();
        const verdict = bodyVerdict(req, 64 * 1024, QuoteSaveSchema);
        const answer = await client.send(
          `/api/admin/quotes/${quote.id}`,
          requestInit("PUT", req, auth),
        );
        if ("status" in verdict) {
          expectVerdict(verdict, answer);
          expect(await stored()).toEqual(before);
        } else {
          expect([200, 409]).toContain(answer.status);
          if (answer.status === 200) saved++;
          // Each save raises the revision: the next request starts from 0 again.
          await t.db.db
            .updateTable("quotes")
            .set({ revision: 0 })
            .where("id", "=", quote.id)
            .execute();
        }
      }),
      { numRuns: runs(engine, 300) },
    );
    expect(saved).toBeGreaterThan(0);
  });

  it("opens nothing for a hostile code: 404, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(hostilePathSegment, async (code) => {
        const answer = await client.send(`/api/quote-pages/${code}`, {
          headers: { "x-forwarded-for": client.freshIp() },
        });
        expect(answer.status).toBe(404);
      }),
      { numRuns: runs(engine, 200) },
    );
  });

  it("takes her acceptance and her changes only as their schemas say, and accepts once", async () => {
    // v1 sent with a price, so it can be accepted.
    const priced = {
      revision: 0,
      content: {
        ...quote.versions[0]!.content,
        taxMode: "extra",
        lines: quote.versions[0]!.content.lines.map((l) => ({
          ...l,
          price: { kind: "one", piecePaise: 500_000 },
        })),
      },
    };
    await t.db.db.updateTable("quotes").set({ revision: 0 }).execute();
    const put = await app.request(`/api/admin/quotes/${quote.id}`, {
      method: "PUT",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify(priced),
    });
    expect(put.status).toBe(200);
    const revision = ((await put.json()) as QuoteDetail).revision;
    const sent = await app.request(`/api/admin/quotes/${quote.id}/send`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ revision }),
    });
    expect(sent.status).toBe(200);
    const code = ((await sent.json()) as QuoteDetail).versions.at(-1)!.link!.split("#").pop()!;

    const changes = objectBody({
      message: fc.oneof(hostileText(0, 2100), fieldValue(fc.constant("Less gota, please"))),
    });
    await fc.assert(
      fc.asyncProperty(mostlyJsonRequest(changes), async (req) => {
        const verdict = bodyVerdict(req, 8192, QuoteChangeRequestSchema);
        const answer = await client.send(
          `/api/quote-pages/${code}/changes`,
          requestInit("POST", req, { "x-forwarded-for": client.freshIp() }),
        );
        if ("status" in verdict) expectVerdict(verdict, answer);
        else expect(answer.status).toBe(201);
      }),
      { numRuns: runs(engine, 150) },
    );

    const accept = objectBody({
      name: fc.oneof(hostileText(0, 130), fieldValue(fc.constant("Kavya Rathore"))),
      agree: fc.oneof(fc.constant(true), fc.constant(false), hostileJson),
    });
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(mostlyJsonRequest(accept), async (req) => {
        const verdict = bodyVerdict(req, 2048, QuoteAcceptSchema);
        const answer = await client.send(
          `/api/quote-pages/${code}/accept`,
          requestInit("POST", req, { "x-forwarded-for": client.freshIp() }),
        );
        if ("status" in verdict) expectVerdict(verdict, answer);
        else {
          expect([201, 409]).toContain(answer.status);
          if (answer.status === 201) accepted++;
        }
      }),
      { numRuns: runs(engine, 200) },
    );
    expect(accepted).toBe(1);
    const acceptances = await t.db.db.selectFrom("quote_acceptances").selectAll().execute();
    expect(acceptances).toHaveLength(1);
  });

  it("sends a quote only as its schema and her consent allow, and a refusal changes nothing", async () => {
    expect(
      (
        await app.request(
          "/api/quote-enquiries",
          jsonPost({ ...validEnquiry, phone: "+91 98290 41777" }, "10.98.0.2"),
        )
      ).status,
    ).toBe(201);
    const made = await app.request("/api/admin/quotes", {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ enquiryId: 2 }),
    });
    const fresh = (await made.json()) as QuoteDetail;
    const priced = await app.request(`/api/admin/quotes/${fresh.id}`, {
      method: "PUT",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({
        revision: fresh.revision,
        content: {
          ...fresh.versions[0]!.content,
          taxMode: "extra",
          lines: fresh.versions[0]!.content.lines.map((l) => ({
            ...l,
            price: { kind: "one", piecePaise: 500_000 },
          })),
        },
      }),
    });
    const revision = ((await priced.json()) as QuoteDetail).revision;
    const outbox = () =>
      t.db.db.selectFrom("outbox_messages").selectAll().where("kind", "=", "quote-sent").execute();
    const body = objectBody({
      revision: fc.oneof(fc.constant(revision), fc.integer({ min: -1, max: 5 }), hostileJson),
      channels: fc.oneof(
        fc.subarray(["whatsapp", "email", "whatsapp", "sms"]),
        fc.array(hostileText(0, 12), { maxLength: 3 }),
        hostileJson,
      ),
    });
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(mostlyJsonRequest(body), async (req) => {
        const before = [await stored(), await outbox()];
        const verdict = bodyVerdict(req, 64 * 1024, QuoteSendSchema);
        const answer = await client.send(
          `/api/admin/quotes/${fresh.id}/send`,
          requestInit("POST", req, auth),
        );
        if ("status" in verdict) expectVerdict(verdict, answer);
        else expect([200, 409]).toContain(answer.status);
        if (answer.status === 200) {
          sent++;
          // Her enquiry asked for WhatsApp: no other channel is ever queued.
          expect((await outbox()).every((m) => m.channel === "whatsapp")).toBe(true);
        } else expect([await stored(), await outbox()]).toEqual(before);
      }),
      { numRuns: runs(engine, 200) },
    );
    expect(sent).toBeLessThanOrEqual(1);
  });
});
