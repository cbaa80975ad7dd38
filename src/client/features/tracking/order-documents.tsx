import { Download } from "lucide-react";
import type { DocumentKind, PublicDocument } from "../../../shared/billing/documents";
import { formatPaise } from "../../../shared/billing/money";
import type { Locale } from "../../../shared/locale";
import { inLocale, m } from "../../../shared/messages";
import { formatIndianDate } from "../../../shared/orders";

const titleOf = (kind: DocumentKind, o: { locale: Locale }): string =>
  ({
    "receipt-voucher": m.document_title_receipt_voucher({}, o),
    "tax-invoice": m.document_title_tax_invoice({}, o),
    "bill-of-supply": m.document_title_bill_of_supply({}, o),
    bill: m.document_title_bill({}, o),
    "payment-receipt": m.document_title_payment_receipt({}, o),
    "refund-voucher": m.document_title_refund_voucher({}, o),
    "credit-note": m.document_title_credit_note({}, o),
  })[kind];

/**
 * Her bills and receipts, once she has proved her phone's digits: each to download as the PDF
 * the boutique issued, in the page's language (a link signed for an hour).
 */
export function OrderDocuments({
  documents,
  locale,
}: {
  documents: PublicDocument[];
  locale: Locale;
}) {
  const o = inLocale(locale);
  if (documents.length === 0) return null;
  return (
    <section
      aria-labelledby="documents-heading"
      data-testid="order-documents"
      className="mt-6 rounded-2xl border border-gold-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="documents-heading" className="text-xl font-bold text-maroon-800">
        {m.tracking_documents_heading({}, o)}
      </h2>
      <ul className="mt-4 divide-y divide-gold-200">
        {documents.map((d) => {
          const title = titleOf(d.kind, o);
          return (
            <li
              key={d.number}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-testid="order-document"
            >
              <span className={d.cancelled ? "text-ink/60 line-through" : ""}>
                <strong>{title}</strong> <span className="font-mono">{d.number}</span>
                <span className="block text-sm text-ink/75">
                  {formatIndianDate(d.date, locale)} · {formatPaise(d.amountPaise, locale)}
                  {d.cancelled && ` · ${m.tracking_documents_cancelled({}, o)}`}
                </span>
              </span>
              <a
                href={`${d.href}?lang=${locale}`}
                download
                aria-label={m.tracking_documents_download_label({ title, number: d.number }, o)}
                className="inline-flex items-center gap-2 rounded-full border border-maroon-200 px-4 py-2 font-semibold text-maroon-700 hover:bg-maroon-50"
              >
                <Download className="size-4" aria-hidden="true" />{" "}
                {m.tracking_documents_download({}, o)}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
