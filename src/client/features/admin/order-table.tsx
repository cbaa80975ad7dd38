import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";
import {
  ORDER_SORTS,
  type AdminOrderSummary,
  type OrderListFilter,
  type OrderSort,
  type SortDirection,
} from "../../../shared/admin";
import { deliveryMarkOf } from "../../../shared/attention";
import { formatShortIndianDate } from "../../../shared/order-format";
import { formatIndianDate, type Priority } from "../../../shared/orders";
import { OrderTypeBadge, PriorityBadge } from "./badges";
import { ContactLinks } from "./contact-links";

type Sorting = Pick<OrderListFilter, "sort" | "dir">;

/** The columns she sorts by, with the direction a first click gives. */
const COLUMNS: { sort: Exclude<OrderSort, "ordered">; label: string; first: SortDirection }[] = [
  { sort: "id", label: "Order", first: "asc" },
  { sort: "customer", label: "Customer", first: "asc" },
  { sort: "delivery", label: "Delivery", first: "asc" },
  { sort: "step", label: "Step", first: "asc" },
  { sort: "balance", label: "Balance", first: "desc" },
];

const SORT_LABELS: Record<OrderSort, Record<SortDirection, string>> = {
  ordered: { desc: "Newest orders first", asc: "Oldest orders first" },
  id: { asc: "Order ID, A to Z", desc: "Order ID, Z to A" },
  customer: { asc: "Customer, A to Z", desc: "Customer, Z to A" },
  delivery: { asc: "Delivery, soonest first", desc: "Delivery, latest first" },
  step: { asc: "Step, earliest first", desc: "Step, furthest first" },
  balance: { desc: "Balance, highest first", asc: "Balance, lowest first" },
};

/** A thin stripe of the priority's colour down a phone row's edge (its word is read out). */
const PRIORITY_EDGE: Record<Priority, string> = {
  urgent: "max-sm:border-l-red-500",
  high: "max-sm:border-l-orange-400",
  medium: "max-sm:border-l-yellow-400",
  low: "max-sm:border-l-green-500",
};

const MARK_CLASSES = {
  overdue: "border-red-200 bg-red-100 text-red-800",
  "due-soon": "border-amber-300 bg-amber-50 text-amber-900",
} as const;

/**
 * The orders as a busy owner reads them: a compact table on a computer (sortable columns, the
 * header staying in view), two dense lines an order on a phone. The server sorts; this shows
 * the rows in the order they came. Overdue is the only red.
 */
