import { CalendarClock, MessageCircleQuestion } from "lucide-react";
import { useState } from "react";
import type { Appointment } from "../../../../shared/calendar/calendar";
import { inLocale, m } from "../../../../shared/messages";
import { Button } from "../button";
import { FormError, useServerAction } from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import { MARK_CLASS, MARK_CLASSES } from "../list-table";
import type { AdminCall } from "../use-admin-session";
import { AppointmentForm } from "./appointment-form";
import { CALENDAR_PROBLEMS, kindName } from "./calendar-names";

/**
 * One appointment: its time in Jaipur, what for, whose, the order; her requests to move it
 * (each marked answered by an owner); moving and cancelling it.
 */
export function AppointmentCard({
  appointment: a,
  call,
  versions = [],
  showCustomer = true,
  onOpenOrder,
  onChanged,
}: {
  appointment: Appointment;
  call: AdminCall;
  versions?: readonly number[];
  showCustomer?: boolean;
  onOpenOrder?: (orderId: string) => void;
  onChanged: (appointment: Appointment) => void;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const toast = useAdminToast();
  const [mode, setMode] = useState<"view" | "move" | "cancel">("view");
  const server = useServerAction({ known: CALENDAR_PROBLEMS });
  const cancelled = a.state === "cancelled";
  const open = a.requests.filter((r) => !r.handled);

  async function act(path: string, done?: string) {
    const r = await server.run(() =>
      call<{ appointment: Appointment }>(path, { method: "POST", body: {} }),
    );
    if (!r.ok) return;
    setMode("view");
    if (done) toast({ title: done, description: a.customerName });
    onChanged(r.data.appointment);
  }

  return (
    <li
      data-testid="appointment"
      data-state={a.state}
      className={`rounded-xl border bg-white p-3 shadow-sm ${open.length > 0 ? "border-amber-400" : "border-gold-200"}`}
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="flex items-center gap-1 font-mono text-lg font-semibold text-maroon-800">
          <CalendarClock className="size-4 self-center" aria-hidden="true" />
          {a.time}
        </span>
        <span className="font-semibold">{kindName(a.kind, locale)}</span>
        {showCustomer && (
          <span translate="no" className="min-w-0">
            {a.customerName}
          </span>
        )}
        <span className="text-sm text-ink/70">
          {m.calendar_minutes({ minutes: f.number(a.durationMinutes) }, o)}
        </span>
        {cancelled && (
          <span className={`${MARK_CLASS} ${MARK_CLASSES.overdue}`}>
            {m.calendar_cancelled({}, o)}
          </span>
        )}
      </div>
      <div className="mt-1 flex flex-wrap gap-x-3 text-sm">
        {a.orderId &&
          (onOpenOrder ? (
            <button
              type="button"
              onClick={() => onOpenOrder(a.orderId!)}
              className="font-semibold text-maroon-800 underline decoration-maroon-200 underline-offset-2"
            >
              {m.calendar_order({ orderId: a.orderId }, o)}
            </button>
          ) : (
            <span>{m.calendar_order({ orderId: a.orderId }, o)}</span>
          ))}
        {a.measurementVersion !== null && (
          <span>{m.calendar_measurement_version({ version: a.measurementVersion }, o)}</span>
        )}
        {a.note && <span className="text-ink/80">{a.note}</span>}
      </div>
      {a.requests.length > 0 && (
        <div className="mt-2 rounded-lg bg-amber-50 p-2 text-sm" data-testid="move-requests">
          <p className="flex items-center gap-1 font-semibold text-amber-900">
            <MessageCircleQuestion className="size-4" aria-hidden="true" />
            {m.calendar_request_heading({}, o)}
          </p>
          <ul className="mt-1 space-y-1">
            {a.requests.map((r) => (
              <li
                key={r.id}
                data-testid="move-request"
                className="flex flex-wrap items-center gap-2"
              >
                <span className="min-w-0 flex-1 break-words">“{r.message}”</span>
                <span className="text-xs text-ink/70">
                  {m.calendar_request_asked({ when: f.dateTime(r.askedAt) }, o)}
                </span>
                {r.handled ? (
                  <span className="text-xs font-semibold text-green-800">
                    {m.calendar_request_handled({}, o)}
                  </span>
                ) : (
                  <Button
                    variant="outline"
                    className="px-2 py-1 text-sm"
                    disabled={server.pending}
                    onClick={() =>
                      void act(`/calendar/appointments/${a.id}/requests/${r.id}/handled`)
                    }
                  >
                    {m.calendar_request_mark({}, o)}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {!cancelled && mode === "view" && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="outline" className="px-3 py-1.5" onClick={() => setMode("move")}>
            {m.calendar_move({}, o)}
          </Button>
          <Button variant="outline" className="px-3 py-1.5" onClick={() => setMode("cancel")}>
            {m.calendar_cancel({}, o)}
          </Button>
        </div>
      )}
      {mode === "move" && (
        <AppointmentForm
          call={call}
          customerId={a.customerId}
          orderId={a.orderId}
          versions={
            versions.length > 0 ? versions : a.measurementVersion ? [a.measurementVersion] : []
          }
          appointment={a}
          onClose={() => setMode("view")}
          onDone={(next) => {
            setMode("view");
            toast({ title: m.calendar_moved({}, o), description: `${next.date} ${next.time}` });
            onChanged(next);
          }}
        />
      )}
      {mode === "cancel" && (
        <div className="mt-2 space-y-2 rounded-lg bg-red-50 p-2" role="group">
          <p className="text-sm text-red-900">{m.calendar_cancel_confirm({}, o)}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="danger"
              disabled={server.pending}
              onClick={() =>
                void act(
                  `/calendar/appointments/${a.id}/cancellation`,
                  m.calendar_cancelled_toast({}, o),
                )
              }
            >
              {m.calendar_cancel({}, o)}
            </Button>
            <Button variant="outline" onClick={() => setMode("view")}>
              {m.calendar_close({}, o)}
            </Button>
          </div>
        </div>
      )}
      <FormError message={server.error} />
    </li>
  );
}
