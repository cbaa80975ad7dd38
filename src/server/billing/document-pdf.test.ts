/**
 * Every kind of document's PDF, as the owners download it and the customer gets it: each field
 * its rule requires found by text extraction (pdfjs-dist), the fonts embedded (Devanagari
 * too), the page A4 when rendered (pdftoppm), on both engines. DOCUMENT_PNG_DIR=folder keeps
 * the PDFs and their pages there, to look at.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { AdminOrderDetail } from "../../shared/admin";
import { amountInWords } from "../../shared/billing/amount-in-words";
import {
  REQUIRED_FIELDS,
  type DocumentContent,
  type DocumentKind,
  type IssuedDocument,
  type OrderDocumentsAnswer,
  type PublicDocument,
} from "../../shared/billing/documents";
import { gstStateNamed } from "../../shared/billing/gst-states";
import { formatPaise } from "../../shared/billing/money";
import { ratePercent } from "../../shared/billing/tax-rates";
import { EN, m } from "../../shared/messages";
import { formatIndianDate } from "../../shared/order-format";
import { invoiceNeedsNameAndAddress } from "../../shared/privacy-admin";
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

/**
 * What each rule of REQUIRED_FIELDS prints, read from the issued document's own content: every
 * kind's every rule has its check here (a rule added there without one fails below), and each
 * document's PDF is checked against its kind's list, rule by rule.
 */
type Printed = (c: DocumentContent) => string[];
const rupees = (paise: number) => formatPaise(paise, "en");
const day = (iso: string) => formatIndianDate(iso, "en");
const supplierPrinted: Printed = (c) => [
  c.supplier.legalName,
  c.supplier.addressLine,
  `${c.supplier.city} ${c.supplier.postalCode}`,
  ...(c.supplier.registration === "unregistered" ? [] : [`GSTIN: ${c.supplier.gstin}`]),
];
const numberPrinted: Printed = (c) => [`Number ${c.number}`];
const datePrinted: Printed = (c) => [`Date ${day(c.date)}`];
const recipientPrinted: Printed = (c) => [
  `Name ${c.recipient.name}`,
  ...(c.recipient.address ? [`Address ${c.recipient.address}`] : []),
  ...(c.recipient.gstin ? [`GSTIN ${c.recipient.gstin}`] : []),
];
const placePrinted: Printed = (c) => [
  `Place of supply ${c.placeOfSupply.stateName} (code ${c.placeOfSupply.stateCode})`,
];
const reverseChargePrinted: Printed = () => ["Tax payable on reverse charge No"];
const signaturePrinted: Printed = (c) => [
  `For ${c.supplier.legalName}`,
  c.supplier.signatory,
  "Authorised Signatory",
];
/** A discount: the value before it and the discount, above the value after it. */
const discountPrinted: Printed = (c) => {
  const discount = c.lines.reduce((sum, l) => sum + l.discountPaise, 0);
  const gross = c.lines.reduce((sum, l) => sum + l.unitPaise * l.quantity, 0);
  return discount > 0
    ? [`Value before discount ${rupees(gross)}`, `Less discount - ${rupees(discount)}`]
    : [];
};
const codesPrinted: Printed = (c) => c.lines.map((l) => l.code);
const descriptionsPrinted: Printed = (c) => c.lines.map((l) => l.description);
const taxablePrinted: Printed = (c) => c.lines.map((l) => rupees(l.taxablePaise));
const ratesPrinted: Printed = (c) => c.lines.map((l) => ratePercent(l.rateBp));
const taxesPrinted: Printed = (c) =>
  c.placeOfSupply.interState
    ? [`IGST ${rupees(c.totals.igstPaise)}`, ...c.lines.map((l) => rupees(l.igstPaise))]
    : [
        `CGST ${rupees(c.totals.cgstPaise)}`,
        `SGST ${rupees(c.totals.sgstPaise)}`,
        ...c.lines.flatMap((l) => [rupees(l.cgstPaise), rupees(l.sgstPaise)]),
      ];
/** GST on an advance: its rate and amounts when taxed, else the sentence saying why none. */
const advanceNote = (c: DocumentContent) =>
  c.advanceTax?.treatment === "goods-not-taxable"
    ? m.document_advance_tax_goods({}, EN)
    : m.document_advance_tax_unregistered({}, EN);
const advanceRatePrinted: Printed = (c) =>
  c.advanceTax?.treatment === "taxed"
    ? [`GST rate ${ratePercent(c.advanceTax.rateBp)}`]
    : [advanceNote(c)];
