import type { AdminOrder } from "../../../../shared/admin";
import { BUSINESS } from "../../../../shared/business";
import { inLocale, m } from "../../../../shared/messages";
import { unitNames } from "../../../../shared/measurements";
import { itemLabel } from "../../../../shared/order-items";
import { ORDER_TYPE_LABELS } from "../../../../shared/orders";
import { MeasurementTable } from "../customers/measurement-table";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { localizedStep, orderTypeName, priorityName } from "../i18n/display-names";
import { PrintSheetButton } from "../print-sheet";

/** The customer's first name only: the card goes round the workshop. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * The artisans' job card, one A4 sheet: order ID, the customer's first name, the pieces with
 * their notes, the order's measurements, the nine steps with boxes to tick and the delivery
 * date. No money and no contact details. In the language of the owner who prints it.
 */
export function JobCard({ order }: { order: AdminOrder }) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  return (
    <article className="job-card-print p-2 text-[11pt] text-black" data-testid="job-card">
      <header className="flex items-start justify-between border-b-2 border-black pb-2">
        <div>
          <p className="text-sm">{m.admin_orders_card_title({ boutique: BUSINESS.name }, o)}</p>
          <h1 className="font-mono text-3xl font-bold">{order.orderId}</h1>
          <p>
            {m.admin_orders_card_for({}, o)}{" "}
            <strong translate="no">{firstName(order.customerName)}</strong> ·{" "}
            {locale === "en"
              ? ORDER_TYPE_LABELS[order.orderType]
              : orderTypeName(order.orderType, locale)}{" "}
            ·{" "}
            {m.admin_orders_card_priority(
              // English names the priority as the list's badge does ("urgent").
              { priority: locale === "en" ? order.priority : priorityName(order.priority, locale) },
              o,
            )}
          </p>
        </div>
        <div className="text-right">
          <p className="text-sm">{m.admin_orders_card_deliver_by({}, o)}</p>
          <p className="text-2xl font-bold">{f.date(order.expectedDelivery)}</p>
          <p className="text-sm">
            {m.admin_orders_card_ordered({ date: f.date(order.orderDate) }, o)}
          </p>
        </div>
      </header>
      <section className="mt-3">
        <h2 className="text-lg font-bold">{m.admin_orders_card_pieces({}, o)}</h2>
        <ol className="list-inside list-decimal">
          {order.items.map((item, i) => (
            <li key={i} translate="no">
              {itemLabel(item)}
            </li>
          ))}
        </ol>
      </section>
      <div className="mt-3 grid grid-cols-2 gap-6">
        <section>
          <h2 className="text-lg font-bold">{m.admin_orders_measurements_heading({}, o)}</h2>
          {order.measurements ? (
            <MeasurementTable
              version={order.measurements}
              caption={m.admin_orders_card_version(
                {
                  version: order.measurements.version,
                  unit: unitNames(locale)[order.measurements.unit].short,
                },
                o,
              )}
            />
          ) : (
            <p>{m.admin_orders_card_no_measurements({}, o)}</p>
          )}
        </section>
        <section>
          <h2 className="text-lg font-bold">{m.admin_orders_card_steps({}, o)}</h2>
          <ol className="space-y-1.5">
            {order.productionSteps.map((step, i) => (
              <li key={step.id} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="inline-block size-4 shrink-0 border-2 border-black text-center text-[9pt] leading-3"
                >
                  {step.status === "completed" ? "✓" : ""}
                </span>
                <span>
                  {i + 1}. {localizedStep(step, locale).name}{" "}
                  <span className="text-[9pt]">
                    ({step.estimatedDays}{" "}
                    {step.estimatedDays === 1
                      ? m.admin_orders_day({}, o)
                      : m.admin_orders_days({}, o)}
                    )
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <footer className="mt-4 border-t border-black pt-2 text-[9pt]">
        {m.admin_orders_card_notes({}, o)} ______________________________________________
      </footer>
    </article>
  );
}

/** Prints the order's job card: the card alone, on one sheet, then the page as it was. */
export function PrintJobCardButton({ order }: { order: AdminOrder }) {
  const o = inLocale(useAdminLocale());
  return (
    <PrintSheetButton label={m.admin_orders_card_print({}, o)} sheet={<JobCard order={order} />} />
  );
}
