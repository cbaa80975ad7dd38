import type { OrderEvent } from "../../../shared/order-events";
import {
  CUSTOMER_STATUS_INFO,
  formatIndianDate,
  formatIndianDateTime,
  formatRupees,
} from "../../../shared/orders";
import { PAYMENT_METHOD_LABELS } from "../../../shared/payments";

/** What happened, in a sentence that follows the owner's name. */
function said(event: OrderEvent): string {
  switch (event.kind) {
    case "created":
      return "took the order";
    case "edited":
      return `changed ${event.changes.map((c) => `${c.field} from “${c.from}” to “${c.to}”`).join("; ")}`;
    case "step":
      return `set ${event.stepName} from ${event.from} to ${event.to}`;
    case "status":
      return `moved the customer's status to ${CUSTOMER_STATUS_INFO[event.status].label}`;
    case "payment":
      return `recorded a payment of ${formatRupees(event.amountRupees)} by ${PAYMENT_METHOD_LABELS[event.method]} on ${formatIndianDate(event.paidOn)}${event.reference ? ` (${event.reference})` : ""}`;
    case "payment-reversed":
      return `reversed a payment of ${formatRupees(-event.amountRupees)}: ${event.reason}`;
    case "note":
      return `${event.audience === "customer" ? "wrote to the customer" : "noted"}: ${event.text}`;
    case "cancelled":
      return `cancelled the order: ${event.reason}`;
    case "measurements":
      return `took the customer's measurements (version ${event.version}) for this order`;
  }
}

/** The order's one timeline, newest first: every change, payment and note, with who and when. */
export function Timeline({ events }: { events: OrderEvent[] }) {
  return (
    <section aria-labelledby="timeline-heading" className="mt-8">
      <h3 id="timeline-heading" className="text-lg font-semibold text-maroon-800">
        Timeline
      </h3>
      <ol className="mt-2 space-y-2 text-sm" data-testid="timeline">
        {events.map((e) => (
          <li key={e.id} data-kind={e.kind} className="rounded-lg bg-white p-3">
            <span className="font-semibold">{e.by ?? "The boutique"}</span> {said(e)}
            <span className="block text-ink/70">
              <time dateTime={e.at}>{formatIndianDateTime(e.at)}</time>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
