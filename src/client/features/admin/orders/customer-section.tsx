import { useEffect, useState } from "react";
import { SEARCH_SETTLE_MS } from "../../../../shared/admin";
import type { CustomerPage } from "../../../../shared/customer-list";
import { CUSTOMER_SEARCH_LIMIT, type CustomerSummary } from "../../../../shared/customers";
import { inLocale, m } from "../../../../shared/messages";
import { Button } from "../button";
import { ContactFields } from "../customers/contact-fields";
import { useAdminLocale } from "../i18n/admin-locale";
import { SearchBox } from "../search-box";
import type { AdminCall } from "../use-admin-session";
import type { CustomerDraft } from "./order-draft";

/** Finds existing customers by name or phone as the owner types (new orders only). */
function CustomerPicker({
  call,
  onPick,
}: {
  call: AdminCall;
  onPick: (customer: CustomerSummary) => void;
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
            <li className="text-sm text-ink/70">{m.admin_orders_customer_no_match({}, o)}</li>
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

/**
 * The order's customer: picked from the list (her details filled in) or entered as a new one.
 * The fields are the order's copy of her details in either case.
 */
export function CustomerSection({
  value,
  customerId,
  onChange,
  onPick,
  onUnpick,
  errorFor,
  call,
  picker,
}: {
  value: CustomerDraft;
  customerId: number | null;
  onChange: (value: CustomerDraft) => void;
  onPick: (customer: CustomerSummary) => void;
  onUnpick: () => void;
  errorFor: (field: string) => string | undefined;
  call: AdminCall;
  /** New orders pick a customer; an edit changes the order's copy of her details. */
  picker: boolean;
}) {
  const o = inLocale(useAdminLocale());
  return (
    <fieldset className="space-y-4 rounded-xl border border-gold-200 bg-white p-4">
      <legend className="px-1 font-semibold text-maroon-800">
        {m.admin_orders_fact_customer({}, o)}
      </legend>
      {picker &&
        (customerId === null ? (
          <CustomerPicker call={call} onPick={onPick} />
        ) : (
          <p className="flex flex-wrap items-center gap-3 rounded-lg bg-maroon-50 p-3 text-sm">
            <span data-testid="picked-customer">
              {m.admin_orders_customer_existing({}, o)} <strong translate="no">{value.name}</strong>
            </span>
            <Button variant="outline" className="py-1 text-sm" onClick={onUnpick}>
              {m.admin_orders_customer_new_instead({}, o)}
            </Button>
          </p>
        ))}
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFields
          value={value}
          onChange={onChange}
          errorFor={errorFor}
          path="customer."
          addressRequired
        />
      </div>
    </fieldset>
  );
}
