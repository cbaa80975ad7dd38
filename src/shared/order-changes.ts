/** What an edit changed in an order, field by field, as the owners read it in the timeline. */
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

const addressText = (a: Address) =>
  [a.line, a.city, a.state, a.postalCode].filter((part) => part !== "").join(", ");

/** Each editable field as text, in the order the edit form shows them. */
const FIELDS: readonly [label: string, text: (o: EditableOrder) => string][] = [
  ["Customer name", (o) => o.customer.name],
  ["Phone", (o) => o.customer.phone],
  ["Email", (o) => o.customer.email],
  ["Address", (o) => addressText(o.customer.address)],
  ["Items", (o) => o.items.map(itemLabel).join("; ")],
  ["Order type", (o) => o.orderType],
  ["Priority", (o) => o.priority],
  ["Expected delivery", (o) => formatIndianDate(o.expectedDelivery)],
  ["Quoted amount", (o) => formatRupees(o.amountRupees)],
];

export function orderChanges(before: EditableOrder, after: EditableOrder): FieldChange[] {
  return FIELDS.flatMap(([field, text]) => {
    const from = text(before);
    const to = text(after);
    return from === to ? [] : [{ field, from, to }];
  });
}
