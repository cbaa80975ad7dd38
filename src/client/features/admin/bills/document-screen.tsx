import { ArrowLeft, Download, Printer } from "lucide-react";
import { useState } from "react";
import { ADMIN_PATHS } from "../../../../shared/admin-paths";
import { documentSheet } from "../../../../shared/billing/document-sheet";
import type { Locale } from "../../../../shared/locale";
import { inLocale, m } from "../../../../shared/messages";
import { Button } from "../button";
import { useAdminLocale } from "../i18n/admin-locale";
import { problemText } from "../i18n/problem-text";
import { Notice } from "../notice";
import type { AdminCall, AdminDownload } from "../use-admin-session";
import { useAdminNav } from "../use-admin-nav";
import { DOCUMENT_PROBLEMS } from "./bill-problems";
import { SheetFrame, usePrintSheet } from "./sheet-frame";
import { useOrderDocuments } from "./documents-panel";

/**
 * /admin/orders/:id/documents/:documentId: one issued document's A4 page, drawn from what
 * was stored when it was issued (never computed again), in the customer's language (or the
 * other), to print or download as the PDF the customer gets.
 */
export function DocumentScreen({
  orderId,
  documentId,
  call,
  download,
}: {
  orderId: string;
  documentId: number;
  call: AdminCall;
  download: AdminDownload;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const { back } = useAdminNav();
  const { answer, error } = useOrderDocuments(call, orderId, 0);
  const [language, setLanguage] = useState<Locale | null>(null);
  const print = usePrintSheet();
  const [refusal, setRefusal] = useState("");

  const toOrder = (
    <Button variant="outline" onClick={() => back(ADMIN_PATHS.order(orderId))}>
      <ArrowLeft className="size-4" aria-hidden="true" /> {m.admin_bills_back_to_order({}, o)}
    </Button>
  );
  if (!answer)
    return (
      <div>
        {toOrder}
        <Notice error={error !== null}>
          {error
            ? problemText(locale, error, { known: DOCUMENT_PROBLEMS })
            : m.admin_loading({}, o)}
        </Notice>
      </div>
    );
  const issued = answer.documents.find((d) => d.id === documentId);
  if (!issued)
    return (
      <div>
        {toOrder}
        <Notice error>{m.admin_bills_sheet_not_found({}, o)}</Notice>
      </div>
    );
  const shown = language ?? answer.customerLanguage;
  const sheet = documentSheet(issued.content, shown, issued.cancelled);
  return (
    <section aria-label={`${sheet.title} ${issued.number}`}>
      <div className="document-toolbar mb-4 flex flex-wrap items-center gap-2 print:hidden">
        {toOrder}
        <Button onClick={print}>
          <Printer className="size-4" aria-hidden="true" /> {m.admin_bills_print({}, o)}
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            void download(
              `/orders/${encodeURIComponent(orderId)}/documents/${documentId}/pdf?lang=${shown}`,
            ).then((r) => setRefusal(r.ok ? "" : problemText(locale, r)))
          }
        >
          <Download className="size-4" aria-hidden="true" /> {m.admin_bills_doc_pdf({}, o)}
        </Button>
        <fieldset className="flex items-center gap-3 text-sm">
          <legend className="sr-only">{m.admin_bills_sheet_language({}, o)}</legend>
          <span aria-hidden="true" className="text-ink/70">
            {m.admin_bills_sheet_language({}, o)}:
          </span>
          {(["en", "hi"] as const).map((l) => (
            <label key={l} className="inline-flex items-center gap-1">
              <input
                type="radio"
                name="sheet-language"
                checked={shown === l}
                onChange={() => setLanguage(l)}
                className="size-4 accent-maroon-700"
              />
              <span lang={l === "hi" ? "hi-IN" : "en-IN"}>{l === "hi" ? "हिन्दी" : "English"}</span>
            </label>
          ))}
        </fieldset>
        <p className="w-full text-xs text-ink/70">{m.admin_bills_print_hint({}, o)}</p>
        {refusal && <Notice error>{refusal}</Notice>}
      </div>
      <SheetFrame sheet={sheet} />
    </section>
  );
}
