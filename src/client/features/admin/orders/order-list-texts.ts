import {
  ORDER_SEARCH_MAX,
  type OrderSort,
  type OrderStateFilter,
  type SortDirection,
} from "../../../../shared/admin";
import type { Locale } from "../../../../shared/locale";
import { EN, inLocale, m } from "../../../../shared/messages";
import { madeOnce } from "../../../../shared/made-once";
import { adminFormat } from "../i18n/admin-format";
import type { KnownProblems } from "../i18n/problem-text";
import type { SortColumn } from "../list-table";

/**
 * Every text of the orders list (its heading, search, filters, attention cards, table, rows and
 * "Load more"), in the owner's language: made once per language, as each of a hundred rows
 * reads them at every drawing.
 */
export const orderListTexts = madeOnce((locale: Locale) => {
  const o = inLocale(locale);
  const f = adminFormat(locale);
  const column = {
    order: m.admin_orders_list_column_order({}, o),
    customer: m.admin_orders_list_column_customer({}, o),
    delivery: m.admin_orders_list_column_delivery({}, o),
    step: m.admin_orders_list_column_step({}, o),
    priority: m.admin_orders_list_column_priority({}, o),
    balance: m.admin_orders_list_column_balance({}, o),
  };
  const sorts: Record<OrderSort, Record<SortDirection, string>> = {
    ordered: {
      desc: m.admin_orders_list_sort_ordered_desc({}, o),
      asc: m.admin_orders_list_sort_ordered_asc({}, o),
    },
    id: {
      asc: m.admin_orders_list_sort_id_asc({}, o),
      desc: m.admin_orders_list_sort_id_desc({}, o),
    },
    customer: {
      asc: m.admin_orders_list_sort_customer_asc({}, o),
      desc: m.admin_orders_list_sort_customer_desc({}, o),
    },
    delivery: {
      asc: m.admin_orders_list_sort_delivery_asc({}, o),
      desc: m.admin_orders_list_sort_delivery_desc({}, o),
    },
    step: {
      asc: m.admin_orders_list_sort_step_asc({}, o),
      desc: m.admin_orders_list_sort_step_desc({}, o),
    },
    balance: {
      desc: m.admin_orders_list_sort_balance_desc({}, o),
      asc: m.admin_orders_list_sort_balance_asc({}, o),
    },
  };
  /** The columns she sorts by, with the direction a first click gives. */
  const columns: SortColumn<Exclude<OrderSort, "ordered">>[] = [
    { sort: "id", label: column.order, first: "asc" },
    { sort: "customer", label: column.customer, first: "asc" },
    { sort: "delivery", label: column.delivery, first: "asc" },
    { sort: "step", label: column.step, first: "asc" },
    { sort: "balance", label: column.balance, first: "desc", align: "right" },
  ];
  const states: Record<OrderStateFilter, string> = {
    active: m.admin_orders_list_state_active({}, o),
    cancelled: m.admin_orders_list_state_cancelled({}, o),
    all: m.admin_orders_list_state_all({}, o),
  };
  const max = ORDER_SEARCH_MAX;
  /** The list's refusals: only the search's length can come from what she does. */
  const problems: KnownProblems = new Map([
    [
      m.admin_orders_list_search_too_long({ max }, EN),
      (o: ReturnType<typeof inLocale>) => m.admin_orders_list_search_too_long({ max }, o),
    ],
  ]);
  return {
    title: m.admin_orders_list_title({}, o),
    newOrder: m.admin_orders_form_new({}, o),
    exportPayments: m.admin_orders_export_payments({}, o),
    loading: m.admin_orders_list_loading({}, o),
    none: m.admin_orders_list_none({}, o),
    loadMore: m.admin_orders_list_load_more({}, o),
    shown: (n: number) =>
      n === 1
        ? m.admin_orders_list_shown_one({ count: f.number(n) }, o)
        : m.admin_orders_list_shown_other({ count: f.number(n) }, o),
    problems,
    search: m.admin_orders_list_search({}, o),
    searchHint: m.admin_orders_list_search_hint({}, o),
    priorityFilter: m.admin_orders_list_priority_filter({}, o),
    allPriorities: m.admin_orders_list_all_priorities({}, o),
    stateFilter: m.admin_orders_list_state_filter({}, o),
    states,
    moneyDue: m.admin_orders_list_money_due({}, o),
    attention: m.admin_orders_list_attention({}, o),
    column,
    columns,
    sorts,
    /** The table's caption: "Orders, newest orders first" (English says the sort in lower case). */
    caption: (sort: OrderSort, dir: SortDirection) =>
      `${m.admin_orders_list_title({}, o)}, ${locale === "en" ? sorts[sort][dir].toLowerCase() : sorts[sort][dir]}`,
    open: (orderId: string) => m.admin_orders_list_open({ orderId }, o),
    ordered: (isoDate: string) => m.admin_orders_card_ordered({ date: f.date(isoDate) }, o),
    cancelled: m.admin_orders_fact_cancelled({}, o),
    stepsDone: (done: number, total: number) =>
      m.admin_orders_list_steps_done({ done: f.number(done), total: f.number(total) }, o),
    priority: (name: string) => m.admin_orders_card_priority({ priority: name }, o),
    balanceDue: m.admin_orders_payments_balance({}, o),
    ofTotal: (rupees: number) => m.admin_orders_list_of_total({ amount: f.rupees(rupees) }, o),
  };
});

export type OrderListTexts = ReturnType<typeof orderListTexts>;
