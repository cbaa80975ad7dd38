import {
  ORDER_SEARCH_MAX,
  ORDER_STATES,
  type OrderListFilter,
  type OrderStateFilter,
  type PriorityFilter,
} from "../../../../shared/admin";
import { PRIORITIES } from "../../../../shared/orders";
import { useAdminLocale } from "../i18n/admin-locale";
import { priorityName } from "../i18n/display-names";
import { SearchBox } from "../search-box";
import { orderListTexts } from "./order-list-texts";

const SELECT = "rounded-lg border border-stone-300 bg-white px-3 py-2.5";

/** The order list's search and filters; they apply together. */
export function OrderFilters({
  filter,
  onChange,
}: {
  filter: OrderListFilter;
  onChange: (filter: OrderListFilter) => void;
}) {
  const locale = useAdminLocale();
  const texts = orderListTexts(locale);
  const set = <K extends keyof OrderListFilter>(key: K, value: OrderListFilter[K]) =>
    onChange({ ...filter, [key]: value });
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <SearchBox
        id="order-search"
        label={texts.search}
        value={filter.search}
        maxLength={ORDER_SEARCH_MAX}
        onChange={(v) => set("search", v)}
        placeholder={texts.searchHint}
      />
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor="priority-filter" className="sr-only">
          {texts.priorityFilter}
        </label>
        <select
          id="priority-filter"
          value={filter.priority}
          onChange={(e) => set("priority", e.target.value as PriorityFilter)}
          className={`${SELECT} capitalize`}
        >
          <option value="all">{texts.allPriorities}</option>
          {PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {priorityName(p, locale)}
            </option>
          ))}
        </select>
        <label htmlFor="state-filter" className="sr-only">
          {texts.stateFilter}
        </label>
        <select
          id="state-filter"
          value={filter.state}
          onChange={(e) => set("state", e.target.value as OrderStateFilter)}
          className={SELECT}
        >
          {ORDER_STATES.map((s) => (
            <option key={s} value={s}>
              {texts.states[s]}
            </option>
          ))}
        </select>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={filter.moneyDue}
            onChange={(e) => set("moneyDue", e.target.checked)}
            className="size-4 accent-maroon-700"
          />
          {texts.moneyDue}
        </label>
      </div>
    </div>
  );
}
