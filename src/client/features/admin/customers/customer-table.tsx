import type { SortDirection } from "../../../../shared/admin";
import { BUSINESS } from "../../../../shared/business";
import {
  CUSTOMER_SORT_FIRST,
  CUSTOMER_SORTS,
  type CustomerSort,
} from "../../../../shared/customer-list";
import { customerTypeNames, type CustomerListRow } from "../../../../shared/customers";
import type { Locale } from "../../../../shared/locale";
import { inLocale, m } from "../../../../shared/messages";
import { ContactLinks } from "../contact-links";
import { adminFormat, type AdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
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

/** Every text of the table, in the owner's language. */
function tableTexts(locale: Locale) {
  const o = inLocale(locale);
  const f = adminFormat(locale);
  const columns: Record<CustomerSort, string> = {
    name: m.admin_customers_column_name({}, o),
    phone: m.admin_customers_column_phone({}, o),
    city: m.admin_customers_column_city({}, o),
    type: m.admin_customers_column_type({}, o),
    orders: m.admin_customers_column_orders({}, o),
    balance: m.admin_customers_column_balance({}, o),
    last: m.admin_customers_column_last({}, o),
  };
  return {
    caption: m.admin_customers_title({}, o),
    columns: CUSTOMER_SORTS.map((sort): SortColumn<CustomerSort> => ({
      sort,
      label: columns[sort],
      first: CUSTOMER_SORT_FIRST[sort],
      align: sort === "orders" || sort === "balance" ? "right" : "left",
    })),
    sorts: {
      name: {
        asc: m.admin_customers_sort_name_asc({}, o),
        desc: m.admin_customers_sort_name_desc({}, o),
      },
      phone: {
        asc: m.admin_customers_sort_phone_asc({}, o),
        desc: m.admin_customers_sort_phone_desc({}, o),
      },
      city: {
        asc: m.admin_customers_sort_city_asc({}, o),
        desc: m.admin_customers_sort_city_desc({}, o),
      },
      type: {
        asc: m.admin_customers_sort_type_asc({}, o),
        desc: m.admin_customers_sort_type_desc({}, o),
      },
      orders: {
        desc: m.admin_customers_sort_orders_desc({}, o),
        asc: m.admin_customers_sort_orders_asc({}, o),
      },
      balance: {
        desc: m.admin_customers_sort_balance_desc({}, o),
        asc: m.admin_customers_sort_balance_asc({}, o),
      },
      last: {
        desc: m.admin_customers_sort_last_desc({}, o),
        asc: m.admin_customers_sort_last_asc({}, o),
      },
    } satisfies Record<CustomerSort, Record<SortDirection, string>>,
    /** The sort in the table's caption: English says it in lower case, as a phrase. */
    sortPhrase: (text: string) => (locale === "en" ? text.toLowerCase() : text),
    open: (name: string) => m.admin_customers_open({ name }, o),
    orders: (n: number) =>
      n === 1 ? m.admin_customers_row_order_one({}, o) : m.admin_customers_row_order_other({}, o),
    due: m.admin_customers_row_due({}, o),
    nothingDue: m.admin_customers_row_nothing_due({}, o),
    last: m.admin_customers_row_last({}, o),
    noOrders: m.admin_customers_row_no_orders({}, o),
    noCity: "—",
    types: customerTypeNames(locale),
    overdue: (n: number) =>
      n === 1
        ? m.admin_customers_row_overdue_one({}, o)
        : m.admin_customers_row_overdue_other({ count: f.number(n) }, o),
    overdueHint: (n: number) =>
      n === 1
        ? m.admin_customers_row_overdue_hint_one({ count: f.number(n) }, o)
        : m.admin_customers_row_overdue_hint_other({ count: f.number(n) }, o),
  };
}
type Texts = ReturnType<typeof tableTexts>;

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
  const locale = useAdminLocale();
  const texts = tableTexts(locale);
  const f = adminFormat(locale);
  return (
    <>
      <SortMenu
        id="customer-sort"
        sorts={CUSTOMER_SORTS}
        labels={texts.sorts}
        sorting={sorting}
        onSort={onSort}
      />
      <table data-testid="customer-table" className={TABLE_CLASS}>
        <caption className="sr-only">
          {texts.caption}, {texts.sortPhrase(texts.sorts[sorting.sort][sorting.dir])}
        </caption>
        <thead className="max-sm:hidden">
          <tr>
            {texts.columns.map((c) => (
              <SortHeader key={c.sort} column={c} sorting={sorting} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody className={BODY_CLASS}>
          {customers.map((c) => (
            <CustomerRow key={c.id} customer={c} texts={texts} f={f} onOpen={() => onOpen(c.id)} />
          ))}
        </tbody>
      </table>
    </>
  );
}

/** One customer: who, how to reach her, what kind, how many orders, what she owes, when last. */
function CustomerRow({
  customer: c,
  texts,
  f,
  onOpen,
}: {
  customer: CustomerListRow;
  texts: Texts;
  f: AdminFormat;
  onOpen: () => void;
}) {
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
          aria-label={texts.open(c.name)}
          className={`${OPEN_BUTTON_CLASS} max-sm:order-1 max-sm:min-w-0 max-sm:flex-1 max-sm:truncate`}
        >
          {c.name}
        </button>
        {c.overdueOrders > 0 && (
          <span
            data-testid="customer-overdue"
            title={texts.overdueHint(c.overdueOrders)}
            className={`${MARK_CLASS} mt-1 max-sm:order-2 max-sm:mt-0 ${MARK_CLASSES.overdue}`}
          >
            {texts.overdue(c.overdueOrders)}
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
      <td className={`${CELL} max-sm:hidden`}>{c.address.city || texts.noCity}</td>
      <td className={CELL}>
        {/* On a phone the type takes the second line's room left, so the line never wraps. */}
        <span
          data-testid="customer-type"
          className="block max-sm:order-6 max-sm:min-w-0 max-sm:flex-1 max-sm:truncate max-sm:text-ink/70"
        >
          {texts.types[c.type]}
        </span>
      </td>
      <td className={`${CELL} text-right`}>
        <span
          data-testid="customer-order-count"
          className="block max-sm:order-7 max-sm:text-ink/70"
        >
          {f.number(c.orderCount)}
          <span className="sm:sr-only"> {texts.orders(c.orderCount)}</span>
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
              {f.rupees(c.balanceRupees)}
              <span className="sm:sr-only"> {texts.due}</span>
            </>
          ) : (
            texts.nothingDue
          )}
        </span>
        <LineBreak order="max-sm:order-4" />
      </td>
      <td className={`${CELL} whitespace-nowrap`}>
        <span data-testid="customer-last-order" className="block max-sm:order-8 max-sm:text-ink/70">
          {c.lastOrderDate ? (
            <>
              <span className="max-sm:hidden">
                <span className="sr-only">{texts.last} </span>
                {f.date(c.lastOrderDate)}
              </span>
              <span className="sm:hidden">
                {texts.last} {f.recentDate(c.lastOrderDate)}
              </span>
            </>
          ) : (
            texts.noOrders
          )}
        </span>
      </td>
    </tr>
  );
}
