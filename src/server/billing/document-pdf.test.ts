/**
 * Every kind of document's PDF, as the owners download it and the customer gets it: each field
 * its rule requires found by text extraction (pdfjs-dist), the fonts embedded (Devanagari
 * too), the page A4 when rendered (pdftoppm), on both engines. DOCUMENT_PNG_DIR=folder keeps
 * the PDFs and their pages there, to look at.
 */
import sharp from "sharp";
import { expect, it } from "vitest";
import type { AdminOrderDetail } from "../../shared/admin";
import { amountInWords } from "../../shared/billing/amount-in-words";
import type {
  IssuedDocument,
  OrderDocumentsAnswer,
  PublicDocument,
} from "../../shared/billing/documents";
import type { PublicOrder } from "../../shared/orders";
import { withToken } from "../test-support/admin-app";
import { fromIp, jsonPost } from "../test-support/api-app";
import { describeEachEngine } from "../test-support/databases";
import { paymentBody } from "../test-support/order-bodies";
import { useOrderFixture } from "../test-support/order-fixture";
import { embeddedFonts, pdfLines, pdfPages } from "../test-support/pdf-text";
import { DEMO_BUSINESS, SAMPLE_GSTIN } from "./demo-business";

type Issued = OrderDocumentsAnswer & { issued: IssuedDocument; detail: AdminOrderDetail };
const KEEP = process.env.DOCUMENT_PNG_DIR;

const line = (
  description: string,
  code: string,
  unitPaise: number,
  quantity = 1,
  discountPaise = 0,
) => ({
  description,
  code,
  unit: "PCS",
  quantity,
  unitPaise,
  discountPaise,
});

