/**
 * A quote version sent to her through the outbox (issue 22 §3) on both engines: only on the
 * channels she agreed to (her enquiry's answer channel with her consent, her record's
 * consents), in her language; the e-mail carries the version's PDF (made when it goes), the
 * WhatsApp text the link to her quote's page; the enquiry becomes quoted and the owners' panel
 * reads what was sent when. A refused channel issues nothing.
 */
import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import type { QuoteContent } from "../../shared/quotes/quote";
import type { QuoteDetail } from "../../shared/quotes/quote-view";
import { TEST_PUBLIC_URL } from "../api";
import { saveBusiness } from "../billing/business-store";
import { DEMO_BUSINESS } from "../billing/demo-business";
import {
  allowTimeForScrypt,
  createAdminTestApp,
  sessionTokenFor,
  withToken,
} from "../test-support/admin-app";
import { jsonPost } from "../test-support/api-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { validEnquiry } from "../test-support/enquiry-bodies";
import { testWorker } from "../test-support/notify-fixture";
import { pdfLines } from "../test-support/pdf-text";
import { useSmtpSink } from "../test-support/smtp-sink";
import { firstAttachments, quoteAttachments } from "./quote-messages";

allowTimeForScrypt();

const NOW = new Date("2026-03-02T04:30:00.000Z");
const content: QuoteContent = {
  lines: [
    {
      designId: null,
      name: "Rani Gulabi Poshak",
      note: "",
      quantity: 2,
      price: { kind: "one", piecePaise: 600_000 },
      discountPaise: 0,
    },
  ],
  rushPaise: 0,
  deliveryPaise: 0,
  taxMode: "extra",
  validUntil: "2026-03-17",
  promisedDelivery: "2026-04-17",
  advance: { kind: "percent", bp: 5000 },
  terms: "Half in advance.",
};

