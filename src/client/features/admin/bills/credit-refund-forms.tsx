import { useState, type FormEvent } from "react";
import type { IssuedDocument } from "../../../../shared/billing/documents";
import { CreditNoteSchema, RefundVoucherSchema } from "../../../../shared/billing/issue-input";
import { formatPaise, parsePaise, roundDiv } from "../../../../shared/billing/money";
import { EN, inLocale, m } from "../../../../shared/messages";
import {
  paymentMethodNames,
  PAYMENT_METHODS,
  type PaymentMethod,
} from "../../../../shared/payments";
import { checkInput } from "../../../../shared/schema-problem";
import { Button } from "../button";
import { FormError, optionsOf, SelectInput, TextInput, useServerAction } from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { DOCUMENT_PROBLEMS } from "./bill-problems";
import type { Issue } from "./issue-step";

/** The part of each line of `invoice` not yet credited by its standing credit notes. */
function creditable(invoice: IssuedDocument, documents: IssuedDocument[]): number[] {
  return invoice.content.lines.map(
    (line, i) =>
      line.taxablePaise -
      documents
        .filter(
          (d) =>
            d.kind === "credit-note" && !d.cancelled && d.content.references[0]?.id === invoice.id,
        )
        .flatMap((d) => d.content.lines.filter((l) => l.sourceLine === i))
        .reduce((sum, l) => sum + l.taxablePaise, 0),
  );
}

