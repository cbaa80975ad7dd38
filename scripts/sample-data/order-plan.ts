/**
 * What happens to one order, as an owner would do it: taken (createOrder's entries), an
 * advance, each step begun and done in turn (some late, a few put on hold, left undone or
 * cancelled), notes, the balance once it is ready, now and then a payment reversed. Every
 * change is applied by OrderLife in time order, up to now.
 */
import { addDays, todayInIndia } from "../../src/shared/dates";
import type { MeasurementVersion } from "../../src/shared/measurements";
import { NewOrderSchema } from "../../src/shared/order-input";
import type { OrderItem } from "../../src/shared/order-items";
import {
  STATUS_HISTORY_NOTES,
  STEP_TEMPLATES,
  customerStatusFor,
  firstProductionSteps,
  type Order,
  type OrderType,
  type Priority,
} from "../../src/shared/orders";
import type { CustomerMessaging } from "../../src/shared/notifications";
import { afterTaking } from "./order-actions";
import { OrderLife } from "./order-life";
import type { Person } from "./people";
import type { Random } from "./random";
import { INTERNAL_NOTES, ITEM_NOTES } from "./texts";

export interface OrderToLive {
  orderId: string;
  customerId: number;
  person: Person;
  messaging: CustomerMessaging;
  type: OrderType;
  createdAt: number;
  by: string;
  /** The measurements taken with the order (a new version on her record), if any. */
  measurements: MeasurementVersion | null;
}

export interface LifeSettings {
  random: Random;
  now: number;
  site: string;
  owners: readonly string[];
  /** The catalogue's designs, oldest first, with when each was added. */
  designs: readonly { id: number; name: string; addedAt: number }[];
}

const CUSTOM_PIECES = [
  "Custom Rajputi Poshak",
  "Bridal lehenga to her design",
  "Blouse stitching",
  "Odhni with gota border",
];
const PRIORITY_WEIGHTS: readonly (readonly [Priority, number])[] = [
  ["urgent", 8],
  ["high", 20],
  ["medium", 55],
  ["low", 17],
];

function itemsFor(
  type: OrderType,
  at: number,
  s: LifeSettings,
): { items: OrderItem[]; amount: number } {
  const { random } = s;
  const shown = s.designs.filter((d) => d.addedAt <= at);
  const count = random.weighted([
    [1, 75],
    [2, 20],
    [3, 5],
  ] as const);
  const items: OrderItem[] = [];
  let amount = 0;
  for (let i = 0; i < count; i++) {
    const design = shown.length > 0 && random.chance(0.7) ? random.pick(shown) : undefined;
    const quantity = type === "ready-made" && random.chance(0.2) ? random.int(2, 3) : 1;
    const price = type === "custom" ? random.int(12, 170) * 500 : random.int(25, 180) * 100;
    amount += price * quantity;
    items.push({
      designId: design?.id ?? null,
      name: design?.name ?? random.pick(CUSTOM_PIECES),
      quantity,
      note: random.pick(ITEM_NOTES),
    });
  }
  return { items, amount };
}

/** The order as createOrder stores it, from the form's input as NewOrderSchema reads it. */
function taken(o: OrderToLive, s: LifeSettings): { draft: Order; notes: string } {
  const { random } = s;
  const template = STEP_TEMPLATES[o.type];
  const priority = random.weighted(PRIORITY_WEIGHTS);
  const orderDate = todayInIndia(new Date(o.createdAt));
  const slack =
    priority === "urgent"
      ? random.int(0, 3)
      : o.type === "custom"
        ? random.int(3, 25)
        : random.int(1, 7);
  const { items, amount } = itemsFor(o.type, o.createdAt, s);
  const input = NewOrderSchema.parse({
    customerId: o.customerId,
    customer: o.person,
    items,
    orderType: o.type,
    priority,
    orderDate,
    expectedDelivery: addDays(orderDate, template.days + slack),
    amountRupees: amount,
    notes: random.chance(0.2) ? random.pick(INTERNAL_NOTES) : "",
  });
  const steps = firstProductionSteps(input.orderType);
  const draft: Order = {
    orderId: o.orderId,
    customerId: o.customerId,
    customerName: input.customer.name,
    customerPhone: input.customer.phone,
    customerEmail: input.customer.email,
    address: input.customer.address,
    orderDate: input.orderDate,
    expectedDelivery: input.expectedDelivery,
    items: input.items,
    priority: input.priority,
    orderType: input.orderType,
    amountRupees: input.amountRupees,
    productionSteps: steps,
    currentStep: 0,
    totalSteps: steps.length,
    currentStatus: customerStatusFor(0, template),
    statusHistory: [
      { status: "received", date: input.orderDate, description: STATUS_HISTORY_NOTES.received },
    ],
    isSample: false,
    cancellation: null,
  };
  return { draft, notes: input.notes };
}

export function liveOrder(o: OrderToLive, s: LifeSettings): OrderLife {
  const { draft, notes } = taken(o, s);
  const life = new OrderLife(draft, o.createdAt, o.by, o.messaging, s.site);
  life.taken(o.createdAt, o.by, o.measurements, notes);
  const actions = afterTaking(o, life, s).sort((a, b) => a.t - b.t);
  for (const action of actions) {
    if (action.t > s.now) break;
    action.run(s.random.pick(s.owners));
  }
  return life;
}
