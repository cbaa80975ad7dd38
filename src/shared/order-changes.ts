/** What an edit changed in an order, field by field, as the owners read it in the timeline. */
import type { Locale } from "./locale";
import { inLocale, m } from "./messages";
import type { FieldChange } from "./order-events";
import type { CustomerDetails } from "./order-input";
import { itemLabel, type OrderItem } from "./order-items";
import {
  formatIndianDate,
  formatRupees,
  type Address,
  type OrderType,
  type Priority,
} from "./orders";

/** The part of an order the owners can edit. */
export interface EditableOrder {
  customer: CustomerDetails;
  items: OrderItem[];
  orderType: OrderType;
  priority: Priority;
  expectedDelivery: string;
  amountRupees: number;
}

/**
 * The names of the fields an edit of an order may change, in a language (messages/admin-orders):
 * the timeline stores them in English (CHANGE_FIELDS), the back office shows them in the owner's
 * language by that English (it is their identity). The order form's labels are these words too.
 */
export function changeFieldNames(locale: Locale) {
  const o = inLocale(locale);
  return {
    customerName: m.admin_orders_field_customer_name({}, o),
    phone: m.admin_orders_field_phone({}, o),
    email: m.admin_orders_field_email({}, o),
    address: m.admin_orders_field_address({}, o),
    items: m.admin_orders_field_items({}, o),
    orderType: m.admin_orders_field_order_type({}, o),
    priority: m.admin_orders_field_priority({}, o),
    expectedDelivery: m.admin_orders_field_expected_delivery({}, o),
    quotedAmount: m.admin_orders_field_quoted_amount({}, o),
    /** Her language and consents (customer-messaging.ts), told in the order's timeline too. */
    messageLanguage: m.admin_orders_field_message_language({}, o),
    whatsapp: m.admin_orders_field_whatsapp({}, o),
    emailMessages: m.admin_orders_field_email_messages({}, o),
  };
}
export type ChangeField = keyof ReturnType<typeof changeFieldNames>;

/** In English, as the timeline stores them. */
export const CHANGE_FIELDS = changeFieldNames("en");

/** A consent's value in a change: "Yes" / "हाँ". */
export const yesNoName = (yes: boolean, locale: Locale): string =>
  yes ? m.admin_orders_yes({}, inLocale(locale)) : m.admin_orders_no({}, inLocale(locale));

const addressText = (a: Address) =>
  [a.line, a.city, a.state, a.postalCode].filter((part) => part !== "").join(", ");

/** Each editable field as text, in the order the edit form shows them. */
const FIELDS: readonly [field: ChangeField, text: (o: EditableOrder) => string][] = [
  ["customerName", (o) => o.customer.name],
  ["phone", (o) => o.customer.phone],
  ["email", (o) => o.customer.email],
  ["address", (o) => addressText(o.customer.address)],
  ["items", (o) => o.items.map(itemLabel).join("; ")],
  ["orderType", (o) => o.orderType],
  ["priority", (o) => o.priority],
  ["expectedDelivery", (o) => formatIndianDate(o.expectedDelivery)],
  ["quotedAmount", (o) => formatRupees(o.amountRupees)],
];

export function orderChanges(before: EditableOrder, after: EditableOrder): FieldChange[] {
  return FIELDS.flatMap(([field, text]) => {
    const from = text(before);
    const to = text(after);
    return from === to ? [] : [{ field: CHANGE_FIELDS[field], from, to }];
  });
}
