import { inLocale, m } from "../../../../shared/messages";
import { PRODUCTION_STEP_TEMPLATE } from "../../../../shared/production-steps";
import { RATE_UNITS } from "../../../../shared/workshop/karigar-input";
import { DateInput, optionsOf, SelectInput, TextInput } from "../form-parts";
import { useAdminLocale } from "../i18n/admin-locale";
import type { RateDraft } from "./workshop-drafts";
import { stepNameOf, unitName } from "./workshop-names";

/** The production steps a rate or a skill may name, in her words. */
export const useStepOptions = () => {
  const locale = useAdminLocale();
  return PRODUCTION_STEP_TEMPLATE.map((s) => ({ value: s.id, label: stepNameOf(s.id, locale) }));
};

/**
 * One piece rate's fields: the step, the kind of work (as the shop names it), per piece or per
 * metre, the rate in rupees and the day it applies from. `errorFor` takes the field's name.
 */
export function RateFields({
  rate,
  onChange,
  errorFor,
}: {
  rate: RateDraft;
  onChange: (rate: RateDraft) => void;
  errorFor: (field: keyof RateDraft | "ratePaise") => string | undefined;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const steps = useStepOptions();
  const set =
    <K extends keyof RateDraft>(key: K) =>
    (value: RateDraft[K]) =>
      onChange({ ...rate, [key]: value });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <SelectInput
        label={m.admin_workshop_rate_step({}, o)}
        value={rate.stepId}
        options={steps}
        onChange={set("stepId")}
        error={errorFor("stepId")}
      />
      <TextInput
        label={m.admin_workshop_rate_work({}, o)}
        required
        maxLength={80}
        value={rate.work}
        onChange={set("work")}
        error={errorFor("work")}
        placeholder={m.admin_workshop_rate_work_example({}, o)}
      />
      <SelectInput
        label={m.admin_workshop_rate_unit({}, o)}
        value={rate.unit}
        options={optionsOf(RATE_UNITS, (u) => unitName(u, locale))}
        onChange={set("unit")}
        error={errorFor("unit")}
      />
      <TextInput
        label={m.admin_workshop_rate({}, o)}
        required
        inputMode="decimal"
        value={rate.rate}
        onChange={set("rate")}
        error={errorFor("ratePaise")}
      />
      <DateInput
        label={m.admin_workshop_rate_from({}, o)}
        required
        value={rate.effectiveFrom}
        onChange={set("effectiveFrom")}
        error={errorFor("effectiveFrom")}
      />
    </div>
  );
}
