import { IndianRupee } from "lucide-react";
import { lazy, Suspense } from "react";
import type { UpiRequest } from "../../../shared/billing/upi-link";
import type { Locale } from "../../../shared/locale";
import { inLocale, m } from "../../../shared/messages";
import { formatRupees } from "../../../shared/order-format";

/** The QR library is fetched only when there is something to pay (after her digits). */
const UpiQr = lazy(() => import("../../ui/upi-qr"));

/**
 * What she still owes (the advance her accepted quote asked, or the balance), as a UPI request: a button that opens her UPI app on a phone and the QR
 * code to scan from another screen. It says plainly that the page learns nothing of her payment.
 */
export function PayByUpi({
  request,
  locale,
  heading: Heading = "h3",
}: {
  request: UpiRequest;
  locale: Locale;
  /** Its heading's level: h3 in her order's card, h2 on her quote page (under its h1). */
  heading?: "h2" | "h3";
}) {
  const o = inLocale(locale);
  // The orders' own rupee formatter (every page has it): shared/billing/money.ts would join the
  // chunk every public page loads. A balance is whole rupees; paise, should one come, are said.
  const paise = request.amountPaise % 100;
  const amount = `${formatRupees(Math.floor(request.amountPaise / 100), locale)}${paise ? `.${String(paise).padStart(2, "0")}` : ""}`;
  const label = m.tracking_upi_qr_label({ amount }, o);
  return (
    <section
      aria-labelledby="upi-pay-heading"
      data-testid="pay-by-upi"
      className="mt-8 rounded-xl border border-gold-200 bg-cream p-5"
    >
      <Heading
        id="upi-pay-heading"
        className="flex items-center gap-2 font-semibold text-maroon-800"
      >
        <IndianRupee className="size-5" aria-hidden="true" /> {m.tracking_upi_heading({}, o)}
      </Heading>
      <div className="mt-4 flex flex-col items-center gap-5 sm:flex-row sm:items-start">
        <Suspense fallback={<div className="size-56 bg-white" />}>
          <UpiQr link={request.link} label={label} className="size-56 shrink-0" />
        </Suspense>
        <div className="space-y-3 text-ink/85">
          <p>
            {request.purpose === "advance"
              ? m.tracking_upi_advance_due({}, o)
              : m.tracking_upi_due({}, o)}{" "}
            <strong className="text-xl text-maroon-800" data-testid="upi-due">
              {amount}
            </strong>
          </p>
          <a
            href={request.link}
            className="inline-flex items-center gap-2 rounded-full bg-maroon-700 px-5 py-2.5 font-semibold text-white hover:bg-maroon-800"
          >
            {m.tracking_upi_open({}, o)}
          </a>
          <p className="text-sm">{m.tracking_upi_scan({}, o)}</p>
          {request.sample && (
            <p className="rounded-lg bg-amber-50 p-2 text-sm font-semibold text-amber-900">
              {m.tracking_upi_sample({}, o)}
            </p>
          )}
          <p className="text-sm text-ink/70">{m.tracking_upi_no_confirmation({}, o)}</p>
        </div>
      </div>
    </section>
  );
}
