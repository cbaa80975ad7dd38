import { CATEGORIES, COLORS, FABRICS, WORKS } from "../../../shared/catalogue";
import type { FilterGroup, Filters } from "../../../shared/filter";

/** The four checkbox lists, in the order the sidebar shows them. */
export const FILTER_LISTS: readonly {
  group: FilterGroup;
  label: string;
  options: readonly string[];
}[] = [
  { group: "category", label: "Categories", options: CATEGORIES },
  { group: "fabric", label: "Fabric Type", options: FABRICS },
  { group: "work", label: "Embroidery Work", options: WORKS },
  { group: "color", label: "Colors", options: COLORS },
];

interface Props {
  filters: Filters;
  onToggle: (group: FilterGroup, value: string) => void;
}

export function FilterPanel({ filters, onToggle }: Props) {
  return (
    <div className="space-y-6">
      {FILTER_LISTS.map(({ group, label, options }) => (
        <fieldset key={group} data-testid={`filter-${group}`}>
          <legend className="mb-2 font-serif text-lg font-semibold text-maroon-800">{label}</legend>
          <ul className="space-y-1">
            {options.map((option) => {
              const id = `filter-${group}-${option.replace(/\s+/g, "-").toLowerCase()}`;
              return (
                <li key={option}>
                  <label
                    htmlFor={id}
                    className="flex cursor-pointer items-center gap-3 rounded px-1 py-1.5 hover:bg-maroon-50"
                  >
                    <input
                      id={id}
                      type="checkbox"
                      checked={filters[group].includes(option)}
                      onChange={() => onToggle(group, option)}
                      className="size-4 accent-maroon-700"
                    />
                    <span>{option}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
