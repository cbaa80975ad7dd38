/**
 * What the owners send to take, change and cancel an order: one schema each, used by the
 * back office's forms and by the server. Messages name the field.
 */
import { MeasurementsSchema } from "./measurements";
import { MessagingSchema } from "./notifications";
import { ORDER_TYPES, PRIORITIES } from "./orders";
import {
  emailField,
  isoDate,
  optionalText,
  phoneField,
  requiredText,
  rupees,
} from "./schema-fields";
import { z } from "./zod";

export const ORDER_LIMITS = {
  name: 100,
  phone: 20,
  email: 254,
  addressLine: 200,
  city: 60,
  state: 60,
  itemName: 120,
  itemNote: 200,
  items: 30,
  quantity: 999,
  notes: 2000,
  reason: 300,
} as const;

export const CustomerDetailsSchema = z.object(
  {
    name: requiredText("Customer name", ORDER_LIMITS.name),
    phone: phoneField(ORDER_LIMITS.phone),
    email: emailField(ORDER_LIMITS.email),
    address: z.object(
      {
        line: requiredText("Address", ORDER_LIMITS.addressLine),
        city: requiredText("City", ORDER_LIMITS.city),
        state: requiredText("State", ORDER_LIMITS.state),
        postalCode: optionalText("PIN code", 6).refine(
          (v) => v === "" || /^\d{6}$/.test(v),
          "PIN code must be 6 digits",
        ),
      },
      { error: "Address is required" },
    ),
  },
  { error: "Customer details are required" },
);
export type CustomerDetails = z.output<typeof CustomerDetailsSchema>;

export const UNKNOWN_DESIGN = "Design must be one of the catalogue's designs";

export const OrderItemSchema = z.object(
  {
    /** The server checks that the catalogue has it (the owners keep the catalogue). */
    designId: z
      .number({ error: UNKNOWN_DESIGN })
      .int(UNKNOWN_DESIGN)
      .positive(UNKNOWN_DESIGN)
      .max(2 ** 31 - 1, UNKNOWN_DESIGN)
      .nullable()
      .default(null),
    name: requiredText("Item name", ORDER_LIMITS.itemName),
    quantity: z
      .number({ error: "Quantity must be a whole number" })
      .int("Quantity must be a whole number")
      .min(1, "Quantity must be at least 1")
      .max(ORDER_LIMITS.quantity, `Quantity must be at most ${ORDER_LIMITS.quantity}`),
    note: optionalText("Item note", ORDER_LIMITS.itemNote),
  },
  { error: "Each item needs a name and a quantity" },
);

const ADD_AN_ITEM = "Add at least one item";
const items = z
  .array(OrderItemSchema, {
    error: (issue) => (issue.input === undefined ? ADD_AN_ITEM : "Items must be a list"),
  })
  .min(1, ADD_AN_ITEM)
  .max(ORDER_LIMITS.items, `An order has at most ${ORDER_LIMITS.items} items`);

const orderType = z.enum(ORDER_TYPES, { error: "Order type must be custom or ready-made" });
const priority = z.enum(PRIORITIES, { error: `Priority must be one of: ${PRIORITIES.join(", ")}` });

const DELIVERY_BEFORE_ORDER = "Expected delivery cannot be before the order date";
/** A new order's delivery date is a promise to her: today or later (India time). */
export const DELIVERY_IN_THE_PAST = "Expected delivery cannot be in the past";

/** POST /api/admin/orders */
export const NewOrderSchema = z
  .object({
    /** The customer record picked; null to record a new customer with these details. */
    customerId: z
      .number({ error: "Customer must be picked from the list" })
      .int("Customer must be picked from the list")
      .positive("Customer must be picked from the list")
      .max(2 ** 31 - 1, "Customer must be picked from the list")
      .nullable()
      .default(null),
    customer: CustomerDetailsSchema,
    items,
    orderType,
    priority,
    orderDate: isoDate("Order date"),
    expectedDelivery: isoDate("Expected delivery"),
    amountRupees: rupees("Quoted amount"),
    notes: optionalText("Notes", ORDER_LIMITS.notes),
    /** The customer's language and consent to messages; left out, her record's stay. */
    messaging: MessagingSchema.optional(),
    /** A picked customer's record takes the address typed here too (a new one has it anyway). */
    saveAddress: z
      .boolean({ error: "Save address must be true or false" })
      .optional()
      .default(false),
    /** Her measurements taken with the order: a new version on her record, the order's copy. */
    measurements: MeasurementsSchema.nullable().optional().default(null),
  })
  .refine((o) => o.expectedDelivery >= o.orderDate, {
    message: DELIVERY_BEFORE_ORDER,
    path: ["expectedDelivery"],
  });
export type NewOrderInput = z.output<typeof NewOrderSchema>;

/**
 * PATCH /api/admin/orders/:id: the order's details as the owner now wants them. `revision` is
 * the one she edited; a change by the other owner since then is not overwritten (409).
 */
export const OrderEditSchema = z.object({
  revision: z
    .number({ error: "Revision must be a whole number" })
    .int("Revision must be a whole number")
    .min(0, "Revision must be a whole number"),
  customer: CustomerDetailsSchema,
  items,
  orderType,
  priority,
  expectedDelivery: isoDate("Expected delivery"),
  amountRupees: rupees("Quoted amount"),
  messaging: MessagingSchema.optional(),
});
export type OrderEditInput = z.output<typeof OrderEditSchema>;
export { DELIVERY_BEFORE_ORDER };

/** POST /api/admin/orders/:id/cancellation */
export const CancelOrderSchema = z.object({
  reason: requiredText("Reason", ORDER_LIMITS.reason),
});
