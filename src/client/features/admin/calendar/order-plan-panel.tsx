import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import {
  OccasionSchema,
  TrialNoteSchema,
  type Alteration,
  type OrderCalendar,
} from "../../../../shared/calendar/calendar";
import { inLocale, m } from "../../../../shared/messages";
import { checkInput } from "../../../../shared/schema-problem";
import { Button } from "../button";
import {
  DateInput,
  FormError,
  SelectInput,
  TextArea,
  TextInput,
  useServerAction,
} from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import type { AdminCall } from "../use-admin-session";
import { CALENDAR_PROBLEMS } from "./calendar-names";

type Status = Exclude<Alteration["status"], "on-hold">;

/**
 * Her occasion and what a fitting found (issue 24 §3), under the order's appointments: the
 * occasion's date with whether the unfinished steps' usual durations fit before it (a warning
 * when not), the trial notes, and the alteration steps they added, each moved on here.
 */
export function OrderPlanPanel({
  orderId,
  plan,
  call,
  onAnswer,
}: {
  orderId: string;
  plan: OrderCalendar;
  call: AdminCall;
  onAnswer: (plan: OrderCalendar) => void;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const toast = useAdminToast();
  const base = `/calendar/orders/${encodeURIComponent(orderId)}`;
  const [eventDate, setEventDate] = useState(plan.fit?.eventDate ?? "");
  const occasion = useServerAction({
    labels: { eventDate: m.calendar_occasion({}, o) },
    known: CALENDAR_PROBLEMS,
  });
  const statusCall = useServerAction({ known: CALENDAR_PROBLEMS });
  const [writing, setWriting] = useState(false);
  const fit = plan.fit;

  async function saveOccasion(event: FormEvent, clear = false) {
    event.preventDefault();
    const checked = checkInput(OccasionSchema, { eventDate: clear ? null : eventDate });
    if (!checked.ok) return occasion.refuse(checked);
    const r = await occasion.run(() =>
      call<OrderCalendar>(`${base}/occasion`, { method: "PUT", body: checked.data }),
    );
    if (!r.ok) return;
    if (clear) setEventDate("");
    toast({ title: m.calendar_occasion_saved({}, o), description: orderId });
    onAnswer(r.data);
  }

  async function setStatus(a: Alteration, status: Status) {
    const r = await statusCall.run(() =>
      call<OrderCalendar>(`${base}/alterations/${a.id}`, { method: "PATCH", body: { status } }),
    );
    if (r.ok) onAnswer(r.data);
  }

  const statusOptions: { value: Status; label: string }[] = [
    { value: "pending", label: m.calendar_status_pending({}, o) },
    { value: "in-progress", label: m.calendar_status_in_progress({}, o) },
    { value: "completed", label: m.calendar_status_completed({}, o) },
  ];
  return (
    <div className="mt-4 space-y-4 border-t border-gold-100 pt-4">
      <form
        onSubmit={(e) => void saveOccasion(e)}
        noValidate
        aria-label={m.calendar_occasion({}, o)}
        className="flex flex-wrap items-end gap-2"
      >
        <DateInput
          className="min-w-48 flex-1"
          label={m.calendar_occasion({}, o)}
          value={eventDate}
          onChange={setEventDate}
          hint={m.calendar_occasion_hint({}, o)}
          error={occasion.errorFor("eventDate")}
        />
        <Button type="submit" disabled={occasion.pending} className="mb-6">
          {m.calendar_occasion_save({}, o)}
        </Button>
        {fit && (
          <Button
            variant="outline"
            className="mb-6"
            disabled={occasion.pending}
            onClick={(e) => void saveOccasion(e, true)}
          >
            {m.calendar_occasion_clear({}, o)}
          </Button>
        )}
      </form>
      {fit && (
        <p
          data-testid="occasion-fit"
          data-fits={fit.fits}
          role={fit.fits ? undefined : "alert"}
          className={`flex items-start gap-2 rounded-lg p-3 text-sm ${fit.fits ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900"}`}
        >
          {fit.fits ? (
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          ) : (
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          )}
          {(fit.fits ? m.calendar_fit_ok : m.calendar_fit_warn)(
            {
              days: f.number(fit.daysNeeded),
              ready: f.date(fit.readyBy),
              date: f.date(fit.eventDate),
              left: f.number(fit.daysLeft),
            },
            o,
          )}
        </p>
      )}

      <section aria-labelledby="trial-notes-heading">
        <h4 id="trial-notes-heading" className="font-semibold text-maroon-800">
          {m.calendar_notes_heading({}, o)}
        </h4>
        {plan.trialNotes.length === 0 && !writing && (
          <p className="text-sm text-ink/70">{m.calendar_notes_none({}, o)}</p>
        )}
        <ul className="mt-1 space-y-1">
          {plan.trialNotes.map((n) => (
            <li key={n.id} data-testid="trial-note" className="text-sm">
              <span className="whitespace-pre-wrap">{n.note}</span>{" "}
              <span className="text-xs text-ink/70">
                ({m.calendar_note_by({ by: n.createdBy, when: f.dateTime(n.createdAt) }, o)})
              </span>
            </li>
          ))}
        </ul>
        {plan.alterations.length > 0 && (
          <ol className="mt-2 space-y-2" aria-label={m.calendar_alterations({}, o)}>
            {plan.alterations.map((a) => (
              <li
                key={a.id}
                data-testid="alteration"
                data-status={a.status}
                className="flex flex-wrap items-end gap-2 rounded-lg border border-gold-100 p-2"
              >
                <span className="min-w-0 flex-1 self-center">
                  <span className="font-semibold">{a.name}</span>{" "}
                  <span className="text-sm text-ink/70">
                    · {m.calendar_alteration_days_value({ days: f.number(a.estimatedDays) }, o)}
                  </span>
                </span>
                <SelectInput
                  className="w-40"
                  label={m.calendar_alteration_status({ name: a.name }, o)}
                  value={a.status === "on-hold" ? "pending" : a.status}
                  options={statusOptions}
                  onChange={(status) => void setStatus(a, status)}
                />
              </li>
            ))}
          </ol>
        )}
        <FormError message={statusCall.error} />
        {writing ? (
          <TrialNoteForm
            call={call}
            path={`${base}/trial-notes`}
            appointmentId={
              plan.appointments.filter((a) => a.kind === "fitting" && a.state === "booked").at(-1)
                ?.id ?? null
            }
            onClose={() => setWriting(false)}
            onDone={(next) => {
              setWriting(false);
              toast({ title: m.calendar_note_saved({}, o), description: orderId });
              onAnswer(next);
            }}
          />
        ) : (
          <Button variant="outline" className="mt-2" onClick={() => setWriting(true)}>
            {m.calendar_note_add({}, o)}
          </Button>
        )}
      </section>
    </div>
  );
}

function TrialNoteForm({
  call,
  path,
  appointmentId,
  onClose,
  onDone,
}: {
  call: AdminCall;
  path: string;
  appointmentId: number | null;
  onClose: () => void;
  onDone: (plan: OrderCalendar) => void;
}) {
  const o = inLocale(useAdminLocale());
  const [note, setNote] = useState("");
  const [rows, setRows] = useState([{ name: "", days: "2" }]);
  const server = useServerAction({
    labels: { note: m.calendar_note_field({}, o) },
    known: CALENDAR_PROBLEMS,
  });
  const alterations = rows
    .filter((r) => r.name.trim() !== "")
    .map((r) => ({ name: r.name, estimatedDays: Number(r.days) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkInput(TrialNoteSchema, { appointmentId, note, alterations });
    if (!checked.ok) return server.refuse(checked);
    const r = await server.run(() =>
      call<OrderCalendar>(path, { method: "POST", body: checked.data }),
    );
    if (r.ok) onDone(r.data);
  }
  const set = (i: number, part: Partial<{ name: string; days: string }>) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, ...part } : r)));
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={m.calendar_note_form({}, o)}
      className="mt-2 space-y-3 rounded-xl border border-gold-200 bg-cream/60 p-3"
    >
      <TextArea
        label={m.calendar_note_field({}, o)}
        required
        value={note}
        maxLength={1000}
        onChange={setNote}
        error={server.errorFor("note")}
      />
      {rows.map((r, i) => (
        <div key={i} className="grid grid-cols-[1fr_6rem] gap-2">
          <TextInput
            label={m.calendar_alteration_name({ n: i + 1 }, o)}
            value={r.name}
            maxLength={120}
            onChange={(name) => set(i, { name })}
            error={server.errorFor(`alterations.${i}.name`)}
          />
          <TextInput
            label={m.calendar_alteration_days({}, o)}
            type="number"
            inputMode="numeric"
            min={1}
            max={60}
            value={r.days}
            onChange={(days) => set(i, { days })}
            error={server.errorFor(`alterations.${i}.estimatedDays`)}
          />
        </div>
      ))}
      {rows.length < 10 && (
        <Button variant="outline" onClick={() => setRows([...rows, { name: "", days: "2" }])}>
          {m.calendar_alteration_add({}, o)}
        </Button>
      )}
      {server.field === "" || server.field === "appointmentId" ? (
        <FormError message={server.error} />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={server.pending}>
          {m.calendar_note_save({}, o)}
        </Button>
        <Button variant="outline" onClick={onClose}>
          {m.calendar_close({}, o)}
        </Button>
      </div>
    </form>
  );
}
