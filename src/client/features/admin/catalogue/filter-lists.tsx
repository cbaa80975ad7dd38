import type { AdminCatalogue, FilterOption } from "../../../../shared/catalogue-admin";
import { FILTER_GROUPS, type FilterGroup } from "../../../../shared/filter";
import { inLocale, m } from "../../../../shared/messages";
import { useAdminLocale } from "../i18n/admin-locale";
import type { AdminCall } from "../use-admin-session";
import { FilterList } from "./filter-list";

/** The four lists the catalogue's filters offer, each kept by the owners. */
export function FilterLists({
  lists,
  call,
  onAnswer,
}: {
  lists: Record<FilterGroup, FilterOption[]>;
  call: AdminCall;
  onAnswer: (catalogue: AdminCatalogue) => void;
}) {
  const o = inLocale(useAdminLocale());
  return (
    <section aria-labelledby="filter-lists" className="mt-10">
      <h3 id="filter-lists" className="text-lg font-semibold text-maroon-800">
        {m.admin_catalogue_lists_heading({}, o)}
      </h3>
      <p className="text-sm text-ink/70">{m.admin_catalogue_lists_intro({}, o)}</p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        {FILTER_GROUPS.map((group) => (
          <FilterList
            key={group}
            group={group}
            options={lists[group]}
            call={call}
            onAnswer={onAnswer}
          />
        ))}
      </div>
    </section>
  );
}
