import { inLocale, m } from "../../../../shared/messages";
import { Button } from "../button";
import {
  MeasurementFields,
  measurementsDraftFrom,
  type MeasurementsDraft,
} from "../customers/measurement-fields";
import { useAdminLocale } from "../i18n/admin-locale";

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
  const o = inLocale(useAdminLocale());
  return (
    <fieldset className="space-y-4 rounded-xl border border-gold-200 bg-white p-4">
      <legend className="px-1 font-semibold text-maroon-800">
        {m.admin_orders_measure_legend({}, o)}
      </legend>
      {value === null ? (
        <Button variant="outline" onClick={() => onChange(measurementsDraftFrom(undefined))}>
          {m.admin_orders_measure_take({}, o)}
        </Button>
      ) : (
        <>
          <p className="text-sm text-ink/70">{m.admin_orders_measure_explain({}, o)}</p>
          <MeasurementFields
            value={value}
            onChange={onEdit}
            errorFor={errorFor}
            path="measurements."
          />
          <Button variant="outline" onClick={() => onChange(null)}>
            {m.admin_orders_measure_leave_out({}, o)}
          </Button>
        </>
      )}
    </fieldset>
  );
}