export function OrderTable({
  orders,
  sorting,
  onSort,
  onOpen,
  today,
}: {
  orders: readonly AdminOrderSummary[];
  sorting: Sorting;
  onSort: (sorting: Sorting) => void;
  onOpen: (orderId: string) => void;
  today: string;
}) {
  return (
    <>
      <div className="mt-4 flex items-center gap-2 sm:hidden">
        <label htmlFor="order-sort" className="text-sm font-medium">
          Sort
        </label>
        <select
          id="order-sort"
          value={`${sorting.sort}:${sorting.dir}`}
          onChange={(e) => {
            const [sort, dir] = e.target.value.split(":") as [OrderSort, SortDirection];
            onSort({ sort, dir });
          }}
          className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 py-2"
        >
          {ORDER_SORTS.flatMap((sort) =>
            (["asc", "desc"] as const).map((dir) => (
              <option key={`${sort}:${dir}`} value={`${sort}:${dir}`}>
                {SORT_LABELS[sort][dir]}
              </option>
            )),
          )}
        </select>
      </div>
      <table
        data-testid="order-table"
        className="mt-3 w-full border-separate border-spacing-0 text-sm max-sm:block"
      >
        <caption className="sr-only">
          Orders, {SORT_LABELS[sorting.sort][sorting.dir].toLowerCase()}
        </caption>
        <thead className="max-sm:hidden">
          <tr>
            {COLUMNS.map((c) => (
              <SortHeader
                key={c.sort}
                label={c.label}
                sorted={sorting.sort === c.sort ? sorting.dir : null}
                onClick={() =>
                  onSort({
                    sort: c.sort,
                    dir: sorting.sort !== c.sort ? c.first : sorting.dir === "asc" ? "desc" : "asc",
                  })
                }
                // Priority (not sorted) sits between the step and the balance.
                before={
                  c.sort === "balance" ? (
                    <th scope="col" className={HEAD}>
                      Priority
                    </th>
                  ) : null
                }
                align={c.sort === "balance" ? "right" : "left"}
              />
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block max-sm:space-y-2">
          {orders.map((o) => (
            <OrderRow key={o.orderId} order={o} onOpen={() => onOpen(o.orderId)} today={today} />
          ))}
        </tbody>
      </table>
    </>
  );
}

const HEAD =
  "sticky top-[var(--admin-sticky-top,0px)] z-10 border-b-2 border-gold-300 bg-cream px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-ink/70";

function SortHeader({
  label,
  sorted,
  onClick,
  align,
  before,
}: {
  label: string;
  sorted: SortDirection | null;
  onClick: () => void;
  align: "left" | "right";
  before: ReactNode;
}) {
  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <>
      {before}
      <th
        scope="col"
        aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none"}
        className={`${HEAD} ${align === "right" ? "text-right" : ""}`}
      >
        <button
          type="button"
          onClick={onClick}
          className={`inline-flex items-center gap-1 rounded px-1 py-0.5 uppercase hover:bg-maroon-50 hover:text-maroon-800 ${sorted ? "text-maroon-800" : ""}`}
        >
          {label}
          <Icon className={`size-3.5 ${sorted ? "" : "opacity-40"}`} aria-hidden="true" />
        </button>
      </th>
    </>
  );
}

/** On a phone each cell lets its parts join the row's two wrapped lines. */
const CELL = "border-b border-gold-200 px-3 py-2 align-top max-sm:contents";

/** One order: who, when it is due, how far production got, and what is still to be paid. */
function OrderRow({
  order,
  onOpen,
  today,
}: {
  order: AdminOrderSummary;
  onOpen: () => void;
  today: string;
}) {
  const mark = deliveryMarkOf(order, today);
  const overdue = mark?.group === "overdue";
  return (
    <tr
      data-testid="admin-order-row"
      data-mark={mark?.group ?? "none"}
      data-delivery={order.expectedDelivery}
      className={`relative hover:bg-maroon-50/60 max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-2 max-sm:gap-y-1 max-sm:rounded-lg max-sm:border max-sm:border-l-4 max-sm:border-gold-200 max-sm:bg-white max-sm:px-3 max-sm:py-2 ${PRIORITY_EDGE[order.priority]} ${order.cancelled ? "text-ink/70" : ""}`}
    >
      <td className={CELL}>
        <button
          type="button"
          onClick={onOpen}
          aria-label={`View order ${order.orderId}`}
          className="font-mono font-semibold text-maroon-800 underline decoration-maroon-200 underline-offset-2 after:absolute after:inset-0 after:content-[''] hover:decoration-maroon-700 max-sm:order-1"
        >
          {order.orderId}
        </button>
        <span className="block text-xs text-ink/75 max-sm:hidden">
          Ordered {formatIndianDate(order.orderDate)}
        </span>
        {order.cancelled && (
          <span className="mt-1 inline-block rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800 max-sm:order-2 max-sm:mt-0">
            Cancelled
          </span>
        )}
      </td>
      <td className={CELL}>
        <span className="block font-medium max-sm:order-2 max-sm:min-w-0 max-sm:flex-1 max-sm:truncate">
          {order.customerName}
        </span>
        <span className="relative z-[1] block text-xs max-sm:order-8 max-sm:ml-auto [&_a>span]:max-sm:sr-only">
          <ContactLinks
            compact
            name={order.customerName}
            phone={order.customerPhone}
            email=""
            subject=""
          />
        </span>
      </td>
      <td className={`${CELL} whitespace-nowrap`}>
        <span
          data-testid="delivery-date"
          className={`block max-sm:order-5 ${overdue ? "font-semibold text-red-700" : ""}`}
        >
          <span className="sr-only sm:hidden">Delivery </span>
          <span className="max-sm:hidden">{formatIndianDate(order.expectedDelivery)}</span>
          <span className="sm:hidden">{formatShortIndianDate(order.expectedDelivery)}</span>
        </span>
        {mark && (
          <span
            data-testid="delivery-mark"
            data-mark={mark.group}
            className={`mt-1 block w-fit rounded-full border px-2 py-px text-xs font-semibold max-sm:order-6 max-sm:mt-0 ${MARK_CLASSES[mark.group]}`}
          >
            {mark.label}
          </span>
        )}
      </td>
      <td className={CELL}>
        <span
          data-testid="current-step"
          className="block max-sm:order-7 max-sm:min-w-0 max-sm:flex-1 max-sm:truncate max-sm:text-ink/70"
        >
          {order.currentStepName}
        </span>
        <span className="block text-xs text-ink/75 max-sm:hidden">
          {Math.min(order.currentStep, order.totalSteps)} of {order.totalSteps} done
        </span>
      </td>
      <td className={CELL}>
        <span className="flex flex-wrap gap-1 max-sm:hidden">
          <PriorityBadge priority={order.priority} />
          <OrderTypeBadge orderType={order.orderType} />
        </span>
        <span className="sr-only sm:hidden">Priority {order.priority}</span>
      </td>
      <td className={`${CELL} text-right`}>
        <span className="block max-sm:order-3 max-sm:font-semibold">
          <span className="sr-only sm:hidden">Balance due </span>
          <span
            data-testid="balance"
            data-overdue={overdue && order.balanceRupees > 0}
            className={
              order.balanceRupees <= 0
                ? "text-green-800"
                : overdue
                  ? "font-semibold text-red-700"
                  : "font-semibold text-ink"
            }
          >
            {order.balanceDue}
          </span>
        </span>
        <span className="block text-xs text-ink/75 max-sm:hidden">of {order.totalAmount}</span>
        {/* Where a phone row's second line begins. */}
        <span className="hidden max-sm:order-4 max-sm:block max-sm:h-0 max-sm:basis-full" />
      </td>
    </tr>
  );
}
