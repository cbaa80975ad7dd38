import { useState, type FormEvent } from "react";
import type { CustomerDetail } from "../../../../shared/customers";
import {
  convert,
  MEASUREMENT_FIELDS,
  MEASUREMENT_NOTE_MAX,
  MEASUREMENT_UNITS,
  MeasurementsSchema,
  UNIT_LABELS,
  type MeasurementKey,
  type MeasurementUnit,
  type MeasurementVersion,
} from "../../../../shared/measurements";
import { checkInput } from "../../../../shared/schema-problem";
import { Button } from "../button";
import { FormError, optionsOf, SelectInput, TextInput, useServerAction } from "../form-parts";
import type { AdminCall } from "../use-admin-session";
import { useDraft, useHasDraft } from "../use-draft";
import { MeasurementTable } from "./measurement-table";

type Typed = Record<MeasurementKey, string>;
const measurementsDraft = (customerId: number) => `measurements:${customerId}`;
const typedFrom = (v: MeasurementVersion | undefined, unit: MeasurementUnit): Typed =>
  Object.fromEntries(
    MEASUREMENT_FIELDS.map((f) => {
      const value = v?.values[f.key];
      return [f.key, value === undefined ? "" : String(convert(value, v!.unit, unit))];
    }),
  ) as Typed;

/** A new version of her measurements, starting from the latest (in the unit chosen). */
function MeasurementsForm({
  customerId,
  latest,
  call,
  onSaved,
  onClose,
}: {
  customerId: number;
  latest: MeasurementVersion | undefined;
  call: AdminCall;
  onSaved: (detail: CustomerDetail) => void;
  onClose: () => void;
}) {
  const kept = useDraft(measurementsDraft(customerId), {
    unit: latest?.unit ?? "in",
    typed: typedFrom(latest, latest?.unit ?? "in"),
    note: "",
  });
  const { unit, typed, note } = kept.value;
  const setUnit = (u: MeasurementUnit) => kept.setValue((d) => ({ ...d, unit: u }));
  const setTyped = (f: (t: Typed) => Typed) => kept.setValue((d) => ({ ...d, typed: f(d.typed) }));
  const setNote = (n: string) => kept.setValue((d) => ({ ...d, note: n }));
  const server = useServerAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = Object.fromEntries(
      MEASUREMENT_FIELDS.flatMap((f) => {
        const text = typed[f.key].trim();
        return text === "" ? [] : [[f.key, Number(text)]];
      }),
    );
    const checked = checkInput(MeasurementsSchema, { unit, values, note });
    if (!checked.ok) return server.refuse(checked);
    const r = await server.run(() =>
      call<CustomerDetail>(`/customers/${customerId}/measurements`, { body: checked.data }),
    );
    if (r.ok) {
      kept.forget();
      onSaved(r.data);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="New measurements"
      className="mt-3 space-y-4 rounded-xl border border-gold-200 bg-white p-4"
    >
      <SelectInput
        label="Unit"
        value={unit}
        options={optionsOf(MEASUREMENT_UNITS, (u) => UNIT_LABELS[u])}
        onChange={(next) => {
          // What was typed follows the unit, so switching never mixes inches and centimetres.
          setTyped((t) => {
            const converted = { ...t };
            for (const f of MEASUREMENT_FIELDS) {
              const n = Number(t[f.key]);
              if (t[f.key].trim() !== "" && Number.isFinite(n))
                converted[f.key] = String(convert(n, unit, next));
            }
            return converted;
          });
          setUnit(next);
        }}
        error={server.errorFor("unit")}
        className="max-w-xs"
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {MEASUREMENT_FIELDS.map((f) => (
          <TextInput
            key={f.key}
            label={`${f.label} (${unit})`}
            inputMode="decimal"
            value={typed[f.key]}
            onChange={(v) => setTyped((t) => ({ ...t, [f.key]: v }))}
            error={server.errorFor(`values.${f.key}`)}
          />
        ))}
      </div>
      <TextInput
        label="Note"
        maxLength={MEASUREMENT_NOTE_MAX}
        value={note}
        onChange={setNote}
        error={server.errorFor("note")}
        hint="For example: taken at the second fitting, loose fit wanted"
      />
      <FormError message={server.error} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={server.pending}>
          {server.pending ? "Saving…" : "Save as new version"}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            kept.forget();
            onClose();
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Her latest measurements, the older versions (still readable), and a form for a new one. */
export function MeasurementsPanel({
  detail,
  call,
  onAnswer,
}: {
  detail: CustomerDetail;
  call: AdminCall;
  onAnswer: (detail: CustomerDetail) => void;
}) {
  // A draft kept from before a reload opens the form again, as she left it.
  const hasDraft = useHasDraft(measurementsDraft(detail.customer.id));
  const [adding, setAdding] = useState(hasDraft);
  const [latest, ...older] = detail.measurements;
  return (
    <section aria-labelledby="measurements-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="measurements-heading" className="text-xl font-semibold text-maroon-800">
          Measurements
        </h3>
        {!adding && (
          <Button variant="outline" onClick={() => setAdding(true)}>
            {latest ? "New measurements" : "Add measurements"}
          </Button>
        )}
      </div>
      {adding && (
        <MeasurementsForm
          customerId={detail.customer.id}
          latest={latest}
          call={call}
          onSaved={(d) => {
            setAdding(false);
            onAnswer(d);
          }}
          onClose={() => setAdding(false)}
        />
      )}
      {latest ? (
        <div
          className="mt-3 max-w-md rounded-xl border border-gold-200 bg-white p-4"
          data-testid="latest-measurements"
        >
          <MeasurementTable version={latest} />
        </div>
      ) : (
        !adding && <p className="mt-2 text-ink/70">No measurements taken yet.</p>
      )}
      {older.length > 0 && (
        <details className="mt-3">
          <summary className="cursor-pointer font-medium text-maroon-700">
            Earlier versions ({older.length})
          </summary>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2">
            {older.map((v) => (
              <li
                key={v.version}
                className="rounded-xl border border-stone-200 bg-white p-4"
                data-testid="older-measurements"
              >
                <MeasurementTable version={v} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