const advanceTaxPrinted: Printed = (c) => {
  const t = c.advanceTax;
  if (t?.treatment !== "taxed") return [advanceNote(c)];
  return t.igstPaise > 0
    ? [`IGST ${rupees(t.igstPaise)}`]
    : [`CGST ${rupees(t.cgstPaise)}`, `SGST ${rupees(t.sgstPaise)}`];
};
const referencesPrinted: Printed = (c) =>
  c.references.map((r) =>
    r.kind === "receipt-voucher"
      ? `Against receipt voucher ${r.number} of ${day(r.date)}`
      : `Against invoice ${r.number} of ${day(r.date)}`,
  );
const forWhatPrinted: Printed = (c) => [`For: ${c.description}`];

const PRINTED: Record<DocumentKind, Record<string, Printed>> = {
  "tax-invoice": {
    "46(a)": supplierPrinted,
    "46(b)": numberPrinted,
    "46(c)": datePrinted,
    "46(d)": recipientPrinted,
    // An unregistered buyer at ₹50,000 or more: her (delivery) address, her state and its code.
    "46(e)": (c) =>
      !c.recipient.gstin && invoiceNeedsNameAndAddress(c.date, c.totals.taxablePaise / 100)
        ? [
            `Name ${c.recipient.name}`,
            `Address ${c.recipient.address}`,
            `State ${gstStateNamed(c.recipient.state)!.en} (code ${gstStateNamed(c.recipient.state)!.code})`,
          ]
        : [],
    "46(g)": codesPrinted,
    "46(h)": descriptionsPrinted,
    "46(i)": (c) => c.lines.map((l) => `${l.quantity} ${l.unit}`),
    "46(j)": (c) => [
      `Total ${rupees(c.totals.totalPaise)}`,
      ...c.lines.map((l) => rupees(l.totalPaise)),
    ],
    "46(k)": (c) => [
      `Taxable value ${rupees(c.totals.taxablePaise)}`,
      ...taxablePrinted(c),
      ...c.lines.map((l) => rupees(l.discountPaise)),
      ...discountPrinted(c),
    ],
    "46(l)": ratesPrinted,
    "46(m)": taxesPrinted,
    "46(n)": placePrinted,
    "46(p)": reverseChargePrinted,
    "46(q)": signaturePrinted,
  },
  "bill-of-supply": {
    "49(a)": supplierPrinted,
    "49(b)": numberPrinted,
    "49(c)": datePrinted,
    "49(d)": recipientPrinted,
    "49(e)": codesPrinted,
    "49(f)": descriptionsPrinted,
    "49(g)": (c) => [
      `Total ${rupees(c.totals.totalPaise)}`,
      ...taxablePrinted(c),
      ...discountPrinted(c),
    ],
    "49(h)": signaturePrinted,
    "31(3)(c)": () => [m.document_composition({}, EN)],
  },
  bill: {
    "—": (c) => [
      ...supplierPrinted(c),
      ...numberPrinted(c),
      ...datePrinted(c),
      ...recipientPrinted(c),
      ...descriptionsPrinted(c),
      ...taxablePrinted(c),
      `Total ${rupees(c.totals.totalPaise)}`,
      ...signaturePrinted(c),
      m.document_unregistered_supplier({}, EN),
    ],
  },
  "receipt-voucher": {
    "50(a)": supplierPrinted,
    "50(b)": numberPrinted,
    "50(c)": datePrinted,
    "50(d)": recipientPrinted,
    "50(e)": forWhatPrinted,
    "50(f)": (c) => [`Amount received ${rupees(c.amountPaise)}`],
    "50(g)": advanceRatePrinted,
    "50(h)": advanceTaxPrinted,
    "50(i)": placePrinted,
    "50(j)": reverseChargePrinted,
    "50(k)": signaturePrinted,
  },
  "refund-voucher": {
    "51(a)": supplierPrinted,
    "51(b)": numberPrinted,
    "51(c)": datePrinted,
    "51(d)": recipientPrinted,
    "51(e)": referencesPrinted,
    "51(f)": forWhatPrinted,
    "51(g)": (c) => [`Amount refunded ${rupees(c.amountPaise)}`],
    "51(h)": advanceRatePrinted,
    "51(i)": advanceTaxPrinted,
    "51(j)": reverseChargePrinted,
    "51(k)": signaturePrinted,
  },
  "credit-note": {
    "53(1)(a)": supplierPrinted,
    "53(1)(b)": numberPrinted,
    "53(1)(c)": datePrinted,
    "53(1)(d)": recipientPrinted,
    "53(1)(e)": referencesPrinted,
    "53(1)(f)": (c) => [
      ...taxablePrinted(c),
      ...ratesPrinted(c),
      ...taxesPrinted(c),
      `Total credit ${rupees(c.totals.totalPaise)}`,
    ],
    "53(1)(g)": signaturePrinted,
  },
  "payment-receipt": {
    "—": (c) => [
      ...numberPrinted(c),
      ...datePrinted(c),
      `Name ${c.recipient.name}`,
      `Amount received ${rupees(c.amountPaise)}`,
      ...referencesPrinted(c),
    ],
  },
};

