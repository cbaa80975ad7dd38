import type { SortDirection } from "../../../../shared/admin";
import { BUSINESS } from "../../../../shared/business";
import {
  CUSTOMER_SORT_FIRST,
  CUSTOMER_SORTS,
  type CustomerSort,
} from "../../../../shared/customer-list";
import { CUSTOMER_TYPE_LABELS, type CustomerListRow } from "../../../../shared/customers";
import { formatShortIndianDate } from "../../../../shared/order-format";
import { formatIndianDate, formatRupees } from "../../../../shared/orders";
import { ContactLinks } from "../contact-links";
import {
  BODY_CLASS,
  CELL_CLASS as CELL,
  LineBreak,
  MARK_CLASS,
  MARK_CLASSES,
  OPEN_BUTTON_CLASS,
  ROW_CLASS,
  SortHeader,
  SortMenu,
  TABLE_CLASS,
  type SortColumn,
  type Sorting,
} from "../list-table";

/** Every text of the table (the back office's Hindi will take them from here). */
const TEXTS = {
  caption: "Customers",
  columns: {
    name: "Name",
    phone: "Phone",
    city: "City",
    type: "Type",
    orders: "Orders",
    balance: "Balance",
    last: "Last order",
  } satisfies Record<CustomerSort, string>,
  sorts: {
    name: { asc: "Name, A to Z", desc: "Name, Z to A" },
    phone: { asc: "Phone, lowest first", desc: "Phone, highest first" },
    city: { asc: "City, A to Z", desc: "City, Z to A" },
    type: { asc: "Type, A to Z", desc: "Type, Z to A" },
    orders: { desc: "Most orders first", asc: "Fewest orders first" },
    balance: { desc: "Balance, highest first", asc: "Balance, lowest first" },
    last: { desc: "Latest order first", asc: "Earliest order first" },
  } satisfies Record<CustomerSort, Record<SortDirection, string>>,
  open: (name: string) => `Open customer ${name}`,
  orders: (n: number) => (n === 1 ? " order" : " orders"),
  due: " due",
  nothingDue: "Nothing due",
  last: "Last ",
  noOrders: "No orders yet",
  noCity: "—",
  overdue: (n: number) => (n === 1 ? "Overdue" : `${n} overdue`),
  overdueHint: (n: number) => `${n} of her orders ${n === 1 ? "is" : "are"} past delivery`,
} as const;

const COLUMNS: SortColumn<CustomerSort>[] = CUSTOMER_SORTS.map((sort) => ({
  sort,
  label: TEXTS.columns[sort],
  first: CUSTOMER_SORT_FIRST[sort],
  align: sort === "orders" || sort === "balance" ? "right" : "left",
}));

/**
 * The customers as a busy owner reads them: a compact table on a computer (every column sorts,
 * the header stays in view), two dense lines a customer on a phone. The server sorts; this shows
 * the rows in the order they came. Red only for her orders past delivery.
 */
export function CustomerTable({
  customers,
  sorting,
  onSort,
  onOpen,
}: {
  customers: readonly CustomerListRow[];
  sorting: Sorting<CustomerSort>;
  onSort: (sorting: Sorting<CustomerSort>) => void;
  onOpen: (customerId: number) => void;
}) {
  return (
    <>
      <SortMenu
        id="customer-sort"
        sorts={CUSTOMER_SORTS}
        labels={TEXTS.sorts}
        sorting={sorting}
        onSort={onSort}
      />
      <table data-testid="customer-table" className={TABLE_CLASS}>
        <caption className="sr-only">
          {TEXTS.caption}, {TEXTS.sorts[sorting.sort][sorting.dir].toLowerCase()}
        </caption>
        <thead className="max-sm:hidden">
          <tr>
            {COLUMNS.map((c) => (
              <SortHeader key={c.sort} column={c} sorting={sorting} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody className={BODY_CLASS}>
          {customers.map((c) => (
            <CustomerRow key={c.id} customer={c} onOpen={() => onOpen(c.id)} />
          ))}
        </tbody>
      </table>
    </>
  );
}

/** One customer: who, how to reach her, what kind, how many orders, what she owes, when last. */
function CustomerRow({ customer: c, onOpen }: { customer: CustomerListRow; onOpen: () => void }) {
  return (
    <tr
      data-testid="customer-row"
      data-overdue={c.overdueOrders > 0}
      data-balance={c.balanceRupees}
      className={`${ROW_CLASS} ${c.overdueOrders > 0 ? "max-sm:border-l-red-500" : ""}`}
    >
      <td className={CELL}>
        <button
          type="button"
          onClick={onOpen}
          aria-label={TEXTS.open(c.name)}
          className={`${OPEN_BUTTON_CLASS} max-sm:order-1 max-sm:min-w-0 max-sm:flex-1 max-sm:truncate`}
        >
          {c.name}
        </button>
        {c.overdueOrders > 0 && (
          <span
            data-testid="customer-overdue"
            title={TEXTS.overdueHint(c.overdueOrders)}
            className={`${MARK_CLASS} mt-1 max-sm:order-2 max-sm:mt-0 ${MARK_CLASSES.overdue}`}
          >
            {TEXTS.overdue(c.overdueOrders)}
          </span>
        )}
      </td>
      <td className={CELL}>
        <span className="relative z-[1] block max-sm:order-5 [&_a>span]:max-sm:sr-only">
          <ContactLinks
            compact
            name={c.name}
            phone={c.phone}
            email={c.email}
            subject={BUSINESS.name}
          />
        </span>
      </td>
      <td className={`${CELL} max-sm:hidden`}>{c.address.city || TEXTS.noCity}</td>
      <td className={CELL}>
        <span className="block max-sm:order-6 max-sm:text-ink/70">
          {CUSTOMER_TYPE_LABELS[c.type]}
        </span>
      </td>
      <td className={`${CELL} text-right`}>
        <span
          data-testid="customer-order-count"
          className="block max-sm:order-7 max-sm:text-ink/70"
        >
          {c.orderCount}
          <span className="sm:sr-only">{TEXTS.orders(c.orderCount)}</span>
        </span>
      </td>
      <td className={`${CELL} whitespace-nowrap text-right`}>
        {/* What she owes is not late by itself: only her overdue orders are red. */}
        <span
          data-testid="customer-row-balance"
          className={`block max-sm:order-3 ${c.balanceRupees > 0 ? "font-semibold text-ink" : "text-green-800"}`}
        >
          {c.balanceRupees > 0 ? (
            <>
              {formatRupees(c.balanceRupees)}
              <span className="sm:sr-only">{TEXTS.due}</span>
            </>
          ) : (
            TEXTS.nothingDue
          )}
        </span>
        <LineBreak order="max-sm:order-4" />
      </td>
      <td className={`${CELL} whitespace-nowrap`}>
        <span className="block max-sm:order-8 max-sm:ml-auto max-sm:text-ink/70">
          {c.lastOrderDate ? (
            <>
              <span className="max-sm:hidden">
                <span className="sr-only">{TEXTS.last}</span>
                {formatIndianDate(c.lastOrderDate)}
              </span>
              <span className="sm:hidden">
                {TEXTS.last}
                {formatShortIndianDate(c.lastOrderDate)}
              </span>
            </>
          ) : (
            TEXTS.noOrders
          )}
        </span>
      </td>
    </tr>
  );
}
