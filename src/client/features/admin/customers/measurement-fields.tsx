/**
 * Her measurements as typed: the unit, each field and a note. The customer page's form and the
 * order form's measurements section both use them, and send MeasurementsSchema's shape.
 */
import {
  convert,
  MEASUREMENT_FIELDS,
  MEASUREMENT_NOTE_MAX,
  MEASUREMENT_UNITS,
  measurementNames,
  unitNames,
  type MeasurementKey,
  type MeasurementUnit,
  type MeasurementVersion,
} from "../../../../shared/measurements";
import { inLocale, m } from "../../../../shared/messages";
import { optionsOf, SelectInput, TextInput } from "../form-parts";
import { useAdminLocale } from "../i18n/admin-locale";

type Typed = Record<MeasurementKey, string>;
export interface MeasurementsDraft {
  unit: MeasurementUnit;
  typed: Typed;
  note: string;
}

/** A new version's starting point: the latest version's values (none for her first). */
export const measurementsDraftFrom = (
  latest: MeasurementVersion | undefined,
): MeasurementsDraft => {
  const unit = latest?.unit ?? "in";
  const typed = Object.fromEntries(
    MEASUREMENT_FIELDS.map((f) => {
      const value = latest?.values[f.key];
      return [f.key, value === undefined ? "" : String(convert(value, latest!.unit, unit))];
    }),
  ) as Typed;
  return { unit, typed, note: "" };
};

/** What is sent, for MeasurementsSchema to judge: empty fields left out. */
export const measurementsInput = ({ unit, typed, note }: MeasurementsDraft) => ({
  unit,
  values: Object.fromEntries(
    MEASUREMENT_FIELDS.flatMap((f) => {
      const text = typed[f.key].trim();
      return text === "" ? [] : [[f.key, Number(text)]];
    }),
  ),
  note,
});

/** The fields; `path` prefixes the schema's field names (the order form's "measurements."). */
export function MeasurementFields({
  value,
  onChange,
  errorFor,
  path = "",
}: {
  value: MeasurementsDraft;
  onChange: (change: (d: MeasurementsDraft) => MeasurementsDraft) => void;
  errorFor: (field: string) => string | undefined;
  path?: string;
}) {
  const { unit, typed, note } = value;
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const names = measurementNames(locale);
  const units = unitNames(locale);
  return (
    <>
      <SelectInput
        label={m.admin_customers_measurement_unit({}, o)}
        value={unit}
        options={optionsOf(MEASUREMENT_UNITS, (u) => units[u].name)}
        onChange={(next) =>
          // What was typed follows the unit, so switching never mixes inches and centimetres.
          onChange((d) => {
            const converted = { ...d.typed };
            for (const f of MEASUREMENT_FIELDS) {
              const n = Number(d.typed[f.key]);
              if (d.typed[f.key].trim() !== "" && Number.isFinite(n))
                converted[f.key] = String(convert(n, d.unit, next));
            }
            return { ...d, unit: next, typed: converted };
          })
        }
        error={errorFor(`${path}unit`)}
        className="max-w-xs"
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {MEASUREMENT_FIELDS.map((f) => (
          <TextInput
            key={f.key}
            label={`${names[f.key]} (${units[unit].short})`}
            inputMode="decimal"
            value={typed[f.key]}
            onChange={(v) => onChange((d) => ({ ...d, typed: { ...d.typed, [f.key]: v } }))}
            error={errorFor(`${path}values.${f.key}`)}
          />
        ))}
      </div>
      <TextInput
        label={m.admin_customers_measurement_note({}, o)}
        maxLength={MEASUREMENT_NOTE_MAX}
        value={note}
        onChange={(v) => onChange((d) => ({ ...d, note: v }))}
        error={errorFor(`${path}note`)}
        hint={m.admin_customers_measurement_note_hint({}, o)}
      />
    </>
  );
}
