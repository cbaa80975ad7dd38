import { DOCUMENT_TITLES } from "../../../shared/billing/documents";
import { formatPaise } from "../../../shared/billing/money";
import type { OrderEvent } from "../../../shared/order-events";
import { CUSTOMER_STATUS_INFO, formatIndianDate, formatRupees } from "../../../shared/orders";
import { EXCESS_LABELS, PAYMENT_METHOD_LABELS } from "../../../shared/payments";
import { EventList } from "./event-list";

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
      return `moved the customer's status to ${CUSTOMER_STATUS_INFO[event.status].label}${event.untold ? " (the customer was not told)" : ""}`;
    case "payment":
      return `recorded a payment of ${formatRupees(event.amountRupees)} by ${PAYMENT_METHOD_LABELS[event.method]} on ${formatIndianDate(event.paidOn)}${event.reference ? ` (${event.reference})` : ""}${event.credit ? `; ${formatRupees(event.credit.rupees)} ${EXCESS_LABELS[event.credit.excess]}` : ""}`;
    case "payment-reversed":
      return `reversed a payment of ${formatRupees(-event.amountRupees)}: ${event.reason}`;
    case "note":
      return `${event.audience === "customer" ? "wrote to the customer" : "noted"}: ${event.text}`;
    case "cancelled":
      return `cancelled the order: ${event.reason}`;
    case "measurements":
      return `took the customer's measurements (version ${event.version}) for this order`;
    case "document":
      return `issued ${DOCUMENT_TITLES[event.documentKind]} ${event.number} for ${formatPaise(event.amountPaise)}`;
    case "document-cancelled":
      return `cancelled ${DOCUMENT_TITLES[event.documentKind]} ${event.number}: ${event.reason}`;
  }
}

/** The order's one timeline, newest first: every change, payment and note, with who and when. */
export function Timeline({ events }: { events: OrderEvent[] }) {
  return (
    <EventList
      id="timeline-heading"
      title="Timeline"
      testId="timeline"
      events={events.map((e) => ({ ...e, text: said(e) }))}
    />
  );
}
