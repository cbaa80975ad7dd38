import { ArrowLeft, Printer } from "lucide-react";
import { useEffect, useState } from "react";
import { ADMIN_PATHS } from "../../../../shared/admin-paths";
import type { DocumentSheet } from "../../../../shared/billing/document-sheet";
import { inLocale, m } from "../../../../shared/messages";
import type { QuoteDetail } from "../../../../shared/quotes/quote-view";
import { SheetFrame, usePrintSheet } from "../bills/sheet-frame";
import { Button } from "../button";
import { useAdminLocale } from "../i18n/admin-locale";
import { problemText } from "../i18n/problem-text";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";
import { useAdminNav } from "../use-admin-nav";

/**
 * /admin/enquiries/:id/quote/:version: an issued quote version's A4 page in her language (the
 * boutique's name, logo and address, her details, the pieces, the totals and the amount in
 * words in the Indian system, validity, terms), drawn by the bills' print view from the same
 * sheet as her PDF, to print.
 */
export function QuoteSheetScreen({
  enquiryId,
  version,
  call,
}: {
  enquiryId: number;
  version: number;
  call: AdminCall;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const { back } = useAdminNav();
  const print = usePrintSheet();
  const [sheet, setSheet] = useState<DocumentSheet | null>(null);
  const [problem, setProblem] = useState("");
  useEffect(() => {
    void (async () => {
      const quote = await call<QuoteDetail>(`/quotes?enquiryId=${enquiryId}`);
      if (!quote.ok) return setProblem(problemText(locale, quote));
      const r = await call<DocumentSheet>(`/quotes/${quote.data.id}/versions/${version}/sheet`);
      if (r.ok) setSheet(r.data);
      else setProblem(problemText(locale, r));
    })();
  }, [call, enquiryId, version, locale]);
  return (
    <section aria-label={m.admin_enquiries_quote_print({ version }, o)}>
      <div className="document-toolbar mb-4 flex flex-wrap items-center gap-2 print:hidden">
        <Button variant="outline" onClick={() => back(ADMIN_PATHS.enquiry(enquiryId))}>
          <ArrowLeft className="size-4" aria-hidden="true" /> {m.admin_enquiries_quote_back({}, o)}
        </Button>
        <Button onClick={print} disabled={!sheet}>
          <Printer className="size-4" aria-hidden="true" /> {m.admin_bills_print({}, o)}
        </Button>
        <p className="w-full text-xs text-ink/70">{m.admin_bills_print_hint({}, o)}</p>
      </div>
      {problem && <Notice error>{problem}</Notice>}
      {!sheet && !problem && <Notice>{m.admin_loading({}, o)}</Notice>}
      {sheet && <SheetFrame sheet={sheet} />}
    </section>
  );
}
