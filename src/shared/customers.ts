/**
 * The boutique's customers: the picker, the Customers tab's list and page, and their edits. Its
 * words are messages (messages/admin-customers): the server, the history and the tests read them
 * in English (CUSTOMER_TYPE_LABELS, CUSTOMER_REFUSALS, …), the back office in the owner's language.
 */
import type { AdminOrderSummary } from "./admin";
import type { Locale } from "./locale";
import type { MeasurementVersion } from "./measurements";
import { inLocale, m } from "./messages";
import type { FieldChange } from "./order-events";
import { MessagingSchema, type CustomerMessaging } from "./notifications";
import type { Address } from "./orders";
import { emailField, optionalText, phoneField, requiredText } from "./schema-fields";
import { z } from "./zod";

export const CUSTOMER_TYPES = ["retail", "wholesale", "custom"] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
/** A customer type's name: "Retail" / "रिटेल". */
export function customerTypeNames(locale: Locale): Record<CustomerType, string> {
  const o = inLocale(locale);
  return {
    retail: m.admin_customers_type_retail({}, o),
    wholesale: m.admin_customers_type_wholesale({}, o),
    custom: m.admin_customers_type_custom({}, o),
  };
}
/** In English: the CSV export and her history's changes say them so. */
export const CUSTOMER_TYPE_LABELS = /* @__PURE__ */ customerTypeNames("en");

/**
 * Why a customer's record, or a change of it, is refused: the server answers in English
 * (CUSTOMER_REFUSALS), the back office says the same refusal in the owner's language
 * (features/admin/customers/customer-problems.ts).
 */
export function customerRefusals(locale: Locale) {
  const o = inLocale(locale);
  return {
    notFound: m.admin_customers_refusal_not_found({}, o),
    messageNotFound: m.admin_customers_refusal_message_not_found({}, o),
    /** The phone number of another customer, `name`: she is offered instead. */
    phoneTaken: (name: string) => m.admin_customers_refusal_phone_taken({ name }, o),
    stale: m.admin_customers_refusal_stale({}, o),
    postalCode: m.admin_customers_refusal_postal_code({}, o),
    address: m.admin_customers_refusal_address({}, o),
    type: m.admin_customers_refusal_type({}, o),
    message: m.admin_customers_refusal_message({}, o),
    revision: m.admin_customers_refusal_revision({}, o),
    eraseName: m.admin_customers_refusal_erase_name({}, o),
    eraseConfirm: m.admin_customers_refusal_erase_confirm({}, o),
    orderIds: m.admin_customers_refusal_order_ids({}, o),
    orderIdText: m.admin_customers_refusal_order_id_text({}, o),
    orderIdUnknown: m.admin_customers_refusal_order_id_unknown({}, o),
    ordersNone: m.admin_customers_refusal_orders_none({}, o),
    ordersMany: m.admin_customers_refusal_orders_many({}, o),
  } as const;
}
export type CustomerRefusal = Exclude<keyof ReturnType<typeof customerRefusals>, "phoneTaken">;

/** In English: what the server answers. */
export const CUSTOMER_REFUSALS = /* @__PURE__ */ customerRefusals("en");

export interface CustomerSummary {
  id: number;
  name: string;
  phone: string;
  email: string;
  address: Address;
  /** Her language and consent to messages. */
  messaging: CustomerMessaging;
}

/** A row of the Customers tab: who, what kind, how many orders, when last, what is owed. */
export interface CustomerListRow extends CustomerSummary {
  type: CustomerType;
  orderCount: number;
  /** yyyy-mm-dd; null before her first order. */
  lastOrderDate: string | null;
  /** Quoted less paid over her orders that stand (cancelled ones owe nothing). */
  balanceRupees: number;
  /** Her orders past their delivery date, neither delivered nor cancelled (today, in India). */
  overdueOrders: number;
}

