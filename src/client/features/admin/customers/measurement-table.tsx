import { todayInIndia } from "../../../../shared/dates";
import {
  formatMeasurement,
  MEASUREMENT_FIELDS,
  measurementNames,
  type MeasurementVersion,
} from "../../../../shared/measurements";
import { inLocale, m } from "../../../../shared/messages";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";

/** One version of a customer's measurements: only the ones taken, with the unit. */
export function MeasurementTable({
  version,
  caption,
}: {
  version: MeasurementVersion;
  caption?: string;
}) {
  const taken = MEASUREMENT_FIELDS.filter((f) => version.values[f.key] !== undefined);
  const locale = useAdminLocale();
  const format = useAdminFormat();
  const names = measurementNames(locale);
  return (
    <table className="w-full text-sm" data-testid="measurement-table">
      <caption className="mb-1 text-left text-xs text-ink/70">
        {caption ??
          m.admin_customers_measurements_version(
            {
              version: version.version,
              date: format.date(todayInIndia(new Date(version.recordedAt))),
              by: version.recordedBy,
            },
            inLocale(locale),
          )}
        {version.note && ` · ${version.note}`}
      </caption>
      <tbody className="divide-y divide-stone-200">
        {taken.map((f) => (
          <tr key={f.key}>
            <th scope="row" className="py-1 pr-3 text-left font-normal text-ink/70">
              {names[f.key]}
            </th>
            <td className="py-1 text-right font-medium tabular-nums">
              {formatMeasurement(version.values[f.key]!, version.unit, locale)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
