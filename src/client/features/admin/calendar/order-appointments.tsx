import { CalendarDays } from "lucide-react";
import { useState } from "react";
import type { AdminOrder } from "../../../../shared/admin";
import type { OrderCalendar } from "../../../../shared/calendar/calendar";
import { inLocale, m } from "../../../../shared/messages";
import { Button } from "../button";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import type { AdminCall } from "../use-admin-session";
import { useWorkshopRead } from "../workshop/use-workshop-read";
import { AppointmentCard } from "./appointment-card";
import { AppointmentForm } from "./appointment-form";
import { OrderPlanPanel } from "./order-plan-panel";

/**
 * An order's appointments, on its page (issue 24 §3): a measurement, a fitting with the
 * measurement version used, the pickup or delivery, each booked here with her and the order;
 * under them her occasion, the trial notes and their alteration steps (order-plan-panel.tsx).
 */
/**
 * `onChanged`: a booking, move or cancel plans or drops her reminders, which the order's
 * Messages panel lists; the order's revision does not change, so it is told to read them again.
 */
export function OrderAppointments({
  order,
  call,
  onChanged,
}: {
  order: AdminOrder;
  call: AdminCall;
  onChanged: () => void;
}) {
  const o = inLocale(useAdminLocale());
  const toast = useAdminToast();
  const read = useWorkshopRead<OrderCalendar>(
    call,
    `/calendar/orders/${encodeURIComponent(order.orderId)}`,
  );
  const [booking, setBooking] = useState(false);
  const list = read.answer?.appointments ?? [];
  const versions = order.measurements ? [order.measurements.version] : [];
  const customerId = order.customerId;
  return (
    <section
      aria-labelledby="appointments-heading"
      data-testid="order-appointments"
      className="mt-6 rounded-2xl border border-gold-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3
        id="appointments-heading"
        className="flex items-center gap-2 text-xl font-semibold text-maroon-800"
      >
        <CalendarDays className="size-5" aria-hidden="true" />
        {m.calendar_order_heading({}, o)}
      </h3>
      {read.answer && list.length === 0 && (
        <p className="mt-2 text-ink/70">{m.calendar_order_none({}, o)}</p>
      )}
      {list.length > 0 && (
        <ul className="mt-2 space-y-2">
          {list.map((a) => (
            <li key={a.id} className="list-none">
              <p className="text-sm font-semibold text-ink/80">{a.date}</p>
              <ul>
                <AppointmentCard
                  appointment={a}
                  call={call}
                  versions={versions}
                  showCustomer={false}
                  onChanged={() => {
                    read.reload();
                    onChanged();
                  }}
                />
              </ul>
            </li>
          ))}
        </ul>
      )}
      {customerId === null ? (
        <p className="mt-2 text-sm text-ink/70">{m.calendar_order_no_customer({}, o)}</p>
      ) : booking ? (
        <AppointmentForm
          call={call}
          customerId={customerId}
          orderId={order.orderId}
          versions={versions}
          onClose={() => setBooking(false)}
          onDone={(a) => {
            setBooking(false);
            toast({ title: m.calendar_booked({}, o), description: `${a.date} ${a.time}` });
            read.reload();
            onChanged();
          }}
        />
      ) : (
        order.cancellation === null && (
          <Button variant="outline" className="mt-3" onClick={() => setBooking(true)}>
            {m.calendar_form_new({}, o)}
          </Button>
        )
      )}
      {read.answer && (
        <OrderPlanPanel
          orderId={order.orderId}
          plan={read.answer}
          call={call}
          onAnswer={read.setAnswer}
        />
      )}
    </section>
  );
}
