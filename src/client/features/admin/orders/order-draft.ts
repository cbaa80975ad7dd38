/**
 * The owners' order form as typed: every field a string, items as rows. It turns into the
 * shared schemas' input on submit, so the form keeps exactly what was typed when refused.
 */
import type { AdminOrder } from "../../../../shared/admin";
import type { ContactDraft } from "../customers/contact-fields";
import { measurementsInput, type MeasurementsDraft } from "../customers/measurement-fields";
import type { CustomerSummary } from "../../../../shared/customers";
import { addDays } from "../../../../shared/dates";
import {
  NO_CONSENT,
  messagingInputOf,
  type CustomerMessaging,
  type MessagingInput,
} from "../../../../shared/notifications";
import type { NewOrderInput, OrderEditInput } from "../../../../shared/order-input";
import {
  STEP_TEMPLATES,
  type Address,
  type OrderType,
  type Priority,
} from "../../../../shared/orders";

/** A new order's suggested delivery: the order date plus its type's steps' days (19 or 5). */
export const templateDays = (orderType: OrderType): number => STEP_TEMPLATES[orderType].days;
export const suggestedDelivery = (orderDate: string, orderType: OrderType): string =>
  addDays(orderDate, templateDays(orderType));

/** The order's copy of the customer's contact details, as typed. */
export type CustomerDraft = ContactDraft;

export interface ItemDraft {
  /** Stable React key of the row. */
  key: number;
  /** A catalogue design's id as text, or "" for a custom piece named by the owner. */
  designId: string;
  name: string;
  quantity: string;
  note: string;
}

export interface OrderDraft {
  /** The customer record picked from the list; null for a new customer. */
  customerId: number | null;
  customer: CustomerDraft;
  items: ItemDraft[];
  orderType: OrderType;
  priority: Priority;
  orderDate: string;
  expectedDelivery: string;
  /** Whole rupees as typed ("25000", "25,000"). */
  amount: string;
  notes: string;
  /** Her language and consent to messages; null while not known (nothing is sent then). */
  messaging: MessagingInput | null;
  /** Her choices as recorded, for the dates her consents were given. */
  recorded: CustomerMessaging | null;
  /** A picked customer's address as her record has it (null for a new customer). */
  recordedAddress: Address | null;
  /** Save the address typed to her record too (a picked customer's). */
  saveAddress: boolean;
  /** Measurements taken with the order (a new version for her); null: none. */
  measurements: MeasurementsDraft | null;
}

let nextKey = 1;
export const emptyItem = (): ItemDraft => ({
  key: nextKey++,
  designId: "",
  name: "",
  quantity: "1",
  note: "",
});

const customerDraftOf = (c: { name: string; phone: string; email: string; address: Address }) => ({
  name: c.name,
  phone: c.phone,
  email: c.email,
  line: c.address.line,
  city: c.address.city,
  state: c.address.state,
  postalCode: c.address.postalCode,
});

export const EMPTY_CUSTOMER: CustomerDraft = {
  name: "",
  phone: "",
  email: "",
  line: "",
  city: "Jaipur",
  state: "Rajasthan",
  postalCode: "",
};

export function newOrderDraft(today: string): OrderDraft {
  return {
    customerId: null,
    customer: EMPTY_CUSTOMER,
    items: [emptyItem()],
    orderType: "custom",
    priority: "medium",
    orderDate: today,
    expectedDelivery: suggestedDelivery(today, "custom"),
    amount: "",
    notes: "",
    messaging: NO_CONSENT,
    recorded: null,
    recordedAddress: null,
    saveAddress: false,
    measurements: null,
  };
}

/** Her record without a city or state: the shop's own, as for a new customer (she can change them). */
const withDefaultPlace = (c: CustomerDraft): CustomerDraft => ({
  ...c,
  city: c.city.trim() || EMPTY_CUSTOMER.city,
  state: c.state.trim() || EMPTY_CUSTOMER.state,
});

