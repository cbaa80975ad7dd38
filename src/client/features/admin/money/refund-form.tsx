import { useEffect, useState, type FormEvent } from "react";
import type { AdminOrderDetail } from "../../../../shared/admin";
import { isSupplyDocument, type OrderDocumentsAnswer } from "../../../../shared/billing/documents";
import { formatPaise, paiseOfRupees } from "../../../../shared/billing/money";
import { todayInIndia } from "../../../../shared/dates";
import { inLocale, m } from "../../../../shared/messages";
import {
  PAYMENT_LIMITS,
  paymentMethodNames,
  PAYMENT_METHODS,
  type PaymentMethod,
} from "../../../../shared/payments";
import { RefundSchema } from "../../../../shared/refunds";
import { checkInput } from "../../../../shared/schema-problem";
import { Button } from "../button";
import { FormError, optionsOf, SelectInput, TextInput, useServerAction } from "../form-parts";
import { useAdminLocale } from "../i18n/admin-locale";
import { typedNumber } from "../orders/order-draft";
import type { AdminCall } from "../use-admin-session";
import { useDraft } from "../use-draft";
import { refundProblems } from "./money-problems";

/** A refund's voucher: none, one issued before (by its id), or one issued now against a receipt voucher. */
type VoucherChoice = "none" | `existing:${number}` | `issue:${number}`;

/** The vouchers a refund of this order may go with, the likeliest first. */
function voucherOptions(detail: AdminOrderDetail, documents: OrderDocumentsAnswer | null) {
  if (!documents) return [];
  const standing = documents.documents.filter((d) => !d.cancelled);
  const invoiced = standing.some((d) => isSupplyDocument(d.kind));
  const taken = new Set(
    detail.payments
      .filter((p) => p.refund?.voucherId != null && p.reversedById === null)
      .map((p) => p.refund!.voucherId),
  );
  return [
    ...standing
      .filter((d) => d.kind === "refund-voucher" && !taken.has(d.id))
      .map((d) => ({
        value: `existing:${d.id}` as VoucherChoice,
        number: d.number,
        paise: d.amountPaise,
        issue: false,
      })),
    ...(invoiced
      ? []
      : standing
          .filter((d) => d.kind === "receipt-voucher")
          .map((d) => ({
            value: `issue:${d.id}` as VoucherChoice,
            number: d.number,
            paise: d.amountPaise,
            issue: true,
          }))),
  ];
}

/**
 * Money given back to the customer, with its mode, reference (the UTR for UPI and bank
 * transfers) and reason, and its refund voucher: one issued before, one issued with it against
 * the advance's receipt voucher, or none.
 */
