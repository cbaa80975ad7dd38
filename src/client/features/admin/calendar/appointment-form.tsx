import { useState, type FormEvent } from "react";
import {
  APPOINTMENT_KINDS,
  AppointmentInputSchema,
  type Appointment,
  type AppointmentKind,
} from "../../../../shared/calendar/calendar";
import { addDays, todayInIndia } from "../../../../shared/dates";
import { inLocale, m } from "../../../../shared/messages";
import { checkInput } from "../../../../shared/schema-problem";
import { Button } from "../button";
import {
  DateInput,
  FormError,
  SelectInput,
  TextArea,
  TextInput,
  optionsOf,
  useServerAction,
} from "../form-parts";
import { useAdminLocale } from "../i18n/admin-locale";
import type { AdminCall } from "../use-admin-session";
import { CALENDAR_PROBLEMS, kindName } from "./calendar-names";

const FIELDS = ["kind", "date", "time", "durationMinutes", "note", "measurementVersion"];

/**
 * Books an appointment for her (with the order, when booked from one), or moves one: the kind,
 * the day and time in Jaipur, how long, a note and, for a fitting, the measurement version used.
 */
export function AppointmentForm({
  call,
  customerId,
  orderId,
  versions,
  appointment,
  date: day,
  onDone,
  onClose,
}: {
  call: AdminCall;
  customerId: number;
  orderId: string | null;
  /** A new one's day to start with (the calendar's day shown); tomorrow when absent or past. */
  date?: string;
  /** Her measurement versions to choose from (the newest first). */
  versions: readonly number[];
  /** The appointment moved; absent: a new one. */
  appointment?: Appointment;
  onDone: (appointment: Appointment) => void;
  onClose: () => void;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const [kind, setKind] = useState<AppointmentKind>(appointment?.kind ?? "fitting");
  const [date, setDate] = useState(
    () => appointment?.date ?? (day && day >= todayInIndia() ? day : addDays(todayInIndia(), 1)),
  );
  const [time, setTime] = useState(appointment?.time ?? "11:00");
  const [minutes, setMinutes] = useState(String(appointment?.durationMinutes ?? 30));
  const [note, setNote] = useState(appointment?.note ?? "");
  const [version, setVersion] = useState(
    String(appointment ? (appointment.measurementVersion ?? "") : (versions[0] ?? "")),
  );
  const server = useServerAction({
    labels: {
      kind: m.calendar_field_kind({}, o),
      date: m.calendar_field_date({}, o),
      time: m.calendar_field_time({}, o),
      durationMinutes: m.calendar_field_duration({}, o),
      note: m.calendar_field_note({}, o),
      measurementVersion: m.calendar_field_measurements({}, o),
    },
    known: CALENDAR_PROBLEMS,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkInput(AppointmentInputSchema, {
      kind,
      customerId,
      orderId: appointment ? appointment.orderId : orderId,
      measurementVersion: kind === "fitting" && version !== "" ? Number(version) : null,
      date,
      time,
      durationMinutes: Number(minutes),
      note,
      ...(appointment ? { revision: appointment.revision } : {}),
    });
    if (!checked.ok) return server.refuse(checked);
    const r = await server.run(() =>
      call<{ appointment: Appointment }>(
        appointment ? `/calendar/appointments/${appointment.id}` : "/calendar/appointments",
        { method: appointment ? "PUT" : "POST", body: checked.data },
      ),
    );
    if (r.ok) onDone(r.data.appointment);
  }

  const title = appointment ? m.calendar_form_move({}, o) : m.calendar_form_new({}, o);
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={title}
      className="mt-3 space-y-3 rounded-xl border border-gold-200 bg-cream/60 p-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectInput
          label={m.calendar_field_kind({}, o)}
          required
          value={kind}
          options={optionsOf(APPOINTMENT_KINDS, (k) => kindName(k, locale))}
          onChange={setKind}
          error={server.errorFor("kind")}
        />
        {kind === "fitting" && (
          <SelectInput
            label={m.calendar_field_measurements({}, o)}
            value={version}
            options={[
              { value: "", label: m.calendar_field_measurements_none({}, o) },
              ...versions.map((v) => ({ value: String(v), label: `v${v}` })),
            ]}
            onChange={setVersion}
            error={server.errorFor("measurementVersion")}
          />
        )}
        <DateInput
          label={m.calendar_field_date({}, o)}
          required
          value={date}
          onChange={setDate}
          error={server.errorFor("date")}
        />
        <TextInput
          label={m.calendar_field_time({}, o)}
          required
          type="time"
          value={time}
          onChange={setTime}
          error={server.errorFor("time")}
        />
        <TextInput
          label={m.calendar_field_duration({}, o)}
          type="number"
          inputMode="numeric"
          min={5}
          max={480}
          step={5}
          value={minutes}
          onChange={setMinutes}
          error={server.errorFor("durationMinutes")}
        />
      </div>
      <TextArea
        label={m.calendar_field_note({}, o)}
        value={note}
        maxLength={500}
        rows={2}
        onChange={setNote}
        error={server.errorFor("note")}
      />
      {!FIELDS.includes(server.field) && <FormError message={server.error} />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={server.pending}>
          {appointment ? m.calendar_save({}, o) : m.calendar_book({}, o)}
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          {m.calendar_close({}, o)}
        </Button>
      </div>
    </form>
  );
}
