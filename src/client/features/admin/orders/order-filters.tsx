import {
  ORDER_STATES,
  type OrderListFilter,
  type OrderStateFilter,
  type PriorityFilter,
} from "../../../../shared/admin";
import { PRIORITIES } from "../../../../shared/orders";
import { SearchBox } from "../search-box";

const STATE_LABELS: Record<OrderStateFilter, string> = {
  active: "Active orders",
  cancelled: "Cancelled orders",
  all: "All orders",
};
const SELECT = "rounded-lg border border-stone-300 bg-white px-3 py-2.5";

/** The order list's search and filters; they apply together. */
export function OrderFilters({
  filter,
  onChange,
}: {
  filter: OrderListFilter;
  onChange: (filter: OrderListFilter) => void;
}) {
  const set = <K extends keyof OrderListFilter>(key: K, value: OrderListFilter[K]) =>
    onChange({ ...filter, [key]: value });
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <SearchBox
        id="order-search"
        label="Search orders"
        value={filter.search}
        onChange={(v) => set("search", v)}
        placeholder="Search by order ID or customer name"
      />
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor="priority-filter" className="sr-only">
          Filter by priority
        </label>
        <select
          id="priority-filter"
          value={filter.priority}
          onChange={(e) => set("priority", e.target.value as PriorityFilter)}
          className={`${SELECT} capitalize`}
        >
          <option value="all">All Priorities</option>
          {PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
        <label htmlFor="state-filter" className="sr-only">
          Show active or cancelled orders
        </label>
        <select
          id="state-filter"
          value={filter.state}
          onChange={(e) => set("state", e.target.value as OrderStateFilter)}
          className={SELECT}
        >
          {ORDER_STATES.map((s) => (
            <option key={s} value={s}>
              {STATE_LABELS[s]}
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
          Money due
        </label>
      </div>
    </div>
  );
}
