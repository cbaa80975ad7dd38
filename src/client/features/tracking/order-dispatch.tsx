import { ExternalLink, Truck } from "lucide-react";
import type { PublicDispatch } from "../../../shared/dispatch/dispatch";
import type { Locale } from "../../../shared/locale";
import { inLocale, m } from "../../../shared/messages";
import { formatIndianDate } from "../../../shared/orders";

/**
 * Her parcel on its way, once she has proved her phone's digits (on the courier's page the
 * tracking number opens her name and address, so it is never shown by her link or ID alone):
 * the courier, the number and the link to follow it there.
 */
export function OrderDispatch({ dispatch, locale }: { dispatch: PublicDispatch; locale: Locale }) {
  const o = inLocale(locale);
  return (
    <section
      aria-labelledby="dispatch-heading"
      data-testid="order-dispatch"
      className="mt-6 rounded-2xl border border-gold-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2
        id="dispatch-heading"
        className="flex items-center gap-2 text-xl font-bold text-maroon-800"
      >
        <Truck className="size-5" aria-hidden="true" />
        {m.tracking_dispatch_heading({}, o)}
      </h2>
      <p className="mt-3">
        {m.tracking_dispatch_with(
          { courier: dispatch.courier, date: formatIndianDate(dispatch.dispatchedOn, locale) },
          o,
        )}
      </p>
      <p className="mt-2">
        {m.tracking_dispatch_awb({}, o)}:{" "}
        <strong data-testid="dispatch-awb" className="font-mono" translate="no">
          {dispatch.awb}
        </strong>
      </p>
      <a
        href={dispatch.link}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="dispatch-link"
        className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full border border-maroon-200 px-4 py-2 font-semibold text-maroon-700 hover:bg-maroon-50"
      >
        {m.tracking_dispatch_link({ courier: dispatch.courier }, o)}
        <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
      </a>
    </section>
  );
}
