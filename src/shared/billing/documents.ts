/**
 * The documents the boutique issues, as data: what each holds is exactly what the print view and
 * the PDF render (one template layer, later), and what the owners' screen shows now. A document
 * is never edited once issued: it keeps the business, the recipient, the codes and the rates it
 * was issued with. A mistake is corrected by a credit note, or by cancelling it (its number stays
 * used).
 */
import type { PaymentMethod } from "../payments";
import type { BusinessProfile } from "./business-profile";
import type { Handover } from "./place-of-supply";
import type { TaxedLine, TaxTotals } from "./tax-lines";

export const DOCUMENT_KINDS = [
  "receipt-voucher",
  "tax-invoice",
  "bill-of-supply",
  "bill",
  "payment-receipt",
  "refund-voucher",
  "credit-note",
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Each kind's own series: two letters in its number (RRIN2526/0001). */
export const SERIES: Record<DocumentKind, string> = {
  "receipt-voucher": "RV",
  "tax-invoice": "IN",
  "bill-of-supply": "BS",
  bill: "BL",
  "payment-receipt": "PR",
  "refund-voucher": "RF",
  "credit-note": "CN",
};

/** The document that bills an order's supply, by the boutique's registration. */
export const SUPPLY_DOCUMENT = {
  regular: "tax-invoice",
  composition: "bill-of-supply",
  unregistered: "bill",
} as const satisfies Record<BusinessProfile["registration"], DocumentKind>;

export const isSupplyDocument = (kind: DocumentKind): boolean =>
  kind === "tax-invoice" || kind === "bill-of-supply" || kind === "bill";

/** What the law asks each document to carry, with the rule; the tests check each is present. */
export const REQUIRED_FIELDS: Record<DocumentKind, readonly { rule: string; field: string }[]> = {
  "tax-invoice": [
    { rule: "46(a)", field: "supplier.legalName, supplier.address, supplier.gstin" },
    { rule: "46(b)", field: "number (≤ 16 characters, consecutive, unique in the financial year)" },
    { rule: "46(c)", field: "date" },
    {
      rule: "46(d)",
      field: "recipient.name, recipient.address, recipient.gstin (when registered)",
    },
    {
      rule: "46(e)",
      field:
        "recipient.name, recipient.address, recipient.state with its code (unregistered, ₹50,000 or more)",
    },
    { rule: "46(g)", field: "lines[].code (HSN/SAC)" },
    { rule: "46(h)", field: "lines[].description" },
    { rule: "46(i)", field: "lines[].quantity, lines[].unit" },
    { rule: "46(j)", field: "lines[].chargedPaise (total value)" },
    { rule: "46(k)", field: "lines[].taxablePaise (after discount)" },
    { rule: "46(l)", field: "lines[].rateBp" },
    { rule: "46(m)", field: "lines[].cgstPaise, sgstPaise, igstPaise" },
    { rule: "46(n)", field: "placeOfSupply (state name and code)" },
    { rule: "46(p)", field: "reverseCharge" },
    { rule: "46(q)", field: "supplier.signatory (signature)" },
  ],
  "bill-of-supply": [
    { rule: "49(a)", field: "supplier.legalName, supplier.address, supplier.gstin" },
    { rule: "49(b)", field: "number" },
    { rule: "49(c)", field: "date" },
    {
      rule: "49(d)",
      field: "recipient.name, recipient.address, recipient.gstin (when registered)",
    },
    { rule: "49(e)", field: "lines[].code (HSN/SAC)" },
    { rule: "49(f)", field: "lines[].description" },
    { rule: "49(g)", field: "lines[].taxablePaise (value after discount)" },
    { rule: "49(h)", field: "supplier.signatory (signature)" },
    { rule: "31(3)(c)", field: "legend: composition taxable person, not eligible to collect tax" },
  ],
  bill: [
    {
      rule: "—",
      field: "supplier.legalName, supplier.address, number, date, recipient, lines, totals",
    },
  ],
  "receipt-voucher": [
    { rule: "50(a)", field: "supplier.legalName, supplier.address, supplier.gstin" },
    { rule: "50(b)", field: "number" },
    { rule: "50(c)", field: "date" },
    {
      rule: "50(d)",
      field: "recipient.name, recipient.address, recipient.gstin (when registered)",
    },
    { rule: "50(e)", field: "description (the order's goods or services)" },
    { rule: "50(f)", field: "amountPaise (the advance taken)" },
    { rule: "50(g)", field: "advanceTax.rateBp" },
    { rule: "50(h)", field: "advanceTax (CGST, SGST, IGST amounts)" },
    { rule: "50(i)", field: "placeOfSupply (state name and code)" },
    { rule: "50(j)", field: "reverseCharge" },
    { rule: "50(k)", field: "supplier.signatory (signature)" },
  ],
  "refund-voucher": [
    { rule: "51(a)", field: "supplier.legalName, supplier.address, supplier.gstin" },
    { rule: "51(b)", field: "number" },
    { rule: "51(c)", field: "date" },
    {
      rule: "51(d)",
      field: "recipient.name, recipient.address, recipient.gstin (when registered)",
    },
    { rule: "51(e)", field: "references (the receipt voucher)" },
    { rule: "51(f)", field: "description" },
    { rule: "51(g)", field: "amountPaise (the refund)" },
    { rule: "51(h)", field: "advanceTax.rateBp" },
    { rule: "51(i)", field: "advanceTax (amounts)" },
    { rule: "51(j)", field: "reverseCharge" },
    { rule: "51(k)", field: "supplier.signatory (signature)" },
  ],
  "credit-note": [
    { rule: "53(1)(a)", field: "supplier.legalName, supplier.address, supplier.gstin" },
    { rule: "53(1)(b)", field: "number (its own series)" },
    { rule: "53(1)(c)", field: "date" },
    {
      rule: "53(1)(d)",
      field: "recipient.name, recipient.address, recipient.gstin (when registered)",
    },
    { rule: "53(1)(e)", field: "references (the invoice's number and date)" },
    { rule: "53(1)(f)", field: "lines[].taxablePaise, rateBp, taxes (the credit)" },
    { rule: "53(1)(g)", field: "supplier.signatory (signature)" },
  ],
  "payment-receipt": [
    { rule: "—", field: "number, date, recipient, amountPaise, payment, references" },
  ],
};

/** The boutique as a document prints it: a copy of Settings → Business when it was issued. */
export type DocumentSupplier = BusinessProfile & { stateName: string; sample: boolean };

export interface DocumentRecipient {
  name: string;
  phone: string;
  /** Street, city, PIN. */
  address: string;
  state: string;
  /** The buyer's GSTIN (B2B); empty for a customer without one. */
  gstin: string;
}

export interface DocumentPlaceOfSupply {
  stateCode: string;
  stateName: string;
  basis: Handover | "override";
  /** The owners' reason when they named the state. */
  reason: string;
  interState: boolean;
}

export interface DocumentReference {
  id: number;
  kind: DocumentKind;
  number: string;
  date: string;
  amountPaise: number;
}

/** GST on an advance (receipt and refund vouchers), when it is charged on one. */
export interface AdvanceTax {
  /** Why there is none: advances for goods owe no GST (Notification 66/2017-Central Tax). */
  treatment: "goods-not-taxable" | "taxed" | "not-registered";
  rateBp: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** Everything a document says. Amounts in paise. */
export interface DocumentContent {
  kind: DocumentKind;
  number: string;
  /** yyyy-mm-dd */
  date: string;
  financialYear: string;
  orderId: string;
  supplier: DocumentSupplier;
  recipient: DocumentRecipient;
  placeOfSupply: DocumentPlaceOfSupply;
  /** Whether tax is payable on reverse charge: never for this boutique's supplies. */
  reverseCharge: false;
  /** Supply documents and credit notes: the lines with their codes and rates as used. */
  lines: TaxedLine[];
  pricesIncludeTax: boolean;
  totals: TaxTotals;
  /** What the document is for in one line (vouchers, receipts): the order's items. */
  description: string;
  /** A voucher's or receipt's amount, a supply document's total, a credit note's total. */
  amountPaise: number;
  advanceTax: AdvanceTax | null;
  payment: { method: PaymentMethod; reference: string; paymentId: number } | null;
  /** The invoice's advances: the receipt vouchers it deducts. */
  advances: DocumentReference[];
  /** What is still to pay on a supply document: its total less the advances. */
  amountDuePaise: number;
  /** The documents this one refers to (an invoice for a credit note, a voucher for a refund). */
  references: DocumentReference[];
  /** A credit note's or refund's reason. */
  reason: string;
  amountInWords: { en: string; hi: string };
  /** The owner who issued it (display name). */
  issuedBy: string;
}

/** An issued document as the owners' list shows it. */
export interface IssuedDocument {
  id: number;
  kind: DocumentKind;
  number: string;
  date: string;
  amountPaise: number;
  issuedAt: string;
  issuedBy: string;
  cancelled: { at: string; by: string; reason: string } | null;
  content: DocumentContent;
}

/** GET /api/admin/orders/:id/documents */
export interface OrderDocumentsAnswer {
  documents: IssuedDocument[];
  /** What the owners may issue now. */
  business: {
    ready: boolean;
    registration: BusinessProfile["registration"] | null;
    sample: boolean;
    /** The boutique's state (its GST code): the place of supply of what is handed over. */
    stateCode: string | null;
  };
  /** Her language: the print view's and the PDF's unless the owner picks the other. */
  customerLanguage: "en" | "hi";
  /** The kind the order's supply takes (tax invoice, bill of supply, bill). */
  supplyKind: DocumentKind | null;
  /** Payments recorded without a receipt (before Settings → Business was filled in). */
  paymentsWithoutReceipt: number[];
}

/** A document as her tracking page lists it (once she has proved her phone's digits). */
export interface PublicDocument {
  kind: DocumentKind;
  number: string;
  date: string;
  amountPaise: number;
  cancelled: boolean;
  /** Its PDF, by a link signed for an hour; add ?lang=hi for Hindi. */
  href: string;
}

/** Each kind's legal title, printed in English on every document (the law's words). */
export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  "receipt-voucher": "Receipt Voucher",
  "tax-invoice": "Tax Invoice",
  "bill-of-supply": "Bill of Supply",
  bill: "Bill",
  "payment-receipt": "Payment Receipt",
  "refund-voucher": "Refund Voucher",
  "credit-note": "Credit Note",
};