export function RefundForm({
  detail,
  call,
  onAnswer,
  onClose,
}: {
  detail: AdminOrderDetail;
  call: AdminCall;
  onAnswer: (detail: AdminOrderDetail) => void;
  onClose: () => void;
}) {
  const { order } = detail;
  const empty = {
    amount: "",
    refundedOn: todayInIndia(),
    method: "upi" as PaymentMethod,
    reference: "",
    reason: "",
    voucher: "" as VoucherChoice | "",
  };
  const kept = useDraft(`refund:${order.orderId}`, empty);
  const [draft, setDraft] = [kept.value, kept.setValue];
  const [documents, setDocuments] = useState<OrderDocumentsAnswer | null>(null);
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const server = useServerAction({
    labels: {
      amountRupees: m.admin_money_refund_amount({}, o),
      refundedOn: m.admin_money_refund_date({}, o),
      method: m.admin_money_mode({}, o),
      reference: m.admin_money_refund_reference({}, o),
      reason: m.admin_money_refund_reason({}, o),
      refundVoucherId: m.admin_money_refund_voucher({}, o),
      receiptVoucherId: m.admin_money_refund_voucher({}, o),
    },
    known: refundProblems(order.paidRupees),
  });
  useEffect(() => {
    void call<OrderDocumentsAnswer>(`/orders/${encodeURIComponent(order.orderId)}/documents`).then(
      (r) => setDocuments(r.ok ? r.data : null),
    );
  }, [call, order.orderId]);
  const vouchers = voucherOptions(detail, documents);
  const amount = typedNumber(draft.amount);
  // Until she picks: a voucher issued before for this amount, else one issued now, else none.
  const amountPaise =
    amount !== undefined && Number.isSafeInteger(amount) && amount > 0
      ? paiseOfRupees(amount)
      : null;
  const likely =
    vouchers.find((v) => !v.issue && v.paise === amountPaise) ??
    vouchers.find((v) => v.issue) ??
    null;
  const voucher: VoucherChoice = draft.voucher || likely?.value || "none";
  const set =
    <K extends keyof typeof empty>(key: K) =>
    (v: (typeof empty)[K]) =>
      setDraft((d) => ({ ...d, [key]: v }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const [kind, id] = voucher.split(":");
    const checked = checkInput(RefundSchema, {
      amountRupees: amount,
      refundedOn: draft.refundedOn,
      method: draft.method,
      reference: draft.reference,
      reason: draft.reason,
      ...(kind === "existing" ? { refundVoucherId: Number(id) } : {}),
      ...(kind === "issue" ? { receiptVoucherId: Number(id) } : {}),
    });
    if (!checked.ok) return server.refuse(checked);
    const r = await server.run(() =>
      call<AdminOrderDetail>(`/orders/${encodeURIComponent(order.orderId)}/refunds`, {
        body: checked.data,
      }),
    );
    if (r.ok) {
      kept.clear();
      onAnswer(r.data);
      onClose();
    }
  }
  const methods = paymentMethodNames(locale);
  const voucherChoices = [
    ...vouchers.map((v) => ({
      value: v.value,
      label: v.issue
        ? m.admin_money_refund_issue_against(
            { number: v.number, amount: formatPaise(v.paise, locale) },
            o,
          )
        : m.admin_money_refund_voucher_issued(
            { number: v.number, amount: formatPaise(v.paise, locale) },
            o,
          ),
    })),
    { value: "none" as VoucherChoice, label: m.admin_money_refund_no_voucher({}, o) },
  ];
  const voucherError = server.errorFor("refundVoucherId") ?? server.errorFor("receiptVoucherId");
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={m.admin_money_refund_form({}, o)}
      className="mt-3 grid gap-3 rounded-xl border border-gold-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
      data-testid="refund-form"
    >
      <TextInput
        label={m.admin_money_refund_amount({}, o)}
        required
        inputMode="numeric"
        value={draft.amount}
        onChange={set("amount")}
        error={server.errorFor("amountRupees")}
        hint={m.admin_money_refund_amount_hint({}, o)}
      />
      <TextInput
        label={m.admin_money_refund_date({}, o)}
        type="date"
        required
        max={todayInIndia()}
        value={draft.refundedOn}
        onChange={set("refundedOn")}
        error={server.errorFor("refundedOn")}
      />
      <SelectInput
        label={m.admin_money_mode({}, o)}
        value={draft.method}
        options={optionsOf(PAYMENT_METHODS, (p) => methods[p])}
        onChange={set("method")}
        error={server.errorFor("method")}
      />
      <TextInput
        label={m.admin_money_refund_reference({}, o)}
        maxLength={PAYMENT_LIMITS.reference}
        value={draft.reference}
        onChange={set("reference")}
        error={server.errorFor("reference")}
        hint={m.admin_money_refund_reference_hint({}, o)}
      />
      <TextInput
        label={m.admin_money_refund_reason({}, o)}
        required
        maxLength={PAYMENT_LIMITS.reason}
        value={draft.reason}
        onChange={set("reason")}
        error={server.errorFor("reason")}
      />
      <SelectInput
        label={m.admin_money_refund_voucher({}, o)}
        value={voucher}
        options={voucherChoices}
        onChange={(v) => set("voucher")(v)}
        error={voucherError}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit" disabled={server.pending}>
          {m.admin_money_refund_record({}, o)}
        </Button>
        <Button variant="outline" onClick={onClose}>
          {m.admin_money_cancel({}, o)}
        </Button>
      </div>
      <div className="sm:col-span-2 lg:col-span-3">
        <FormError
          message={
            [
              "amountRupees",
              "refundedOn",
              "method",
              "reference",
              "reason",
              "refundVoucherId",
              "receiptVoucherId",
            ].includes(server.field)
              ? ""
              : server.error
          }
        />
      </div>
    </form>
  );
}
