/**
 * A customer's measurements for the boutique's garments (Rajputi poshak, lehenga, blouse,
 * kurti). Every change is a new dated version; an order keeps a copy of the version it is
 * made with, so a later change never alters an order in progress.
 */
import { optionalText } from "./schema-fields";
import { z } from "./zod";

export const MEASUREMENT_FIELDS = [
  { key: "bust", label: "Bust" },
  { key: "underBust", label: "Under bust" },
  { key: "waist", label: "Waist" },
  { key: "hip", label: "Hip" },
  { key: "shoulder", label: "Shoulder" },
  { key: "armhole", label: "Armhole" },
  { key: "sleeveLength", label: "Sleeve length" },
  { key: "sleeveRound", label: "Sleeve round" },
  { key: "neckFront", label: "Neck depth (front)" },
  { key: "neckBack", label: "Neck depth (back)" },
  { key: "blouseLength", label: "Blouse length" },
  { key: "kurtiLength", label: "Kurti length" },
  { key: "lehengaLength", label: "Lehenga length" },
  { key: "waistToFloor", label: "Waist to floor" },
] as const;
export type MeasurementKey = (typeof MEASUREMENT_FIELDS)[number]["key"];

export const MEASUREMENT_UNITS = ["in", "cm"] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];
export const UNIT_LABELS: Record<MeasurementUnit, string> = { in: "inches", cm: "centimetres" };

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

/** The largest plausible value: 120 inches (a tall lehenga's waist to floor is ~45). */
const MAX = { in: 120, cm: 305 } as const;
export const MEASUREMENT_NOTE_MAX = 300;

const value = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be more than 0`)
    .refine((n) => Math.round(n * 4) === n * 4, `${label} must be in quarters (e.g. 32.25)`);

/** POST /api/admin/customers/:id/measurements: the new version (the server numbers it). */
export const MeasurementsSchema = z
  .object({
    unit: z.enum(MEASUREMENT_UNITS, { error: "Unit must be inches or centimetres" }),
    values: z.object(
      Object.fromEntries(MEASUREMENT_FIELDS.map((f) => [f.key, value(f.label).optional()])) as {
        [K in MeasurementKey]: z.ZodOptional<ReturnType<typeof value>>;
      },
      { error: "Measurements are required" },
    ),
    note: optionalText("Note", MEASUREMENT_NOTE_MAX),
  })
  .superRefine((m, ctx) => {
    const taken = MEASUREMENT_FIELDS.filter((f) => m.values[f.key] !== undefined);
    if (taken.length === 0)
      ctx.addIssue({ code: "custom", path: ["values"], message: "Enter at least one measurement" });
    for (const f of taken) {
      if (m.values[f.key]! > MAX[m.unit])
        ctx.addIssue({
          code: "custom",
          path: ["values", f.key],
          message: `${f.label} must be at most ${MAX[m.unit]} ${UNIT_LABELS[m.unit]}`,
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

/** "32.25 in" */
export const formatMeasurement = (value: number, unit: MeasurementUnit): string =>
  `${Number.isInteger(value) ? value : value.toFixed(2).replace(/0$/, "")} ${unit}`;
