import { Plus } from "lucide-react";
import {
  customerFilterQuery,
  type CustomerListFilter,
  type CustomerPage,
} from "../../../../shared/customer-list";
import { SEARCH_SETTLE_MS } from "../../../../shared/admin";
import { customerTypeNames, CUSTOMER_TYPES } from "../../../../shared/customers";
import type { Locale } from "../../../../shared/locale";
import { inLocale, m } from "../../../../shared/messages";
import { Button } from "../button";
import { ExportButton } from "../export-button";
import { adminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { problemText } from "../i18n/problem-text";
import { LoadMore } from "../load-more";
import { Notice } from "../notice";
import { SearchBox } from "../search-box";
import { useCursorPages } from "../use-cursor-pages";
import type { AdminCall, AdminDownload } from "../use-admin-session";
import { CustomerTable } from "./customer-table";

/** Every text of the list, in the owner's language. */
function listTexts(locale: Locale) {
  const o = inLocale(locale);
  const f = adminFormat(locale);
  const count = (n: number) =>
    n === 1
      ? m.admin_customers_count_one({ count: f.number(n) }, o)
      : m.admin_customers_count_other({ count: f.number(n) }, o);
  return {
    title: m.admin_customers_title({}, o),
    newCustomer: m.admin_customers_new({}, o),
    search: m.admin_customers_search({}, o),
    searchHint: m.admin_customers_search_hint({}, o),
    type: m.admin_customers_type_filter({}, o),
    allTypes: m.admin_customers_all_types({}, o),
    types: customerTypeNames(locale),
    loading: m.admin_customers_loading({}, o),
    none: m.admin_customers_none({}, o),
    count,
    showing: (shown: number, total: number) =>
      m.admin_customers_showing({ shown: f.number(shown), customers: count(total) }, o),
    loadMore: m.admin_customers_load_more({}, o),
    searchField: { q: m.admin_customers_search({}, o) },
  };
}

/**
 * The customers, searched, filtered and sorted by the server (the address keeps all three), a
 * page at a time: "Load more" goes on after the last row shown.
 */
export function CustomerList({
  call,
  download,
  filter,
  onFilter,
  onOpen,
  onNew,
}: {
  call: AdminCall;
  download: AdminDownload;
  filter: CustomerListFilter;
  onFilter: (filter: CustomerListFilter) => void;
  onOpen: (customerId: number) => void;
  onNew: () => void;
}) {
  const query = customerFilterQuery(filter).toString();
  const list = useCursorPages(
    call,
    `/customers?${query}`,
    (page: CustomerPage) => page.customers,
    SEARCH_SETTLE_MS,
  );
  const { rows, total } = list;
  const locale = useAdminLocale();
  const texts = listTexts(locale);
  return (
    <section aria-label={texts.title}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-maroon-800">{texts.title}</h2>
        {/* On a phone the buttons are smaller, so the customers begin higher on the screen. */}
        <div className="flex flex-wrap gap-2 max-sm:[&_button]:px-3 max-sm:[&_button]:py-1.5 max-sm:[&_button]:text-sm">
          <ExportButton download={download} path={`/customers/export.csv?${query}`} />
          <Button onClick={onNew}>
            <Plus className="size-4" aria-hidden="true" /> {texts.newCustomer}
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          id="customer-list-search"
          label={texts.search}
          value={filter.q}
          onChange={(q) => onFilter({ ...filter, q })}
          placeholder={texts.searchHint}
        />
        <label htmlFor="customer-type-filter" className="sr-only">
          {texts.type}
        </label>
        <select
          id="customer-type-filter"
          value={filter.type}
          onChange={(e) =>
            onFilter({ ...filter, type: e.target.value as CustomerListFilter["type"] })
          }
          className="rounded-lg border border-stone-300 bg-white px-3 py-2.5"
        >
          <option value="all">{texts.allTypes}</option>
          {CUSTOMER_TYPES.map((t) => (
            <option key={t} value={t}>
              {texts.types[t]}
            </option>
          ))}
        </select>
      </div>
      {list.error && (
        <Notice error>
          {problemText(locale, { error: list.error, field: "q" }, { labels: texts.searchField })}
        </Notice>
      )}
      {rows === null && !list.error && <Notice>{texts.loading}</Notice>}
      {rows?.length === 0 && list.current && <Notice>{texts.none}</Notice>}
      {rows && total > 0 && (
        <p className="mt-3 text-sm text-ink/70" data-testid="customer-count" aria-live="polite">
          {texts.count(total)}
        </p>
      )}
      {rows && rows.length > 0 && (
        <CustomerTable
          customers={rows}
          sorting={filter}
          onSort={(sorting) => onFilter({ ...filter, ...sorting })}
          onOpen={onOpen}
        />
      )}
      {list.more && rows && (
        <LoadMore
          onMore={() => void list.loadMore()}
          loading={list.loadingMore}
          label={texts.loadMore}
          status={texts.showing(rows.length, total)}
        />
      )}
    </section>
  );
}
