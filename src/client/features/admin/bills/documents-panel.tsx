import { Ban, Download, Eye, Send } from "lucide-react";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import type { AdminOrderDetail } from "../../../../shared/admin";
import { ADMIN_PATHS } from "../../../../shared/admin-paths";
import {
  isSupplyDocument,
  type IssuedDocument,
  type OrderDocumentsAnswer,
} from "../../../../shared/billing/documents";
import { CancelDocumentSchema } from "../../../../shared/billing/issue-input";
import { formatPaise, paiseOfRupees } from "../../../../shared/billing/money";
import { inLocale, m } from "../../../../shared/messages";
import { notificationNames } from "../../../../shared/notifications";
import { checkInput } from "../../../../shared/schema-problem";
import { Button } from "../button";
import { TextInput, useServerAction } from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import { problemText } from "../i18n/problem-text";
import { Notice } from "../notice";
import type { AdminCall, AdminDownload } from "../use-admin-session";
import { useAdminNav } from "../use-admin-nav";
import { DOCUMENT_PROBLEMS } from "./bill-problems";
import { CreditNoteForm, RefundVoucherForm } from "./credit-refund-forms";
import { documentTitle } from "./document-titles";
import { IssueStep, type Issue, type IssueAnswer } from "./issue-step";
import { SupplyForm } from "./supply-form";

type Open = "supply" | "credit" | "refund" | null;

/** What a send answers: the channels the document went on. */
export interface SendAnswer {
  channels: ("whatsapp" | "email")[];
}

