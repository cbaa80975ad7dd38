import type { Ref } from "react";
import { valueName } from "../../../shared/catalogue-hindi";
import { localizedPath } from "../../../shared/locale";
import { formatNumber, inLocale, m } from "../../../shared/messages";
import { PATHS } from "../../../shared/paths";
import { useLocale } from "../../use-locale";
import type { OptionCounts } from "../../../shared/catalogue-page";
import type { FilterLists } from "../../../shared/design";
import { FILTER_GROUPS, groupLabels, type FilterGroup, type Filters } from "../../../shared/filter";

interface Props {
  /** Each option's count over the whole catalogue (shared/catalogue-page.ts), in list order. */
  counts: OptionCounts;
  /** The owners' four lists. */
  lists: FilterLists;
  filters: Filters;
  onToggle: (group: FilterGroup, value: string) => void;
  /** Disable the boxes whose count is 0 (not in demo mode: ProductsPageData.demoMode). */
  disableNone: boolean;
  /** The form, read once when the page becomes interactive (boxes ticked before that). */
  ref?: Ref<HTMLFormElement>;
}

/**
 * The checkboxes are named after the URL's filter parameters, so the form's fields read as the
 * URL's search (products.tsx). Submitting it without JavaScript is a plain GET of the same URL.
 */
export function FilterPanel({ counts, lists, filters, onToggle, disableNone, ref }: Props) {
  const locale = useLocale();
  const o = inLocale(locale);
  const labels = groupLabels(locale);
  return (
    <form
      ref={ref}
      action={localizedPath(PATHS.products, locale)}
      method="get"
      className="space-y-6"
    >
      {FILTER_GROUPS.map((group) => (
        <fieldset key={group} data-testid={`filter-${group}`}>
          <legend className="mb-2 font-serif text-lg text-maroon-800">{labels[group].list}</legend>
          <ul className="space-y-1">
            {lists[group].map((option, index) => {
              // By position: the owners' values may hold any character.
              const id = `filter-${group}-${index}`;
              const count = counts[group][index] ?? 0;
              const checked = filters[group].includes(option);
              // Choosing it would show nothing: said by its 0 and not offered (a chosen one
              // stays, to be unticked).
              const none = disableNone && count === 0 && !checked;
              return (
                <li
                  key={option}
                  className={`flex items-center gap-2 rounded ${none ? "text-ink/75" : "hover:bg-maroon-50"}`}
                >
                  <label
                    htmlFor={id}
                    className={`flex min-h-11 flex-1 items-center gap-3 px-1 lg:min-h-0 lg:py-1.5 ${none ? "" : "cursor-pointer"}`}
                  >
                    <input
                      id={id}
                      type="checkbox"
                      name={group}
                      value={option}
                      checked={checked}
                      disabled={none}
                      onChange={() => onToggle(group, option)}
                      aria-describedby={`${id}-count`}
                      className="size-4 accent-maroon-700"
                    />
                    {/* The value stays the URL's; its name is the page's language's. */}
                    <span>{valueName(option, locale)}</span>
                  </label>
                  {/* How many designs choosing it adds (see optionCount). */}
                  <span
                    id={`${id}-count`}
                    data-testid="option-count"
                    className="min-w-7 pr-1 text-right text-sm tabular-nums text-ink/75"
                  >
                    {formatNumber(count, locale)}
                    <span className="sr-only">
                      {" "}
                      {count === 1 ? m.option_count_one({}, o) : m.option_count_other({}, o)}
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </form>
  );
}
