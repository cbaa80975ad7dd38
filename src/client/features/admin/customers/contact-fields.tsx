import { customerFormLabels } from "../../../../shared/customers";
import { inLocale, m } from "../../../../shared/messages";
import { ORDER_LIMITS } from "../../../../shared/order-input";
import { TextInput } from "../form-parts";
import { useAdminLocale } from "../i18n/admin-locale";

/** A customer's contact details as typed: the order form's and the customer form's. */
export interface ContactDraft {
  name: string;
  phone: string;
  email: string;
  line: string;
  city: string;
  state: string;
  postalCode: string;
}

/**
 * Name, phone, e-mail and address fields. `path` is where the schema puts them ("customer." in
 * an order, "" in a customer record), so a refusal shows beside its field. An order needs the
 * address for its delivery; a customer's record may do without.
 */
export function ContactFields<D extends ContactDraft>({
  value,
  onChange,
  errorFor,
  path,
  addressRequired,
}: {
  value: D;
  onChange: (value: D) => void;
  errorFor: (field: string) => string | undefined;
  path: "" | "customer.";
  addressRequired: boolean;
}) {
  const set = (field: keyof ContactDraft) => (v: string) => onChange({ ...value, [field]: v });
  const at = (field: string) => errorFor(`${path}${field}`);
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const labels = customerFormLabels(locale);
  return (
    <>
      <TextInput
        label={labels.name}
        required
        autoComplete="off"
        maxLength={ORDER_LIMITS.name}
        value={value.name}
        onChange={set("name")}
        error={at("name")}
      />
      <TextInput
        label={labels.phone}
        type="tel"
        required
        autoComplete="off"
        maxLength={ORDER_LIMITS.phone}
        value={value.phone}
        onChange={set("phone")}
        error={at("phone")}
      />
      <TextInput
        label={labels.email}
        type="email"
        autoComplete="off"
        maxLength={ORDER_LIMITS.email}
        value={value.email}
        onChange={set("email")}
        error={at("email")}
        hint={m.admin_customers_contact_optional({}, o)}
      />
      <TextInput
        label={labels.line}
        required={addressRequired}
        autoComplete="off"
        maxLength={ORDER_LIMITS.addressLine}
        value={value.line}
        onChange={set("line")}
        error={at("address.line") ?? at("address")}
        hint={
          addressRequired
            ? m.admin_customers_contact_address_hint({}, o)
            : m.admin_customers_contact_address_hint_optional({}, o)
        }
      />
      <TextInput
        label={labels.city}
        required={addressRequired}
        maxLength={ORDER_LIMITS.city}
        value={value.city}
        onChange={set("city")}
        error={at("address.city")}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextInput
          label={labels.state}
          required={addressRequired}
          maxLength={ORDER_LIMITS.state}
          value={value.state}
          onChange={set("state")}
          error={at("address.state")}
        />
        <TextInput
          label={labels.postalCode}
          inputMode="numeric"
          maxLength={6}
          value={value.postalCode}
          onChange={set("postalCode")}
          error={at("address.postalCode")}
        />
      </div>
    </>
  );
}
