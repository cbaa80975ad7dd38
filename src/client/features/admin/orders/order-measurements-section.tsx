import { Button } from "../button";
import {
  MeasurementFields,
  measurementsDraftFrom,
  type MeasurementsDraft,
} from "../customers/measurement-fields";

/**
 * The new-order form's measurements (optional): taken with the order, they become a new version
 * of her measurements (as on her page) and the order keeps its copy.
 */
export function OrderMeasurementsSection({
  value,
  onChange,
  onEdit,
  errorFor,
}: {
  value: MeasurementsDraft | null;
  onChange: (value: MeasurementsDraft | null) => void;
  /** A change to the measurements typed (from the latest state, however fast she types). */
  onEdit: (change: (d: MeasurementsDraft) => MeasurementsDraft) => void;
  errorFor: (field: string) => string | undefined;
}) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-gold-200 bg-white p-4">
      <legend className="px-1 font-semibold text-maroon-800">Measurements (optional)</legend>
      {value === null ? (
        <Button variant="outline" onClick={() => onChange(measurementsDraftFrom(undefined))}>
          Take measurements with this order
        </Button>
      ) : (
        <>
          <p className="text-sm text-ink/70">
            Saved to her record as a new version of her measurements; the order keeps a copy.
          </p>
          <MeasurementFields
            value={value}
            onChange={onEdit}
            errorFor={errorFor}
            path="measurements."
          />
          <Button variant="outline" onClick={() => onChange(null)}>
            Leave measurements out
          </Button>
        </>
      )}
    </fieldset>
  );
}
