import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import type { Appointment } from "../../../../shared/calendar/calendar";
import type { CustomerDetail, CustomerSummary } from "../../../../shared/customers";
import { inLocale, m } from "../../../../shared/messages";
import { Button } from "../button";
import { CustomerPicker } from "../customers/customer-picker";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import { problemText } from "../i18n/problem-text";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";
import { useWorkshopRead } from "../workshop/use-workshop-read";
import { AppointmentForm } from "./appointment-form";
import { CALENDAR_PROBLEMS } from "./calendar-names";

/**
 * Booking from the calendar itself (a customer who rang, no order yet): the owner finds her by
 * name or phone as a new order does, then books on the day shown. Her measurement versions come
 * from her record, for a fitting.
 */
export function NewAppointment({
  call,
  date,
  onBooked,
}: {
  call: AdminCall;
  /** The day the calendar shows: the form starts on it. */
  date: string;
  onBooked: (appointment: Appointment) => void;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const toast = useAdminToast();
  const [open, setOpen] = useState(false);
  const [customer, setCustomer] = useState<CustomerSummary | null>(null);
  const record = useWorkshopRead<CustomerDetail>(
    call,
    customer ? `/customers/${customer.id}` : null,
  );
  const detail = record.answer?.customer.id === customer?.id ? record.answer : null;
  const close = () => {
    setOpen(false);
    setCustomer(null);
  };

  if (!open)
    return (
      <Button onClick={() => setOpen(true)}>
        <CalendarPlus className="size-5" aria-hidden="true" />
        {m.calendar_new({}, o)}
      </Button>
    );
  return (
    <section
      aria-label={m.calendar_new({}, o)}
      className="mt-3 w-full space-y-3 rounded-xl border border-gold-200 bg-white p-3"
    >
      {customer === null ? (
        <>
          <CustomerPicker
            call={call}
            onPick={setCustomer}
            noMatch={m.calendar_new_no_match({}, o)}
          />
          <Button variant="outline" onClick={close}>
            {m.calendar_close({}, o)}
          </Button>
        </>
      ) : (
        <>
          <p className="flex flex-wrap items-center gap-3 rounded-lg bg-maroon-50 p-3 text-sm">
            <span data-testid="appointment-customer">
              {m.calendar_new_for({}, o)} <strong translate="no">{customer.name}</strong>{" "}
              <span translate="no">{customer.phone}</span>
            </span>
            <Button variant="outline" className="py-1 text-sm" onClick={() => setCustomer(null)}>
              {m.calendar_new_other({}, o)}
            </Button>
          </p>
          {record.error ? (
            <Notice error>{problemText(locale, record.error, { known: CALENDAR_PROBLEMS })}</Notice>
          ) : !detail ? (
            <Notice>{m.calendar_new_loading({}, o)}</Notice>
          ) : (
            <AppointmentForm
              call={call}
              customerId={customer.id}
              orderId={null}
              date={date}
              versions={detail.measurements.map((v) => v.version)}
              onClose={close}
              onDone={(a) => {
                close();
                toast({ title: m.calendar_booked({}, o), description: `${a.date} ${a.time}` });
                onBooked(a);
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
