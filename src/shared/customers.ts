/** The boutique's customers: the picker, the Customers tab's list and page, and their edits. */
import type { AdminOrderSummary } from "./admin";
import type { MeasurementVersion } from "./measurements";
import type { FieldChange } from "./order-events";
import { MessagingSchema, type CustomerMessaging } from "./notifications";
import type { Address } from "./orders";
import { emailField, optionalText, phoneField, requiredText } from "./schema-fields";
import { z } from "./zod";

export const CUSTOMER_TYPES = ["retail", "wholesale", "custom"] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
export const CUSTOMER_TYPE_LABELS: Record<CustomerType, string> = {
  retail: "Retail",
  wholesale: "Wholesale",
  custom: "Custom",
};

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
export const CONTACT_FIELD_LABELS: Record<ContactField, string> = {
  phone: "phone",
  email: "e-mail",
  address: "address",
};

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
    .array(z.string({ error: "Each order ID must be text" }).max(20, "Unknown order ID"), {
      error: "orderIds must be a list of order IDs",
    })
    .min(1, "Choose at least one order")
    .max(200, "At most 200 orders at once"),
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

/** A customer record's address: optional as a whole (a message sender may not have given one). */
const addressPart = (label: string, max: number) => optionalText(label, max);

/** POST /api/admin/customers */
export const CustomerRecordSchema = z.object({
  name: requiredText("Customer name", 100),
  phone: phoneField(20),
  email: emailField(254),
  address: z
    .object(
      {
        line: addressPart("Address", 200),
        city: addressPart("City", 60),
        state: addressPart("State", 60),
        postalCode: addressPart("PIN code", 6).refine(
          (v) => v === "" || /^\d{6}$/.test(v),
          "PIN code must be 6 digits",
        ),
      },
      { error: "Address must be given as line, city, state and PIN code" },
    )
    .optional()
    .default({ line: "", city: "", state: "", postalCode: "" }),
  type: z.enum(CUSTOMER_TYPES, { error: "Type must be retail, wholesale or custom" }),
  notes: optionalText("Notes", CUSTOMER_LIMITS.notes),
  /** Her language and her consent to messages per channel (kept as they are when absent). */
  messaging: MessagingSchema.optional(),
  /** The contact message she wrote, when the record is made from it. */
  fromMessageId: z
    .number({ error: "Message must be one of the inbox's" })
    .int("Message must be one of the inbox's")
    .positive("Message must be one of the inbox's")
    .max(2 ** 31 - 1, "Message must be one of the inbox's")
    .nullable()
    .optional()
    .default(null),
});
export type CustomerRecordInput = z.output<typeof CustomerRecordSchema>;

/** PATCH /api/admin/customers/:id, from the revision the owner edited. */
export const CustomerEditSchema = CustomerRecordSchema.omit({ fromMessageId: true }).extend({
  revision: z
    .number({ error: "Revision must be a whole number" })
    .int("Revision must be a whole number")
    .min(0, "Revision must be a whole number"),
});
export type CustomerEditInput = z.output<typeof CustomerEditSchema>;

const addressText = (a: Address) =>
  [a.line, a.city, a.state, a.postalCode].filter((part) => part !== "").join(", ");

type Editable = Pick<CustomerRecord, "name" | "phone" | "email" | "address" | "type" | "notes">;
const FIELDS: readonly [label: string, text: (c: Editable) => string][] = [
  ["Name", (c) => c.name],
  ["Phone", (c) => c.phone],
  ["Email", (c) => c.email],
  ["Address", (c) => addressText(c.address)],
  ["Type", (c) => CUSTOMER_TYPE_LABELS[c.type]],
  ["Notes", (c) => c.notes],
];

/** What an edit of a customer's record changed, field by field. */
export function customerChanges(before: Editable, after: Editable): FieldChange[] {
  return FIELDS.flatMap(([field, text]) => {
    const from = text(before);
    const to = text(after);
    return from === to ? [] : [{ field, from, to }];
  });
}