/** Cancelling a document: its reason, then the confirmation (its number stays used). */
function CancelForm({
  document,
  onIssue,
  onClose,
}: {
  document: IssuedDocument;
  onIssue: (issue: Issue) => void;
  onClose: () => void;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const [reason, setReason] = useState("");
  const server = useServerAction({
    labels: { reason: m.admin_bills_reason({}, o) },
    known: DOCUMENT_PROBLEMS,
  });
  function review(event: FormEvent) {
    event.preventDefault();
    const checked = checkInput(CancelDocumentSchema, { reason });
    if (!checked.ok) return server.refuse(checked);
    onIssue({
      path: `${document.id}/cancel`,
      body: checked.data,
      title: m.admin_bills_doc_cancel_confirm({ number: document.number }, o),
      facts: [`${m.admin_bills_reason({}, o)}: ${checked.data.reason}`],
    });
  }
  return (
    <form
      onSubmit={review}
      noValidate
      aria-label={m.admin_bills_doc_cancel_label({ number: document.number }, o)}
      className="mt-2 space-y-2 rounded-lg border border-red-200 bg-red-50 p-3"
    >
      <TextInput
        label={m.admin_bills_doc_cancel_why({ number: document.number }, o)}
        required
        maxLength={300}
        value={reason}
        onChange={setReason}
        error={server.errorFor("reason")}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" className="text-sm">
          {m.admin_bills_review({}, o)}
        </Button>
        <Button variant="outline" className="text-sm" onClick={onClose}>
          {m.admin_bills_doc_cancel_keep({}, o)}
        </Button>
      </div>
    </form>
  );
}

/** Reads the order's documents; again whenever the order changes (a payment issues one). */
export function useOrderDocuments(call: AdminCall, orderId: string, revision: number) {
  const [answer, setAnswer] = useState<OrderDocumentsAnswer | null>(null);
  const [error, setError] = useState<{ error: string; status: number } | null>(null);
  const load = useCallback(() => {
    void call<OrderDocumentsAnswer>(`/orders/${encodeURIComponent(orderId)}/documents`).then((r) =>
      r.ok ? (setAnswer(r.data), setError(null)) : setError(r),
    );
  }, [call, orderId]);
  useEffect(load, [load, revision]);
  return { answer, error, setAnswer };
}

/**
 * The order's bills and receipts (issue 26 §2): each document issued (its kind, number, date,
 * amount, a cancellation), to view and print, download, send to her or cancel; a receipt for
 * a payment recorded without one; the tax invoice (or bill of supply), a credit note, a refund
 * voucher. Every issue is confirmed first and told in the timeline by the server.
 */
export function DocumentsPanel({
  detail,
  call,
  download,
  onAnswer,
}: {
  detail: AdminOrderDetail;
  call: AdminCall;
  download?: AdminDownload | undefined;
  onAnswer: (detail: AdminOrderDetail) => void;
}) {
  const { order, payments } = detail;
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const toast = useAdminToast();
  const { go } = useAdminNav();
  const { answer, error, setAnswer } = useOrderDocuments(call, order.orderId, order.revision);
  const [open, setOpen] = useState<Open>(null);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const [issue, setIssue] = useState<Issue | null>(null);
  const [refusal, setRefusal] = useState("");
  const said = (r: { error: string; status: number }) =>
    problemText(locale, r, { known: DOCUMENT_PROBLEMS });

  if (!answer)
    return (
      <section aria-labelledby="documents-heading" className="mt-8">
        <h3 id="documents-heading" className="text-xl font-semibold text-maroon-800">
          {m.admin_bills_docs_heading({}, o)}
        </h3>
        <Notice error={error !== null}>{error ? said(error) : m.admin_loading({}, o)}</Notice>
      </section>
    );

  const issued = (a: IssueAnswer) => {
    setIssue(null);
    setOpen(null);
    setCancelling(null);
    setAnswer({
      documents: a.documents,
      business: a.business,
      supplyKind: a.supplyKind,
      paymentsWithoutReceipt: a.paymentsWithoutReceipt,
      customerLanguage: a.customerLanguage,
    });
    onAnswer(a.detail);
  };
  const review = (next: Issue) => {
    setRefusal("");
    setIssue(next);
  };
  const path = (d: IssuedDocument) =>
    `/orders/${encodeURIComponent(order.orderId)}/documents/${d.id}`;
  const pdf = async (d: IssuedDocument) => {
    if (!download) return;
    const r = await download(`${path(d)}/pdf?lang=${answer.customerLanguage}`);
    if (!r.ok) setRefusal(said(r));
  };
  const send = async (d: IssuedDocument) => {
    setRefusal("");
    const r = await call<SendAnswer>(`${path(d)}/send`, { body: {} });
    if (!r.ok) return setRefusal(r.status === 409 ? m.admin_bills_doc_send_none({}, o) : said(r));
    const names = notificationNames(locale).channel;
    toast({
      title: m.admin_bills_doc_sent(
        { number: d.number, channels: r.data.channels.map((c) => names[c]).join(", ") },
        o,
      ),
    });
  };

  const { documents, business } = answer;
  const standingSupply = documents.find((d) => isSupplyDocument(d.kind) && !d.cancelled);
  const vouchers = documents.filter((d) => d.kind === "receipt-voucher" && !d.cancelled);
  const unreceipted = payments.filter((p) => answer.paymentsWithoutReceipt.includes(p.id));
  const cancelled = order.cancellation !== null;
  const busy = issue !== null;

  return (
    <section aria-labelledby="documents-heading" className="mt-8" data-testid="documents-panel">
      <h3 id="documents-heading" className="text-xl font-semibold text-maroon-800">
        {m.admin_bills_docs_heading({}, o)}
      </h3>
      {!business.ready && (
        <p className="mt-2 rounded-lg bg-gold-100 p-3 text-sm">
          {m.admin_bills_docs_not_ready({}, o)}{" "}
          <button
            type="button"
            className="font-semibold text-maroon-700 underline"
            onClick={() => go(ADMIN_PATHS.settings)}
          >
            {m.admin_bills_docs_go_settings({}, o)}
          </button>
        </p>
      )}
      {business.sample && documents.length > 0 && (
        <p className="mt-2 text-sm text-ink/70" data-testid="documents-sample">
          {m.admin_bills_docs_sample({}, o)}
        </p>
      )}
      {documents.length === 0 ? (
        <p className="mt-2 text-sm text-ink/70">{m.admin_bills_docs_none({}, o)}</p>
      ) : (
        <ul className="mt-3 space-y-2 text-sm" data-testid="documents">
          {documents.map((d) => (
            <li key={d.id} data-testid="document" className="rounded-lg bg-white p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className={d.cancelled ? "text-ink/70 line-through" : ""}>
                  <strong>{documentTitle(d.kind, locale)}</strong>{" "}
                  <span className="font-mono" translate="no" data-testid="document-number">
                    {d.number}
                  </span>{" "}
                  · {f.shortDate(d.date)} · <strong>{formatPaise(d.amountPaise, locale)}</strong>
                </span>
                <span className="flex flex-wrap gap-1">
                  <Button
                    variant="outline"
                    className="px-2 py-1 text-sm"
                    aria-label={m.admin_bills_doc_view_label({ number: d.number }, o)}
                    onClick={() => go(ADMIN_PATHS.document(order.orderId, d.id))}
                  >
                    <Eye className="size-4" aria-hidden="true" /> {m.admin_bills_doc_view({}, o)}
                  </Button>
                  {download && (
                    <Button
                      variant="outline"
                      className="px-2 py-1 text-sm"
                      aria-label={m.admin_bills_doc_pdf_label({ number: d.number }, o)}
                      onClick={() => void pdf(d)}
                    >
                      <Download className="size-4" aria-hidden="true" />{" "}
                      {m.admin_bills_doc_pdf({}, o)}
                    </Button>
                  )}
                  {!d.cancelled && (
                    <Button
                      variant="outline"
                      className="px-2 py-1 text-sm"
                      aria-label={m.admin_bills_doc_send_label({ number: d.number }, o)}
                      onClick={() => void send(d)}
                    >
                      <Send className="size-4" aria-hidden="true" /> {m.admin_bills_doc_send({}, o)}
                    </Button>
                  )}
                  {!d.cancelled &&
                    !busy &&
                    cancelling !== d.id &&
                    !(
                      d.content.payment?.paymentId &&
                      !isSupplyDocument(d.kind) &&
                      d.kind !== "refund-voucher"
                    ) && (
                      <Button
                        variant="outline"
                        className="px-2 py-1 text-sm"
                        aria-label={m.admin_bills_doc_cancel_label({ number: d.number }, o)}
                        onClick={() => setCancelling(d.id)}
                      >
                        <Ban className="size-4" aria-hidden="true" />{" "}
                        {m.admin_bills_doc_cancel({}, o)}
                      </Button>
                    )}
                </span>
              </div>
              {d.cancelled && (
                <p className="mt-1 text-xs text-red-800" data-testid="document-cancelled">
                  {m.admin_bills_doc_cancelled(
                    {
                      date: f.dateTime(d.cancelled.at),
                      by: d.cancelled.by,
                      reason: d.cancelled.reason,
                    },
                    o,
                  )}
                </p>
              )}
              {cancelling === d.id && !busy && (
                <CancelForm document={d} onIssue={review} onClose={() => setCancelling(null)} />
              )}
            </li>
          ))}
        </ul>
      )}
      {refusal && (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
      {business.ready &&
        unreceipted.map((p) => (
          <div
            key={p.id}
            className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-gold-100 p-3 text-sm"
          >
            <span>
              {m.admin_bills_receipt_missing(
                { amount: f.rupees(p.amountRupees), date: f.date(p.paidOn) },
                o,
              )}
            </span>
            {!busy && (
              <Button
                className="py-1 text-sm"
                onClick={() =>
                  review({
                    path: `receipts/${p.id}`,
                    body: {},
                    title: m.admin_bills_receipt_confirm(
                      {
                        amount: formatPaise(paiseOfRupees(p.amountRupees), locale),
                        date: f.date(p.paidOn),
                      },
                      o,
                    ),
                    facts: [],
                  })
                }
              >
                {m.admin_bills_receipt_issue({}, o)}
              </Button>
            )}
          </div>
        ))}
      {business.ready && !busy && open === null && (
        <div className="mt-3 flex flex-wrap gap-2">
          {!standingSupply && !cancelled && answer.supplyKind && (
            <Button onClick={() => setOpen("supply")}>
              {m.admin_bills_supply_open({ title: documentTitle(answer.supplyKind, locale) }, o)}
            </Button>
          )}
          {standingSupply && (
            <Button variant="outline" onClick={() => setOpen("credit")}>
              {m.admin_bills_credit_open({}, o)}
            </Button>
          )}
          {!standingSupply && vouchers.length > 0 && (
            <Button variant="outline" onClick={() => setOpen("refund")}>
              {m.admin_bills_refund_open({}, o)}
            </Button>
          )}
        </div>
      )}
      {/* The forms stay (hidden) while she reviews, so Back finds them as typed. */}
      <div hidden={busy}>
        {open === "supply" && (
          <SupplyForm
            order={order}
            answer={answer}
            call={call}
            onIssue={review}
            onClose={() => setOpen(null)}
          />
        )}
        {open === "credit" && standingSupply && (
          <CreditNoteForm
            invoice={standingSupply}
            documents={documents}
            onIssue={review}
            onClose={() => setOpen(null)}
          />
        )}
        {open === "refund" && (
          <RefundVoucherForm vouchers={vouchers} onIssue={review} onClose={() => setOpen(null)} />
        )}
      </div>
      {issue && (
        <IssueStep
          orderId={order.orderId}
          issue={issue}
          call={call}
          onIssued={issued}
          onBack={() => setIssue(null)}
          {...(issue.path.endsWith("/cancel") ? { confirmLabel: issue.title } : {})}
        />
      )}
    </section>
  );
}
