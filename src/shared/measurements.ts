/**
 * A customer's measurements for the boutique's garments (Rajputi poshak, lehenga, blouse,
 * kurti). Every change is a new dated version; an order keeps a copy of the version it is
 * made with, so a later change never alters an order in progress.
 */
import type { Locale } from "./locale";
import { EN, inLocale, m } from "./messages";
import { optionalText } from "./schema-fields";
import { z } from "./zod";

import { MEASUREMENT_KEYS, measurementNames, type MeasurementKey } from "./measurement-names";

export { MEASUREMENT_KEYS, measurementNames, type MeasurementKey };

/** Each measurement with its English name (what the schema's refusals say). */
export const MEASUREMENT_FIELDS = /* @__PURE__ */ (() => {
  const names = measurementNames("en");
  return MEASUREMENT_KEYS.map((key) => ({ key, label: names[key] }));
})();

export const MEASUREMENT_UNITS = ["in", "cm"] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];

/** The largest plausible value: 120 inches (a tall lehenga's waist to floor is ~45). */
const MAX_MEASUREMENT = { in: 120, cm: 305 } as const;

/** A unit's name ("inches" / "इंच") and its short form after a value ("in" / "इंच"). */
export function unitNames(
  locale: Locale,
): Record<MeasurementUnit, { name: string; short: string }> {
  const o = inLocale(locale);
  return {
    in: { name: m.admin_customers_unit_in({}, o), short: m.admin_customers_unit_in_short({}, o) },
    cm: { name: m.admin_customers_unit_cm({}, o), short: m.admin_customers_unit_cm_short({}, o) },
  };
}
export const UNIT_LABELS: Record<MeasurementUnit, string> = /* @__PURE__ */ (() => {
  const names = unitNames("en");
  return { in: names.in.name, cm: names.cm.name };
})();

/**
 * Why a new version of her measurements is refused, in a language (`label`: the measurement's
 * name in it): the server answers in English (MEASUREMENT_REFUSALS), the back office says the
 * same refusal in the owner's language.
 */
export function measurementRefusals(locale: Locale) {
  const o = inLocale(locale);
  return {
    notNumber: (label: string) => m.admin_customers_m_refusal_number({ label }, o),
    notPositive: (label: string) => m.admin_customers_m_refusal_positive({ label }, o),
    notQuarters: (label: string) => m.admin_customers_m_refusal_quarters({ label }, o),
    tooLarge: (label: string, unit: MeasurementUnit) =>
      m.admin_customers_m_refusal_max(
        { label, max: MAX_MEASUREMENT[unit], unit: unitNames(locale)[unit].name },
        o,
      ),
    unit: m.admin_customers_m_refusal_unit({}, o),
    required: m.admin_customers_m_refusal_required({}, o),
    none: m.admin_customers_m_refusal_none({}, o),
  } as const;
}
/** In English: what the server answers. */
export const MEASUREMENT_REFUSALS = /* @__PURE__ */ measurementRefusals("en");

/** Only the measurements taken: a field left empty is absent. */
export type MeasurementValues = Partial<Record<MeasurementKey, number>>;

/** One dated version of a customer's measurements. */
export interface MeasurementVersion {
  version: number;
  unit: MeasurementUnit;
  values: MeasurementValues;
  note: string;
  /** ISO timestamp. */
  recordedAt: string;
  /** The owner's display name. */
  recordedBy: string;
}

export const MEASUREMENT_NOTE_MAX = 300;

const value = (label: string) =>
  z
    .number({ error: MEASUREMENT_REFUSALS.notNumber(label) })
    .positive(MEASUREMENT_REFUSALS.notPositive(label))
    .refine((n) => Math.round(n * 4) === n * 4, MEASUREMENT_REFUSALS.notQuarters(label));

/** POST /api/admin/customers/:id/measurements: the new version (the server numbers it). */
export const MeasurementsSchema = z
  .object({
    unit: z.enum(MEASUREMENT_UNITS, { error: MEASUREMENT_REFUSALS.unit }),
    values: z.object(
      Object.fromEntries(MEASUREMENT_FIELDS.map((f) => [f.key, value(f.label).optional()])) as {
        [K in MeasurementKey]: z.ZodOptional<ReturnType<typeof value>>;
      },
      { error: MEASUREMENT_REFUSALS.required },
    ),
    note: optionalText(m.admin_customers_measurement_note({}, EN), MEASUREMENT_NOTE_MAX),
  })
  .superRefine((input, ctx) => {
    const taken = MEASUREMENT_FIELDS.filter((f) => input.values[f.key] !== undefined);
    if (taken.length === 0)
      ctx.addIssue({ code: "custom", path: ["values"], message: MEASUREMENT_REFUSALS.none });
    for (const f of taken) {
      if (input.values[f.key]! > MAX_MEASUREMENT[input.unit])
        ctx.addIssue({
          code: "custom",
          path: ["values", f.key],
          message: MEASUREMENT_REFUSALS.tooLarge(f.label, input.unit),
        });
    }
  });
export type MeasurementsInput = z.output<typeof MeasurementsSchema>;

const CM_PER_INCH = 2.54;

/** A value in the other unit, to a quarter inch or a half centimetre. */
export function convert(value: number, from: MeasurementUnit, to: MeasurementUnit): number {
  if (from === to) return value;
  return to === "cm"
    ? Math.round(value * CM_PER_INCH * 2) / 2
    : Math.round((value / CM_PER_INCH) * 4) / 4;
}

/** "32.25 in" / "32.25 इंच" */
export const formatMeasurement = (
  value: number,
  unit: MeasurementUnit,
  locale: Locale = "en",
): string =>
  `${Number.isInteger(value) ? value : value.toFixed(2).replace(/0$/, "")} ${unitNames(locale)[unit].short}`;