export interface CustomerRecord extends CustomerSummary {
  type: CustomerType;
  notes: string;
  /** Goes up by one with every edit; an edit names the revision it started from. */
  revision: number;
  /** ISO timestamp. */
  createdAt: string;
}

/** What happened to a customer's record, who did it and when. */
export type CustomerEvent = {
  id: number;
  /** ISO timestamp. */
  at: string;
  /** The owner's display name; null for the seed. */
  by: string | null;
} & (
  | { kind: "created" }
  | { kind: "edited"; changes: FieldChange[] }
  | { kind: "measurements"; version: number }
);

/** GET /api/admin/customers/:id */
export interface CustomerDetail {
  customer: CustomerRecord;
  /** Newest first. */
  orders: AdminOrderSummary[];
  /** Newest version first. */
  measurements: MeasurementVersion[];
  /** Newest first. */
  history: CustomerEvent[];
  /** Her open orders that still carry another phone, e-mail or address than her record's. */
  staleOrders: StaleOrder[];
}

/** The details an order keeps a copy of from her record. */
export const CONTACT_FIELDS = ["phone", "email", "address"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
/** "phone" / "फ़ोन": which of her details an order still has old. */
export function contactFieldNames(locale: Locale): Record<ContactField, string> {
  const o = inLocale(locale);
  return {
    phone: m.admin_customers_contact_field_phone({}, o),
    email: m.admin_customers_contact_field_email({}, o),
    address: m.admin_customers_contact_field_address({}, o),
  };
}

/**
 * An open order of hers (neither delivered nor cancelled) whose copy of her phone, e-mail or
 * address differs from her record: its messages and tracking still use the old one.
 */
export interface StaleOrder {
  orderId: string;
  fields: ContactField[];
}

/**
 * POST /api/admin/customers/:id/orders/contact: her record's phone, e-mail and address copied
 * onto these open orders of hers, in one transaction (each told in the order's timeline).
 */
export const OrdersContactUpdateSchema = z.object({
  orderIds: z
    .array(
      z.string({ error: CUSTOMER_REFUSALS.orderIdText }).max(20, CUSTOMER_REFUSALS.orderIdUnknown),
      { error: CUSTOMER_REFUSALS.orderIds },
    )
    .min(1, CUSTOMER_REFUSALS.ordersNone)
    .max(200, CUSTOMER_REFUSALS.ordersMany),
});
export type OrdersContactUpdate = z.output<typeof OrdersContactUpdateSchema>;

/** The answer: which orders took her details, and her page as it is now. */
export interface OrdersContactUpdated {
  updated: string[];
  detail: CustomerDetail;
}

/** The new-order form's picker shows this many matches. */
export const CUSTOMER_SEARCH_LIMIT = 10;
export const CUSTOMER_QUERY_MAX = 100;

/** A search as the customers list compares it: lower case, without spaces. */
export const searchKey = (text: string): string => text.toLowerCase().replace(/\s+/g, "");

export const CUSTOMER_LIMITS = { notes: 2000 } as const;

/**
 * The record's fields as the customer form labels them ("Customer name" / "ग्राहक का नाम"): the
 * schema names them in English, her form in her language (the same words).
 */
export function customerFormLabels(locale: Locale) {
  const o = inLocale(locale);
  return {
    name: m.admin_customers_contact_name({}, o),
    phone: m.admin_customers_contact_phone({}, o),
    email: m.admin_customers_contact_email({}, o),
    line: m.admin_customers_contact_address({}, o),
    city: m.admin_customers_contact_city({}, o),
    state: m.admin_customers_contact_state({}, o),
    postalCode: m.admin_customers_contact_postal_code({}, o),
    type: m.admin_customers_form_type({}, o),
    notes: m.admin_customers_form_notes({}, o),
  } as const;
}
const LABELS = /* @__PURE__ */ customerFormLabels("en");

/** A customer record's address: optional as a whole (a message sender may not have given one). */
const addressPart = (label: string, max: number) => optionalText(label, max);

/** POST /api/admin/customers */
export const CustomerRecordSchema = z.object({
  name: requiredText(LABELS.name, 100),
  phone: phoneField(20),
  email: emailField(254),
  address: z
    .object(
      {
        line: addressPart(LABELS.line, 200),
        city: addressPart(LABELS.city, 60),
        state: addressPart(LABELS.state, 60),
        postalCode: addressPart(LABELS.postalCode, 6).refine(
          (v) => v === "" || /^\d{6}$/.test(v),
          CUSTOMER_REFUSALS.postalCode,
        ),
      },
      { error: CUSTOMER_REFUSALS.address },
    )
    .optional()
    .default({ line: "", city: "", state: "", postalCode: "" }),
  type: z.enum(CUSTOMER_TYPES, { error: CUSTOMER_REFUSALS.type }),
  notes: optionalText(LABELS.notes, CUSTOMER_LIMITS.notes),
  /** Her language and her consent to messages per channel (kept as they are when absent). */
  messaging: MessagingSchema.optional(),
  /** The contact message she wrote, when the record is made from it. */
  fromMessageId: z
    .number({ error: CUSTOMER_REFUSALS.message })
    .int(CUSTOMER_REFUSALS.message)
    .positive(CUSTOMER_REFUSALS.message)
    .max(2 ** 31 - 1, CUSTOMER_REFUSALS.message)
    .nullable()
    .optional()
    .default(null),
});
export type CustomerRecordInput = z.output<typeof CustomerRecordSchema>;

/** PATCH /api/admin/customers/:id, from the revision the owner edited. */
export const CustomerEditSchema = CustomerRecordSchema.omit({ fromMessageId: true }).extend({
  revision: z
    .number({ error: CUSTOMER_REFUSALS.revision })
    .int(CUSTOMER_REFUSALS.revision)
    .min(0, CUSTOMER_REFUSALS.revision),
});
export type CustomerEditInput = z.output<typeof CustomerEditSchema>;

const addressText = (a: Address) =>
  [a.line, a.city, a.state, a.postalCode].filter((part) => part !== "").join(", ");

/**
 * The names of the fields an edit of her record changes, in a language: her history stores them
 * in English (CUSTOMER_CHANGE_FIELDS), and the back office shows them in the owner's language by
 * that English (it is their identity).
 */
export function customerChangeFieldNames(locale: Locale) {
  const o = inLocale(locale);
  return {
    name: m.admin_customers_field_name({}, o),
    phone: m.admin_customers_field_phone({}, o),
    email: m.admin_customers_field_email({}, o),
    address: m.admin_customers_field_address({}, o),
    type: m.admin_customers_field_type({}, o),
    notes: m.admin_customers_field_notes({}, o),
  };
}
export type CustomerChangeField = keyof ReturnType<typeof customerChangeFieldNames>;

/** In English, as her history stores them. */
export const CUSTOMER_CHANGE_FIELDS = /* @__PURE__ */ customerChangeFieldNames("en");

type Editable = Pick<CustomerRecord, "name" | "phone" | "email" | "address" | "type" | "notes">;
const FIELDS: readonly [field: CustomerChangeField, text: (c: Editable) => string][] = [
  ["name", (c) => c.name],
  ["phone", (c) => c.phone],
  ["email", (c) => c.email],
  ["address", (c) => addressText(c.address)],
  ["type", (c) => CUSTOMER_TYPE_LABELS[c.type]],
  ["notes", (c) => c.notes],
];

/** What an edit of a customer's record changed, field by field. */
export function customerChanges(before: Editable, after: Editable): FieldChange[] {
  return FIELDS.flatMap(([field, text]) => {
    const from = text(before);
    const to = text(after);
    return from === to ? [] : [{ field: CUSTOMER_CHANGE_FIELDS[field], from, to }];
  });
}
