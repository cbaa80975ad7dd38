import { useRef, useState, type FormEvent } from "react";
import type { AdminOrder, AdminOrderDetail } from "../../../../shared/admin";
import { balanceToneOf } from "../../../../shared/attention";
import { formatPaise } from "../../../../shared/billing/money";
import { todayInIndia } from "../../../../shared/dates";
import { inLocale, m } from "../../../../shared/messages";
import {
  EXCESS_CHOICES,
  PAYMENT_LIMITS,
  paymentMethodNames,
  PAYMENT_METHODS,
  PaymentReversalSchema,
  PaymentSchema,
  type ExcessChoice,
  type ExcessPaymentAnswer,
  type Payment,
  type PaymentMethod,
} from "../../../../shared/payments";
import { checkInput } from "../../../../shared/schema-problem";
import { Button } from "../button";
import {
  DateInput,
  FormError,
  optionsOf,
  SelectInput,
  TextInput,
  useServerAction,
} from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { BALANCE_CLASSES } from "../list-table";
import type { AdminCall } from "../use-admin-session";
import { useDraft } from "../use-draft";
import { typedNumber } from "./order-draft";
import { ORDER_PROBLEMS, withExcess } from "./order-problems";

type Answer = (detail: AdminOrderDetail) => void;

const isExcessAnswer = (payload: unknown): payload is ExcessPaymentAnswer =>
  typeof payload === "object" &&
  payload !== null &&
  typeof (payload as ExcessPaymentAnswer).excessRupees === "number";
const orderPath = (order: AdminOrder) => `/orders/${encodeURIComponent(order.orderId)}`;

/** A mistaken payment is reversed by a correcting entry, with the reason, never edited away. */
function ReverseForm({
  order,
  payment,
  call,
  onAnswer,
  onClose,
}: {
  order: AdminOrder;
  payment: Payment;
  call: AdminCall;
  onAnswer: Answer;
  onClose: () => void;
}) {
  const [reason, setReason] = useState("");
  const o = inLocale(useAdminLocale());
  const f = useAdminFormat();
  const server = useServerAction({
    labels: { reason: m.admin_orders_reason({}, o) },
    known: ORDER_PROBLEMS,
  });
  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkInput(PaymentReversalSchema, { reason });
    if (!checked.ok) return server.refuse(checked);
    const r = await server.run(() =>
      call<AdminOrderDetail>(`${orderPath(order)}/payments/${payment.id}/reversal`, {
        body: checked.data,
      }),
    );
    if (r.ok) onAnswer(r.data);
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-2 space-y-2"
      aria-label={m.admin_orders_reverse_form({}, o)}
    >
      <TextInput
        label={m.admin_orders_reverse_why({ amount: f.rupees(payment.amountRupees) }, o)}
        required
        maxLength={PAYMENT_LIMITS.reason}
        value={reason}
        onChange={setReason}
        error={server.errorFor("reason")}
      />
      <FormError message={server.field === "reason" ? "" : server.error} />
      <div className="flex gap-2">
        <Button type="submit" className="text-sm" disabled={server.pending}>
          {m.admin_orders_reverse_form({}, o)}
        </Button>
        <Button variant="outline" className="text-sm" onClick={onClose}>
          {m.admin_orders_reverse_keep({}, o)}
        </Button>
      </div>
    </form>
  );
}

