import { Calendar, IndianRupee, MapPin, Package, Phone, User } from "lucide-react";
import type { ReactNode } from "react";
import { primaryPhone } from "../../../shared/business";
import type { Locale } from "../../../shared/locale";
import { inLocale, m } from "../../../shared/messages";
import {
  customerStatusInfo,
  formatIndianDate,
  historyDescription,
  type PublicOrder,
} from "../../../shared/orders";
import { cancelledLabel, trackingTexts } from "../../../shared/order-card-texts";
import { PayByUpi } from "./pay-by-upi";
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

/** The order found, in the page's language (dates as the language writes them). */
export function OrderCard({ order, locale }: { order: PublicOrder; locale: Locale }) {
  const o = inLocale(locale);
  const statuses = customerStatusInfo(locale);
  const texts = trackingTexts(locale);
  const date = (iso: string) => formatIndianDate(iso, locale);
  const info = statuses[order.currentStatus];
  const icon = (Icon: typeof User) => <Icon className="size-5" aria-hidden="true" />;
  const { details } = order;
  return (
    <article
      data-testid="order-card"
      aria-labelledby="order-heading"
      className="rounded-2xl border border-gold-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="order-heading" className="text-2xl text-maroon-800">
          {m.order_heading({ orderId: order.orderId }, o)}
        </h2>
        <span
          data-testid="status-badge"
          className={`rounded-full px-4 py-1.5 text-sm font-semibold ${order.cancelledOn ? "bg-red-100 text-red-800" : "bg-green-100 text-green-800"}`}
        >
          {order.cancelledOn ? cancelledLabel(locale) : info.label}
        </span>
      </div>

      <dl className="mt-6 grid gap-5 sm:grid-cols-2">
        {details && (
          <>
            <Fact icon={icon(User)} label={m.order_customer({}, o)}>
              {details.customerName}
            </Fact>
            <Fact icon={icon(Phone)} label={m.order_phone({}, o)}>
              {details.customerPhone}
            </Fact>
            <Fact icon={icon(MapPin)} label={m.order_address({}, o)}>
              {details.address}
            </Fact>
            <Fact icon={icon(IndianRupee)} label={m.order_total({}, o)}>
              <span data-testid="total-amount">{details.totalAmount}</span>
            </Fact>
          </>
        )}
        {order.orderDate && (
          <Fact icon={icon(Calendar)} label={m.order_date({}, o)}>
            <span data-testid="order-date">{date(order.orderDate)}</span>
          </Fact>
        )}
        {order.expectedDelivery && (
          <Fact icon={icon(Calendar)} label={m.order_expected({}, o)}>
            <span data-testid="expected-delivery">{date(order.expectedDelivery)}</span>
          </Fact>
        )}
      </dl>

      {details ? (
        <>
          <h3 className="mt-8 flex items-center gap-2 font-sans font-semibold text-maroon-800">
            <Package className="size-5" aria-hidden="true" /> {m.order_items({}, o)}
          </h3>
          <ul className="mt-2 list-inside list-disc text-ink/85" data-testid="order-items">
            {details.items.map((item, i) => (
              <li key={`${i}-${item}`}>{item}</li>
            ))}
          </ul>
        </>
      ) : (
        <p data-testid="details-hint" className="mt-6 rounded-lg bg-cream p-4 text-sm text-ink/80">
          {order.orderDate ? texts.detailsHint : texts.statusOnlyHint}
        </p>
      )}

      {order.cancelledOn ? (
        <p
          data-testid="status-explanation"
          role="status"
          className="mt-8 rounded-lg bg-red-50 p-4 text-red-900"
        >
          {texts.cancelled(date(order.cancelledOn), primaryPhone().display)}
        </p>
      ) : (
        <>
          <h3 className="mt-8 font-sans font-semibold text-maroon-800">
            {m.order_progress({}, o)}
          </h3>
          <div className="mt-4">
            <ProgressBar current={order.currentStatus} locale={locale} />
          </div>
          <p
            data-testid="status-explanation"
            className="mt-5 rounded-lg bg-green-50 p-4 text-green-900"
          >
            {info.explanation}
          </p>
        </>
      )}

      {details?.upi && !order.cancelledOn && <PayByUpi request={details.upi} locale={locale} />}
      {order.statusHistory.length > 0 && <History order={order} locale={locale} />}
    </article>
  );
}

/** The order's history: each status reached and each note for her, oldest first. */
function History({ order, locale }: { order: PublicOrder; locale: Locale }) {
  const o = inLocale(locale);
  const statuses = customerStatusInfo(locale);
  const texts = trackingTexts(locale);
  const date = (iso: string) => formatIndianDate(iso, locale);
  return (
    <>
      <h3 className="mt-8 font-sans font-semibold text-maroon-800">{m.order_history({}, o)}</h3>
      <ol className="mt-3 space-y-3 border-l-2 border-gold-200 pl-5" data-testid="order-history">
        {order.statusHistory.map((entry, i) => (
          <li key={`${i}-${entry.date}`} data-kind={entry.kind}>
            <p className="font-medium">
              {entry.kind === "status" ? statuses[entry.status].label : texts.noteLabel}{" "}
              <span className="text-sm font-normal text-ink/70">· {date(entry.date)}</span>
            </p>
            <p className="text-sm text-ink/75">
              {entry.kind === "status" ? historyDescription(entry, locale) : entry.description}
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
