import { Link } from "react-router";
import { ADMIN_PATHS } from "../../../../shared/admin-paths";
import type { CalendarAnswer } from "../../../../shared/calendar/calendar";
import { todayInIndia } from "../../../../shared/dates";
import { inLocale, m } from "../../../../shared/messages";
import { useAdminLocale } from "../i18n/admin-locale";
import type { AdminCall } from "../use-admin-session";
import { useWorkshopRead } from "../workshop/use-workshop-read";
import { kindName } from "./calendar-names";

/** The day's appointments on the owners' home view, each a line; the calendar one tap away. */
export function TodaysAppointments({ call }: { call: AdminCall }) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const read = useWorkshopRead<CalendarAnswer>(call, `/calendar?from=${todayInIndia()}&days=1`);
  const booked = read.answer?.appointments.filter((a) => a.state === "booked");
  if (!booked) return null;
  return (
    <section
      aria-labelledby="today-appointments-heading"
      data-testid="todays-appointments"
      className="mt-4 rounded-2xl border border-gold-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="today-appointments-heading" className="text-lg font-semibold text-maroon-800">
          {m.calendar_today_heading({}, o)}
        </h2>
        <Link to={ADMIN_PATHS.calendar} className="text-sm font-semibold text-maroon-700 underline">
          {m.calendar_open({}, o)}
        </Link>
      </div>
      {booked.length === 0 ? (
        <p className="text-sm text-ink/70">{m.calendar_today_none({}, o)}</p>
      ) : (
        <ul className="mt-1 divide-y divide-gold-100">
          {booked.map((a) => (
            <li
              key={a.id}
              data-testid="today-appointment"
              className="flex flex-wrap gap-x-3 py-1.5"
            >
              <span className="font-mono font-semibold text-maroon-800">{a.time}</span>
              <span className="font-semibold">{kindName(a.kind, locale)}</span>
              <span translate="no">{a.customerName}</span>
              {a.orderId && (
                <Link
                  to={ADMIN_PATHS.order(a.orderId)}
                  className="font-mono text-maroon-700 underline"
                >
                  {a.orderId}
                </Link>
              )}
              {a.requests.some((r) => !r.handled) && (
                <span className="text-sm font-semibold text-amber-900">
                  {m.calendar_request_heading({}, o)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
