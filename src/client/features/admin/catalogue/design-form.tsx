import type { FormEvent } from "react";
import { OffList } from "./off-list";
import { DESIGN_LIMITS, type FilterOption } from "../../../../shared/catalogue-admin";
import { FILTER_GROUPS, groupLabels, type FilterGroup } from "../../../../shared/filter";
import { inLocale, m } from "../../../../shared/messages";
import { Button } from "../button";
import { Field, FormError, INPUT } from "../form-parts";
import { useAdminLocale } from "../i18n/admin-locale";

export interface DesignValues {
  name: string;
  category: string;
  fabric: string;
  work: string;
  color: string;
  description: string;
  nameHi: string;
  descriptionHi: string;
  shown: boolean;
  featured: boolean;
}

export const EMPTY_DESIGN: DesignValues = {
  name: "",
  category: "",
  fabric: "",
  work: "",
  color: "",
  description: "",
  nameHi: "",
  descriptionHi: "",
  shown: true,
  featured: false,
};

interface Props {
  values: DesignValues;
  onChange: (next: DesignValues) => void;
  lists: Record<FilterGroup, FilterOption[]>;
  onSubmit: () => void;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, and the field it named (shown beside it, or above the button). */
  error: string;
  field: string;
  errorFor: (field: string) => string | undefined;
  /** Adds a value to a group's filter list (answers whether it was added). */
  onAddToList: (group: FilterGroup, value: string) => Promise<boolean>;
}

const FIELDS: readonly string[] = [
  "name",
  ...FILTER_GROUPS,
  "description",
  "nameHi",
  "descriptionHi",
];

/**
 * A design's fields. Category, fabric, work and colour suggest the owners' list values and
 * accept others (the spec's first design has values outside the lists: it shows in no filter
 * for them); a value off its list says so, and offers to add it (OffList).
 */
export function DesignForm(props: Props) {
  const { values, onChange, lists, errorFor } = props;
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const labels = groupLabels(locale);
  const set = (field: keyof DesignValues, value: string | boolean) =>
    onChange({ ...values, [field]: value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  const formError = FIELDS.includes(props.field) ? "" : props.error;
  return (
    <form onSubmit={submit} className="space-y-4" aria-label={m.admin_catalogue_form_label({}, o)}>
      <Field label={m.admin_catalogue_name({}, o)} required error={errorFor("name")}>
        {(p) => (
          <input
            {...p}
            className={INPUT}
            value={values.name}
            maxLength={DESIGN_LIMITS.name}
            onChange={(e) => set("name", e.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {FILTER_GROUPS.map((group) => (
          <Field key={group} label={labels[group].field} required error={errorFor(group)}>
            {(p) => (
              <>
                <input
                  {...p}
                  className={INPUT}
                  list={`${group}-values`}
                  value={values[group]}
                  maxLength={DESIGN_LIMITS.value}
                  onChange={(e) => set(group, e.target.value)}
                />
                <datalist id={`${group}-values`}>
                  {lists[group].map((o) => (
                    <option key={o.id} value={o.value} />
                  ))}
                </datalist>
                <OffList
                  group={group}
                  value={values[group]}
                  options={lists[group]}
                  onUse={(value) => set(group, value)}
                  onAdd={props.onAddToList}
                />
              </>
            )}
          </Field>
        ))}
      </div>
      <Field label={m.admin_catalogue_description({}, o)} required error={errorFor("description")}>
        {(p) => (
          // Her own words, as she typed them (never a page's to translate).
          <textarea
            {...p}
            translate="no"
            rows={3}
            className={INPUT}
            value={values.description}
            maxLength={DESIGN_LIMITS.description}
            onChange={(e) => set("description", e.target.value)}
          />
        )}
      </Field>
      <div className="space-y-4 rounded-xl border border-gold-200 p-4">
        <p id="design-hindi-hint" className="text-sm text-ink/70">
          {m.admin_catalogue_hindi_hint({}, o)}
        </p>
        <Field label={m.admin_catalogue_name_hi({}, o)} error={errorFor("nameHi")}>
          {(p) => (
            <input
              {...p}
              lang="hi"
              translate="no"
              className={INPUT}
              value={values.nameHi}
              maxLength={DESIGN_LIMITS.name}
              onChange={(e) => set("nameHi", e.target.value)}
            />
          )}
        </Field>
        <Field label={m.admin_catalogue_description_hi({}, o)} error={errorFor("descriptionHi")}>
          {(p) => (
            <textarea
              {...p}
              lang="hi"
              translate="no"
              rows={3}
              className={INPUT}
              value={values.descriptionHi}
              maxLength={DESIGN_LIMITS.description}
              onChange={(e) => set("descriptionHi", e.target.value)}
            />
          )}
        </Field>
      </div>
      <label className="flex items-center gap-2 font-medium">
        <input
          type="checkbox"
          checked={values.shown}
          onChange={(e) => set("shown", e.target.checked)}
          className="size-4 accent-maroon-700"
        />
        {m.admin_catalogue_show_on_site({}, o)}
      </label>
      <div>
        <label className="flex items-center gap-2 font-medium">
          <input
            type="checkbox"
            checked={values.featured}
            onChange={(e) => set("featured", e.target.checked)}
            aria-describedby="design-featured-hint"
            className="size-4 accent-maroon-700"
          />
          {m.admin_catalogue_featured({}, o)}
        </label>
        <p id="design-featured-hint" className="mt-1 ml-6 text-sm text-ink/70">
          {m.admin_catalogue_featured_hint({}, o)}
        </p>
      </div>
      <FormError message={formError} />
      <Button type="submit" disabled={props.pending}>
        {props.pending ? m.admin_catalogue_saving({}, o) : props.submitLabel}
      </Button>
    </form>
  );
}