/** A credit note against the order's invoice: for each line, the value taken back, and why. */
export function CreditNoteForm({
  invoice,
  documents,
  onIssue,
  onClose,
}: {
  invoice: IssuedDocument;
  documents: IssuedDocument[];
  onIssue: (issue: Issue) => void;
  onClose: () => void;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const left = creditable(invoice, documents);
  const [credits, setCredits] = useState(invoice.content.lines.map(() => ""));
  const [reason, setReason] = useState("");
  const server = useServerAction({
    labels: {
      reason: m.admin_bills_reason({}, o),
      "lines.*.taxablePaise": m.admin_bills_credit_line({ description: "", max: "" }, o),
    },
    known: DOCUMENT_PROBLEMS,
  });
  function review(event: FormEvent) {
    event.preventDefault();
    const lines = [];
    for (const [i, text] of credits.entries()) {
      if (!text.trim()) continue;
      const taxablePaise = parsePaise(text);
      if (taxablePaise === null)
        return server.refuse({
          error: m.admin_bills_amount_invalid({ field: "Credit" }, EN),
          field: `lines.${i}.taxablePaise`,
        });
      lines.push({ line: i, taxablePaise });
    }
    if (lines.length === 0)
      return server.refuse({ error: m.admin_bills_credit_none({}, EN), field: "" });
    const checked = checkInput(CreditNoteSchema, { invoiceId: invoice.id, reason, lines });
    if (!checked.ok) return server.refuse(checked);
    const interState = invoice.content.placeOfSupply.interState;
    const total = checked.data.lines.reduce((sum, l) => {
      const bp = invoice.content.lines[l.line]?.rateBp ?? 0;
      const tax = interState
        ? roundDiv(l.taxablePaise * bp, 10_000)
        : 2 * roundDiv(l.taxablePaise * bp, 20_000);
      return sum + l.taxablePaise + tax;
    }, 0);
    onIssue({
      path: "credit-note",
      body: checked.data,
      title: m.admin_bills_credit_confirm(
        { amount: formatPaise(total, locale), number: invoice.number },
        o,
      ),
      facts: [
        ...checked.data.lines.map(
          (l) =>
            `${invoice.content.lines[l.line]?.description ?? ""}: ${formatPaise(l.taxablePaise, locale)}`,
        ),
        `${m.admin_bills_reason({}, o)}: ${checked.data.reason}`,
      ],
    });
  }
  return (
    <form
      onSubmit={review}
      noValidate
      aria-label={m.admin_bills_credit_heading({ number: invoice.number }, o)}
      className="mt-3 space-y-3 rounded-xl border border-gold-200 bg-white p-4"
    >
      <h4 className="font-semibold text-maroon-800">
        {m.admin_bills_credit_heading({ number: invoice.number }, o)}
      </h4>
      {invoice.content.lines.map((line, i) => (
        <TextInput
          key={i}
          label={m.admin_bills_credit_line(
            { description: line.description, max: formatPaise(left[i] ?? 0, locale) },
            o,
          )}
          inputMode="decimal"
          value={credits[i] ?? ""}
          onChange={(v) => setCredits((c) => c.map((x, j) => (j === i ? v : x)))}
          error={server.errorFor(`lines.${i}.taxablePaise`)}
        />
      ))}
      <TextInput
        label={m.admin_bills_reason({}, o)}
        required
        maxLength={300}
        value={reason}
        onChange={setReason}
        error={server.errorFor("reason")}
      />
      <FormError message={/^(reason|lines\.)/.test(server.field) ? "" : server.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{m.admin_bills_review({}, o)}</Button>
        <Button variant="outline" onClick={onClose}>
          {m.admin_bills_close({}, o)}
        </Button>
      </div>
    </form>
  );
}

/** A refund voucher: an advance returned (without an invoice), against its receipt voucher. */
export function RefundVoucherForm({
  vouchers,
  onIssue,
  onClose,
}: {
  vouchers: IssuedDocument[];
  onIssue: (issue: Issue) => void;
  onClose: () => void;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const [voucherId, setVoucherId] = useState(String(vouchers[0]?.id ?? ""));
  const voucher = vouchers.find((v) => String(v.id) === voucherId);
  const [amount, setAmount] = useState(voucher ? String(voucher.amountPaise / 100) : "");
  const [method, setMethod] = useState<PaymentMethod>("upi");
  const [reason, setReason] = useState("");
  const server = useServerAction({
    labels: {
      receiptVoucherId: m.admin_bills_refund_voucher({}, o),
      amountPaise: m.admin_bills_refund_amount({}, o),
      method: m.admin_bills_refund_method({}, o),
      reason: m.admin_bills_reason({}, o),
    },
    known: DOCUMENT_PROBLEMS,
  });
  function review(event: FormEvent) {
    event.preventDefault();
    const amountPaise = parsePaise(amount);
    if (amountPaise === null)
      return server.refuse({
        error: m.admin_bills_amount_invalid({ field: "Refund" }, EN),
        field: "amountPaise",
      });
    const checked = checkInput(RefundVoucherSchema, {
      receiptVoucherId: Number(voucherId),
      amountPaise,
      method,
      reason,
    });
    if (!checked.ok) return server.refuse(checked);
    const number = voucher?.number ?? "";
    onIssue({
      path: "refund-voucher",
      body: checked.data,
      title: m.admin_bills_refund_confirm({ amount: formatPaise(amountPaise, locale), number }, o),
      facts: [
        `${m.admin_bills_refund_method({}, o)}: ${paymentMethodNames(locale)[method]}`,
        `${m.admin_bills_reason({}, o)}: ${checked.data.reason}`,
      ],
    });
  }
  return (
    <form
      onSubmit={review}
      noValidate
      aria-label={m.admin_bills_refund_heading({}, o)}
      className="mt-3 grid gap-3 rounded-xl border border-gold-200 bg-white p-4 sm:grid-cols-2"
    >
      <h4 className="font-semibold text-maroon-800 sm:col-span-2">
        {m.admin_bills_refund_heading({}, o)}
      </h4>
      <SelectInput
        label={m.admin_bills_refund_voucher({}, o)}
        value={voucherId}
        options={vouchers.map((v) => ({
          value: String(v.id),
          label: m.admin_bills_refund_voucher_option(
            {
              number: v.number,
              date: f.shortDate(v.date),
              amount: formatPaise(v.amountPaise, locale),
            },
            o,
          ),
        }))}
        onChange={setVoucherId}
        error={server.errorFor("receiptVoucherId")}
        className="sm:col-span-2"
      />
      <TextInput
        label={m.admin_bills_refund_amount({}, o)}
        required
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
        error={server.errorFor("amountPaise")}
      />
      <SelectInput
        label={m.admin_bills_refund_method({}, o)}
        value={method}
        options={optionsOf(PAYMENT_METHODS, (p) => paymentMethodNames(locale)[p])}
        onChange={setMethod}
        error={server.errorFor("method")}
      />
      <TextInput
        label={m.admin_bills_reason({}, o)}
        required
        maxLength={300}
        value={reason}
        onChange={setReason}
        error={server.errorFor("reason")}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <FormError
          message={
            /^(reason|amountPaise|method|receiptVoucherId)$/.test(server.field) ? "" : server.error
          }
        />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit">{m.admin_bills_review({}, o)}</Button>
        <Button variant="outline" onClick={onClose}>
          {m.admin_bills_close({}, o)}
        </Button>
      </div>
    </form>
  );
}