function PaymentForm({
  order,
  call,
  onAnswer,
}: {
  order: AdminOrder;
  call: AdminCall;
  onAnswer: Answer;
}) {
  const empty = {
    amount: "",
    paidOn: todayInIndia(),
    method: "upi" as PaymentMethod,
    reference: "",
  };
  const kept = useDraft(`payment:${order.orderId}`, empty);
  const [draft, setDraft] = [kept.value, kept.setValue];
  /** A payment above the balance, waiting for the owner's word on the excess. */
  const [excess, setExcess] = useState<ExcessPaymentAnswer | null>(null);
  /** A payment on a cancelled order: asked first, then kept confirmed for this payment. */
  const [cancelledAsk, setCancelledAsk] = useState<"ask" | "confirmed" | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const server = useServerAction({
    labels: {
      amountRupees: m.admin_orders_fact_amount({}, o),
      paidOn: m.admin_orders_payment_paid_on({}, o),
      method: m.admin_orders_payment_method({}, o),
      reference: m.admin_orders_payment_reference({}, o),
    },
    known: withExcess(excess),
  });
  const set =
    <K extends keyof typeof empty>(key: K) =>
    (v: (typeof empty)[K]) => {
      setExcess(null);
      setCancelledAsk(null);
      setDraft((d) => ({ ...d, [key]: v }));
    };

  async function submit(event: FormEvent | null, choice?: ExcessChoice, onCancelled = false) {
    event?.preventDefault();
    setExcess(null);
    const confirmed = onCancelled || cancelledAsk === "confirmed";
    if (cancelledAsk === "ask") setCancelledAsk(null);
    const checked = checkInput(PaymentSchema, {
      amountRupees: typedNumber(draft.amount),
      paidOn: draft.paidOn,
      method: draft.method,
      reference: draft.reference,
      ...(choice ? { excess: choice } : {}),
      ...(confirmed ? { onCancelledOrder: true } : {}),
    });
    if (!checked.ok) return server.refuse(checked);
    const r = await server.run(() =>
      call<AdminOrderDetail>(`${orderPath(order)}/payments`, { body: checked.data }),
    );
    if (r.ok) {
      onAnswer(r.data);
      kept.clear();
      setCancelledAsk(null);
    } else if (r.status === 409 && isExcessAnswer(r.payload)) {
      setExcess(r.payload);
      if (confirmed) setCancelledAsk("confirmed");
    } else if (r.status === 409 && r.field === "onCancelledOrder") {
      setCancelledAsk("ask");
    }
  }
  const rupees = excess && {
    amount: f.rupees(excess.balanceRupees + excess.excessRupees),
    excess: f.rupees(excess.excessRupees),
    balance: f.rupees(excess.balanceRupees),
  };
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={m.admin_orders_payment_form({}, o)}
      className="mt-4 grid gap-3 rounded-xl border border-gold-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      <TextInput
        label={m.admin_orders_payment_amount({}, o)}
        required
        inputMode="numeric"
        value={draft.amount}
        onChange={set("amount")}
        error={server.errorFor("amountRupees")}
      />
      <DateInput
        label={m.admin_orders_payment_paid_on({}, o)}
        required
        max={todayInIndia()}
        value={draft.paidOn}
        onChange={set("paidOn")}
        error={server.errorFor("paidOn")}
      />
      <SelectInput
        label={m.admin_orders_payment_method({}, o)}
        value={draft.method}
        options={optionsOf(PAYMENT_METHODS, (p) => paymentMethodNames(locale)[p])}
        onChange={set("method")}
        error={server.errorFor("method")}
      />
      <TextInput
        label={m.admin_orders_payment_reference({}, o)}
        maxLength={PAYMENT_LIMITS.reference}
        value={draft.reference}
        onChange={set("reference")}
        error={server.errorFor("reference")}
        hint={m.admin_orders_payment_reference_hint({}, o)}
      />
      <div className="flex items-start pt-6">
        <Button type="submit" className="w-full" disabled={server.pending}>
          {server.pending
            ? m.admin_orders_payment_recording({}, o)
            : m.admin_orders_payment_record({}, o)}
        </Button>
      </div>
      {rupees && (
        <div
          role="alertdialog"
          aria-label={m.admin_orders_excess_ask(rupees, o)}
          className="flex flex-wrap items-center gap-2 rounded-lg bg-gold-100 p-3 text-sm sm:col-span-2 lg:col-span-5"
        >
          <p className="w-full">{m.admin_orders_excess_ask(rupees, o)}</p>
          {EXCESS_CHOICES.map((choice) => (
            <Button
              key={choice}
              className="py-1 text-sm"
              disabled={server.pending}
              onClick={() => void submit(null, choice)}
            >
              {choice === "refund"
                ? m.admin_orders_excess_refund(rupees, o)
                : m.admin_orders_excess_keep(rupees, o)}
            </Button>
          ))}
          <Button
            variant="outline"
            className="py-1 text-sm"
            onClick={() => {
              setExcess(null);
              formRef.current?.querySelector("input")?.focus(); // the amount
            }}
          >
            {m.admin_orders_excess_fix({}, o)}
          </Button>
        </div>
      )}
      {cancelledAsk === "ask" && (
        <div
          role="alertdialog"
          aria-label={m.admin_money_cancelled_ask({}, o)}
          className="flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-900 sm:col-span-2 lg:col-span-5"
        >
          <p className="w-full">{m.admin_money_cancelled_ask({}, o)}</p>
          <Button
            className="py-1 text-sm"
            disabled={server.pending}
            onClick={() => void submit(null, undefined, true)}
          >
            {m.admin_money_cancelled_record({}, o)}
          </Button>
          <Button variant="outline" className="py-1 text-sm" onClick={() => setCancelledAsk(null)}>
            {m.admin_money_cancelled_keep({}, o)}
          </Button>
        </div>
      )}
      <div className="sm:col-span-2 lg:col-span-5">
        <FormError message={excess || cancelledAsk === "ask" ? "" : server.error} />
      </div>
    </form>
  );
}

