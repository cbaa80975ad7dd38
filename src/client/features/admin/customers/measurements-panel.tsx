import { useState, type FormEvent } from "react";
import type { CustomerDetail } from "../../../../shared/customers";
import { MeasurementsSchema, type MeasurementVersion } from "../../../../shared/measurements";
import { inLocale, m } from "../../../../shared/messages";
import { checkInput } from "../../../../shared/schema-problem";
import { Button } from "../button";
import { FormError, useServerAction } from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import type { AdminCall } from "../use-admin-session";
import { useDraft, useHasDraft } from "../use-draft";
import { MeasurementFields, measurementsDraftFrom, measurementsInput } from "./measurement-fields";
import { MeasurementTable } from "./measurement-table";
import { CUSTOMER_PROBLEMS, measurementLabels } from "./customer-problems";

const measurementsDraft = (customerId: number) => `measurements:${customerId}`;

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
  const kept = useDraft(measurementsDraft(customerId), measurementsDraftFrom(latest));
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const server = useServerAction({ labels: measurementLabels(locale), known: CUSTOMER_PROBLEMS });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkInput(MeasurementsSchema, measurementsInput(kept.value));
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
      aria-label={m.admin_customers_measurements_new({}, o)}
      className="mt-3 space-y-4 rounded-xl border border-gold-200 bg-white p-4"
    >
      <MeasurementFields value={kept.value} onChange={kept.setValue} errorFor={server.errorFor} />
      <FormError message={server.error} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={server.pending}>
          {server.pending
            ? m.admin_customers_saving({}, o)
            : m.admin_customers_measurements_save({}, o)}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            kept.forget();
            onClose();
          }}
        >
          {m.admin_customers_cancel({}, o)}
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
  const o = inLocale(useAdminLocale());
  const f = useAdminFormat();
  return (
    <section aria-labelledby="measurements-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="measurements-heading" className="text-xl font-semibold text-maroon-800">
          {m.admin_customers_measurements({}, o)}
        </h3>
        {!adding && (
          <Button variant="outline" onClick={() => setAdding(true)}>
            {latest
              ? m.admin_customers_measurements_new({}, o)
              : m.admin_customers_measurements_add({}, o)}
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
        !adding && <p className="mt-2 text-ink/70">{m.admin_customers_measurements_none({}, o)}</p>
      )}
      {older.length > 0 && (
        <details className="mt-3">
          <summary className="cursor-pointer font-medium text-maroon-700">
            {m.admin_customers_measurements_earlier({ count: f.number(older.length) }, o)}
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
