import { useState } from "react";
import type { AdminOrderDetail } from "../../../../shared/admin";
import type { IssuedDocument, OrderDocumentsAnswer } from "../../../../shared/billing/documents";
import { inLocale, m } from "../../../../shared/messages";
import { Button } from "../button";
import { FormError, useServerAction } from "../form-parts";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import type { AdminCall } from "../use-admin-session";
import { DOCUMENT_PROBLEMS } from "./bill-problems";
import { documentTitle } from "./document-titles";

/** A document ready to issue: where it goes, what is sent, and what she checks first. */
export interface Issue {
  /** Under /orders/:id/documents/. */
  path: string;
  body: unknown;
  /** What is issued ("Tax Invoice", a cancellation's "Cancel RRIN2526/0001"). */
  title: string;
  /** What she reads before she confirms. */
  facts: string[];
}

export type IssueAnswer = OrderDocumentsAnswer & {
  issued: IssuedDocument;
  detail: AdminOrderDetail;
};

/**
 * Every issue asks first: what will be issued, then "Issue" or "Back". An issued document is
 * never changed, so nothing is sent before she confirms.
 */
export function IssueStep({
  orderId,
  issue,
  call,
  onIssued,
  onBack,
  confirmLabel,
}: {
  orderId: string;
  issue: Issue;
  call: AdminCall;
  onIssued: (answer: IssueAnswer) => void;
  onBack: () => void;
  confirmLabel?: string;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const toast = useAdminToast();
  const server = useServerAction({ known: DOCUMENT_PROBLEMS });
  const [done, setDone] = useState(false);
  async function confirm() {
    const r = await server.run(() =>
      call<IssueAnswer>(`/orders/${encodeURIComponent(orderId)}/documents/${issue.path}`, {
        body: issue.body,
      }),
    );
    if (!r.ok) return;
    setDone(true);
    const { issued } = r.data;
    toast({
      title: issued.cancelled
        ? m.admin_bills_doc_cancelled_toast({ number: issued.number }, o)
        : m.admin_bills_issued_toast(
            { title: documentTitle(issued.kind, locale), number: issued.number },
            o,
          ),
    });
    onIssued(r.data);
  }
  return (
    <div
      role="alertdialog"
      aria-label={issue.title}
      className="mt-3 space-y-3 rounded-xl border border-gold-300 bg-gold-100 p-4"
    >
      <p className="font-semibold text-maroon-800">{issue.title}</p>
      <p className="text-sm">{m.admin_bills_review_heading({}, o)}</p>
      <ul className="list-inside list-disc text-sm" data-testid="issue-facts">
        {issue.facts.map((fact, i) => (
          <li key={i}>{fact}</li>
        ))}
      </ul>
      <FormError message={server.error} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void confirm()} disabled={server.pending || done}>
          {confirmLabel ?? m.admin_bills_confirm_issue({}, o)}
        </Button>
        <Button variant="outline" onClick={onBack} disabled={server.pending}>
          {m.admin_bills_confirm_back({}, o)}
        </Button>
      </div>
    </div>
  );
}
