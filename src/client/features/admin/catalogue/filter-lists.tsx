import type { AdminCatalogue, FilterOption } from "../../../../shared/catalogue-admin";
import { FILTER_GROUPS, type FilterGroup } from "../../../../shared/filter";
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
  return (
    <section aria-labelledby="filter-lists" className="mt-10">
      <h3 id="filter-lists" className="text-lg font-semibold text-maroon-800">
        Filter lists
      </h3>
      <p className="text-sm text-ink/70">
        The website&apos;s filters offer these values, in this order. A value a design uses cannot
        be deleted; renaming it renames it on those designs too.
      </p>
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