describeEachEngine(
  "documents as PDF: every field the rules ask for, Devanagari embedded",
  (engine) => {
    const { f, send, createOrder } = useOrderFixture(engine);
    const pdfOf = async (orderId: string, id: number, lang: "en" | "hi") => {
      const res = await f.app.request(
        `/api/admin/orders/${orderId}/documents/${id}/pdf?lang=${lang}`,
        withToken(f.sunita),
      );
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      return {
        pdf: Buffer.from(await res.arrayBuffer()),
        disposition: res.headers.get("content-disposition"),
      };
    };
    const textOf = async (pdf: Buffer) => (await pdfLines(pdf)).flat().join("\n");
    /**
     * Every document rendered to PNG (pdftoppm), each page A4's shape and inked, not blank; kept
     * in DOCUMENT_PNG_DIR at 110 dpi when set (to look at), else at 40 dpi in a folder of its own.
     */
    const keep = async (pdf: Buffer, name: string) => {
      const pages = await pdfPages(pdf, KEEP ? 110 : 40, KEEP, `${engine}-${name}`);
      expect(pages.length, name).toBeGreaterThanOrEqual(1);
      for (const page of pages) {
        const { width, height } = await sharp(page).metadata();
        expect(height / width, name).toBeCloseTo(841.89 / 595.28, 2);
        const { channels } = await sharp(page).stats();
        expect(channels[0]!.min, `${name}: ink on the page`).toBeLessThan(80);
      }
    };

    it("a receipt voucher (rule 50) and a tax invoice deducting it (rule 46), in English and Hindi", async () => {
      const { order } = await createOrder({
        amountRupees: 17050,
        customer: {
          name: "Meera Joshi",
          phone: "+91 98290 41777",
          email: "",
          address: {
            line: "14 Civil Lines",
            city: "Jaipur",
            state: "Rajasthan",
            postalCode: "302006",
          },
        },
      });
      const id = order.orderId;
      const paid = await send(
        `/orders/${id}/payments`,
        paymentBody({ amountRupees: 5000, method: "upi", reference: "UTR61210044" }),
      );
      expect(paid.status).toBe(201);
      const { json: listed } = await send<OrderDocumentsAnswer>(`/orders/${id}/documents`);
      const voucher = listed.documents[0]!;

      const { pdf: voucherPdf, disposition } = await pdfOf(id, voucher.id, "en");
      expect(disposition).toBe('attachment; filename="RRRV2526-0001.pdf"');
      await keep(voucherPdf, "receipt-voucher-en");
      const v = await textOf(voucherPdf);
      for (const field of [
        "Receipt Voucher",
        DEMO_BUSINESS.legalName, // 50(a)
        DEMO_BUSINESS.addressLine,
        `GSTIN: ${SAMPLE_GSTIN}`,
        "RRRV2526/0001", // 50(b)
        "2 March 2026", // 50(c)
        order.customerName, // 50(d)
        "14 Civil Lines, Jaipur, 302006",
        `Order ${id}`, // 50(e): what it is for
        "₹5,000.00", // 50(f)
        "Notification 66/2017-Central Tax", // 50(g), (h): no GST on an advance for goods
        "Rajasthan (code 08)", // 50(i)
        "Tax payable on reverse charge No", // 50(j)
        DEMO_BUSINESS.signatory, // 50(k)
        "Authorised Signatory",
        "Rupees Five Thousand Only",
        "UPI",
        "UTR61210044",
        "SAMPLE: made in demo mode with a sample GSTIN. Not a valid tax document.",
      ])
        expect(v, field).toContain(field);

      const invoice = await send<Issued>(`/orders/${id}/documents/supply`, {
        handover: "at-boutique",
        recipient: {
          name: order.customerName,
          address: "14 Civil Lines, Jaipur",
          state: "Rajasthan",
          gstin: "27AAPFU0939F1ZV",
        },
        pricesIncludeTax: false,
        lines: [line("Lehenga", "6204", 1_000_000), line("Dupatta", "6211", 250_000, 2)],
      });
      expect(invoice.status, JSON.stringify(invoice.json)).toBe(201);
      const { pdf: invoicePdf } = await pdfOf(id, invoice.json.issued.id, "en");
      await keep(invoicePdf, "tax-invoice-en");
      const t = await textOf(invoicePdf);
      for (const field of [
        "Tax Invoice",
        DEMO_BUSINESS.legalName, // 46(a)
        `GSTIN: ${SAMPLE_GSTIN}`,
        "RRIN2526/0001", // 46(b)
        "2 March 2026", // 46(c)
        "27AAPFU0939F1ZV", // 46(d): her GSTIN
        "Lehenga", // 46(h)
        "6204", // 46(g)
        "6211",
        "1 PCS", // 46(i)
        "2 PCS",
        "₹10,000.00", // 46(j), (k): value, taxable value
        "18%", // 46(l)
        "5%",
        "₹900.00", // 46(m): CGST and SGST of the lehenga
        "₹125.00",
        "CGST",
        "SGST",
        "Rajasthan (code 08)", // 46(n), its state name and code (and why, on the next line)
        "over at the boutique",
        "Tax payable on reverse charge No", // 46(p)
        "Authorised Signatory", // 46(q)
        "₹17,050.00",
        "Less advance RRRV2526/0001 of 2 March 2026",
        "Amount due ₹12,050.00",
        "Rupees Seventeen Thousand Fifty Only",
        DEMO_BUSINESS.terms,
      ])
        expect(t, field).toContain(field);

      const { pdf: hindiPdf } = await pdfOf(id, invoice.json.issued.id, "hi");
      await keep(hindiPdf, "tax-invoice-hi");
      const h = await textOf(hindiPdf);
      // The law's words in English beside the Hindi, the numbers as issued.
      for (const field of [
        "Tax Invoice",
        "/ Number",
        "RRIN2526/0001",
        "/ GSTIN",
        SAMPLE_GSTIN,
        "₹17,050.00",
        "Rupees Seventeen Thousand Fifty Only",
        "/ Authorised Signatory",
      ])
        expect(h, field).toContain(field);
      expect(h).toMatch(/[\u0900-\u097F]/);
      // The amount in words in Hindi too (the text layer splits "रु पये" where रु's glyphs meet
      // the next: compared without spaces, as decomposed code points).
      const bare = (text: string) => text.normalize("NFD").replace(/\s+/g, "");
      expect(bare(h)).toContain(bare(amountInWords(1_705_000, "hi")));
      expect(amountInWords(1_705_000, "hi")).toBe("सत्रह हज़ार पचास रुपये मात्र");
      // Devanagari is drawn in Noto Sans Devanagari's own glyphs, embedded (subset) in the file.
      const fonts = embeddedFonts(hindiPdf);
      expect(fonts.some((name) => /NotoSansDevanagari/.test(name))).toBe(true);
      expect(fonts.length).toBeGreaterThanOrEqual(2);
      expect(hindiPdf.toString("latin1")).toMatch(/\/FontFile2/);

      // A4: 595.28 × 841.89 points, at 72 dpi 596 × 842 pixels.
      const [page] = await pdfPages(invoicePdf, 72);
      const meta = await sharp(page!).metadata();
      expect([meta.width, meta.height]).toEqual([596, 842]);
    });

    it("a credit note (rule 53) names the invoice; a payment receipt names it too; the PDF needs a session", async () => {
      const { order } = await createOrder({ amountRupees: 5000 });
      const id = order.orderId;
      const invoice = await send<Issued>(`/orders/${id}/documents/supply`, {
        handover: "sent",
        recipient: {
          name: order.customerName,
          address: "5 MG Road, Pune",
          state: "Maharashtra",
          gstin: "",
        },
        pricesIncludeTax: true,
        lines: [line("Kurti set", "6204", 500_000)],
      });
      expect(invoice.status, JSON.stringify(invoice.json)).toBe(201);
      const number = invoice.json.issued.number;
      const credit = await send<Issued>(`/orders/${id}/documents/credit-note`, {
        invoiceId: invoice.json.issued.id,
        reason: "Discount after fitting",
        lines: [{ line: 0, taxablePaise: 50_000 }],
      });
      expect(credit.status, JSON.stringify(credit.json)).toBe(201);
      const { pdf } = await pdfOf(id, credit.json.issued.id, "en");
      await keep(pdf, "credit-note-en");
      const c = await textOf(pdf);
      for (const field of [
        "Credit Note",
        DEMO_BUSINESS.legalName, // 53(1)(a)
        credit.json.issued.number, // 53(1)(b)
        "2 March 2026", // 53(1)(c)
        order.customerName, // 53(1)(d)
        `Against invoice ${number} of 2 March 2026`, // 53(1)(e)
        "₹500.00", // 53(1)(f): the value credited
        "IGST", // sent to Maharashtra
        "Maharashtra (code 27):",
        "delivery address",
        "Reason: Discount after fitting",
        "Authorised Signatory", // 53(1)(g)
      ])
        expect(c, field).toContain(field);

      const balance = await send(
        `/orders/${id}/payments`,
        paymentBody({ amountRupees: 5000, method: "cash", reference: "" }),
      );
      expect(balance.status).toBe(201);
      const receipt = (
        await send<OrderDocumentsAnswer>(`/orders/${id}/documents`)
      ).json.documents.find((d) => d.kind === "payment-receipt")!;
      const { pdf: receiptPdf } = await pdfOf(id, receipt.id, "en");
      await keep(receiptPdf, "payment-receipt-en");
      const r = await textOf(receiptPdf);
      for (const field of [
        "Payment Receipt",
        receipt.number,
        `Against invoice ${number}`,
        "₹5,000.00",
        "Paid by: Cash",
      ])
        expect(r, field).toContain(field);

      const anonymous = await f.app.request(`/api/admin/orders/${id}/documents/${receipt.id}/pdf`);
      expect(anonymous.status).toBe(401);
      const other = await createOrder();
      const wrongOrder = await f.app.request(
        `/api/admin/orders/${other.order.orderId}/documents/${receipt.id}/pdf`,
        withToken(f.sunita),
      );
      expect(wrongOrder.status).toBe(404);
    });

    it("a refund voucher (rule 51) names the receipt voucher it returns", async () => {
      const { order } = await createOrder({ amountRupees: 8000 });
      const id = order.orderId;
      await send(
        `/orders/${id}/payments`,
        paymentBody({ amountRupees: 3000, method: "upi", reference: "UTR77001" }),
      );
      const voucher = (await send<OrderDocumentsAnswer>(`/orders/${id}/documents`)).json
        .documents[0]!;
      const refund = await send<Issued>(`/orders/${id}/documents/refund-voucher`, {
        receiptVoucherId: voucher.id,
        amountPaise: 300_000,
        method: "upi",
        reason: "Order cancelled before cutting",
      });
      expect(refund.status, JSON.stringify(refund.json)).toBe(201);
      const { pdf } = await pdfOf(id, refund.json.issued.id, "hi");
      await keep(pdf, "refund-voucher-hi");
      const text = await textOf(pdf);
      for (const field of [
        "Refund Voucher", // the law's words on a Hindi page
        DEMO_BUSINESS.legalName, // 51(a)
        refund.json.issued.number, // 51(b)
        order.customerName, // 51(d)
        `/ Against receipt voucher ${voucher.number} of`, // 51(e)
        "₹3,000.00", // 51(g)
        "Notification 66/2017-Central Tax", // 51(h), (i)
        "/ Tax payable", // 51(j)
        "/ Authorised Signatory", // 51(k)
        "Rupees Three Thousand Only",
        "Order cancelled before cutting",
      ])
        expect(text, field).toContain(field);
    });

    it("a bill of supply (rule 49) says the composition legend and charges no GST", async () => {
      await send(
        "/billing/business",
        { ...DEMO_BUSINESS, registration: "composition" },
        { method: "PUT" },
      );
      try {
        const { order } = await createOrder({ amountRupees: 4000 });
        const bill = await send<Issued>(`/orders/${order.orderId}/documents/supply`, {
          handover: "at-boutique",
          recipient: { name: order.customerName, address: "", state: "", gstin: "" },
          pricesIncludeTax: true,
          lines: [line("Odhni", "6211", 400_000)],
        });
        expect(bill.status, JSON.stringify(bill.json)).toBe(201);
        const { pdf } = await pdfOf(order.orderId, bill.json.issued.id, "en");
        await keep(pdf, "bill-of-supply-en");
        const text = await textOf(pdf);
        for (const field of [
          "Bill of Supply",
          DEMO_BUSINESS.legalName, // 49(a)
          bill.json.issued.number, // 49(b)
          "2 March 2026", // 49(c)
          order.customerName, // 49(d)
          "6211", // 49(e)
          "Odhni", // 49(f)
          "₹4,000.00", // 49(g)
          "Authorised Signatory", // 49(h)
          "Composition taxable person, not eligible to collect tax on supplies.", // 31(3)(c)
        ])
          expect(text, field).toContain(field);
        expect(text).not.toContain("CGST");
      } finally {
        await send("/billing/business", DEMO_BUSINESS, { method: "PUT" });
      }
    });

    it("an unregistered business's plain bill: series BL, no GSTIN, no tax, the unregistered note", async () => {
      await send(
        "/billing/business",
        { ...DEMO_BUSINESS, registration: "unregistered", gstin: "" },
        { method: "PUT" },
      );
      try {
        const { order } = await createOrder({ amountRupees: 4500 });
        const bill = await send<Issued>(`/orders/${order.orderId}/documents/supply`, {
          handover: "at-boutique",
          recipient: {
            name: order.customerName,
            address: "2 Station Road, Jaipur",
            state: "",
            gstin: "",
          },
          pricesIncludeTax: true,
          lines: [line("Odhni", "6211", 400_000), line("Fall and pico", "998821", 50_000)],
        });
        expect(bill.status, JSON.stringify(bill.json)).toBe(201);
        expect(bill.json.issued.number).toMatch(/^RRBL2526\/\d{4}$/);
        const { pdf } = await pdfOf(order.orderId, bill.json.issued.id, "en");
        await keep(pdf, "bill-en");
        const text = await textOf(pdf);
        for (const field of [
          "Bill",
          DEMO_BUSINESS.legalName,
          DEMO_BUSINESS.addressLine,
          bill.json.issued.number,
          "2 March 2026",
          order.customerName,
          "2 Station Road, Jaipur",
          "Odhni",
          "Fall and pico",
          "₹4,500.00",
          "Rupees Four Thousand Five Hundred Only",
          "Authorised Signatory",
          "The supplier is not registered under GST.",
        ])
          expect(text, field).toContain(field);
        expect(text).not.toContain("GSTIN");
        expect(text).not.toMatch(/CGST|SGST|IGST/);
        expect(text).not.toContain("Tax Invoice");
      } finally {
        await send("/billing/business", DEMO_BUSINESS, { method: "PUT" });
      }
    });

    it("she downloads her documents from her tracking page once she has proved her phone's digits", async () => {
      const { order } = await createOrder({
        amountRupees: 6000,
        customer: {
          name: "Kavya Rao",
          phone: "+91 98290 55512",
          email: "",
          address: {
            line: "3 Bapu Nagar",
            city: "Jaipur",
            state: "Rajasthan",
            postalCode: "302015",
          },
        },
      });
      await send(
        `/orders/${order.orderId}/payments`,
        paymentBody({ amountRupees: 2000, method: "cash", reference: "" }),
      );
      const byId = await f.app.request(`/api/orders/${order.orderId}`, fromIp("203.0.113.7"));
      expect(((await byId.json()) as { documents?: unknown }).documents).toBeUndefined();
      const proved = await f.app.request(
        `/api/orders/${order.orderId}/details`,
        jsonPost({ phoneLast4: "5512" }, "203.0.113.7"),
      );
      expect(proved.status).toBe(200);
      const { documents } = (await proved.json()) as {
        order: PublicOrder;
        documents: PublicDocument[];
      };
      expect(documents).toMatchObject([
        { kind: "receipt-voucher", amountPaise: 200_000, cancelled: false },
      ]);
      const link = documents[0]!.href;
      expect(link).toMatch(/^\/api\/documents\/\d+-\d+-[0-9a-f]{32}\.pdf$/);
      const file = await f.app.request(`${link}?lang=hi`);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("application/pdf");
      const text = await textOf(Buffer.from(await file.arrayBuffer()));
      expect(text).toContain("Receipt Voucher");
      expect(text).toMatch(/[\u0900-\u097F]/);
      // A link altered, or for another document, opens nothing.
      const forged = link.replace(/-(\d+)-/, (_, e: string) => `-${Number(e) + 1}-`);
      expect((await f.app.request(forged)).status).toBe(404);
      // Wrong digits: no documents at all.
      const wrong = await f.app.request(
        `/api/orders/${order.orderId}/details`,
        jsonPost({ phoneLast4: "0000" }, "203.0.113.8"),
      );
      expect(wrong.status).toBe(403);
      // An hour later the link has lapsed.
      f.clock += 61 * 60_000;
      expect((await f.app.request(link)).status).toBe(410);
    });
  },
);
