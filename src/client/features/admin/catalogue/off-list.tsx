import { useState } from "react";
import type { FilterOption } from "../../../../shared/catalogue-admin";
import { groupLabels, type FilterGroup } from "../../../../shared/filter";
import { inLocale, m } from "../../../../shared/messages";
import { Button } from "../button";
import { useAdminLocale } from "../i18n/admin-locale";
import { dataPart, withParts } from "./with-parts";

/**
 * Under a design's category, fabric, work or colour: a value its filter list lacks never
 * reaches the site's filters (they match the list's values exactly), so the owner is told
 * why, and offered to add it to the list, or the list's own spelling when only the case differs.
 */
export function OffList({
  group,
  value,
  options,
  onUse,
  onAdd,
}: {
  group: FilterGroup;
  value: string;
  options: readonly FilterOption[];
  onUse: (value: string) => void;
  onAdd: (group: FilterGroup, value: string) => Promise<boolean>;
}) {
  const [adding, setAdding] = useState(false);
  const locale = useAdminLocale();
  const typed = value.trim();
  if (typed === "" || options.some((option) => option.value === typed)) return null;
  const o = inLocale(locale);
  const { list, field } = groupLabels(locale)[group];
  const spelled = options.find((option) => option.value.toLowerCase() === typed.toLowerCase());
  const add = async () => {
    setAdding(true);
    await onAdd(group, typed);
    setAdding(false);
  };
  return (
    <div
      data-testid={`off-list-${group}`}
      className="mt-2 rounded-lg bg-gold-100 p-2 text-sm text-ink"
    >
      <p>
        {withParts((part) =>
          m.admin_catalogue_off_list(
            { value: dataPart(part)(typed), list, field: field.toLowerCase() },
            o,
          ),
        )}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {spelled && (
          <Button className="px-2 py-1 text-sm" onClick={() => onUse(spelled.value)}>
            {withParts((part) =>
              m.admin_catalogue_use_spelling({ value: dataPart(part)(spelled.value) }, o),
            )}
          </Button>
        )}
        <Button
          variant={spelled ? "outline" : "primary"}
          className="px-2 py-1 text-sm"
          disabled={adding}
          onClick={() => void add()}
        >
          {adding
            ? m.admin_catalogue_adding({}, o)
            : withParts((part) =>
                m.admin_catalogue_add_to_list({ value: dataPart(part)(typed), list }, o),
              )}
        </Button>
      </div>
    </div>
  );
}
