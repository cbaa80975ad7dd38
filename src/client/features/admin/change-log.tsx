import type { StepChange } from "../../../shared/admin";
import {
  CUSTOMER_STATUS_INFO,
  formatIndianDate,
  formatIndianDateTime,
  type StatusHistoryEntry,
} from "../../../shared/orders";

/** Who changed which step and when, beside what the customer has been told. */
export function ChangeLog({
  changes,
  history,
}: {
  changes: StepChange[];
  history: StatusHistoryEntry[];
}) {
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="changes-heading">
        <h3 id="changes-heading" className="text-lg font-semibold text-maroon-800">
          Change History
        </h3>
        {changes.length === 0 ? (
          <p className="mt-2 text-sm text-ink/70">No changes recorded yet.</p>
        ) : (
          <ul className="mt-2 space-y-2 text-sm" data-testid="change-log">
            {changes.map((c) => (
              <li
                key={`${c.changedAt}-${c.stepId}-${c.toStatus}`}
                className="rounded-lg bg-white p-3"
              >
                <span className="font-semibold">{c.changedBy}</span> set{" "}
                <span className="font-medium">{c.stepName}</span> from {c.fromStatus} to{" "}
                <span className="font-medium">{c.toStatus}</span>
                <span className="block text-ink/70">
                  <time dateTime={c.changedAt}>{formatIndianDateTime(c.changedAt)}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="status-history-heading">
        <h3 id="status-history-heading" className="text-lg font-semibold text-maroon-800">
          Customer Status History
        </h3>
        <ol className="mt-2 space-y-2 text-sm" data-testid="status-history">
          {history.map((h) => (
            <li key={`${h.status}-${h.date}`} className="rounded-lg bg-white p-3">
              <span className="font-semibold">{CUSTOMER_STATUS_INFO[h.status].label}</span> ·{" "}
              {formatIndianDate(h.date)}
              <span className="block text-ink/70">{h.description}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
