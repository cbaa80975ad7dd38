import { useState, type ReactNode } from "react";
import { inLocale, m } from "../../../shared/messages";
import { STEP_STATUSES, type ProductionStep, type StepStatus } from "../../../shared/orders";
import { StepStatusBadge } from "./badges";
import { useAdminFormat } from "./i18n/admin-format";
import { useAdminLocale } from "./i18n/admin-locale";
import { localizedStep, stepStatusName } from "./i18n/display-names";

export function StepRow({
  step,
  number,
  frozen = false,
  onChange,
  children,
}: {
  step: ProductionStep;
  number: number;
  /** A cancelled order's steps stay as they were. */
  frozen?: boolean;
  onChange: (status: StepStatus) => Promise<void>;
  /** What else the step carries: who makes it (workshop/step-assignment.tsx). */
  children?: ReactNode;
}) {
  const [saving, setSaving] = useState(false);
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const { name, description } = localizedStep(step, locale);
  const id = `status-${step.id}`;
  return (
    <li
      data-testid="production-step"
      data-step-id={step.id}
      className="rounded-xl border border-gold-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex gap-3">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-maroon-50 font-semibold text-maroon-700">
            {number}
          </span>
          <div>
            <p className="font-semibold">{name}</p>
            <p className="text-sm text-ink/70">{description}</p>
            <p className="mt-1 text-xs text-ink/70">
              {m.admin_orders_step_estimated({}, o)}{" "}
              <span data-testid="estimated-days">{step.estimatedDays}</span>{" "}
              {step.estimatedDays === 1 ? m.admin_orders_day({}, o) : m.admin_orders_days({}, o)}
              {step.completedDate && (
                <>
                  {" "}
                  · {m.admin_orders_step_completed({}, o)}{" "}
                  <span data-testid="completed-date">{f.date(step.completedDate)}</span>
                </>
              )}
            </p>
          </div>
        </div>
        <div className="flex items-center gap-2">
          <StepStatusBadge status={step.status} />
          <label htmlFor={id} className="sr-only">
            {m.admin_orders_step_status_of({ step: name }, o)}
          </label>
          <select
            id={id}
            value={step.status}
            disabled={saving || frozen}
            onChange={async (e) => {
              setSaving(true);
              await onChange(e.target.value as StepStatus);
              setSaving(false);
            }}
            className="rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm"
          >
            {STEP_STATUSES.map((s) => (
              <option key={s} value={s}>
                {/* English offers the spec's four values as they are ("in-progress"). */}
                {locale === "en" ? s : stepStatusName(s, locale)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {children}
    </li>
  );
}
