import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import {
  CUSTOMER_TYPE_LABELS,
  CUSTOMER_TYPES,
  type CustomerPage,
  type CustomerType,
} from "../../../../shared/customers";
import { formatIndianDate, formatRupees } from "../../../../shared/orders";
import { BUSINESS } from "../../../../shared/business";
import { Button } from "../button";
import { ContactLinks } from "../contact-links";
import { ExportButton } from "../export-button";
import { Notice } from "../notice";
import { SearchBox } from "../search-box";
import type { AdminCall, AdminDownload } from "../use-admin-session";

export interface CustomerQuery {
  q: string;
  type: "all" | CustomerType;
  page: number;
}
export const FIRST_PAGE: CustomerQuery = { q: "", type: "all", page: 1 };

const queryString = (query: CustomerQuery, withPage = true) =>
  new URLSearchParams({
    q: query.q.trim(),
    type: query.type,
    ...(withPage ? { page: String(query.page) } : {}),
  }).toString();

/** The customers, by name: search by name or phone, filter by type, a page at a time. */
export function CustomerList({
  call,
  download,
  query,
  onQuery,
  onOpen,
  onNew,
}: {
  call: AdminCall;
  download: AdminDownload;
  query: CustomerQuery;
  onQuery: (query: CustomerQuery) => void;
  onOpen: (customerId: number) => void;
  onNew: () => void;
}) {
  const [answer, setAnswer] = useState<{ for: string; page: CustomerPage } | null>(null);
  const [error, setError] = useState("");
  const key = queryString(query);

  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      void call<CustomerPage>(`/customers?${key}`).then((r) => {
        if (!current) return;
        if (r.ok) setAnswer({ for: key, page: r.data });
        setError(r.ok ? "" : r.error);
      });
    }, 200);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [call, key]);

  const page = answer?.page;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  return (
    <section aria-label="Customers">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-maroon-800">Customers</h2>
        <div className="flex flex-wrap gap-2">
          <ExportButton
            download={download}
            path={`/customers/export.csv?${queryString(query, false)}`}
          />
          <Button onClick={onNew}>
            <Plus className="size-4" aria-hidden="true" /> New customer
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          id="customer-list-search"
          label="Search customers"
          value={query.q}
          onChange={(q) => onQuery({ ...query, q, page: 1 })}
          placeholder="Search by name or phone"
        />
        <label htmlFor="customer-type-filter" className="sr-only">
          Filter by type
        </label>
        <select
          id="customer-type-filter"
          value={query.type}
          onChange={(e) =>
            onQuery({ ...query, type: e.target.value as CustomerQuery["type"], page: 1 })
          }
          className="rounded-lg border border-stone-300 bg-white px-3 py-2.5"
        >
          <option value="all">All types</option>
          {CUSTOMER_TYPES.map((t) => (
            <option key={t} value={t}>
              {CUSTOMER_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      {error && <Notice error>{error}</Notice>}
      {!page && !error && <Notice>Loading customers…</Notice>}
      {page && page.customers.length === 0 && <Notice>No customers match your search.</Notice>}
      {page && page.total > 0 && (
        <p className="mt-3 text-sm text-ink/70" data-testid="customer-count" aria-live="polite">
          {page.total.toLocaleString("en-IN")} {page.total === 1 ? "customer" : "customers"}
        </p>
      )}
      <ul className="mt-3 space-y-2">
        {page?.customers.map((c) => (
          <li
            key={c.id}
            data-testid="customer-row"
            className="relative grid grid-cols-2 items-center gap-x-4 gap-y-1 rounded-lg border border-gold-200 bg-white px-3 py-2 text-sm hover:bg-maroon-50 sm:grid-cols-6"
          >
            <span className="col-span-2 min-w-0">
              <button
                type="button"
                onClick={() => onOpen(c.id)}
                aria-label={`Open customer ${c.name}`}
                className="text-left font-semibold text-maroon-800 underline decoration-maroon-200 underline-offset-2 after:absolute after:inset-0 after:content-[''] hover:decoration-maroon-700"
              >
                {c.name}
              </button>
              <span className="relative z-[1] block">
                <ContactLinks
                  compact
                  name={c.name}
                  phone={c.phone}
                  email={c.email}
                  subject={BUSINESS.name}
                />
              </span>
            </span>
            <span>{CUSTOMER_TYPE_LABELS[c.type]}</span>
            <span data-testid="customer-order-count">
              {c.orderCount} {c.orderCount === 1 ? "order" : "orders"}
            </span>
            <span>
              {c.lastOrderDate ? `Last ${formatIndianDate(c.lastOrderDate)}` : "No orders yet"}
            </span>
            {/* What she owes is not late by itself: only an overdue order is red (Orders). */}
            <span
              data-testid="customer-row-balance"
              className={c.balanceRupees > 0 ? "font-semibold text-ink" : "text-green-800"}
            >
              {c.balanceRupees > 0 ? `${formatRupees(c.balanceRupees)} due` : "Nothing due"}
            </span>
          </li>
        ))}
      </ul>
      {page && pages > 1 && (
        <nav aria-label="Customer pages" className="mt-4 flex items-center gap-3">
          <Button
            variant="outline"
            disabled={query.page <= 1}
            onClick={() => onQuery({ ...query, page: query.page - 1 })}
          >
            Previous
          </Button>
          <span className="text-sm">
            Page {query.page} of {pages}
          </span>
          <Button
            variant="outline"
            disabled={query.page >= pages}
            onClick={() => onQuery({ ...query, page: query.page + 1 })}
          >
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}
