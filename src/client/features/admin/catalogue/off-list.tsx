import { useState } from "react";
import type { FilterOption } from "../../../../shared/catalogue-admin";
import { GROUP_LABELS, type FilterGroup } from "../../../../shared/filter";
import { Button } from "../button";

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
  const typed = value.trim();
  if (typed === "" || options.some((o) => o.value === typed)) return null;
  const { list, field } = GROUP_LABELS[group];
  const spelled = options.find((o) => o.value.toLowerCase() === typed.toLowerCase());
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
        “{typed}” is not in the {list} list, so visitors filtering by {field.toLowerCase()} will not
        find this design.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {spelled && (
          <Button className="px-2 py-1 text-sm" onClick={() => onUse(spelled.value)}>
            Use “{spelled.value}”
          </Button>
        )}
        <Button
          variant={spelled ? "outline" : "primary"}
          className="px-2 py-1 text-sm"
          disabled={adding}
          onClick={() => void add()}
        >
          {adding ? "Adding…" : `Add “${typed}” to ${list}`}
        </Button>
      </div>
    </div>
  );
}
