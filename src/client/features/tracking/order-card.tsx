import { Calendar, IndianRupee, MapPin, Package, Phone, User } from "lucide-react";
import type { ReactNode } from "react";
import { primaryPhone } from "../../../shared/business";
import { CUSTOMER_STATUS_INFO, formatIndianDate, type PublicOrder } from "../../../shared/orders";
import { CANCELLED_LABEL, TRACKING_TEXTS } from "../../../shared/tracking";
import { ProgressBar } from "./progress-bar";

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 text-maroon-700">{icon}</span>
      <div>
        <dt className="text-xs uppercase tracking-wide text-ink/70">{label}</dt>
        <dd className="font-medium">{children}</dd>
      </div>
    </div>
  );
}

export function OrderCard({ order }: { order: PublicOrder }) {
  const info = CUSTOMER_STATUS_INFO[order.currentStatus];
  const icon = (Icon: typeof User) => <Icon className="size-5" aria-hidden="true" />;
  const { details } = order;
  return (
    <article
      data-testid="order-card"
      aria-labelledby="order-heading"
      className="rounded-2xl border border-gold-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="order-heading" className="text-2xl font-bold text-maroon-800">
          Order {order.orderId}
        </h2>
        <span
          data-testid="status-badge"
          className={`rounded-full px-4 py-1.5 text-sm font-semibold ${order.cancelledOn ? "bg-red-100 text-red-800" : "bg-green-100 text-green-800"}`}
        >
          {order.cancelledOn ? CANCELLED_LABEL : info.label}
        </span>
      </div>

      <dl className="mt-6 grid gap-5 sm:grid-cols-2">
        {details && (
          <>
            <Fact icon={icon(User)} label="Customer">
              {details.customerName}
            </Fact>
            <Fact icon={icon(Phone)} label="Phone">
              {details.customerPhone}
            </Fact>
            <Fact icon={icon(MapPin)} label="Delivery to">
              {details.address}
            </Fact>
            <Fact icon={icon(IndianRupee)} label="Total amount">
              <span data-testid="total-amount">{details.totalAmount}</span>
            </Fact>
          </>
        )}
        <Fact icon={icon(Calendar)} label="Order date">
          <span data-testid="order-date">{formatIndianDate(order.orderDate)}</span>
        </Fact>
        <Fact icon={icon(Calendar)} label="Expected delivery">
          <span data-testid="expected-delivery">{formatIndianDate(order.expectedDelivery)}</span>
        </Fact>
      </dl>

      {details ? (
        <>
          <h3 className="mt-8 flex items-center gap-2 font-semibold text-maroon-800">
            <Package className="size-5" aria-hidden="true" /> Items
          </h3>
          <ul className="mt-2 list-inside list-disc text-ink/85" data-testid="order-items">
            {details.items.map((item, i) => (
              <li key={`${i}-${item}`}>{item}</li>
            ))}
          </ul>
        </>
      ) : (
        <p data-testid="details-hint" className="mt-6 rounded-lg bg-cream p-4 text-sm text-ink/80">
          {TRACKING_TEXTS.detailsHint}
        </p>
      )}

      {order.cancelledOn ? (
        <p
          data-testid="status-explanation"
          role="status"
          className="mt-8 rounded-lg bg-red-50 p-4 text-red-900"
        >
          {TRACKING_TEXTS.cancelled(formatIndianDate(order.cancelledOn), primaryPhone().display)}
        </p>
      ) : (
        <>
          <h3 className="mt-8 font-semibold text-maroon-800">Progress</h3>
          <div className="mt-4">
            <ProgressBar current={order.currentStatus} />
          </div>
          <p
            data-testid="status-explanation"
            className="mt-5 rounded-lg bg-green-50 p-4 text-green-900"
          >
            {info.explanation}
          </p>
        </>
      )}

      <h3 className="mt-8 font-semibold text-maroon-800">Order History</h3>
      <ol className="mt-3 space-y-3 border-l-2 border-gold-200 pl-5" data-testid="order-history">
        {order.statusHistory.map((entry, i) => (
          <li key={`${i}-${entry.date}`} data-kind={entry.kind}>
            <p className="font-medium">
              {entry.kind === "status"
                ? CUSTOMER_STATUS_INFO[entry.status].label
                : TRACKING_TEXTS.noteLabel}{" "}
              <span className="text-sm font-normal text-ink/70">
                · {formatIndianDate(entry.date)}
              </span>
            </p>
            <p className="text-sm text-ink/75">{entry.description}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}