/** Each field its kind's rules require, found in the PDF's text (lines joined, spaces as one). */
function expectRequiredFields(document: IssuedDocument, text: string) {
  const flat = text.replace(/\s+/g, " ");
  const checks = PRINTED[document.kind];
  for (const { rule, field } of REQUIRED_FIELDS[document.kind]) {
    const printed = checks[rule];
    expect(printed, `${document.kind} ${rule}: a check of ${field}`).toBeDefined();
    for (const value of printed!(document.content))
      expect(flat, `${document.kind} ${rule} (${field})`).toContain(value);
  }
}

describe("the required fields' checks", () => {
  it("cover each rule REQUIRED_FIELDS lists, for every kind, and no other", () => {
    for (const [kind, rules] of Object.entries(REQUIRED_FIELDS))
      expect(Object.keys(PRINTED[kind as DocumentKind]), kind).toEqual(rules.map((r) => r.rule));
  });
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
      expectRequiredFields(voucher, v);
      for (const field of [
        "Receipt Voucher",
        `GSTIN: ${SAMPLE_GSTIN}`,
        "RRRV2526/0001",
        "14 Civil Lines, Jaipur, 302006",
        "Notification 66/2017-Central Tax", // no GST on an advance for goods
        "Rajasthan (code 08)",
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
      expectRequiredFields(invoice.json.issued, t);
      for (const field of [
        "Tax Invoice",
        "RRIN2526/0001",
        "27AAPFU0939F1ZV", // her GSTIN
        "₹900.00", // CGST and SGST of the lehenga
        "₹125.00",
        "Rajasthan (code 08)", // its state name and code (and why, on the next line)
        "over at the boutique",
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

    it("rule 46(e): an unregistered buyer at ₹50,000 or more has her delivery address and state; a place of supply the owners chose says their reason", async () => {
      const { order } = await createOrder({ amountRupees: 60000 });
      const big = await send<Issued>(`/orders/${order.orderId}/documents/supply`, {
        handover: "sent",
        recipient: {
          name: "Anita Sharma",
          address: "5 Hauz Khas, New Delhi 110016",
          state: "Delhi",
          gstin: "",
        },
        pricesIncludeTax: false,
        // ₹52,000 less ₹2,000: ₹50,000.00 taxable, the rule's edge, after the discount.
        lines: [line("Bridal lehenga", "6204", 5_200_000, 1, 200_000)],
      });
      expect(big.status, JSON.stringify(big.json)).toBe(201);
      expect(PRINTED["tax-invoice"]["46(e)"]!(big.json.issued.content)).not.toEqual([]);
      const { pdf } = await pdfOf(order.orderId, big.json.issued.id, "en");
      await keep(pdf, "tax-invoice-unregistered-50000-en");
      const text = await textOf(pdf);
      expectRequiredFields(big.json.issued, text);
      for (const field of [
        "Address 5 Hauz Khas, New Delhi 110016",
        "State Delhi (code 07)",
        "Value before discount ₹52,000.00",
        "Less discount - ₹2,000.00",
        "Taxable value ₹50,000.00",
        "Place of supply Delhi (code 07)",
        "IGST ₹9,000.00",
      ])
        expect(text.replace(/\s+/g, " "), field).toContain(field);

      const other = await createOrder({ amountRupees: 2100 });
      const chosen = await send<Issued>(`/orders/${other.order.orderId}/documents/supply`, {
        handover: "at-boutique",
        placeOfSupply: { stateCode: "24", reason: "Her shop in Surat collects" },
        recipient: { name: "Anita Sharma", address: "", state: "", gstin: "" },
        pricesIncludeTax: false,
        lines: [line("Kurti", "6204", 200_000)],
      });
      expect(chosen.status, JSON.stringify(chosen.json)).toBe(201);
      const { pdf: chosenPdf } = await pdfOf(other.order.orderId, chosen.json.issued.id, "en");
      await keep(chosenPdf, "tax-invoice-place-chosen-en");
      const c = await textOf(chosenPdf);
      expectRequiredFields(chosen.json.issued, c);
      // The reason wraps in the facts' column, its lines between the supplier's: word by word.
      const words =
        "Place of supply Gujarat (code 24): chosen by the supplier: Her shop in Surat collects"
          .split(" ")
          .map((w) => w.replace(/[()]/g, "\\$&"));
      expect(c.replace(/\s+/g, " ")).toMatch(new RegExp(words.join(" (?:.*? )?")));
      expect(c).toContain("IGST ₹100.00");
      expect(c).not.toContain("CGST");
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
      expectRequiredFields(credit.json.issued, c);
      for (const field of [
        "Credit Note",
        `Against invoice ${number} of 2 March 2026`,
        "₹500.00", // the value credited
        "IGST", // sent to Maharashtra
        "Maharashtra (code 27):",
        "delivery address",
        "Reason: Discount after fitting",
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
      expectRequiredFields(receipt, r);
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
      const { pdf: english } = await pdfOf(id, refund.json.issued.id, "en");
      expectRequiredFields(refund.json.issued, await textOf(english));
      const { pdf } = await pdfOf(id, refund.json.issued.id, "hi");
      await keep(pdf, "refund-voucher-hi");
      const text = await textOf(pdf);
      for (const field of [
        "Refund Voucher", // the law's words on a Hindi page
        DEMO_BUSINESS.legalName,
        refund.json.issued.number,
        order.customerName,
        `/ Against receipt voucher ${voucher.number} of`,
        "₹3,000.00",
        "Notification 66/2017-Central Tax",
        "/ Tax payable",
        "/ Authorised Signatory",
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
        expectRequiredFields(bill.json.issued, text);
        expect(text).toContain("Bill of Supply");
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
        expectRequiredFields(bill.json.issued, text);
        expect(text).toContain("Rupees Four Thousand Five Hundred Only");
        expect(text).not.toContain("GSTIN");
        // No GST: no place of supply, no reverse charge to state.
        expect(text).not.toContain("Place of supply");
        expect(text).not.toContain("reverse charge");
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

    it("the signature set in Settings → Business is drawn on each document issued after it", async () => {
      const voucherPdf = async () => {
        const { order } = await createOrder({ amountRupees: 3000 });
        const paid = await send(
          `/orders/${order.orderId}/payments`,
          paymentBody({ amountRupees: 1000, method: "cash", reference: "" }),
        );
        expect(paid.status).toBe(201);
        const { json } = await send<OrderDocumentsAnswer>(`/orders/${order.orderId}/documents`);
        return (await pdfOf(order.orderId, json.documents[0]!.id, "en")).pdf;
      };
      const unsigned = await voucherPdf();
      const ink = await sharp({
        create: { width: 900, height: 300, channels: 3, background: "#ffffff" },
      })
        .composite([
          {
            input: Buffer.from(
              `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="300"><path d="M40 240 C 240 30, 480 280, 860 70" stroke="#102060" stroke-width="20" fill="none"/></svg>`,
            ),
          },
        ])
        .png()
        .toBuffer();
      const form = new FormData();
      form.append("signature", new File([new Uint8Array(ink)], "signature.png"));
      const uploaded = await f.app.request(
        "/api/admin/billing/signature",
        withToken(f.sunita, { method: "POST", body: form }),
      );
      expect(uploaded.status).toBe(201);
      const { key } = (await uploaded.json()) as { key: string };
      const saved = await send(
        "/billing/business",
        { ...DEMO_BUSINESS, signatureKey: key },
        { method: "PUT" },
      );
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
      try {
        const signed = await voucherPdf();
        await keep(signed, "receipt-voucher-signed-en");
        // The image is in the signed PDF only (the earlier one was issued without it).
        expect(signed.toString("latin1")).toMatch(/\/Subtype \/Image/);
        expect(unsigned.toString("latin1")).not.toMatch(/\/Subtype \/Image/);
        expect(await textOf(signed)).toContain("Authorised Signatory");
      } finally {
        await send("/billing/business", DEMO_BUSINESS, { method: "PUT" });
      }
    });
  },
);
