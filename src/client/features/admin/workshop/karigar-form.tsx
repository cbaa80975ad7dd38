import { Plus, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { todayInIndia } from "../../../../shared/dates";
import { inLocale, m } from "../../../../shared/messages";
import { KARIGAR_PLACES } from "../../../../shared/workshop/karigar-input";
import type { Karigar, KarigarPage } from "../../../../shared/workshop/workshop";
import { Button } from "../button";
import {
  CheckboxInput,
  FormError,
  optionsOf,
  SelectInput,
  TextArea,
  TextInput,
  useServerAction,
} from "../form-parts";
import { useAdminLocale } from "../i18n/admin-locale";
import type { AdminCall } from "../use-admin-session";
import { RateFields, useStepOptions } from "./rate-fields";
import {
  draftOfKarigar,
  emptyKarigarDraft,
  emptyRateDraft,
  karigarInputOf,
  type KarigarDraft,
  type RateDraft,
} from "./workshop-drafts";
import { placeName } from "./workshop-names";
import { WORKSHOP_PROBLEMS } from "./workshop-problems";

/**
 * A karigar's details: name, phone, in the workshop or outside, the steps they do, a note,
 * active or not; a new karigar's first piece rates too (a known one's rates are dated rows
 * added on their page). Nothing typed is lost on a refusal: it shows beside its field.
 */
export function KarigarForm({
  karigar,
  call,
  onSaved,
  onClose,
}: {
  /** The karigar being edited; a new one without. */
  karigar?: Karigar;
  call: AdminCall;
  onSaved: (page: KarigarPage) => void;
  onClose: () => void;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const steps = useStepOptions();
  const [draft, setDraft] = useState<KarigarDraft>(() =>
    karigar ? draftOfKarigar(karigar) : emptyKarigarDraft(todayInIndia()),
  );
  const server = useServerAction({
    labels: {
      name: m.admin_workshop_col_name({}, o),
      phone: m.admin_workshop_phone({}, o),
      note: m.admin_workshop_note({}, o),
      "rates.*.work": m.admin_workshop_rate_work({}, o),
      "rates.*.effectiveFrom": m.admin_workshop_rate_from({}, o),
    },
    known: WORKSHOP_PROBLEMS,
  });
  const set =
    <K extends keyof KarigarDraft>(key: K) =>
    (value: KarigarDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const setRate = (i: number) => (rate: RateDraft) =>
    setDraft((d) => ({ ...d, rates: d.rates.map((r, j) => (j === i ? rate : r)) }));
  const toggleSkill = (id: string, on: boolean) =>
    setDraft((d) => ({
      ...d,
      skills: on
        ? steps.map((s) => s.value).filter((s) => s === id || d.skills.includes(s))
        : d.skills.filter((s) => s !== id),
    }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = karigarInputOf(draft);
    if (!checked.ok) return server.refuse(checked);
    const input = karigar ? { ...checked.data, rates: [] } : checked.data;
    const r = await server.run(() =>
      call<KarigarPage>(karigar ? `/workshop/karigars/${karigar.id}` : "/workshop/karigars", {
        method: karigar ? "PUT" : "POST",
        body: input,
      }),
    );
    if (r.ok) onSaved(r.data);
  }

  const shownField = /^(name|phone|place|note|skills|rates\.\d+\.\w+)$/.test(server.field);
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={karigar ? m.admin_workshop_edit_form({}, o) : m.admin_workshop_new_heading({}, o)}
      className="space-y-5 rounded-2xl border border-gold-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label={m.admin_workshop_col_name({}, o)}
          required
          maxLength={100}
          autoComplete="off"
          value={draft.name}
          onChange={set("name")}
          error={server.errorFor("name")}
        />
        <TextInput
          label={m.admin_workshop_phone({}, o)}
          required
          type="tel"
          inputMode="tel"
          value={draft.phone}
          onChange={set("phone")}
          error={server.errorFor("phone")}
        />
        <SelectInput
          label={m.admin_workshop_place({}, o)}
          value={draft.place}
          options={optionsOf(KARIGAR_PLACES, (p) => placeName(p, locale))}
          onChange={set("place")}
          error={server.errorFor("place")}
        />
        <div className="sm:pt-7">
          <CheckboxInput
            label={m.admin_workshop_active({}, o)}
            hint={m.admin_workshop_active_hint({}, o)}
            checked={draft.active}
            onChange={set("active")}
          />
        </div>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink">{m.admin_workshop_skills({}, o)}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {steps.map((s) => (
            <CheckboxInput
              key={s.value}
              label={s.label}
              checked={draft.skills.includes(s.value)}
              onChange={(on) => toggleSkill(s.value, on)}
            />
          ))}
        </div>
        {server.errorFor("skills") && (
          <p className="mt-1 text-sm text-red-700">{server.errorFor("skills")}</p>
        )}
      </fieldset>
      <TextArea
        label={m.admin_workshop_note({}, o)}
        maxLength={500}
        rows={2}
        value={draft.note}
        onChange={set("note")}
        error={server.errorFor("note")}
      />
      {!karigar && (
        <fieldset className="space-y-3">
          <legend className="text-lg font-semibold text-maroon-800">
            {m.admin_workshop_rates_heading({}, o)}
          </legend>
          <p className="text-sm text-ink/70">{m.admin_workshop_rates_hint({}, o)}</p>
          {draft.rates.map((rate, i) => (
            <div
              key={i}
              data-testid="rate-row"
              role="group"
              aria-label={m.admin_workshop_rate_n({ n: i + 1 }, o)}
              className="rounded-xl border border-gold-100 bg-cream/60 p-3"
            >
              <RateFields
                rate={rate}
                onChange={setRate(i)}
                errorFor={(field) => server.errorFor(`rates.${i}.${field}`)}
              />
              <Button
                variant="outline"
                className="mt-2 text-sm"
                onClick={() =>
                  setDraft((d) => ({ ...d, rates: d.rates.filter((_, j) => j !== i) }))
                }
              >
                <Trash2 className="size-4" aria-hidden="true" />{" "}
                {m.admin_workshop_rate_remove({}, o)}
              </Button>
            </div>
          ))}
          <Button
            variant="outline"
            className="text-sm"
            onClick={() =>
              setDraft((d) => ({
                ...d,
                rates: [...d.rates, emptyRateDraft(todayInIndia(), d.rates.at(-1)?.stepId)],
              }))
            }
          >
            <Plus className="size-4" aria-hidden="true" /> {m.admin_workshop_rate_add_row({}, o)}
          </Button>
        </fieldset>
      )}
      <FormError message={shownField ? "" : server.error} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={server.pending}>
          {m.admin_workshop_save({}, o)}
        </Button>
        <Button variant="outline" onClick={onClose}>
          {m.admin_workshop_cancel({}, o)}
        </Button>
      </div>
    </form>
  );
}
