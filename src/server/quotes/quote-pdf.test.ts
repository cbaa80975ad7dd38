/**
 * Her quote's PDF (issue 22 §3), drawn by the billing's PDF code: every required field found by
 * text extraction (pdftotext, as a reader's copy would find it) in English and in Hindi, the
 * fonts embedded (Devanagari too), the page rendered to PNG (kept for a look: QUOTE_PDF_PNG_DIR).
 * Wrong codes open nothing.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import type { QuoteDetail } from "../../shared/quotes/quote-view";
import type { DocumentSheet } from "../../shared/billing/document-sheet";
import { saveBusiness } from "../billing/business-store";
import { DEMO_BUSINESS } from "../billing/demo-business";
import { createAdminTestApp, sessionTokenFor, withToken } from "../test-support/admin-app";
import { jsonPost } from "../test-support/api-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { validEnquiry } from "../test-support/enquiry-bodies";
import { embeddedFonts, pdfPages } from "../test-support/pdf-text";

const NOW = new Date("2026-03-02T04:30:00.000Z");
const run = promisify(execFile);

async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "quote-pdf-")), "q.pdf");
  fs.writeFileSync(file, pdf);
  const { stdout } = await run("pdftotext", ["-layout", file, "-"]);
  return stdout.replace(/[ \t]+/g, " ");
}

describeEachEngine("her quote's PDF", (engine) => {
  const t = useTestDatabase(engine);
  let app: Hono;
  let token: string;
  let ip = 1;
  const json = (method: string, body: unknown): RequestInit =>
    withToken(token, {
      method,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  /** A quote issued in her language: its code and quote. */
  const issued = async (language: "en" | "hi") => {
    const asked = await app.request(
      "/api/quote-enquiries",
      jsonPost({ ...validEnquiry, language, phone: `+91 98290 4${1000 + ip}` }, `192.0.2.${ip++}`),
    );
    const { reference } = (await asked.json()) as { reference: string };
    const row = await t.db.db
      .selectFrom("quote_enquiries")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    let q = (await (
      await app.request("/api/admin/quotes", json("POST", { enquiryId: Number(row.id) }))
    ).json()) as QuoteDetail;
    const content = {
      ...q.versions[0]!.content,
      taxMode: "gst",
      rushPaise: 100_000,
      terms: "Half in advance; alterations free for a month.",
      lines: [
        {
          ...q.versions[0]!.content.lines[0]!,
          price: {
            kind: "parts",
            fabricCm: 250,
            fabricRatePaise: 40_000,
            embroideryPaise: 350_000,
            stitchingPaise: 120_000,
            liningPaise: 30_000,
            extrasPaise: 0,
          },
        },
      ],
    };
    q = (await (
      await app.request(`/api/admin/quotes/${q.id}`, json("PUT", { revision: q.revision, content }))
    ).json()) as QuoteDetail;
    const sent = await app.request(
      `/api/admin/quotes/${q.id}/send`,
      json("POST", { revision: q.revision }),
    );
    expect(sent.status).toBe(200);
    q = (await sent.json()) as QuoteDetail;
    return { q, reference, code: q.versions[0]!.link!.split("#").pop()! };
  };

  beforeAll(async () => {
    app = await createAdminTestApp(t.db, () => NOW);
    token = await sessionTokenFor(t.db, "sunita", NOW);
    await saveBusiness(t.db.db, DEMO_BUSINESS, { by: "sunita", now: NOW });
  });

  it("says every required field in English, the amount in words in the Indian system", async () => {
    const { q, reference, code } = await issued("en");
    const res = await app.request(`/api/quote-pages/${code}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    const pdf = Buffer.from(await res.arrayBuffer());
    const pages = await pdfPages(pdf, 60, process.env.QUOTE_PDF_PNG_DIR, `quote-en-${engine}`);
    expect(pages).toHaveLength(1);
    expect(fs.statSync(pages[0]!).size).toBeGreaterThan(10_000);
    const text = await pdfText(pdf);
    // 2 × ₹6,000 = ₹12,000 + ₹1,000 rush, GST 18% (₹2,340): ₹15,340.
    for (const said of [
      "Quotation",
      DEMO_BUSINESS.legalName,
      DEMO_BUSINESS.addressLine,
      `${reference} v1`,
      "Valid until 17 March 2026",
      "Promised delivery 17 April 2026",
      "Kavya Rathore",
      "Udaipur, Rajasthan",
      "Rani Gulabi Poshak",
      "Fabric 2.50 m × ₹400.00, embroidery ₹3,500.00, stitching",
      "Rush fee ₹1,000.00",
      "CGST ₹1,170.00",
      "Total ₹15,340.00",
      "Advance asked ₹7,670.00",
      "Rupees Fifteen Thousand Three Hundred Forty Only",
      "Half in advance; alterations free for a month.",
    ])
      expect(text, said).toContain(said);
    const owners = await app.request(`/api/admin/quotes/${q.id}/versions/1/pdf`, withToken(token));
    expect(owners.status).toBe(200);
  });

  it("is in Hindi for her, its fonts embedded, the words in Hindi and English", async () => {
    const { code } = await issued("hi");
    const pdf = Buffer.from(
      await (await app.request(`/api/quote-pages/${code}/pdf`)).arrayBuffer(),
    );
    await pdfPages(pdf, 60, process.env.QUOTE_PDF_PNG_DIR, `quote-hi-${engine}`);
    const text = await pdfText(pdf);
    // pdftotext gives a short i (ि) before its consonant, as drawn: words without one are checked.
    for (const said of [
      "कोटेशन Q-2026-",
      "वादा की गई",
      "17 अप्रैल 2026",
      "कुल ₹15,340.00",
      "पंद्रह हज़ार तीन सौ चालीस रुपये मात्र",
      "Rupees Fifteen Thousand Three Hundred Forty Only",
    ])
      expect(text, said).toContain(said);
    expect(embeddedFonts(pdf).some((f) => /Devanagari/i.test(f))).toBe(true);
  });

  it("gives the owners' print view the PDF's own page in her language", async () => {
    const { q, code } = await issued("hi");
    const res = await app.request(`/api/admin/quotes/${q.id}/versions/1/sheet`, withToken(token));
    expect(res.status).toBe(200);
    const sheet = (await res.json()) as DocumentSheet;
    expect(sheet.language).toBe("hi");
    const said = JSON.stringify(sheet);
    for (const part of [
      DEMO_BUSINESS.legalName,
      "Kavya Rathore",
      "Rani Gulabi Poshak",
      "पंद्रह हज़ार तीन सौ चालीस रुपये मात्र",
      "Half in advance; alterations free for a month.",
    ])
      expect(said, part).toContain(part);
    // The PDF's text is drawn from this very page.
    const pdfSaid = await pdfText(
      Buffer.from(await (await app.request(`/api/quote-pages/${code}/pdf`)).arrayBuffer()),
    );
    expect(pdfSaid).toContain(sheet.totals.at(-1)!.value);
    expect(
      (await app.request(`/api/admin/quotes/${q.id}/versions/9/sheet`, withToken(token))).status,
    ).toBe(404);
    expect((await app.request(`/api/admin/quotes/${q.id}/versions/1/sheet`)).status).toBe(401);
  });

  it("opens nothing for a wrong code or a version not sent", async () => {
    expect((await app.request(`/api/quote-pages/${"c".repeat(26)}/pdf`)).status).toBe(404);
    expect((await app.request(`/api/admin/quotes/1/versions/9/pdf`, withToken(token))).status).toBe(
      404,
    );
  });
});
