import { Maximize2, X } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { AdminOrder, AdminOrderDetail } from "../../../../shared/admin";
import { paiseOfRupees } from "../../../../shared/billing/money";
import {
  UPI_PURPOSES,
  upiRequest,
  type UpiPurpose,
  type UpiRequest,
} from "../../../../shared/billing/upi-link";
import { inLocale, m } from "../../../../shared/messages";
import { RichText } from "../../../ui/rich-text";
import { Button } from "../button";
import { optionsOf, SelectInput, TextInput } from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { typedNumber } from "../orders/order-draft";
import type { AdminCall } from "../use-admin-session";
import { useUpiPayee } from "./use-upi-payee";

/** The QR library comes with the first code shown, not with the back office. */
const UpiQr = lazy(() => import("../../../ui/upi-qr"));

/** Before the work is under way and nothing is paid, the first ask is the advance. */
const firstPurpose = (order: AdminOrder): UpiPurpose =>
  order.paidRupees <= 0 && order.currentStatus !== "ready" && order.currentStatus !== "delivered"
    ? "advance"
    : "balance";

/**
 * The order's amount due as a UPI request: its link and a large QR code to scan at the counter,
 * for the balance or an advance (an amount she types, up to the balance). Nothing here knows
 * whether she paid: the owners record the payment when they see it arrive.
 */
export function UpiRequestPanel({ detail, call }: { detail: AdminOrderDetail; call: AdminCall }) {
  const { order, payments } = detail;
  const payee = useUpiPayee(call);
  const [purpose, setPurpose] = useState<UpiPurpose>(() => firstPurpose(order));
  const [amount, setAmount] = useState("");
  const [large, setLarge] = useState(false);
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const due = order.cancellation ? 0 : order.balanceRupees;
  if (due <= 0 || payee === undefined) return null;
  if (payee === null)
    return (
      <p className="mt-3 rounded-lg bg-cream p-3 text-sm text-ink/80" data-testid="upi-missing">
        {m.admin_money_upi_missing({}, o)}
      </p>
    );
  const typed = amount.trim() === "" ? due : typedNumber(amount);
  const valid = typed !== undefined && Number.isSafeInteger(typed) && typed >= 1 && typed <= due;
  const request: UpiRequest | null = valid
    ? upiRequest(payee, {
        orderId: order.orderId,
        purpose,
        amountPaise: paiseOfRupees(typed),
        entries: payments.length,
      })
    : null;
  const purposeName = (p: UpiPurpose) =>
    p === "advance" ? m.admin_money_upi_advance({}, o) : m.admin_money_upi_balance({}, o);
  const label = request
    ? m.admin_money_upi_qr_label({ amount: f.rupees(typed!), orderId: order.orderId }, o)
    : "";

  return (
    <section
      aria-labelledby="upi-heading"
      className="mt-4 rounded-xl border border-gold-200 bg-white p-4"
      data-testid="upi-request"
    >
      <h4 id="upi-heading" className="text-lg font-semibold text-maroon-800">
        {m.admin_money_upi_heading({}, o)}
      </h4>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row">
        <div className="shrink-0 self-center sm:self-start">
          {request ? (
            <Suspense fallback={<div className="size-64 bg-cream sm:size-72" />}>
              <UpiQr link={request.link} label={label} className="size-64 sm:size-72" />
            </Suspense>
          ) : (
            <div className="flex size-64 items-center justify-center bg-cream p-4 text-center text-sm text-ink/70 sm:size-72">
              {m.admin_money_upi_amount_refused({ balance: f.rupees(due) }, o)}
            </div>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-3 text-sm">
          {request && (
            <p className="text-2xl font-bold text-maroon-800" data-testid="upi-amount">
              {f.rupees(typed!)}{" "}
              <span className="text-base font-semibold text-ink/70">{purposeName(purpose)}</span>
            </p>
          )}
          {payee.sample && (
            <p
              className="rounded-lg bg-amber-50 p-2 font-semibold text-amber-900"
              data-testid="upi-sample"
            >
              {m.admin_money_upi_sample({ upiId: payee.upiId }, o)}
            </p>
          )}
          <p>
            <RichText
              say={(marks) => m.admin_money_upi_to(marks, o)}
              parts={{ payee: <span translate="no">{`${payee.payeeName} (${payee.upiId})`}</span> }}
            />
            {request && (
              <>
                {" "}
                · <span translate="no">{request.note}</span>
              </>
            )}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectInput
              label={m.admin_money_upi_for({}, o)}
              value={purpose}
              options={optionsOf(UPI_PURPOSES, purposeName)}
              onChange={setPurpose}
            />
            <TextInput
              label={m.admin_money_upi_amount({}, o)}
              inputMode="numeric"
              value={amount}
              placeholder={String(due)}
              onChange={setAmount}
              error={
                valid ? undefined : m.admin_money_upi_amount_refused({ balance: f.rupees(due) }, o)
              }
            />
          </div>
          <p className="text-ink/70">{m.admin_money_upi_no_confirmation({}, o)}</p>
          {request && (
            <Button variant="outline" className="text-sm" onClick={() => setLarge(true)}>
              <Maximize2 className="size-4" aria-hidden="true" /> {m.admin_money_upi_larger({}, o)}
            </Button>
          )}
        </div>
      </div>
      {large && request && (
        <div
          role="dialog"
          aria-modal="true"
          aria-label={label}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white p-4"
        >
          <Suspense fallback={null}>
            <UpiQr link={request.link} label={label} className="size-[min(90vw,70vh)]" />
          </Suspense>
          <p className="text-3xl font-bold text-maroon-800">{f.rupees(typed!)}</p>
          <p className="text-sm text-ink/80">
            <RichText
              say={(marks) => m.admin_money_upi_to(marks, o)}
              parts={{ payee: <span translate="no">{`${payee.payeeName} (${payee.upiId})`}</span> }}
            />
          </p>
          <Button autoFocus onClick={() => setLarge(false)}>
            <X className="size-4" aria-hidden="true" /> {m.admin_money_upi_close({}, o)}
          </Button>
        </div>
      )}
    </section>
  );
}