describeEachEngine("her quote sent through the outbox", (engine) => {
  const t = useTestDatabase(engine);
  const sink = useSmtpSink("smtp-Pass-4-quotes");
  let app: Hono;
  let token: string;
  let ip = 1;

  const call = async (path: string, method: string, body?: unknown) => {
    const res = await app.request(
      path,
      withToken(token, {
        method,
        headers: { "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
    return { status: res.status, body: (await res.json()) as QuoteDetail & { field?: string } };
  };
  /** Her enquiry, its quote begun and priced: ready to send. */
  const priced = async (over: object) => {
    const res = await app.request(
      "/api/quote-enquiries",
      jsonPost({ ...validEnquiry, ...over }, `192.0.2.${ip++}`),
    );
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    const row = await t.db.db
      .selectFrom("quote_enquiries")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    const made = await call("/api/admin/quotes", "POST", { enquiryId: Number(row.id) });
    const saved = await call(`/api/admin/quotes/${made.body.id}`, "PUT", {
      revision: made.body.revision,
      content,
    });
    expect(saved.status).toBe(200);
    return { q: saved.body, reference, enquiryId: Number(row.id) };
  };
  const stateOf = async (enquiryId: number) =>
    (
      await t.db.db
        .selectFrom("quote_enquiries")
        .select("state")
        .where("id", "=", enquiryId)
        .executeTakeFirstOrThrow()
    ).state;

  beforeAll(async () => {
    app = await createAdminTestApp(t.db, () => NOW);
    token = await sessionTokenFor(t.db, "sunita", NOW);
    await saveBusiness(t.db.db, DEMO_BUSINESS, { by: "sunita", now: NOW });
  });

  it("e-mails v1 in English with its PDF attached, and the panel shows it sent", async () => {
    const { q, reference, enquiryId } = await priced({
      answerBy: "email",
      language: "en",
      phone: "+91 98290 41001",
      email: "meera@example.in",
    });
    expect(q.channels).toEqual([{ channel: "email", recipient: "meera@example.in" }]);
    const { worker } = testWorker(t.db, [sink.sender()], {
      now: () => NOW,
      attachmentsOf: firstAttachments(quoteAttachments(t.db.db)),
    });
    await worker.runOnce(); // her enquiry's acknowledgement and the owners' notice
    const sent = await call(`/api/admin/quotes/${q.id}/send`, "POST", {
      revision: q.revision,
      channels: ["email"],
    });
    expect(sent.status).toBe(200);
    expect(await stateOf(enquiryId)).toBe("quoted");
    const v1 = sent.body.versions[0]!;
    expect(v1.messages).toMatchObject([{ channel: "email", state: "queued", sentAt: null }]);

    const before = sink.smtp.received.length;
    expect(await worker.runOnce()).toBe(1);
    const [mail] = (await sink.smtp.waitFor(before + 1)).slice(before);
    expect(mail!.subject).toBe(`Your quote ${reference} from Rajwadi Rang`);
    const code = v1.link!.split("#").pop()!;
    expect(mail!.text).toContain(`${TEST_PUBLIC_URL}/quote#${code}`);
    expect(mail!.text).toContain("₹12,000.00");
    expect(mail!.text).toContain("17 March 2026");
    expect(mail!.attachments).toHaveLength(1);
    const [pdf] = mail!.attachments;
    expect([pdf!.filename, pdf!.contentType]).toEqual([`${reference}-v1.pdf`, "application/pdf"]);
    expect(pdf!.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = (await pdfLines(pdf!.content)).flat().join("\n");
    expect(text).toContain(reference);
    expect(text).toContain("Rani Gulabi Poshak");

    const after = await call(`/api/admin/quotes/${q.id}`, "GET");
    expect(after.body.versions[0]!.messages).toMatchObject([
      { channel: "email", state: "sent", sentAt: NOW.toISOString() },
    ]);
  });

  it("sends her WhatsApp in Hindi with her quote's link; a channel she did not agree to issues nothing", async () => {
    const { q, reference, enquiryId } = await priced({ phone: "+91 98290 41002" });
    // She asked to be answered on WhatsApp: her e-mail is not a channel she agreed to.
    expect(q.channels.map((c) => c.channel)).toEqual(["whatsapp"]);
    const refused = await call(`/api/admin/quotes/${q.id}/send`, "POST", {
      revision: q.revision,
      channels: ["whatsapp", "email"],
    });
    expect([refused.status, refused.body.field]).toEqual([409, "channels"]);
    const unchanged = await call(`/api/admin/quotes/${q.id}`, "GET");
    expect(unchanged.body.versions[0]!.issuedAt).toBeNull();
    expect(await stateOf(enquiryId)).toBe("new");

    const sent = await call(`/api/admin/quotes/${q.id}/send`, "POST", {
      revision: q.revision,
      channels: ["whatsapp"],
    });
    expect(sent.status).toBe(200);
    const code = sent.body.versions[0]!.link!.split("#").pop()!;
    const rows = await t.db.db
      .selectFrom("outbox_messages")
      .selectAll()
      .where("kind", "=", "quote-sent")
      .where("body", "like", `%${reference}%`)
      .execute();
    expect(rows.map((r) => [r.channel, r.language, r.recipient])).toEqual([
      ["whatsapp", "hi", "+91 98290 41002"],
    ]);
    expect(rows[0]!.body).toContain("नमस्ते Kavya जी");
    expect(rows[0]!.body).toContain(`${TEST_PUBLIC_URL}/hi/quote#${code}`);
    expect(rows[0]!.body).toContain("17 मार्च 2026");
    expect(JSON.parse(rows[0]!.params)).toHaveLength(7);
  });

  it("issues without a message when the owners hand it over (no channel chosen)", async () => {
    const { q, enquiryId } = await priced({ phone: "+91 98290 41003", consent: "" });
    expect(q.channels).toEqual([]);
    const sent = await call(`/api/admin/quotes/${q.id}/send`, "POST", { revision: q.revision });
    expect(sent.status).toBe(200);
    expect(sent.body.versions[0]!.messages).toEqual([]);
    expect(await stateOf(enquiryId)).toBe("quoted");
  });
});
