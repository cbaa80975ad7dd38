import type { CustomerSummary } from "../../../../shared/customers";
import { inLocale, m } from "../../../../shared/messages";
import { Button } from "../button";
import { ContactFields } from "../customers/contact-fields";
import { useAdminLocale } from "../i18n/admin-locale";
import { CustomerPicker } from "../customers/customer-picker";
import type { AdminCall } from "../use-admin-session";
import type { CustomerDraft } from "./order-draft";

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
