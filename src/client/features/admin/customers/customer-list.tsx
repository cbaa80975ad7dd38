import { Plus } from "lucide-react";
import {
  customerFilterQuery,
  type CustomerListFilter,
  type CustomerPage,
} from "../../../../shared/customer-list";
import { CUSTOMER_TYPE_LABELS, CUSTOMER_TYPES } from "../../../../shared/customers";
import { Button } from "../button";
import { ExportButton } from "../export-button";
import { Notice } from "../notice";
import { SearchBox } from "../search-box";
import { useCursorPages } from "../use-cursor-pages";
import type { AdminCall, AdminDownload } from "../use-admin-session";
import { CustomerTable } from "./customer-table";

/** Every text of the list (the back office's Hindi will take them from here). */
const TEXTS = {
  title: "Customers",
  newCustomer: "New customer",
  search: "Search customers",
  searchHint: "Search by name or phone",
  type: "Filter by type",
  allTypes: "All types",
  loading: "Loading customers…",
  none: "No customers match your search.",
  count: (n: number) => `${n.toLocaleString("en-IN")} ${n === 1 ? "customer" : "customers"}`,
  showing: (shown: number, total: number) =>
    `Showing ${shown.toLocaleString("en-IN")} of ${TEXTS.count(total)}`,
  loadMore: "Load more",
  loadingMore: "Loading…",
} as const;

/** Typing waits this long before the list is asked for. */
const SEARCH_DELAY_MS = 200;

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
    SEARCH_DELAY_MS,
  );
  const { rows, total } = list;
  return (
    <section aria-label={TEXTS.title}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-maroon-800">{TEXTS.title}</h2>
        {/* On a phone the buttons are smaller, so the customers begin higher on the screen. */}
        <div className="flex flex-wrap gap-2 max-sm:[&_button]:px-3 max-sm:[&_button]:py-1.5 max-sm:[&_button]:text-sm">
          <ExportButton download={download} path={`/customers/export.csv?${query}`} />
          <Button onClick={onNew}>
            <Plus className="size-4" aria-hidden="true" /> {TEXTS.newCustomer}
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          id="customer-list-search"
          label={TEXTS.search}
          value={filter.q}
          onChange={(q) => onFilter({ ...filter, q })}
          placeholder={TEXTS.searchHint}
        />
        <label htmlFor="customer-type-filter" className="sr-only">
          {TEXTS.type}
        </label>
        <select
          id="customer-type-filter"
          value={filter.type}
          onChange={(e) =>
            onFilter({ ...filter, type: e.target.value as CustomerListFilter["type"] })
          }
          className="rounded-lg border border-stone-300 bg-white px-3 py-2.5"
        >
          <option value="all">{TEXTS.allTypes}</option>
          {CUSTOMER_TYPES.map((t) => (
            <option key={t} value={t}>
              {CUSTOMER_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      {list.error && <Notice error>{list.error}</Notice>}
      {rows === null && !list.error && <Notice>{TEXTS.loading}</Notice>}
      {rows?.length === 0 && list.current && <Notice>{TEXTS.none}</Notice>}
      {rows && total > 0 && (
        <p className="mt-3 text-sm text-ink/70" data-testid="customer-count" aria-live="polite">
          {TEXTS.count(total)}
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
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            disabled={list.loadingMore}
            onClick={() => void list.loadMore()}
          >
            {list.loadingMore ? TEXTS.loadingMore : TEXTS.loadMore}
          </Button>
          <p aria-live="polite" className="text-sm text-ink/70">
            {TEXTS.showing(rows.length, total)}
          </p>
        </div>
      )}
    </section>
  );
}
