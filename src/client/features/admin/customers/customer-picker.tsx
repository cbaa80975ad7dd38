import { useEffect, useState } from "react";
import { SEARCH_SETTLE_MS } from "../../../../shared/admin";
import type { CustomerPage } from "../../../../shared/customer-list";
import { CUSTOMER_SEARCH_LIMIT, type CustomerSummary } from "../../../../shared/customers";
import { inLocale, m } from "../../../../shared/messages";
import { useAdminLocale } from "../i18n/admin-locale";
import { SearchBox } from "../search-box";
import type { AdminCall } from "../use-admin-session";

/**
 * Finds existing customers by name or phone as the owner types: a new order's customer, and
 * the customer of an appointment booked from the calendar. `noMatch`: what to do when none is.
 */
export function CustomerPicker({
  call,
  onPick,
  noMatch,
}: {
  call: AdminCall;
  onPick: (customer: CustomerSummary) => void;
  noMatch?: string;
}) {
  const o = inLocale(useAdminLocale());
  const [query, setQuery] = useState("");
  // The answer is kept with the search it answers, so a cleared box shows no stale matches.
  const [answer, setAnswer] = useState<{ q: string; customers: CustomerSummary[] } | null>(null);
  const q = query.trim();
  const found = answer && answer.q === q && q !== "" ? answer.customers : null;

  useEffect(() => {
    if (q === "") return;
    let current = true;
    const timer = window.setTimeout(() => {
      void call<CustomerPage>(
        `/customers?${new URLSearchParams({ q, limit: String(CUSTOMER_SEARCH_LIMIT) })}`,
      ).then((r) => {
        if (current)
          setAnswer({ q, customers: r.ok ? r.data.customers.slice(0, CUSTOMER_SEARCH_LIMIT) : [] });
      });
    }, SEARCH_SETTLE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [call, q]);

  return (
    <div>
      <SearchBox
        id="customer-search"
        label={m.admin_orders_customer_find({}, o)}
        visibleLabel
        value={query}
        onChange={setQuery}
        placeholder={m.admin_orders_customer_find_hint({}, o)}
      />
      {found && (
        <ul aria-label={m.admin_orders_customer_matches({}, o)} className="mt-2 space-y-1">
          {found.length === 0 && (
            <li className="text-sm text-ink/70">
              {noMatch ?? m.admin_orders_customer_no_match({}, o)}
            </li>
          )}
          {found.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => {
                  onPick(c);
                  setQuery("");
                }}
                className="w-full rounded-lg border border-stone-200 bg-white px-3 py-2 text-left hover:bg-maroon-50"
              >
                <span className="font-medium" translate="no">
                  {c.name}
                </span>{" "}
                <span className="text-sm text-ink/70" translate="no">
                  {c.phone} · {c.address.city}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
