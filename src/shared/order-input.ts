/**
 * What the owners send to take, change and cancel an order: one schema each, used by the
 * back office's forms and by the server. Messages name the field.
 */
import type { Locale } from "./locale";
import { MeasurementsSchema } from "./measurements";
import { inLocale, m } from "./messages";
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

/**
 * What the order schemas say when they refuse, in a language (messages/admin-orders): the server
 * answers in English (ORDER_INPUT_MESSAGES), the back office says it in the owner's language.
 * The field rules' own messages (schema-fields.ts) are not here: the back office knows them.
 */
export function orderInputMessages(locale: Locale) {
  const o = inLocale(locale);
  return {
    pinCode: m.admin_orders_refuse_pin_code({}, o),
    address: m.admin_orders_refuse_address({}, o),
    customer: m.admin_orders_refuse_customer({}, o),
    unknownDesign: m.admin_orders_refuse_unknown_design({}, o),
    quantityWhole: m.admin_orders_refuse_quantity_whole({}, o),
    quantityMin: m.admin_orders_refuse_quantity_min({}, o),
    quantityMax: m.admin_orders_refuse_quantity_max({ max: ORDER_LIMITS.quantity }, o),
    item: m.admin_orders_refuse_item({}, o),
    addItem: m.admin_orders_refuse_add_item({}, o),
    itemsList: m.admin_orders_refuse_items_list({}, o),
    itemsMax: m.admin_orders_refuse_items_max({ max: ORDER_LIMITS.items }, o),
    orderType: m.admin_orders_refuse_order_type({}, o),
    // The values the API takes, as they are: the back office offers them in a list.
    priority: m.admin_orders_refuse_priority({ priorities: PRIORITIES.join(", ") }, o),
    deliveryBeforeOrder: m.admin_orders_refuse_delivery_before_order({}, o),
    deliveryInThePast: m.admin_orders_refuse_delivery_past({}, o),
    pickCustomer: m.admin_orders_refuse_pick_customer({}, o),
    saveAddress: m.admin_orders_refuse_save_address({}, o),
    revision: m.admin_orders_refuse_revision({}, o),
  };
}

/** In English: what the server answers. */
export const ORDER_INPUT_MESSAGES = orderInputMessages("en");
const say = ORDER_INPUT_MESSAGES;

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
          say.pinCode,
        ),
      },
      { error: say.address },
    ),
  },
  { error: say.customer },
);
export type CustomerDetails = z.output<typeof CustomerDetailsSchema>;

export const UNKNOWN_DESIGN = say.unknownDesign;

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
      .number({ error: say.quantityWhole })
      .int(say.quantityWhole)
      .min(1, say.quantityMin)
      .max(ORDER_LIMITS.quantity, say.quantityMax),
    note: optionalText("Item note", ORDER_LIMITS.itemNote),
  },
  { error: say.item },
);

const ADD_AN_ITEM = say.addItem;
const items = z
  .array(OrderItemSchema, {
    error: (issue) => (issue.input === undefined ? ADD_AN_ITEM : say.itemsList),
  })
  .min(1, ADD_AN_ITEM)
  .max(ORDER_LIMITS.items, say.itemsMax);

const orderType = z.enum(ORDER_TYPES, { error: say.orderType });
const priority = z.enum(PRIORITIES, { error: say.priority });

const DELIVERY_BEFORE_ORDER = say.deliveryBeforeOrder;
/** A new order's delivery date is a promise to her: today or later (India time). */
export const DELIVERY_IN_THE_PAST = say.deliveryInThePast;

/** POST /api/admin/orders */
export const NewOrderSchema = z
  .object({
    /** The customer record picked; null to record a new customer with these details. */
    customerId: z
      .number({ error: say.pickCustomer })
      .int(say.pickCustomer)
      .positive(say.pickCustomer)
      .max(2 ** 31 - 1, say.pickCustomer)
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
    saveAddress: z.boolean({ error: say.saveAddress }).optional().default(false),
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
  revision: z.number({ error: say.revision }).int(say.revision).min(0, say.revision),
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
