import { Printer } from "lucide-react";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import type { AdminOrder } from "../../../../shared/admin";
import { BUSINESS } from "../../../../shared/business";
import { itemLabel } from "../../../../shared/order-items";
import { formatIndianDate } from "../../../../shared/orders";
import { Button } from "../button";
import { MeasurementTable } from "../customers/measurement-table";

/** The customer's first name only: the card goes round the workshop. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * The artisans' job card, one A4 sheet: order ID, the customer's first name, the pieces with
 * their notes, the order's measurements, the nine steps with boxes to tick and the delivery
 * date. No money and no contact details.
 */
export function JobCard({ order }: { order: AdminOrder }) {
  return (
    <article className="job-card-print p-2 text-[11pt] text-black" data-testid="job-card">
      <header className="flex items-start justify-between border-b-2 border-black pb-2">
        <div>
          <p className="text-sm">{BUSINESS.name} · Job card</p>
          <h1 className="font-mono text-3xl font-bold">{order.orderId}</h1>
          <p>
            For <strong>{firstName(order.customerName)}</strong> ·{" "}
            {order.orderType === "custom" ? "Custom" : "Ready-made"} · Priority {order.priority}
          </p>
        </div>
        <div className="text-right">
          <p className="text-sm">Deliver by</p>
          <p className="text-2xl font-bold">{formatIndianDate(order.expectedDelivery)}</p>
          <p className="text-sm">Ordered {formatIndianDate(order.orderDate)}</p>
        </div>
      </header>
      <section className="mt-3">
        <h2 className="text-lg font-bold">Pieces</h2>
        <ol className="list-inside list-decimal">
          {order.items.map((item, i) => (
            <li key={i}>{itemLabel(item)}</li>
          ))}
        </ol>
      </section>
      <div className="mt-3 grid grid-cols-2 gap-6">
        <section>
          <h2 className="text-lg font-bold">Measurements</h2>
          {order.measurements ? (
            <MeasurementTable
              version={order.measurements}
              caption={`Version ${order.measurements.version} (${order.measurements.unit})`}
            />
          ) : (
            <p>None recorded: take them at the first fitting.</p>
          )}
        </section>
        <section>
          <h2 className="text-lg font-bold">Steps</h2>
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
                  {i + 1}. {step.name}{" "}
                  <span className="text-[9pt]">
                    ({step.estimatedDays} {step.estimatedDays === 1 ? "day" : "days"})
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <footer className="mt-4 border-t border-black pt-2 text-[9pt]">
        Notes for the workshop: ______________________________________________
      </footer>
    </article>
  );
}

/** Prints the order's job card: the card alone, on one sheet, then the page as it was. */
export function PrintJobCardButton({ order }: { order: AdminOrder }) {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!printing) return;
    const root = document.documentElement;
    root.dataset.printing = "job-card";
    const done = () => {
      delete root.dataset.printing;
      setPrinting(false);
    };
    window.addEventListener("afterprint", done, { once: true });
    window.print();
    return () => {
      window.removeEventListener("afterprint", done);
      delete root.dataset.printing;
    };
  }, [printing]);
  return (
    <>
      <Button variant="outline" onClick={() => setPrinting(true)}>
        <Printer className="size-4" aria-hidden="true" /> Print job card
      </Button>
      {printing && createPortal(<JobCard order={order} />, document.body)}
    </>
  );
}
