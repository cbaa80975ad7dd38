import { DOCUMENT_TITLES, type DocumentKind } from "../../../../shared/billing/documents";
import type { Locale } from "../../../../shared/locale";
import { inLocale, m } from "../../../../shared/messages";

/** A document's name in the owner's language (English: the law's words, DOCUMENT_TITLES). */
export function documentTitle(kind: DocumentKind, locale: Locale): string {
  if (locale === "en") return DOCUMENT_TITLES[kind];
  const o = inLocale(locale);
  const titles: Record<DocumentKind, string> = {
    "receipt-voucher": m.admin_orders_document_receipt_voucher({}, o),
    "tax-invoice": m.admin_orders_document_tax_invoice({}, o),
    "bill-of-supply": m.admin_orders_document_bill_of_supply({}, o),
    bill: m.admin_orders_document_bill({}, o),
    "payment-receipt": m.admin_orders_document_payment_receipt({}, o),
    "refund-voucher": m.admin_orders_document_refund_voucher({}, o),
    "credit-note": m.admin_orders_document_credit_note({}, o),
  };
  return titles[kind];
}
