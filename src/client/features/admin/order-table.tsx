import { memo, useCallback, useLayoutEffect, useRef } from "react";
import { ORDER_SORTS, type AdminOrderSummary, type OrderListFilter } from "../../../shared/admin";
import { deliveryMarkOf } from "../../../shared/attention";
import type { Priority } from "../../../shared/orders";
import { OrderTypeBadge, PriorityBadge } from "./badges";
import { ContactLinks } from "./contact-links";
import { useAdminFormat } from "./i18n/admin-format";
import { useAdminLocale } from "./i18n/admin-locale";
import { priorityName, rowStepName } from "./i18n/display-names";
import {
  BODY_CLASS,
  CELL_CLASS as CELL,
  HEAD_CLASS as HEAD,
  LineBreak,
  MARK_CLASS,
  MARK_CLASSES,
  OrderBalance,
  ROW_CLASS,
  SortHeader,
  SortMenu,
  TABLE_CLASS,
} from "./list-table";
import { orderListTexts } from "./orders/order-list-texts";

type Sorting = Pick<OrderListFilter, "sort" | "dir">;

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
  const texts = orderListTexts(useAdminLocale());
  return (
    <>
      <SortMenu
        id="order-sort"
        sorts={ORDER_SORTS}
        labels={texts.sorts}
        sorting={sorting}
        onSort={onSort}
      />
      <table data-testid="order-table" className={TABLE_CLASS}>
        <caption className="sr-only">{texts.caption(sorting.sort, sorting.dir)}</caption>
        <thead className="max-sm:hidden">
          <tr>
            {texts.columns.map((c) => (
              <SortHeader
                key={c.sort}
                column={c}
                sorting={sorting}
                onSort={onSort}
                // Priority (not sorted) sits between the step and the balance.
                before={
                  c.sort === "balance" ? (
                    <th scope="col" className={HEAD}>
                      {texts.column.priority}
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
 * again only when its order changed, or her language (a list asked for again redraws only the
 * rows it changed).
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
  const locale = useAdminLocale();
  const f = useAdminFormat();
  const texts = orderListTexts(locale);
  const mark = deliveryMarkOf(order, today, locale);
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
          aria-label={texts.open(order.orderId)}
          className="font-mono font-semibold text-maroon-800 underline decoration-maroon-200 underline-offset-2 after:absolute after:inset-0 after:content-[''] hover:decoration-maroon-700 max-sm:order-1"
        >
          {order.orderId}
        </button>
        <span className="block text-xs text-ink/75 max-sm:hidden">
          {texts.ordered(order.orderDate)}
        </span>
        {order.cancelled && (
          <span className="mt-1 inline-block rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800 max-sm:order-2 max-sm:mt-0">
            {texts.cancelled}
          </span>
        )}
      </td>
      <td className={CELL}>
        <span
          translate="no"
          className="block font-medium max-sm:order-2 max-sm:min-w-0 max-sm:flex-1 max-sm:truncate"
        >
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
          <span className="sr-only sm:hidden">{texts.column.delivery} </span>
          <span className="max-sm:hidden">{f.date(order.expectedDelivery)}</span>
          <span className="sm:hidden">{f.recentDate(order.expectedDelivery)}</span>
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
          {rowStepName(order.currentStepName, locale)}
        </span>
        <span className="block text-xs text-ink/75 max-sm:hidden">
          {texts.stepsDone(Math.min(order.currentStep, order.totalSteps), order.totalSteps)}
        </span>
      </td>
      <td className={CELL}>
        <span className="flex flex-wrap gap-1 max-sm:hidden">
          <PriorityBadge priority={order.priority} />
          <OrderTypeBadge orderType={order.orderType} />
        </span>
        <span className="sr-only sm:hidden">
          {texts.priority(priorityName(order.priority, locale))}
        </span>
      </td>
      <td className={`${CELL} text-right`}>
        <span className="block max-sm:order-3 max-sm:font-semibold">
          <span className="sr-only sm:hidden">{texts.balanceDue} </span>
          <OrderBalance order={order} today={today} />
        </span>
        <span className="block text-xs text-ink/75 max-sm:hidden">
          {texts.ofTotal(order.amountRupees)}
        </span>
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