/** The draft with a customer picked from the list: her record's details, editable. */
export const withCustomer = (draft: OrderDraft, customer: CustomerSummary): OrderDraft => ({
  ...draft,
  customerId: customer.id,
  customer: withDefaultPlace(customerDraftOf(customer)),
  messaging: messagingInputOf(customer.messaging),
  recorded: customer.messaging,
  recordedAddress: customer.address,
  // Her record has no address yet: the one typed for this order is hers.
  saveAddress: customer.address.line.trim() === "",
});

/**
 * Whether an address is typed (a street line at least: the shop's city and state alone are no
 * address) that differs from her record's: the form offers to save it then.
 */
export const addressDiffers = (d: OrderDraft): boolean =>
  d.recordedAddress !== null &&
  d.customer.line.trim() !== "" &&
  (["line", "city", "state", "postalCode"] as const).some(
    (k) => d.customer[k].trim() !== d.recordedAddress![k].trim(),
  );

/** An existing order's editable details, for the edit form, with her choices when known. */
export function draftOfOrder(order: AdminOrder, messaging: CustomerMessaging | null): OrderDraft {
  return {
    customerId: order.customerId,
    customer: customerDraftOf({
      name: order.customerName,
      phone: order.customerPhone,
      email: order.customerEmail,
      address: order.address,
    }),
    items: order.items.map((item) => ({
      key: nextKey++,
      designId: item.designId === null ? "" : String(item.designId),
      name: item.name,
      quantity: String(item.quantity),
      note: item.note,
    })),
    orderType: order.orderType,
    priority: order.priority,
    orderDate: order.orderDate,
    expectedDelivery: order.expectedDelivery,
    amount: String(order.amountRupees),
    notes: "",
    messaging: messaging && messagingInputOf(messaging),
    recorded: messaging,
    recordedAddress: null,
    saveAddress: false,
    measurements: null,
  };
}

/**
 * A number as typed, for the schema to judge: "25,000" and " 25000 " are 25000; an empty field
 * is left out so the schema says it is required; anything else stays NaN and is refused.
 */
export function typedNumber(text: string): number | undefined {
  const plain = text.replace(/[,\s₹]/g, "");
  return plain === "" ? undefined : Number(plain);
}

const customerInput = (c: CustomerDraft) => ({
  name: c.name,
  phone: c.phone,
  email: c.email,
  address: { line: c.line, city: c.city, state: c.state, postalCode: c.postalCode },
});

const itemsInput = (items: readonly ItemDraft[]) =>
  items.map((item) => ({
    designId: item.designId === "" ? null : Number(item.designId),
    name: item.name,
    quantity: typedNumber(item.quantity),
    note: item.note,
  }));

/** What the new-order form sends: the shape of NewOrderSchema, not yet checked. */
export const newOrderInput = (d: OrderDraft): Record<keyof NewOrderInput, unknown> => ({
  customerId: d.customerId,
  customer: customerInput(d.customer),
  items: itemsInput(d.items),
  orderType: d.orderType,
  priority: d.priority,
  orderDate: d.orderDate,
  expectedDelivery: d.expectedDelivery,
  amountRupees: typedNumber(d.amount),
  notes: d.notes,
  messaging: d.messaging ?? undefined,
  saveAddress: d.customerId !== null && d.saveAddress && addressDiffers(d),
  measurements: d.measurements && measurementsInput(d.measurements),
});

/** What the edit form sends, with the revision the owner started from. */
export const orderEditInput = (
  d: OrderDraft,
  revision: number,
): Record<keyof OrderEditInput, unknown> => ({
  revision,
  customer: customerInput(d.customer),
  items: itemsInput(d.items),
  orderType: d.orderType,
  priority: d.priority,
  expectedDelivery: d.expectedDelivery,
  amountRupees: typedNumber(d.amount),
  messaging: d.messaging ?? undefined,
});
