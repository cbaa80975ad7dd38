import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import type { Appointment, CalendarAnswer } from "../../../../shared/calendar/calendar";
import { addDays, todayInIndia } from "../../../../shared/dates";
import { inLocale, m } from "../../../../shared/messages";
import { Button } from "../button";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { problemText } from "../i18n/problem-text";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";
import { ViewSwitch } from "../view-switch";
import { useWorkshopRead } from "../workshop/use-workshop-read";
import { AppointmentCard } from "./appointment-card";
import { NewAppointment } from "./new-appointment";
import { CALENDAR_PROBLEMS } from "./calendar-names";

type Span = "day" | "week";

/** The Monday of the week a date is in (the week view starts on it). */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

/**
 * The owners' calendar (issue 24 §3): a day's appointments, or a week's day by day, in Jaipur
 * time, phone-first (one column; the week's days one under another). Each appointment can be
 * moved or cancelled, and her requests to move it are on it.
 */
export function CalendarView({
  call,
  onOpenOrder,
}: {
  call: AdminCall;
  onOpenOrder: (orderId: string) => void;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const [span, setSpan] = useState<Span>("day");
  const [day, setDay] = useState(() => todayInIndia());
  const from = span === "day" ? day : mondayOf(day);
  const days = span === "day" ? 1 : 7;
  const read = useWorkshopRead<CalendarAnswer>(call, `/calendar?from=${from}&days=${days}`);
  const answer = read.answer;
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const replace = (next: Appointment) =>
    answer &&
    read.setAnswer({
      ...answer,
      appointments: answer.appointments.map((x) => (x.id === next.id ? next : x)),
    });
  const today = todayInIndia();

  return (
    <section aria-labelledby="calendar-heading">
      <h2 id="calendar-heading" className="text-2xl font-bold text-maroon-800">
        {m.calendar_heading({}, o)}
      </h2>
      <p className="text-sm text-ink/70">{m.calendar_intro({}, o)}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <ViewSwitch
          className=""
          label={m.calendar_views({}, o)}
          choices={[
            { id: "day", label: m.calendar_view_day({}, o) },
            { id: "week", label: m.calendar_view_week({}, o) },
          ]}
          chosen={span}
          onChoose={setSpan}
        />
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            className="px-2"
            aria-label={m.calendar_previous({}, o)}
            onClick={() => setDay(addDays(day, -days))}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </Button>
          <Button variant="outline" onClick={() => setDay(today)}>
            {m.calendar_today({}, o)}
          </Button>
          <Button
            variant="outline"
            className="px-2"
            aria-label={m.calendar_next({}, o)}
            onClick={() => setDay(addDays(day, days))}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </Button>
        </div>
        <NewAppointment
          call={call}
          date={day}
          onBooked={(a) => {
            setDay(a.date);
            read.reload();
          }}
        />
      </div>
      {read.error ? (
        <Notice error>{problemText(locale, read.error, { known: CALENDAR_PROBLEMS })}</Notice>
      ) : !answer || answer.from !== from || answer.days !== days ? (
        <Notice>{m.calendar_loading({}, o)}</Notice>
      ) : (
        <ol className="mt-4 space-y-4">
          {dates.map((date) => {
            const own = answer.appointments.filter((a) => a.date === date);
            return (
              <li key={date} data-testid="calendar-day" data-date={date}>
                <h3
                  className={`text-lg font-semibold ${date === today ? "text-maroon-700" : "text-ink"}`}
                >
                  {f.date(date)}
                  {date === today && ` · ${m.calendar_today({}, o)}`}
                </h3>
                {own.length === 0 ? (
                  <p className="text-sm text-ink/70">{m.calendar_empty_day({}, o)}</p>
                ) : (
                  <ul className="mt-2 grid gap-2 lg:grid-cols-2">
                    {own.map((a) => (
                      <AppointmentCard
                        key={a.id}
                        appointment={a}
                        call={call}
                        onOpenOrder={onOpenOrder}
                        onChanged={(next) => (next.date === a.date ? replace(next) : read.reload())}
                      />
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
