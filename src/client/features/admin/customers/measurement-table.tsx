import {
  formatMeasurement,
  MEASUREMENT_FIELDS,
  type MeasurementVersion,
} from "../../../../shared/measurements";
import { formatIndianDate } from "../../../../shared/orders";

/** One version of a customer's measurements: only the ones taken, with the unit. */
export function MeasurementTable({
  version,
  caption,
}: {
  version: MeasurementVersion;
  caption?: string;
}) {
  const taken = MEASUREMENT_FIELDS.filter((f) => version.values[f.key] !== undefined);
  return (
    <table className="w-full text-sm" data-testid="measurement-table">
      <caption className="mb-1 text-left text-xs text-ink/70">
        {caption ??
          `Version ${version.version}, taken ${formatIndianDate(version.recordedAt.slice(0, 10))} by ${version.recordedBy}`}
        {version.note && ` · ${version.note}`}
      </caption>
      <tbody className="divide-y divide-stone-200">
        {taken.map((f) => (
          <tr key={f.key}>
            <th scope="row" className="py-1 pr-3 text-left font-normal text-ink/70">
              {f.label}
            </th>
            <td className="py-1 text-right font-medium tabular-nums">
              {formatMeasurement(version.values[f.key]!, version.unit)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
