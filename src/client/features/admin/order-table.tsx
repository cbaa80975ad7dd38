import { memo, useCallback, useLayoutEffect, useRef } from "react";
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
import {
  BODY_CLASS,
  CELL_CLASS as CELL,
  HEAD_CLASS as HEAD,
  LineBreak,
  MARK_CLASS,
  MARK_CLASSES,
  ROW_CLASS,
  SortHeader,
  SortMenu,
  TABLE_CLASS,
  type SortColumn,
} from "./list-table";

type Sorting = Pick<OrderListFilter, "sort" | "dir">;

/** The columns she sorts by, with the direction a first click gives. */
const COLUMNS: SortColumn<Exclude<OrderSort, "ordered">>[] = [
  { sort: "id", label: "Order", first: "asc" },
  { sort: "customer", label: "Customer", first: "asc" },
  { sort: "delivery", label: "Delivery", first: "asc" },
  { sort: "step", label: "Step", first: "asc" },
  { sort: "balance", label: "Balance", first: "desc", align: "right" },
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
  // One callback for every row, calling the latest onOpen (its list address may have changed):
  // a row is drawn again only when its order changed (OrderRow's memo).
  const latest = useRef(onOpen);
  useLayoutEffect(() => {
    latest.current = onOpen;
  }, [onOpen]);
  const open = useCallback((orderId: string) => latest.current(orderId), []);
  return (
    <>
      <SortMenu
        id="order-sort"
        sorts={ORDER_SORTS}
        labels={SORT_LABELS}
        sorting={sorting}
        onSort={onSort}
      />
      <table data-testid="order-table" className={TABLE_CLASS}>
        <caption className="sr-only">
          Orders, {SORT_LABELS[sorting.sort][sorting.dir].toLowerCase()}
        </caption>
        <thead className="max-sm:hidden">
          <tr>
            {COLUMNS.map((c) => (
              <SortHeader
                key={c.sort}
                column={c}
                sorting={sorting}
                onSort={onSort}
                // Priority (not sorted) sits between the step and the balance.
                before={
                  c.sort === "balance" ? (
                    <th scope="col" className={HEAD}>
                      Priority
                    </th>
                  ) : null
                }
              />
            ))}
          </tr>
        </thead>
        <tbody className={BODY_CLASS}>
          {orders.map((o) => (
            <OrderRow key={o.orderId} order={o} onOpen={open} today={today} />
          ))}
        </tbody>
      </table>
    </>
  );
}

/**
 * One order: who, when it is due, how far production got, and what is still to be paid. Drawn
 * again only when its order changed (a list asked for again redraws only the rows it changed).
 */
const OrderRow = memo(function OrderRow({
  order,
  onOpen,
  today,
}: {
  order: AdminOrderSummary;
  onOpen: (orderId: string) => void;
  today: string;
}) {
  const mark = deliveryMarkOf(order, today);
  const overdue = mark?.group === "overdue";
  return (
    <tr
      data-testid="admin-order-row"
      data-mark={mark?.group ?? "none"}
      data-delivery={order.expectedDelivery}
      className={`${ROW_CLASS} ${PRIORITY_EDGE[order.priority]} ${order.cancelled ? "text-ink/70" : ""}`}
    >
      <td className={CELL}>
        <button
          type="button"
          onClick={() => onOpen(order.orderId)}
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
            className={`${MARK_CLASS} mt-1 max-sm:order-6 max-sm:mt-0 ${MARK_CLASSES[mark.group]}`}
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
        <LineBreak order="max-sm:order-4" />
      </td>
    </tr>
  );
}, sameRow);

/** The same row to draw: the same day and every field of the order the same. */
function sameRow(
  before: { order: AdminOrderSummary; onOpen: unknown; today: string },
  after: { order: AdminOrderSummary; onOpen: unknown; today: string },
): boolean {
  if (before.today !== after.today || before.onOpen !== after.onOpen) return false;
  const fields = Object.keys(after.order) as (keyof AdminOrderSummary)[];
  return fields.every((field) => before.order[field] === after.order[field]);
}
