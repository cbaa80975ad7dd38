/**
 * A customer's history as the owner reads it, in her language (docs/decisions/0017). An edit's
 * changes are stored with each field's English name (customers.ts, CUSTOMER_CHANGE_FIELDS) and
 * shown in her language by that English; a type by its English name; what she typed as typed.
 */
import {
  CUSTOMER_CHANGE_FIELDS,
  CUSTOMER_TYPE_LABELS,
  CUSTOMER_TYPES,
  customerChangeFieldNames,
  customerTypeNames,
  type CustomerChangeField,
  type CustomerEvent,
} from "../../../../shared/customers";
import type { Locale } from "../../../../shared/locale";
import { inLocale, m } from "../../../../shared/messages";
import type { FieldChange } from "../../../../shared/order-events";

const FIELD_OF = new Map(
  (Object.entries(CUSTOMER_CHANGE_FIELDS) as [CustomerChangeField, string][]).map(
    ([key, english]) => [english, key],
  ),
);
const TYPE_OF = new Map(CUSTOMER_TYPES.map((t) => [CUSTOMER_TYPE_LABELS[t], t]));

/** A changed value in her language: a type by its English name, anything else as stored. */
const valueIn = (field: CustomerChangeField | undefined, value: string, locale: Locale) => {
  const type = field === "type" ? TYPE_OF.get(value) : undefined;
  return type ? customerTypeNames(locale)[type] : value;
};

/** "Phone from “…” to “…”" / "फ़ोन “…” से “…”". */
export function customerChangeText(change: FieldChange, locale: Locale): string {
  const o = inLocale(locale);
  if (locale === "en") return m.admin_customers_event_change(change, o);
  const field = FIELD_OF.get(change.field);
  return m.admin_customers_event_change(
    {
      field: field ? customerChangeFieldNames(locale)[field] : change.field,
      from: valueIn(field, change.from, locale),
      to: valueIn(field, change.to, locale),
    },
    o,
  );
}

/** What happened, in a sentence that follows the owner's name. */
export function customerEventText(event: CustomerEvent, locale: Locale): string {
  const o = inLocale(locale);
  switch (event.kind) {
    case "created":
      return m.admin_customers_event_created({}, o);
    case "edited":
      return m.admin_customers_event_edited(
        { changes: event.changes.map((c) => customerChangeText(c, locale)).join("; ") },
        o,
      );
    case "measurements":
      return m.admin_customers_event_measurements({ version: event.version }, o);
  }
}