/** What was quoted, paid and is still due; each payment and reversal; a form for the next. */
export function PaymentsPanel({
  detail,
  call,
  onAnswer,
}: {
  detail: AdminOrderDetail;
  call: AdminCall;
  onAnswer: Answer;
}) {
  const { order, payments } = detail;
  const [reversing, setReversing] = useState<number | null>(null);
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const methods = paymentMethodNames(locale);
  const answered = (d: AdminOrderDetail) => {
    setReversing(null);
    onAnswer(d);
  };
  return (
    <section aria-labelledby="payments-heading" className="mt-8">
      <h3 id="payments-heading" className="text-xl font-semibold text-maroon-800">
        {m.admin_orders_payments_heading({}, o)}
      </h3>
      <dl className="mt-3 grid grid-cols-3 gap-3 rounded-xl border border-gold-200 bg-white p-4 text-sm">
        <div>
          <dt className="text-ink/70">{m.admin_orders_payments_quoted({}, o)}</dt>
          <dd className="font-semibold">{f.rupees(order.amountRupees)}</dd>
        </div>
        <div>
          <dt className="text-ink/70">{m.admin_orders_payments_paid({}, o)}</dt>
          <dd className="font-semibold" data-testid="paid-amount">
            {f.rupees(order.paidRupees)}
          </dd>
        </div>
        <div>
          <dt className="text-ink/70">
            {order.balanceRupees < 0
              ? m.admin_orders_payments_overpaid({}, o)
              : m.admin_orders_payments_balance({}, o)}
          </dt>
          <dd
            // Red only when the order is past its delivery date, as in every list.
            className={`font-semibold ${BALANCE_CLASSES[balanceToneOf({ ...order, cancelled: order.cancellation !== null }, todayInIndia())]}`}
            data-testid="balance-due"
          >
            {f.rupees(Math.abs(order.balanceRupees))}
          </dd>
        </div>
      </dl>
      {order.advanceDuePaise !== null && (
        // The advance her accepted quote asked, less what she has paid since.
        <p className="mt-2 text-sm" data-testid="advance-due">
          <span className="font-semibold">{m.admin_orders_payments_advance({}, o)}:</span>{" "}
          {m.admin_orders_payments_advance_of(
            {
              due: formatPaise(Math.max(0, order.advanceDuePaise - order.paidRupees * 100), locale),
              asked: formatPaise(order.advanceDuePaise, locale),
            },
            o,
          )}
        </p>
      )}
      {payments.length > 0 && (
        <ul className="mt-3 space-y-2 text-sm" data-testid="payments">
          {payments.map((p) => (
            <li key={p.id} data-testid="payment" className="rounded-lg bg-white p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className={p.reversedById !== null ? "text-ink/70 line-through" : ""}>
                  <strong>
                    {f.rupees(p.refund && !p.reversesId ? -p.amountRupees : p.amountRupees)}
                  </strong>{" "}
                  {p.reversesId !== null
                    ? m.admin_orders_payment_reversal_on({ date: f.date(p.paidOn) }, o)
                    : p.refund
                      ? m.admin_money_refunded_by(
                          {
                            method: methods[p.method],
                            date: f.date(p.paidOn),
                            reason: p.refund.reason,
                          },
                          o,
                        )
                      : m.admin_orders_payment_by(
                          { method: methods[p.method], date: f.date(p.paidOn) },
                          o,
                        )}
                  {p.reference && ` · ${p.reference}`}
                  <span className="text-ink/70">
                    {" "}
                    · {m.admin_orders_payment_recorded_by({ name: p.recordedBy }, o)}
                  </span>
                </span>
                {p.reversesId === null && p.reversedById === null && reversing !== p.id && (
                  <Button
                    variant="outline"
                    className="py-1 text-sm"
                    onClick={() => setReversing(p.id)}
                  >
                    {m.admin_orders_payment_reverse({}, o)}
                  </Button>
                )}
                {p.reversedById !== null && (
                  <span className="text-xs text-ink/70">
                    {m.admin_orders_payment_reversed({}, o)}
                  </span>
                )}
              </div>
              {reversing === p.id && (
                <ReverseForm
                  order={order}
                  payment={p}
                  call={call}
                  onAnswer={answered}
                  onClose={() => setReversing(null)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <PaymentForm order={order} call={call} onAnswer={onAnswer} />
    </section>
  );
}
