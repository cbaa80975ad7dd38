import { Search } from "lucide-react";
import {
  ORDER_STATES,
  type OrderListFilter,
  type OrderStateFilter,
  type PriorityFilter,
} from "../../../../shared/admin";
import { PRIORITIES } from "../../../../shared/orders";

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
      <div className="relative flex-1">
        <label htmlFor="order-search" className="sr-only">
          Search orders
        </label>
        <Search
          className="pointer-events-none absolute left-3 top-3 size-4 text-ink/50"
          aria-hidden="true"
        />
        <input
          id="order-search"
          type="search"
          value={filter.search}
          onChange={(e) => set("search", e.target.value)}
          placeholder="Search by order ID or customer name"
          className="w-full rounded-lg border border-stone-300 bg-white py-2.5 pl-9 pr-3"
        />
      </div>
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
